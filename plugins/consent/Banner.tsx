import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation, useSearch } from 'wouter';
import { ACCEPT_ALL, COOKIE_POLICY_PATH, isBlockingBanner, REJECT_ALL } from './consent-rules.ts';
import { useConsentState } from './consent-state.ts';
import './consent.css';

type Choice = typeof ACCEPT_ALL | typeof REJECT_ALL;

/** Saves the shopper's answer; a failed save opens the preferences modal in its error view. */
function useChoose(): (choice: Choice) => Promise<void> {
  const { consent, openPreferences } = useConsentState();
  return async (choice) => {
    if (!(await consent.save(choice))) openPreferences();
  };
}

function BarBanner() {
  const { t } = useLingui();
  const { consent, openPreferences } = useConsentState();
  const choose = useChoose();
  const { saving } = useSnapshot(consent.state);
  const [path] = useLocation();
  const onPolicyPage = path.replace(/\/$/, '') === COOKIE_POLICY_PATH;
  return (
    <section className="consent-bar" aria-label={t`Cookie consent`} data-testid="cookie-banner">
      <p className="consent-bar__text">
        {onPolicyPage ? (
          <Trans>
            You are reading our cookie policy. Choose below whether we may use optional cookies; you can change your choice at any time from the Cookie settings
            link at the bottom of every page.
          </Trans>
        ) : (
          <Trans>
            We use cookies to run this shop, to understand how it is used and to show you relevant offers. Read our{' '}
            <Link href={COOKIE_POLICY_PATH}>cookie policy</Link>.
          </Trans>
        )}
      </p>
      {/* Refusing is as easy and as visible as accepting (same style, size and case), as the EU's regulators ask. */}
      <div className="consent-bar__actions">
        <button type="button" className="button consent-choice" disabled={saving} onClick={() => void choose(REJECT_ALL)}>
          <Trans>Reject all</Trans>
        </button>
        <button type="button" className="button consent-choice" disabled={saving} onClick={() => void choose(ACCEPT_ALL)}>
          <Trans>Accept all</Trans>
        </button>
        <button type="button" className="link-button consent-bar__details" disabled={saving} onClick={openPreferences}>
          <Trans>More details</Trans>
        </button>
      </div>
    </section>
  );
}

function DialogBanner() {
  const { consent, openPreferences } = useConsentState();
  const choose = useChoose();
  const { saving } = useSnapshot(consent.state);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const [path] = useLocation();
  const search = useSearch();
  // Not blocking with ?site=pss-open, nor on the cookie policy page it links to.
  const blocking = isBlockingBanner('b', search) && path.replace(/\/$/, '') !== COOKIE_POLICY_PATH;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (element.open) element.close();
    if (blocking) element.showModal();
    else element.show();
  }, [blocking]);

  return (
    // Open as the server renders it (no modal without a script); the effect makes it the modal.
    <dialog
      ref={dialog}
      open
      className={`consent-dialog${blocking ? ' consent-dialog--blocking' : ''}`}
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="cookie-banner"
      // A choice is required: Escape does not dismiss the blocking banner.
      onCancel={(event) => event.preventDefault()}
    >
      {/* The dialog opens on its title, not on one of the two answers. */}
      <h2 id={titleId} className="consent-dialog__title" tabIndex={-1}>
        <Trans>We value your privacy</Trans>
      </h2>
      <p id={textId}>
        <Trans>
          We use cookies to run this shop, to measure its audience and to show you relevant offers. You can accept them, refuse them or choose which ones we may
          use.
        </Trans>
      </p>
      <div className="consent-dialog__actions">
        <button type="button" className="button consent-choice" disabled={saving} onClick={() => void choose(ACCEPT_ALL)}>
          <Trans>Ok, I accept</Trans>
        </button>
        <button type="button" className="button consent-choice" disabled={saving} onClick={() => void choose(REJECT_ALL)}>
          <Trans>No, I refuse</Trans>
        </button>
        <button type="button" className="button button--ghost" disabled={saving} onClick={openPreferences}>
          <Trans>Cookie settings</Trans>
        </button>
      </div>
      <Link href={COOKIE_POLICY_PATH} className="consent-dialog__more">
        <Trans>Find out more about cookies</Trans>
      </Link>
    </dialog>
  );
}

/** Banner of spec 02 section 2, in the store's wording (a: bottom bar, b: blocking modal). */
export function ConsentBanner() {
  const { variant } = useConsentState();
  return variant === 'b' ? <DialogBanner /> : <BarBanner />;
}
