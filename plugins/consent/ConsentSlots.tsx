import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { lazy } from 'react';
import { useSnapshot } from 'valtio';
import type { PluginShell } from '../../core/plugin-api.ts';
import type { ConsentStore } from './consent-store.ts';
import { shouldShowBanner } from './consent-rules.ts';
import type { ConsentDeps } from './deps.ts';

/**
 * Opens the preferences modal in the shell's modal container (native <dialog>: focus trap,
 * Escape). Closing it after a failed save reloads the page (spec 02 section 4).
 */
export function preferencesOpener(i18n: I18n, shell: PluginShell<'consent'>, consent: ConsentStore, deps: () => ConsentDeps) {
  return () => {
    void import('./PreferencesModal.tsx').then(({ createPreferencesModal }) => {
      shell.openModal({
        kind: 'cookie-preferences',
        size: 'narrow',
        title: consent.state.error ? i18n._(msg`Something went wrong`) : i18n._(msg`Your cookie preferences`),
        component: createPreferencesModal(deps()),
        onClose: () => {
          if (consent.state.error) window.location.reload();
        },
      });
    });
  };
}

/** The banner's chunk is requested only when the banner has to show. */
export function createBannerGate(deps: ConsentDeps) {
  const Banner = lazy(async () => {
    const { createBanner } = await import('./Banner.tsx');
    return { default: createBanner(deps) };
  });
  return function ConsentBannerGate() {
    const state = useSnapshot(deps.consent.state);
    // Stays under the preferences modal, so that closing the modal returns focus to its opener.
    if (!shouldShowBanner(state.sessionReady, state.consent)) return null;
    return <Banner />;
  };
}

/** A footer entry to change one's choice later. */
export function createSettingsButton(deps: ConsentDeps) {
  return function CookieSettingsButton() {
    return (
      <p className="consent-footer">
        <button type="button" className="consent-footer__button" onClick={deps.openPreferences} data-testid="cookie-settings">
          <Trans>Cookie settings</Trans>
        </button>
      </p>
    );
  };
}
