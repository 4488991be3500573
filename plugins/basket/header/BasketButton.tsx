import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import type { SlotEntryProps } from '../../../core/plugin-api.ts';
import type { BasketReply } from '../../../contracts/basket.ts';
import { useBasketState } from '../basket-state.ts';

const BagIcon = () => (
  <svg width={24} height={24} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" focusable="false">
    <path d="M5 8h14l-1.5 12h-11z" strokeLinejoin="round" />
    <path d="M9 8V6a3 3 0 0 1 6 0v2" />
  </svg>
);

// Loaded on the first hover.
const MiniBasket = lazy(() => import('./MiniBasket.tsx').then((m) => ({ default: m.MiniBasket })));

export function BasketButton({ preloaded }: SlotEntryProps<BasketReply>) {
  const { ctx, store } = useBasketState();
  const { t } = useLingui();
  const snap = useSnapshot(store.state);
  // The server's first page came with the basket it counted: the browser takes it, not asks again.
  useEffect(() => {
    if (preloaded) store.receive(preloaded);
  }, [store, preloaded]);
  const basket = snap.basket ?? (snap.status === 'idle' ? preloaded : null) ?? null;
  const [location] = useLocation();
  const [hovered, setHovered] = useState(false);
  const count = basket?.orderDetails.basketCount ?? 0;
  const cartPath = ctx.href('basket') ?? '/';
  const onCart = location.replace(/\/$/, '') === cartPath;

  return (
    <div className="basket-button" onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
      <Link
        href={cartPath}
        className="header__icon-button"
        aria-label={t`Basket, ${plural(count, { one: '# item', other: '# items' })}`}
        data-testid="basket-button"
        // Spec 02: the basket button goes to the cart unless already there.
        onClick={(event) => onCart && event.preventDefault()}
      >
        <BagIcon />
        <span className="header__icon-label">{t`Basket`}</span>
        {/* An empty basket shows no badge; the link's label still says "0 items". */}
        {count > 0 && (
          <span className="basket-button__count" data-testid="basket-count" aria-hidden="true">
            {count}
          </span>
        )}
      </Link>
      {/* Desktop hover only, and only with items (CSS hides it below 1025px). */}
      {hovered && count > 0 && basket && (
        <Suspense fallback={null}>
          <MiniBasket store={store} basket={basket as BasketReply} />
        </Suspense>
      )}
    </div>
  );
}
