import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { usePlugin, deliveryWindow } from '../../../core/plugin-api.ts';
import type { BasketItemReply } from '../../../contracts/basket.ts';
import type { BasketStore } from '../basket-store.ts';
import { ItemOptions } from '../ItemOptions.tsx';
import { LinePrice } from '../Price.tsx';
import { FittingForm } from '../../../core/kit/ui/FittingForm.tsx';

interface Props {
  store: BasketStore;
  item: BasketItemReply;
  estimate: { start: number; end: number } | undefined;
  busy: boolean;
  /** The refusal of this line's last quantity change, shown at its field. */
  error: string | undefined;
  onRemoved: () => void;
}

/** One basket line: image, names, options, quantity change, prices and the delivery estimate. */
export function ItemRow({ store, item, estimate, busy, error, onRemoved }: Props) {
  const ctx = usePlugin<'basket'>();
  const { t } = useLingui();
  const [qty, setQty] = useState(String(item.qty));
  // A new quantity from the server replaces what the shopper typed (React's "adjust state while rendering").
  const [serverQty, setServerQty] = useState(item.qty);
  if (serverQty !== item.qty) {
    setServerQty(item.qty);
    setQty(String(item.qty));
  }
  const inputId = useId();
  const errorId = `${inputId}-error`;

  // The steppers stay enabled (a disabled button drops the keyboard focus): a press while busy or at a limit does nothing.
  const submit = (value: string | number) => {
    if (busy || String(value) === String(item.qty)) return;
    void store.updateQuantity(item.cartItemId, typeof value === 'number' ? value : value.trim());
  };
  const atMin = item.qty <= 1;
  const atMax = item.qty >= item.maxQty;

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
        className={`basket-item__qty${error ? ' basket-item__qty--error' : ''}`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit(qty);
        }}
      >
        <label htmlFor={inputId}>
          <Trans>Quantity</Trans>
        </label>
        <div className="qty-stepper">
          <button
            type="button"
            aria-label={t`Decrease quantity of ${item.name}`}
            aria-disabled={busy || atMin ? true : undefined}
            onClick={() => !atMin && submit(item.qty - 1)}
          >
            −
          </button>
          <input
            id={inputId}
            inputMode="numeric"
            value={qty}
            onChange={(event) => setQty(event.target.value)}
            onBlur={() => submit(qty)}
            readOnly={busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <button
            type="button"
            aria-label={t`Increase quantity of ${item.name}`}
            aria-disabled={busy || atMax ? true : undefined}
            onClick={() => !atMax && submit(item.qty + 1)}
          >
            +
          </button>
        </div>
        {error && (
          <p className="field__error" id={errorId} role="alert" data-testid="field-error">
            {error}
          </p>
        )}
      </form>
      <div className="basket-item__price" data-testid="item-subtotal">
        <LinePrice subtotal={item.subtotal} rrp={item.rrp} discount={item.discount} currency={ctx.store.currency} />
        {/* Per unit, as the prior price is: the line's rrp is for its whole quantity. */}
        <ctx.Slot
          name="basket.line-price"
          props={{ productId: item.productId, price: { price: item.price, specialPrice: null, rrp: item.rrp === null ? null : item.rrp / item.qty } }}
        />
        <button
          type="button"
          className="link-button basket-item__remove"
          aria-disabled={busy ? true : undefined}
          aria-label={t`Remove ${item.name} from the basket`}
          onClick={() => !busy && void store.removeItem(item.cartItemId).then((removed) => removed && onRemoved())}
        >
          <Trans>Remove</Trans>
        </button>
      </div>
    </li>
  );
}
