import { Trans } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { ACCEPT_ALL, COOKIE_POLICY_PATH, PRIVACY_POLICY_PATH } from './consent-rules.ts';
import { useConsentState } from './consent-state.ts';
import './consent.css';

interface ToggleProps {
  checked: boolean;
  disabled: boolean;
  onChange(checked: boolean): void;
  label: ReactNode;
  children: ReactNode;
  testId: string;
}

/** A labelled switch (checkbox with role switch): name from its label, description from the text. */
function Toggle({ checked, disabled, onChange, label, children, testId }: ToggleProps) {
  const id = useId();
  return (
    <section className="consent-section">
      <div className="consent-section__head">
        <label htmlFor={id} className="consent-section__label">
          {label}
        </label>
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="consent-switch"
          checked={checked}
          disabled={disabled}
          aria-describedby={`${id}-text`}
          data-testid={testId}
          onChange={(event) => onChange(event.target.checked)}
        />
      </div>
      <p id={`${id}-text`} className="consent-section__text">
        {children}
      </p>
    </section>
  );
}

function ErrorView({ close }: { close: () => void }) {
  return (
    <div className="consent-error" role="alert" data-testid="cookie-preferences-error">
      <p className="consent-error__title">
        <strong>
          <Trans>Something went wrong</Trans>
        </strong>
      </p>
      <p>
        <Trans>Recent changes may not have been saved. Please try again later.</Trans>
      </p>
      <button type="button" className="button" onClick={close} data-testid="cookie-error-close">
        <Trans>Close</Trans>
      </button>
    </div>
  );
}

/** Spec 02 section 2 'Cookie preferences modal', rendered inside the shell's modal container. */
export function CookiePreferences({ close }: { close: () => void }) {
  const { consent } = useConsentState();
  const state = useSnapshot(consent.state);
  // Toggles start from the saved preferences.
  const [functional, setFunctional] = useState(state.consent.functional);
  const [advertising, setAdvertising] = useState(state.consent.advertising);
  if (state.error) return <ErrorView close={close} />;

  const save = async (choice: { accepted_functional: boolean; accepted_advertising: boolean }) => {
    if (await consent.save(choice)) close();
  };
  return (
    <div className="consent-preferences" data-testid="cookie-preferences">
      <section className="consent-section">
        <div className="consent-section__head">
          <span className="consent-section__label">
            <Trans>Essential cookies</Trans>
          </span>
          <span className="consent-section__always">
            <Trans>Always on</Trans>
          </span>
        </div>
        <p className="consent-section__text">
          <Trans>Needed for the shop to work: your session, your basket, security and your cookie choices.</Trans>
        </p>
      </section>
      <Toggle
        checked={functional}
        disabled={state.saving}
        onChange={setFunctional}
        label={<Trans>Functional and Performance</Trans>}
        testId="consent-functional"
      >
        <Trans>Functional cookies: Experience, Interaction and Basic Functionality.</Trans>{' '}
        <Trans>They help us measure the audience and improve the shop.</Trans>
      </Toggle>
      <Toggle checked={advertising} disabled={state.saving} onChange={setAdvertising} label={<Trans>Advertising</Trans>} testId="consent-advertising">
        <Trans>They let us and our partners show you relevant offers and measure our campaigns.</Trans>
      </Toggle>
      <p className="consent-preferences__links">
        <a href={COOKIE_POLICY_PATH}>
          <Trans>Cookie policy</Trans>
        </a>
        <a href={PRIVACY_POLICY_PATH}>
          <Trans>Privacy policy</Trans>
        </a>
      </p>
      <div className="consent-preferences__actions">
        <button type="button" className="button" disabled={state.saving} onClick={() => void save(ACCEPT_ALL)}>
          <Trans>Accept all and continue</Trans>
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={state.saving}
          onClick={() => void save({ accepted_functional: functional, accepted_advertising: advertising })}
        >
          <Trans>Save settings and continue</Trans>
        </button>
      </div>
    </div>
  );
}
