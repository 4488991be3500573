import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import type { StoreConfig } from '../../core/store/types.ts';
import { CATEGORY, categoryPath } from '../../server/db/seed-data/categories.ts';
import { seedLanguage } from '../../server/db/seed-data/text.ts';
import { resultFromLhr, type LighthousePage, type LighthouseResult } from './lighthouse-report.ts';

/** The stores issue 12 measures: the default one and two in other languages. */
export const LIGHTHOUSE_STORES = ['uk', 'fr', 'de'];
const PRODUCT_PATH = '/catalog/product/view/id/1001';
/** Lighthouse now and then fails to record a load (NO_NAVSTART and the like): tried again this often. */
const ATTEMPTS = 3;

/** Home, the skis listing (its path is in the store's language) and a product page of one store. */
export function lighthousePages(store: StoreConfig): LighthousePage[] {
  return [
    { store: store.code, page: 'home', path: '/' },
    { store: store.code, page: 'listing', path: categoryPath(CATEGORY.skis, seedLanguage(store.language)) },
    { store: store.code, page: 'product', path: PRODUCT_PATH },
  ];
}

/** One Lighthouse run in a Chrome of its own (a Chrome reused between runs sometimes records no navigation). */
async function lighthouseOnce(url: string): Promise<{ lhr: Result; html: string }> {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const run = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'html',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
    return { lhr: run.lhr, html: String(run.report) };
  } finally {
    chrome.kill();
  }
}

async function measured(url: string): Promise<{ lhr: Result; html: string }> {
  let last: { lhr: Result; html: string } | null = null;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    last = await lighthouseOnce(url);
    if (!last.lhr.runtimeError) break;
  }
  return last!;
}

/**
 * Lighthouse 12 with its defaults (mobile: simulated slow 4G, 4× CPU slowdown) on each page, one
 * at a time, as a new visitor (Lighthouse clears the origin's storage first, so the cookie banner
 * shows as it does for anyone arriving). With several runs a page, the run of median performance
 * counts. Each counted run's report is kept in reportDir (<store>-<page>.html and .json).
 */
export async function runLighthouse(
  pages: LighthousePage[],
  urlOf: (page: LighthousePage) => string,
  options: { runs: number; reportDir: string },
): Promise<LighthouseResult[]> {
  mkdirSync(options.reportDir, { recursive: true });
  const results: LighthouseResult[] = [];
  for (const page of pages) {
    const url = urlOf(page);
    const runs: { lhr: Result; html: string; result: LighthouseResult }[] = [];
    for (let i = 0; i < options.runs; i++) {
      const run = await measured(url);
      runs.push({ ...run, result: resultFromLhr(page, run.lhr) });
    }
    runs.sort((a, b) => (a.result.scores.performance ?? -1) - (b.result.scores.performance ?? -1));
    const median = runs[Math.floor(runs.length / 2)]!;
    const name = join(options.reportDir, `${page.store}-${page.page}`);
    writeFileSync(`${name}.html`, median.html);
    writeFileSync(`${name}.json`, JSON.stringify(median.lhr));
    results.push(median.result);
    const performances = runs.map((run) => run.result.scores.performance ?? '–').join(', ');
    process.stdout.write(`  ${page.store} ${page.page} (${url}): performance ${performances}\n`);
  }
  return results;
}
