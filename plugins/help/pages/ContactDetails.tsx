import { Trans } from '@lingui/react/macro';
import type { StoreConfig } from '../../../core/plugin-api.ts';

/** The store's customer-service phones, opening hours and email (store config), for the help and contact pages. */
export function ContactDetails({ store, headingId }: { store: StoreConfig; headingId: string }) {
  const { phones, hours } = store.customerService;
  const email = store.supportEmail;
  return (
    <section className="card stack help-contact" aria-labelledby={headingId} data-testid="help-contact-details">
      <h2 id={headingId}>
        <Trans>Call us</Trans>
      </h2>
      <ul className="help-phones">
        {phones.map((phone) => (
          <li key={phone.number}>
            <a className="help-phones__number" href={phone.uri ?? `tel:${phone.number}`}>
              {phone.display ?? phone.number}
            </a>{' '}
            <span className="muted">{phone.label}</span>
          </li>
        ))}
      </ul>
      <p data-testid="help-hours">
        <Trans>Opening hours: {hours}</Trans>
      </p>
      <p>
        <Trans>
          Or write to <a href={`mailto:${email}`}>{email}</a>
        </Trans>
      </p>
    </section>
  );
}
