/**
 * The kernel's rules as types: `npm run typecheck` compiles this file, and every line marked
 * @ts-expect-error must be an error (tsc fails on an unused expectation). Nothing here runs.
 */
import { basketService } from '../contracts/basket-service.ts';
import { productPageService } from '../contracts/product-page-service.ts';
import type { PageView } from '../core/kernel/events.ts';
import type { PageType, RouteId } from '../core/kernel/manifest.ts';
import type { PluginContext } from '../core/kernel/plugin.ts';
import type { SlotName } from '../core/kernel/slots.ts';

export function hooksByOwnership(
  basket: PluginContext<'basket'>,
  catalog: PluginContext<'catalog'>,
  consent: PluginContext<'consent'>,
  tracker: PluginContext<'tracking-matomo'>,
) {
  basket.emit.basketChanged({ items: [], total: 0, currency: 'GBP' }, { kind: 'load' });
  consent.emit.consentChanged({ given: true, functional: true, advertising: false });
  // @ts-expect-error catalog owns no hook: it may only tap them
  catalog.emit.basketChanged({ items: [], total: 0, currency: 'GBP' }, { kind: 'load' });
  // @ts-expect-error basket does not own consentChanged
  basket.emit.consentChanged({ given: true, functional: true, advertising: false });
  tracker.on.basketChanged((snapshot) => snapshot.total);
  consent.on.consentChanged((state) => state.given);
  catalog.on.pageView((view) => view.product?.productId);
  // @ts-expect-error catalog's manifest does not list basketChanged under `listens`
  catalog.on.basketChanged(() => undefined);
  // @ts-expect-error the tracker listens to basketChanged, not to searchSubmitted
  tracker.on.searchSubmitted(() => undefined);
  // @ts-expect-error pageView is the kernel's to call; plugins tap it
  catalog.emit.pageView({ pageType: 'home', path: '/', search: '', entityId: null });
  // @ts-expect-error plugins have no hooks object to call through
  void catalog.hooks;
}

export function servicesByManifest(basket: PluginContext<'basket'>, catalog: PluginContext<'catalog'>, orders: PluginContext<'orders'>) {
  basket.provide(basketService, { add: async () => undefined });
  catalog.useOptional(basketService);
  // @ts-expect-error catalog lists basket as optional, not required: it must handle its absence
  catalog.use(basketService);
  // @ts-expect-error orders declares no dependency on the basket service
  orders.useOptional(basketService);
  // @ts-expect-error only basket's manifest provides it
  catalog.provide(basketService, { add: async () => undefined });
}

export function namesFromManifests(catalog: PluginContext<'catalog'>, auth: PluginContext<'auth'>) {
  catalog.href('product', { productId: 1001 });
  // @ts-expect-error no manifest declares a route 'produkt'
  catalog.href('produkt');
  // @ts-expect-error the product route's parameter is productId
  catalog.href('product', { id: 1001 });
  catalog.registerPage('product', async () => ({ default: () => null }));
  // @ts-expect-error the basket page is the basket plugin's
  catalog.registerPage('basket', async () => ({ default: () => null }));
  const slot: SlotName = 'account.menu';
  // @ts-expect-error no plugin hosts this slot
  const wrong: SlotName = 'account.menus';
  auth.shell.openModal({ kind: 'social-login', title: 'Sign in', component: () => null });
  // @ts-expect-error auth's manifest declares no such modal
  auth.shell.openModal({ kind: 'newsletter', title: 'News', component: () => null });
  const type: PageType = 'success';
  const route: RouteId = 'order-success';
  // @ts-expect-error page types come from the manifests: the order confirmation is 'success'
  const view: PageView = { pageType: 'order-confirmation', path: '/order/success/', search: '', entityId: 1 };
  return [slot, wrong, type, route, view];
}

export function sessionIsReadOnly(ctx: PluginContext<'auth'>) {
  // @ts-expect-error the session is the kernel's to write (ctx.refreshSession)
  ctx.session.isUserLoggedIn = true;
  void ctx.refreshSession('login');
}

export function slotsWithProps(catalog: PluginContext<'catalog'>, extras: PluginContext<'product-extras'>) {
  const price = { price: 499, specialPrice: 399, rrp: 599 };
  void (<catalog.Slot name="product.price" props={{ productId: 1001, price }} />);
  // @ts-expect-error the catalog must give the price it shows
  void (<catalog.Slot name="product.price" />);
  extras.fillSlot('product.price', { id: 'line', component: ({ productId }: { productId: number }) => <p>{productId}</p> });
  // @ts-expect-error an entry of the price slot takes its props, not others
  extras.fillSlot('product.price', { id: 'line', component: ({ total }: { total: string }) => <p>{total}</p> });
  // @ts-expect-error product-extras reads the catalog's product page, never writes it
  extras.use(productPageService).state.product = null;
}
