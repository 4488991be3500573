import type { Browser } from '@playwright/test';
import { CLIENT_HEADER } from '../../contracts/headers.ts';

const CHANGES = 20;

/**
 * Median time from clicking a quantity change on the basket page to the new total on screen,
 * over 20 changes (alternating + and −), measured inside the page with performance.now().
 */
export async function measureBasketChange(browser: Browser, origin: string): Promise<{ medianMs: number; samples: number[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  // The page's own calls are done first: the add below starts the visitor's session and basket.
  await page.locator('html[data-summit-plugins="settled"]').waitFor({ state: 'attached' });
  const added = await page.request.post(`${origin}/api/basket-add`, {
    data: { productID: 1003, quantity: 2 },
    headers: { [CLIENT_HEADER]: '1' },
  });
  if (!added.ok()) throw new Error(`basket-add failed: ${added.status()} ${await added.text()}`);
  await page.goto(`${origin}/checkout/cart`);
  await page.getByTestId('basket-total').waitFor();

  const samples: number[] = [];
  for (let i = 0; i < CHANGES; i += 1) {
    const label = i % 2 === 0 ? /Increase quantity/ : /Decrease quantity/;
    const button = page.getByRole('button', { name: label });
    await button.waitFor({ state: 'visible' });
    await page.waitForFunction(() => !document.querySelector('.basket-page[aria-busy="true"]'));
    const handle = await button.elementHandle();
    const ms = await page.evaluate(
      (element) =>
        new Promise<number>((resolve) => {
          const total = document.querySelector('[data-testid="basket-total"]')!;
          const before = total.textContent;
          const started = performance.now();
          const observer = new MutationObserver(() => {
            if (total.textContent !== before) {
              observer.disconnect();
              resolve(performance.now() - started);
            }
          });
          observer.observe(total, { childList: true, characterData: true, subtree: true });
          (element as HTMLButtonElement).click();
        }),
      handle,
    );
    samples.push(ms);
  }
  await context.close();
  const sorted = [...samples].sort((a, b) => a - b);
  const medianMs = (sorted[(CHANGES >> 1) - 1]! + sorted[CHANGES >> 1]!) / 2;
  return { medianMs, samples };
}
