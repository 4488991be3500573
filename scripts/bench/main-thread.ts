import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import type { StoreConfig } from '../../core/store/types.ts';
import { CATEGORY, categoryPath } from '../../server/db/seed-data/categories.ts';
import { seedLanguage } from '../../server/db/seed-data/text.ts';
import { CPU_SLOWDOWN, PHONE } from './main-thread-browser.ts';
import { answerCookies, measureInteractions, postFromPage } from './main-thread-interactions.ts';
import { measureLoad, type LoadSample, type Prepare } from './main-thread-load.ts';
import { mainThreadReport, type PageRuns, type StoreRuns } from './main-thread-report.ts';

/** The stores measured: the default one and two in other languages, as the Lighthouse part. */
export const MAIN_THREAD_STORES = ['uk', 'fr', 'de'];

interface MeasuredPage {
  page: string;
  path: string;
  prepare?: Prepare;
}

/** A shopper with a product in the basket, the cookie question answered. */
const withBasketItem: Prepare = async (session, origin) => {
  await answerCookies(session, origin);
  await postFromPage(session.page, '/api/basket-add', { productID: 1003, quantity: 1 });
};

/** The page types issue 34 measures, in one store's language. */
export function mainThreadPages(store: StoreConfig): MeasuredPage[] {
  return [
    { page: 'home', path: '/' },
    { page: 'sale listing', path: '/event/ski-flash-sale' },
    { page: 'category listing', path: categoryPath(CATEGORY.skis, seedLanguage(store.language)) },
    { page: 'product', path: '/catalog/product/view/id/1001' },
    { page: 'basket (1 item)', path: '/checkout/cart', prepare: withBasketItem },
    { page: 'search results', path: '/search?s=rossignol' },
  ];
}

const EXTRA_ATTEMPTS = 2;

/** The same measurement `runs` times, each in a fresh Chrome; a failed run is kept as its error. */
async function repeated<T>(runs: number, measure: () => Promise<T>): Promise<{ samples: T[]; errors: string[] }> {
  const samples: T[] = [];
  const errors: string[] = [];
  // A run that failed (Chrome's trace now and then misses the navigation) is made again, twice at
  // most, so that a median is of the runs asked for; its error is still reported.
  for (let attempt = 0; samples.length < runs && attempt < runs + EXTRA_ATTEMPTS; attempt++) {
    try {
      samples.push(await measure());
    } catch (error) {
      errors.push(error instanceof Error ? error.message.split('\n')[0]! : String(error));
    }
  }
  return { samples, errors };
}

async function pageRuns(page: MeasuredPage, url: string, runs: number, baseline = false): Promise<PageRuns> {
  const measured = await repeated<LoadSample>(runs, () => measureLoad(url, page.prepare));
  const hydration = measured.samples.map((s) => (s.hydrationMs === null ? '—' : Math.round(s.hydrationMs))).join(', ');
  process.stdout.write(`  ${page.page} (${url}): blocking ${measured.samples.map((s) => Math.round(s.blockingMs)).join(', ')} ms; hydration ${hydration}\n`);
  return { page: page.page, path: page.path, ...(baseline ? { baseline } : {}), ...measured };
}

/** The commit the figures were taken on, marked when the work tree differs from it. */
export function measuredCommit(root: string): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? ' + uncommitted changes' : ''}`;
}

/**
 * Issue 34's main-thread measurement: each page of each store loaded `runs` times in a fresh
 * Chrome on a phone with the CPU slowed 4×, and the four interactions as often; the bare React
 * page (baseline) beside them. Prints a table per store; true when every target is met.
 */
export async function benchMainThread(options: {
  root: string;
  stores: StoreConfig[];
  origin: (store: StoreConfig) => string;
  baselineUrl: string;
  runs: number;
}): Promise<boolean> {
  const { runs } = options;
  console.log(
    `\nMain thread at ${CPU_SLOWDOWN}× CPU on a ${PHONE.viewport.width}x${PHONE.viewport.height} phone, median of ${runs} runs, each in a fresh Chrome ` +
      `(commit ${measuredCommit(options.root)}; load average ${loadavg()[0]!.toFixed(2)}):`,
  );
  const baseline = await pageRuns({ page: 'bare React page (baseline)', path: '/' }, options.baselineUrl, runs, true);
  let ok = true;
  for (const store of options.stores) {
    const origin = options.origin(store);
    const pages = [baseline];
    for (const page of mainThreadPages(store)) pages.push(await pageRuns(page, origin + page.path, runs));
    const interactions = await repeated(runs, () => measureInteractions(origin, store.storeId));
    const measured: StoreRuns = { store: store.code, pages, interactions };
    const report = mainThreadReport(measured);
    console.log(`\n${report.lines.join('\n')}\n`);
    ok &&= report.ok;
  }
  console.log(
    'Blocking: Σ (long task − 50 ms). Main thread busy: its task time (trace). Hydration: its task time between the marks ' +
      "summit:hydration-start and the later of summit:hydration-end and summit:page-content (the page's own Suspense pass) ('—': the end mark did not come). Baseline: its first render between the start and end marks.",
  );
  return ok;
}
