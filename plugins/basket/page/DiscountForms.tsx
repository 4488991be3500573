import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { BasketReply } from '../../../contracts/basket.ts';
import type { BasketStore } from '../basket-store.ts';

/** Focuses the element once, when it appears, if asked to then (later renders do not move the focus). */
function useFocusOnMount(element: RefObject<HTMLElement | null>, wanted: boolean) {
  const wantedAtMount = useRef(wanted);
  useEffect(() => {
    if (wantedAtMount.current) element.current?.focus();
  }, [element]);
}

interface FormProps {
  label: ReactNode;
  submit: ReactNode;
  busy: boolean;
  /** The server's refusal of what was typed, shown under the field. */
  error: string | undefined;
  /** Just shown after the shopper removed the discount: the field takes the focus. */
  focusOnMount: boolean;
  numeric?: boolean;
  placeholder?: string;
  testId: string;
  onApply: (value: string) => Promise<boolean>;
}

/**
 * A code or an amount and its Apply button. The button is never disabled while a change is on its
 * way (a disabled button drops the keyboard focus); a refusal keeps what was typed.
 */
function DiscountForm({ label, submit, busy, error, focusOnMount, numeric, placeholder, testId, onApply }: FormProps) {
  const [value, setValue] = useState('');
  const id = useId();
  const errorId = `${id}-error`;
  const input = useRef<HTMLInputElement>(null);
  useFocusOnMount(input, focusOnMount);
  return (
    <form
      className={`discounts__form${error ? ' discounts__form--error' : ''}`}
      data-testid={testId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (busy || !value.trim()) return;
        void onApply(value.trim()).then((applied) => applied && setValue(''));
      }}
    >
      <label htmlFor={id}>{label}</label>
      <input
        ref={input}
        id={id}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        autoComplete="off"
        inputMode={numeric ? 'numeric' : undefined}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <button type="submit" className="button button--secondary" aria-disabled={busy || !value.trim() ? true : undefined}>
        {submit}
      </button>
      {error && (
        <p className="field__error discounts__error" id={errorId} role="alert" data-testid="field-error">
          {error}
        </p>
      )}
    </form>
  );
}

interface AppliedProps {
  testId: string;
  busy: boolean;
  removeLabel: string;
  /** Just applied by the shopper: its Remove button takes the focus the Apply button had. */
  focusOnMount: boolean;
  onRemove: () => void;
  children: ReactNode;
}

function Applied({ testId, busy, removeLabel, focusOnMount, onRemove, children }: AppliedProps) {
  const remove = useRef<HTMLButtonElement>(null);
  useFocusOnMount(remove, focusOnMount);
  return (
    <p className="discounts__applied" data-testid={testId} role="status">
      {children}{' '}
      <button
        ref={remove}
        type="button"
        className="link-button"
        aria-disabled={busy ? true : undefined}
        aria-label={removeLabel}
        onClick={() => !busy && onRemove()}
      >
        <Trans>Remove</Trans>
      </button>
    </p>
  );
}

function PointsUsed({ used }: { used: number }) {
  return <Plural value={used} one="# reward point used" other="# reward points used" />;
}

interface Props {
  store: BasketStore;
  basket: BasketReply;
  busy: boolean;
  isMember: boolean;
  errors: { promo: string | undefined; points: string | undefined };
}

/** Coupon and reward points (spec 01: the two discount types), each applied and removed on the server. */
export function DiscountForms({ store, basket, busy, isMember, errors }: Props) {
  const { t } = useLingui();
  // The box the shopper used last: what replaces it (applied line or empty form) takes the focus.
  const [acted, setActed] = useState<'promo' | 'points' | null>(null);
  const act = (type: 'promo' | 'points', run: () => Promise<boolean>) => {
    setActed(type);
    return run();
  };
  const coupon = basket.couponUsed;
  const pointsUsed = basket.rewardPointsUsed;
  return (
    <div className="discounts">
      {coupon ? (
        <Applied
          testId="coupon-applied"
          busy={busy}
          focusOnMount={acted === 'promo'}
          removeLabel={t`Remove the coupon ${coupon}`}
          onRemove={() => void act('promo', () => store.removeDiscount('promo', coupon))}
        >
          <Trans>Coupon {coupon} applied</Trans>
        </Applied>
      ) : (
        <DiscountForm
          label={<Trans>Promo code</Trans>}
          submit={<Trans>Apply</Trans>}
          busy={busy}
          error={errors.promo}
          focusOnMount={acted === 'promo'}
          testId="promo-form"
          onApply={(code) => act('promo', () => store.applyDiscount('promo', code))}
        />
      )}
      {isMember &&
        (pointsUsed > 0 ? (
          <Applied
            testId="points-applied"
            busy={busy}
            focusOnMount={acted === 'points'}
            removeLabel={t`Remove the reward points`}
            onRemove={() => void act('points', () => store.removeDiscount('points', String(pointsUsed)))}
          >
            <PointsUsed used={pointsUsed} />
          </Applied>
        ) : (
          <DiscountForm
            label={<Trans>Reward points (you have {basket.rewardPointsAvailable})</Trans>}
            submit={<Trans>Use points</Trans>}
            busy={busy}
            error={errors.points}
            focusOnMount={acted === 'points'}
            numeric
            placeholder={t`Points to use`}
            testId="points-form"
            onApply={(points) => act('points', () => store.applyDiscount('points', points))}
          />
        ))}
    </div>
  );
}
