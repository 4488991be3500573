import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import type { BasketReply } from '../../../contracts/basket.ts';
import type { BasketStore } from '../basket-store.ts';

interface FormProps {
  label: ReactNode;
  submit: ReactNode;
  busy: boolean;
  numeric?: boolean;
  placeholder?: string;
  onApply: (value: string) => Promise<void>;
}

function DiscountForm({ label, submit, busy, numeric, placeholder, onApply }: FormProps) {
  const [value, setValue] = useState('');
  const id = useId();
  return (
    <form
      className="discounts__form"
      onSubmit={(event) => {
        event.preventDefault();
        if (value.trim()) void onApply(value.trim()).then(() => setValue(''));
      }}
    >
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        autoComplete="off"
        inputMode={numeric ? 'numeric' : undefined}
        placeholder={placeholder}
      />
      <button type="submit" className="button button--secondary" disabled={busy || !value.trim()}>
        {submit}
      </button>
    </form>
  );
}

function Applied({ testId, busy, onRemove, children }: { testId: string; busy: boolean; onRemove: () => void; children: ReactNode }) {
  return (
    <p className="discounts__applied" data-testid={testId}>
      {children}{' '}
      <button type="button" className="link-button" disabled={busy} onClick={onRemove}>
        <Trans>Remove</Trans>
      </button>
    </p>
  );
}

/** Coupon and reward points (spec 01: the two discount types), each applied and removed on the server. */
function PointsUsed({ used }: { used: number }) {
  return <Plural value={used} one="# reward point used" other="# reward points used" />;
}

export function DiscountForms({ store, basket, busy, isMember }: { store: BasketStore; basket: BasketReply; busy: boolean; isMember: boolean }) {
  const { t } = useLingui();
  const coupon = basket.couponUsed;
  return (
    <div className="discounts">
      {coupon ? (
        <Applied testId="coupon-applied" busy={busy} onRemove={() => void store.removeDiscount('promo', coupon)}>
          <Trans>Coupon {coupon} applied</Trans>
        </Applied>
      ) : (
        <DiscountForm label={<Trans>Promo code</Trans>} submit={<Trans>Apply</Trans>} busy={busy} onApply={(code) => store.applyDiscount('promo', code)} />
      )}
      {isMember &&
        (basket.rewardPointsUsed > 0 ? (
          <Applied testId="points-applied" busy={busy} onRemove={() => void store.removeDiscount('points', String(basket.rewardPointsUsed))}>
            <PointsUsed used={basket.rewardPointsUsed} />
          </Applied>
        ) : (
          <DiscountForm
            label={<Trans>Reward points (you have {basket.rewardPointsAvailable})</Trans>}
            submit={<Trans>Use points</Trans>}
            busy={busy}
            numeric
            placeholder={t`Points to use`}
            onApply={(points) => store.applyDiscount('points', points)}
          />
        ))}
    </div>
  );
}
