import { Trans } from '@lingui/react/macro';
import type { PluginContext } from '../../../core/kernel/plugin.ts';
import type { BasketReply } from '../api.ts';
import { ItemOptions } from '../ItemOptions.tsx';
import { LinePrice } from '../Price.tsx';

/** The desktop hover popup (spec 02: list at most 295px high, 410px wide, Checkout button). */
export function MiniBasket({ ctx, basket }: { ctx: PluginContext; basket: BasketReply }) {
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
      <a className="button mini-basket__checkout" href={ctx.store.checkoutUrl}>
        <Trans>Checkout</Trans>
      </a>
    </div>
  );
}
