import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { BasketReply } from '../api.ts';
import type { BasketStore } from '../basket-store.ts';

/** Coupon and reward points (spec 01: the two discount types), each applied and removed on the server. */
export function DiscountForms({ store, basket, busy, isMember }: { store: BasketStore; basket: BasketReply; busy: boolean; isMember: boolean }) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [points, setPoints] = useState('');
  const codeId = useId();
  const pointsId = useId();

  return (
    <div className="discounts">
      {basket.couponUsed ? (
        <p className="discounts__applied" data-testid="coupon-applied">
          <Trans>Coupon {basket.couponUsed} applied</Trans>{' '}
          <button type="button" className="link-button" disabled={busy} onClick={() => void store.removeDiscount('promo', basket.couponUsed!)}>
            <Trans>Remove</Trans>
          </button>
        </p>
      ) : (
        <form
          className="discounts__form"
          onSubmit={(event) => {
            event.preventDefault();
            if (code.trim()) void store.applyDiscount('promo', code.trim()).then(() => setCode(''));
          }}
        >
          <label htmlFor={codeId}>
            <Trans>Promo code</Trans>
          </label>
          <input id={codeId} value={code} onChange={(event) => setCode(event.target.value)} autoComplete="off" />
          <button type="submit" className="button button--secondary" disabled={busy || !code.trim()}>
            <Trans>Apply</Trans>
          </button>
        </form>
      )}
      {isMember &&
        (basket.rewardPointsUsed > 0 ? (
          <p className="discounts__applied" data-testid="points-applied">
            <Trans>{basket.rewardPointsUsed} reward points used</Trans>{' '}
            <button type="button" className="link-button" disabled={busy} onClick={() => void store.removeDiscount('points', String(basket.rewardPointsUsed))}>
              <Trans>Remove</Trans>
            </button>
          </p>
        ) : (
          <form
            className="discounts__form"
            onSubmit={(event) => {
              event.preventDefault();
              if (points.trim()) void store.applyDiscount('points', points.trim()).then(() => setPoints(''));
            }}
          >
            <label htmlFor={pointsId}>
              <Trans>Reward points (you have {basket.rewardPointsAvailable})</Trans>
            </label>
            <input id={pointsId} inputMode="numeric" value={points} onChange={(event) => setPoints(event.target.value)} placeholder={t`Points to use`} />
            <button type="submit" className="button button--secondary" disabled={busy || !points.trim()}>
              <Trans>Use points</Trans>
            </button>
          </form>
        ))}
    </div>
  );
}
