import { Plural, Trans } from '@lingui/react/macro';
import type { StoreConfig } from '../../../core/store/types.ts';
import { displayPhone, PAYMENT_NAMES, paymentBadges } from './footer-rules.ts';

/** The accepted payment methods' marks (public/payment, drawn by scripts/artwork.ts). */
export function PaymentIcons({ payment }: { payment: StoreConfig['payment'] }) {
  return (
    <ul className="payment-icons" data-testid="payment-icons">
      {paymentBadges(payment).map((badge) => (
        <li key={badge} className={`payment-icon payment-icon--${badge}`}>
          <img src={`/payment/${badge}.svg`} alt={PAYMENT_NAMES[badge]} title={PAYMENT_NAMES[badge]} width={48} height={30} loading="lazy" />
        </li>
      ))}
    </ul>
  );
}

/** Spec 02 section 2: three cards on basket-layout pages, else a list of three items. */
export function Reassurance({ store, basketLayout }: { store: StoreConfig; basketLayout: boolean }) {
  const { moneyBackDays, shipsWithinHours } = store.reassurance;
  const hours = store.customerService.hours;
  const phone = displayPhone(store);
  if (basketLayout) {
    return (
      <section className="reassurance reassurance--cards" data-testid="reassurance">
        <div className="reassurance__card">
          <h2>
            <Trans>Customer service</Trans>
          </h2>
          {phone && (
            <a href={phone.href} className="reassurance__phone">
              {phone.display}
            </a>
          )}
          <p>{hours}</p>
        </div>
        <div className="reassurance__card">
          <h2>
            <Trans>Secure payment</Trans>
          </h2>
          <PaymentIcons payment={store.payment} />
        </div>
        <div className="reassurance__card">
          <h2>
            <Trans>Money-back guarantee</Trans>
          </h2>
          <p>
            <Trans>
              <Plural value={moneyBackDays} one="# day" other="# days" /> to change your mind after receipt!
            </Trans>
          </p>
        </div>
      </section>
    );
  }
  return (
    <ul className="reassurance reassurance--strip" data-testid="reassurance">
      <li>
        <Trans>Secure payment</Trans>
      </li>
      <li>
        <Trans>
          Ships in <Plural value={shipsWithinHours} one="#hr" other="#hrs" />
        </Trans>
      </li>
      <li>
        <Trans>Customer Service {hours}</Trans>
      </li>
    </ul>
  );
}
