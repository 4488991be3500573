/**
 * npm run bench: per store, the gzip size of the JavaScript the home page downloads before
 * it is interactive (measured in Chromium against the real server), next to a bare
 * React + react-dom + wouter + valtio page built in the same run. Budget: ratio <= 1.6.
 * Also shows that a plugin a store disables adds no bytes to that store's download.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { loadStores } from '../core/store/files.node.ts';
import { buildBaseline } from './bench/baseline.ts';
import { measureBasketChange } from './bench/basket.ts';
import { serveStatic, startStorefront } from './bench/servers.ts';

const root = resolve(import.meta.dirname, '..');
const BUDGET_RATIO = 1.6;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface Download {
  files: string[];
  gzipBytes: number;
}

/**
 * Loads a page and sums the gzip size of every script requested before the page marked itself
 * interactive (the performance mark `readyMark`; scripts deferred past it, like the footer, do not count).
 */
async function measureHomeJs(browser: Browser, url: string, distDir: string, readyMark: string): Promise<Download> {
  const page = await browser.newPage();
  await page.goto(url);
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, readyMark, { timeout: 30_000 });
  const ready = await page.evaluate((mark) => {
    const readyAt = performance.getEntriesByName(mark)[0]!.startTime;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= readyAt)
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js'));
  }, readyMark);
  await page.close();
  const gzipBytes = ready.reduce((sum, path) => sum + gzipSync(readFileSync(join(distDir, path))).length, 0);
  return { files: ready.sort(), gzipBytes };
}

async function main(): Promise<void> {
  console.log('Building the storefront and the baseline page...');
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  const baselineDist = await buildBaseline(root);

  const { stores } = loadStores(root);
  const storefront = await startStorefront(root);
  const baselineServer = await serveStatic(baselineDist);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless', '--disable-gpu'],
  });
  let failed = false;
  try {
    const baseline = await measureHomeJs(browser, baselineServer.url, baselineDist, 'baseline-ready');
    console.log(`\nBaseline (React + react-dom + wouter + valtio): ${kb(baseline.gzipBytes)} gzip in ${baseline.files.length} file(s)\n`);
    console.log('store  host                 files  home JS (gzip)  ratio  budget');
    const downloads = new Map<string, Download>();
    for (const store of stores) {
      const host = store.hosts[0]!;
      const download = await measureHomeJs(browser, `http://${host}:${storefront.port}/`, join(root, 'dist'), 'summit-ready');
      downloads.set(store.code, download);
      const ratio = download.gzipBytes / baseline.gzipBytes;
      const ok = ratio <= BUDGET_RATIO;
      failed ||= !ok;
      console.log(
        `${store.code.padEnd(6)} ${host.padEnd(20)} ${String(download.files.length).padStart(5)}  ${kb(download.gzipBytes).padStart(14)}  ${ratio.toFixed(2).padStart(5)}  ${ok ? 'ok' : `OVER ${BUDGET_RATIO}`}`,
      );
    }

    const product = await measureHomeJs(browser, `http://localhost:${storefront.port}/catalog/product/view/id/1001`, join(root, 'dist'), 'summit-ready');
    console.log(`\nProduct page (uk, first load): ${kb(product.gzipBytes)} gzip JS in ${product.files.length} files (${(product.gzipBytes / baseline.gzipBytes).toFixed(2)} × baseline)`);
    const basket = await measureBasketChange(browser, `http://localhost:${storefront.port}`);
    console.log(`Basket page: quantity change to new total on screen, median of ${basket.samples.length}: ${basket.medianMs.toFixed(0)} ms (min ${Math.min(...basket.samples).toFixed(0)}, max ${Math.max(...basket.samples).toFixed(0)})`);

    console.log('\nPlugins switched off per store (bytes of the plugin in that store\'s home download):');
    for (const store of stores) {
      for (const [plugin, options] of Object.entries(store.plugins)) {
        if (options !== false) continue;
        const own = downloads.get(store.code)!.files.filter((f) => f.includes(`/${plugin}-`));
        const elsewhere = [...downloads.entries()].find(([code, d]) => code !== store.code && d.files.some((f) => f.includes(`/${plugin}-`)));
        const enabledBytes = elsewhere
          ? elsewhere[1].files.filter((f) => f.includes(`/${plugin}-`)).reduce((s, f) => s + gzipSync(readFileSync(join(root, 'dist', f))).length, 0)
          : 0;
        const ownBytes = own.reduce((s, f) => s + gzipSync(readFileSync(join(root, 'dist', f))).length, 0);
        failed ||= ownBytes > 0;
        console.log(`  ${plugin} in ${store.code}: ${ownBytes} B (enabled in ${elsewhere?.[0] ?? 'no measured store'}: ${kb(enabledBytes)})`);
      }
    }
  } finally {
    await browser.close();
    await baselineServer.close();
    await storefront.close();
  }
  if (failed) {
    console.error('\nBudget exceeded.');
    process.exit(1);
  }
  console.log('\nAll budgets kept.');
}

await main();
