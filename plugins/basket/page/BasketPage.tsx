import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { PageProps } from '../../../core/plugin-api.ts';
import type { BasketReply } from '../../../contracts/basket.ts';
import { fieldMessage } from '../basket-store.ts';
import { useBasketState } from '../basket-state.ts';
import '../../../core/kit/forms/forms.css';
import { DiscountForms } from './DiscountForms.tsx';
import { ItemRow } from './ItemRow.tsx';
import { Recommendations } from './Recommendations.tsx';
import { Summary } from './Summary.tsx';
import { CheckoutButton } from '../CheckoutButton.tsx';

export default function BasketPage({ signal }: PageProps) {
  const { ctx, store, recommendationLimit } = useBasketState();
  const snapshot = useSnapshot(store.state);
  const { isUserLoggedIn } = useSnapshot(ctx.session);
  useEffect(() => {
    void store.load('full');
    return () => store.leavePage();
  }, [store]);
  // A removed line takes its Remove button with it: the page's heading takes the focus.
  const heading = useRef<HTMLHeadingElement>(null);
  const [lineRemoved, setLineRemoved] = useState(0);
  useEffect(() => {
    if (lineRemoved) heading.current?.focus();
  }, [lineRemoved]);
  const onRemoved = () => setLineRemoved((n) => n + 1);

  const basket = snapshot.basket as BasketReply | null;
  if (snapshot.status === 'error' && !basket) {
    return (
      <section className="page-message" role="alert">
        <h1>
          <Trans>Your basket could not be loaded</Trans>
        </h1>
        <button type="button" className="button" onClick={() => void store.load('full')}>
          <Trans>Try again</Trans>
        </button>
      </section>
    );
  }
  if (!basket) {
    return (
      <p role="status" className="basket-loading">
        <Trans>Loading your basket…</Trans>
      </p>
    );
  }
  if (basket.productsList.length === 0) {
    return (
      <section className="page-message" data-testid="basket-empty">
        <h1 ref={heading} tabIndex={-1}>
          <Trans>Your basket is empty</Trans>
        </h1>
        <p>
          <Trans>Discover today's private sales and find your next gear.</Trans>
        </p>
        <ctx.RouteLink to="home" className="button">
          <Trans>See the sales</Trans>
        </ctx.RouteLink>
      </section>
    );
  }

  const busy = snapshot.isLoading;
  return (
    <div className="basket-page" aria-busy={busy} data-testid="basket-page">
      <div className="basket-page__main">
        <h1 ref={heading} tabIndex={-1}>
          <Trans>Your basket ({basket.orderDetails.basketCount})</Trans>
        </h1>
        <p className="basket-page__note" data-testid="basket-note">
          <Trans>Your products are not reserved</Trans>
        </p>
        {basket.errors.length > 0 && (
          <ul className="basket-page__errors" role="alert">
            {basket.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        )}
        {snapshot.message && snapshot.message.field === null && (
          <p className="basket-page__message" role="alert" data-testid="basket-message">
            {snapshot.message.text}
          </p>
        )}
        {busy && (
          <p className="visually-hidden" role="status">
            <Trans>Updating your basket…</Trans>
          </p>
        )}
        <ul className="basket-items">
          {basket.productsList.map((item) => (
            <ItemRow
              key={item.cartItemId}

              store={store}
              item={item}
              estimate={snapshot.estimates[item.cartItemId]}
              busy={busy}
              error={fieldMessage(snapshot.message, `qty-${item.cartItemId}`)}
              onRemoved={onRemoved}
            />
          ))}
        </ul>
      </div>
      <aside className="basket-page__side">
        <DiscountForms
          store={store}
          basket={basket}
          busy={busy}
          isMember={isUserLoggedIn}
          errors={{ promo: fieldMessage(snapshot.message, 'promo'), points: fieldMessage(snapshot.message, 'points') }}
        />
        <Summary basket={basket} store={ctx.store} checkout={<CheckoutButton store={store} className="basket-summary__checkout" />} />
        {/* Other ways to pay (Amazon Pay's button, PayPal's pay-later message), from their plugins. */}
        <ctx.Slot name="basket.payments" />
      </aside>
      <div className="basket-page__recommendations">
        <Recommendations productId={basket.productsList[0]?.productId} limit={recommendationLimit} signal={signal} />
      </div>
    </div>
  );
}
