import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { PluginContext } from '../../../core/kernel/plugin.ts';
import type { BasketItemReply } from '../../../contracts/basket.ts';
import { deliveryWindow } from '../../../core/i18n/delivery-window.ts';
import type { BasketStore } from '../basket-store.ts';
import { ItemOptions } from '../ItemOptions.tsx';
import { LinePrice } from '../Price.tsx';
import { FittingForm } from '../../../core/ui/FittingForm.tsx';
import { PriorPrice } from '../PriorPrice.tsx';

interface Props {
  ctx: PluginContext<'basket'>;
  store: BasketStore;
  item: BasketItemReply;
  estimate: { start: number; end: number } | undefined;
  busy: boolean;
}

/** One basket line: image, names, options, quantity change, prices and the delivery estimate. */
export function ItemRow({ ctx, store, item, estimate, busy }: Props) {
  const { t } = useLingui();
  const [qty, setQty] = useState(String(item.qty));
  // A new quantity from the server replaces what the shopper typed (React's "adjust state while rendering").
  const [serverQty, setServerQty] = useState(item.qty);
  if (serverQty !== item.qty) {
    setServerQty(item.qty);
    setQty(String(item.qty));
  }
  const inputId = useId();

  const submit = (value: string | number) => {
    if (String(value) === String(item.qty)) return;
    void store.updateQuantity(item.cartItemId, typeof value === 'number' ? value : value.trim());
  };

  return (
    <li className="basket-item" data-testid="basket-item" data-sku={item.sku}>
      <img className="basket-item__image" src={item.image} alt="" width={100} height={100} loading="lazy" />
      <div className="basket-item__main">
        <p className="basket-item__brand">{item.brand_name}</p>
        <p className="basket-item__name">
          <ctx.RouteLink to="product" params={{ productId: item.productId }}>
            {item.name}
          </ctx.RouteLink>
        </p>
        <ItemOptions item={item} logger={ctx.logger} />
        {item.fittingForm && (
          <p className="basket-item__muted" data-testid="basket-item-fitting-form">
            <FittingForm name={item.fittingForm} />
          </p>
        )}
        <p className="basket-item__delivery" data-testid="item-delivery">
          {estimate ? (
            <Trans>Estimated delivery: {deliveryWindow(estimate.start, estimate.end, ctx.store.currency.priceLocale)}</Trans>
          ) : (
            <span className="basket-item__muted">
              <Trans>Estimating delivery…</Trans>
            </span>
          )}
        </p>
      </div>
      <form
        className="basket-item__qty"
        onSubmit={(event) => {
          event.preventDefault();
          submit(qty);
        }}
      >
        <label htmlFor={inputId}>
          <Trans>Quantity</Trans>
        </label>
        <div className="qty-stepper">
          <button type="button" aria-label={t`Decrease quantity of ${item.name}`} disabled={busy || item.qty <= 1} onClick={() => submit(item.qty - 1)}>
            −
          </button>
          <input id={inputId} inputMode="numeric" value={qty} onChange={(event) => setQty(event.target.value)} onBlur={() => submit(qty)} disabled={busy} />
          <button
            type="button"
            aria-label={t`Increase quantity of ${item.name}`}
            disabled={busy || item.qty >= item.maxQty}
            onClick={() => submit(item.qty + 1)}
          >
            +
          </button>
        </div>
      </form>
      <div className="basket-item__price" data-testid="item-subtotal">
        <LinePrice subtotal={item.subtotal} rrp={item.rrp} discount={item.discount} currency={ctx.store.currency} />
        {/* Per unit, as the prior price is: the line's rrp is for its whole quantity. */}
        <PriorPrice
          ctx={ctx}
          productId={item.productId}
          price={{ price: item.price, specialPrice: null, rrp: item.rrp === null ? null : item.rrp / item.qty }}
        />
        <button
          type="button"
          className="link-button basket-item__remove"
          disabled={busy}
          aria-label={t`Remove ${item.name} from the basket`}
          onClick={() => void store.removeItem(item.cartItemId)}
        >
          <Trans>Remove</Trans>
        </button>
      </div>
    </li>
  );
}
