import { appendVendorScript } from '../../core/kit/tracking/vendor-script.ts';
import type { BasketChange, BasketSnapshot } from '../../contracts/basket.ts';
import type { PageView } from '../../core/plugin-api.ts';

export type MatomoCommand = [string, ...unknown[]];
export interface MatomoQueue {
  push(command: MatomoCommand): unknown;
}
type MatomoWindow = Window & { _paq?: MatomoQueue };

export function paq(win: Window = window): MatomoQueue {
  const w = win as MatomoWindow;
  return (w._paq ??= [] as MatomoCommand[]);
}

/** The tracker set-up and matomo.js, once. */
export function loadMatomo(doc: Document, queue: MatomoQueue, url: string, siteId: number): void {
  queue.push(['setTrackerUrl', `${url}matomo.php`]);
  queue.push(['setSiteId', String(siteId)]);
  queue.push(['enableLinkTracking']);
  appendVendorScript(doc, `${url}matomo.js`, { tracker: 'matomo' });
}

/** The commands for one page view (a product page also sets the e-commerce view). */
export function pageViewCommands(view: PageView, title: string): MatomoCommand[] {
  const commands: MatomoCommand[] = [
    ['setCustomUrl', `${view.path}${view.search}`],
    ['setDocumentTitle', title],
  ];
  if (view.product) {
    const p = view.product;
    commands.push(['setEcommerceView', String(p.productId), p.productName, p.category, p.specialPrice]);
  } else if (view.category) {
    commands.push(['setEcommerceView', false, false, view.category.categoryName]);
  }
  commands.push(['trackPageView']);
  return commands;
}

/** Matomo keeps the whole cart: every item again, then the cart update with the total. */
export function cartCommands(basket: BasketSnapshot, change: BasketChange): MatomoCommand[] {
  if (change.kind === 'load') return [];
  return [
    ['clearEcommerceCart'],
    ...basket.items.map((i): MatomoCommand => ['addEcommerceItem', i.sku, i.name, i.brandName, i.price, i.quantity]),
    ['trackEcommerceCartUpdate', basket.total],
  ];
}
