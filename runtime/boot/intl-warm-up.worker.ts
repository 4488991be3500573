/// <reference lib="webworker" />
/**
 * Builds one of each formatter the first screen uses (prices, counts, dates, plural rules). The
 * first one of its kind in a browser process loads ICU's data, 30 ms and more on a slow phone;
 * that data is the process's, so once it is loaded here the page's own formatters are built at
 * once. It says when it is done: a formatter the page builds while the data is still loading
 * here waits for it, longer than loading it alone would take.
 */
self.onmessage = (event: MessageEvent<readonly string[]>) => {
  for (const locale of event.data) {
    new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(1234.5);
    new Intl.PluralRules(locale).select(1);
    new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit' }).format(0);
  }
  self.postMessage('done');
  self.close();
};
