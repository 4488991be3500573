import { Plural, Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { formatMoney } from '../../core/plugin-api.ts';
import type { BasketReply } from '../../contracts/basket.ts';
import { useBasketState } from './basket-state.ts';
import { CheckoutButton } from './CheckoutButton.tsx';
import { ItemOptions } from './ItemOptions.tsx';

/** The line the addition went to; a server without its id: the product's only line. */
function addedLine(basket: BasketReply) {
  const added = basket.lastAddedItem;
  if (!added) return undefined;
  if (added.cartItemId !== undefined) return basket.productsList.find((line) => line.cartItemId === added.cartItemId);
  const lines = basket.productsList.filter((line) => line.productId === added.productId);
  return lines.length === 1 ? lines[0] : undefined;
}

/**
 * The added-to-basket panel (aside kind 'added-to-basket'): what was added (picture, chosen
 * options, quantity, price), the basket's subtotal, and the ways on: Checkout, View basket,
 * Continue shopping.
 */
export default function AddedToBasket({ close }: { close: () => void }) {
  const { ctx, store } = useBasketState();
  const { basket: snapshot } = useSnapshot(store.state);
  const basket = snapshot as BasketReply | null;
  const added = basket?.lastAddedItem;
  if (!basket || !added) return null;
  const line = addedLine(basket);
  const money = (amount: number) => formatMoney(amount, ctx.store.currency);
  const count = basket.orderDetails.basketCount;
  return (
    <div className="added-to-basket" data-testid="added-to-basket">
      <div className="added-to-basket__item">
        {line && <img className="added-to-basket__image" src={line.image} alt="" width={100} height={100} />}
        <div>
          {line?.brand_name && <p className="added-to-basket__brand">{line.brand_name}</p>}
          <p className="added-to-basket__name">{added.name}</p>
          {line && <ItemOptions item={line} logger={ctx.logger} />}
          <p className="added-to-basket__line">
            <Trans>Quantity: {added.qty}</Trans>
          </p>
          <p className="added-to-basket__price" data-testid="added-price">
            {money(added.specialPrice ?? added.price)}
          </p>
        </div>
      </div>
      <dl className="added-to-basket__basket">
        <dt>
          <Plural value={count} one="Basket subtotal (# item)" other="Basket subtotal (# items)" />
        </dt>
        <dd data-testid="added-subtotal">{money(basket.orderDetails.subtotal)}</dd>
      </dl>
      <div className="added-to-basket__actions">
        <CheckoutButton store={store} className="added-to-basket__checkout" />
        <ctx.RouteLink to="basket" className="button button--secondary" onClick={close}>
          <Trans>View basket</Trans>
        </ctx.RouteLink>
        <button type="button" className="link-button added-to-basket__continue" onClick={close}>
          <Trans>Continue shopping</Trans>
        </button>
      </div>
    </div>
  );
}
