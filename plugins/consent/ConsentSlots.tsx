import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { preloadable, type PluginContext, type SlotEntryInput, type SlotEntryProps } from '../../core/plugin-api.ts';
import type { ConsentStore } from './consent-store.ts';
import { shouldShowBanner, toConsentState } from './consent-rules.ts';
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

/** Whether the shopper of this session still has to answer: the banner is on their first screen. */
const awaitsAnswer = (ctx: PluginContext<'consent'>) => !toConsentState(ctx.session.raw?.cookieConsentPreferences).given;

/**
 * The banner's slot entry. Its loader tells the server to render the banner (the session it renders
 * with, a shopper's or an audience's, carries the answer). The banner's chunk is requested only
 * when the banner has to show, and before the entry is added, so neither the server's render nor
 * the browser's first one waits for it; made per set-up, so that each server render imports it
 * (and inlines its styles).
 */
export async function bannerEntry(ctx: PluginContext<'consent'>): Promise<SlotEntryInput<true>> {
  const Banner = preloadable(async () => ({ default: (await import('./Banner.tsx')).ConsentBanner }));
  if (awaitsAnswer(ctx)) await Banner.preload();

  function ConsentBannerGate({ preloaded }: SlotEntryProps<true>) {
    const { consent } = useConsentState();
    const state = useSnapshot(consent.state);
    // Until the plugin has heard the session, the server's answer stands (its banner is on screen).
    const show = state.sessionReady ? shouldShowBanner(true, state.consent) : preloaded === true;
    // Stays under the preferences modal, so that closing the modal returns focus to its opener.
    if (!show) return null;
    return <Banner />;
  }

  return { id: 'banner', order: 10, component: ConsentBannerGate, loader: () => Promise.resolve(awaitsAnswer(ctx) ? true : undefined) };
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
