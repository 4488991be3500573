import { Plural, Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { formatMoney } from '../../core/i18n/money.ts';
import type { PluginContext } from '../../core/kernel/plugin.ts';
import type { BasketStore } from './basket-store.ts';

/** The added-to-basket panel (aside kind 'added-to-basket'). */
export function createAddedToBasket(ctx: PluginContext<'basket'>, store: BasketStore) {
  return function AddedToBasket({ close }: { close: () => void }) {
    const { basket } = useSnapshot(store.state);
    const added = basket?.lastAddedItem;
    if (!basket || !added) return null;
    const paid = added.specialPrice ?? added.price;
    const count = basket.orderDetails.basketCount;
    return (
      <div className="added-to-basket" data-testid="added-to-basket">
        <p className="added-to-basket__name">{added.name}</p>
        <p>
          <Trans>Quantity: {added.qty}</Trans> · {formatMoney(paid, ctx.store.currency)}
        </p>
        <p>
          <Trans>
            Your basket holds <Plural value={count} one="# item" other="# items" />.
          </Trans>
        </p>
        <div className="added-to-basket__actions">
          <button type="button" className="button button--secondary" onClick={close}>
            <Trans>Continue shopping</Trans>
          </button>
          <ctx.RouteLink to="basket" className="button">
            <Trans>View basket</Trans>
          </ctx.RouteLink>
        </div>
      </div>
    );
  };
}
