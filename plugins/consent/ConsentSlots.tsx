import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { lazy } from 'react';
import { useSnapshot } from 'valtio';
import type { PluginContext } from '../../core/plugin-api.ts';
import type { ConsentStore } from './consent-store.ts';
import { shouldShowBanner } from './consent-rules.ts';
import { useConsentState } from './consent-state.ts';

/**
 * Opens the preferences modal in the shell's modal container (native <dialog>: focus trap,
 * Escape). Closing it after a failed save reloads the page (spec 02 section 4).
 */
export function preferencesOpener(ctx: PluginContext<'consent'>, consent: ConsentStore) {
  return () => {
    void import('./PreferencesModal.tsx').then(({ CookiePreferences }) => {
      ctx.shell.openModal({
        kind: 'cookie-preferences',
        size: 'narrow',
        title: consent.state.error ? ctx.i18n._(msg`Something went wrong`) : ctx.i18n._(msg`Your cookie preferences`),
        component: CookiePreferences,
        onClose: () => {
          if (consent.state.error) window.location.reload();
        },
      });
    });
  };
}

// The banner's chunk is requested only when the banner has to show.
const Banner = lazy(() => import('./Banner.tsx').then((m) => ({ default: m.ConsentBanner })));

/** The cookie banner, while the shopper has not answered. */
export function ConsentBannerGate() {
  const { consent } = useConsentState();
  const state = useSnapshot(consent.state);
  // Stays under the preferences modal, so that closing the modal returns focus to its opener.
  if (!shouldShowBanner(state.sessionReady, state.consent)) return null;
  return <Banner />;
}

/** A footer entry to change one's choice later. */
export function CookieSettingsButton() {
  const { openPreferences } = useConsentState();
  return (
    <p className="consent-footer">
      <button type="button" className="consent-footer__button" onClick={openPreferences} data-testid="cookie-settings">
        <Trans>Cookie settings</Trans>
      </button>
    </p>
  );
}
