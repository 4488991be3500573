import { Trans } from '@lingui/react/macro';
import { usePlugin } from '../../../core/plugin-api.ts';
import type { BasketReply } from '../../../contracts/basket.ts';
import type { BasketStore } from '../basket-store.ts';
import { CheckoutButton } from '../CheckoutButton.tsx';
import { ItemOptions } from '../ItemOptions.tsx';
import { LinePrice } from '../Price.tsx';

/** The desktop hover popup (spec 02: list at most 295px high, 410px wide, Checkout button). */
export function MiniBasket({ store, basket }: { store: BasketStore; basket: BasketReply }) {
  const ctx = usePlugin<'basket'>();
  return (
    <div className="mini-basket" data-testid="mini-basket">
      <ul className="mini-basket__list">
        {basket.productsList.map((item) => (
          <li key={item.cartItemId} className="mini-basket__item">
            <img src={item.image} alt="" width={100} height={100} />
            <div>
              <p className="mini-basket__name">{item.name}</p>
              <p className="mini-basket__brand">{item.brand_name}</p>
              <ItemOptions item={item} logger={ctx.logger} />
              <p>
                <Trans>Qty: {item.qty}</Trans>
              </p>
              <LinePrice subtotal={item.subtotal} rrp={item.rrp} discount={item.discount} currency={ctx.store.currency} />
            </div>
          </li>
        ))}
      </ul>
      <CheckoutButton store={store} className="mini-basket__checkout" />
    </div>
  );
}
