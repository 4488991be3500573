import { Trans } from '@lingui/react/macro';
import { usePlugin } from '../../core/plugin-api.ts';
import type { BasketStore } from './basket-store.ts';

/** The way to the checkout application (the store's checkout URL); leaving is announced as `checkoutStarted`. */
export function CheckoutButton({ store, className }: { store: BasketStore; className: string }) {
  const ctx = usePlugin<'basket'>();
  return (
    <a className={`button ${className}`} href={ctx.store.checkoutUrl} onClick={() => store.startCheckout()} data-testid="checkout-button">
      <Trans>Checkout</Trans>
    </a>
  );
}
