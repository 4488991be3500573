import { lockedAction } from '../../core/kit/async/locked-action.ts';
import { proxy } from 'valtio';
import { errorMessage, type PluginContext } from '../../core/plugin-api.ts';
import { cookiePreferenceSave, type ConsentState } from '../../contracts/consent.ts';
import { NO_CHOICE, sameConsent, toConsentState } from './consent-rules.ts';

export interface ConsentUiState {
  consent: ConsentState;
  sessionReady: boolean;
  /** Buttons are disabled while a save runs (spec 02 section 4). */
  saving: boolean;
  /** The last save failed: the preferences modal shows its error view. */
  error: boolean;
}

export interface ConsentStore {
  readonly state: ConsentUiState;
  /** Takes the consent saved in the session and tells the trackers (consentChanged). */
  fromSession(consent: ConsentState): void;
  /** Saves on the server; resolves true on success. A failure sets `error` and is reported. */
  save(choice: { accepted_functional: boolean; accepted_advertising: boolean }): Promise<boolean>;
}

/**
 * The consent plugin owns `consentChanged` (its manifest says so; no other plugin can call it):
 * it calls it once when the session is ready and after every successful save; and
 * `consentSaveFailed` after a failed save.
 */
export function createConsentStore(ctx: PluginContext<'consent'>): ConsentStore {
  const state = proxy<ConsentUiState>({ consent: NO_CHOICE, sessionReady: false, saving: false, error: false });

  const apply = (next: ConsentState, force: boolean) => {
    const changed = !sameConsent(state.consent, next);
    state.consent = next;
    if (changed || force) ctx.emit.consentChanged({ ...next });
  };

  return {
    state,
    fromSession(consent) {
      state.sessionReady = true;
      apply(consent, true);
    },
    // A second press while the choice is on its way gets the same answer (a locked action).
    save: lockedAction(async (choice) => {
      state.saving = true;
      state.error = false;
      try {
        const reply = await ctx.api.call(cookiePreferenceSave, { body: choice });
        const next = toConsentState(reply.cookieConsentPreferences);
        apply(next, false);
        return true;
      } catch (error) {
        state.error = true;
        ctx.logger.error(`cookie preferences could not be saved: ${errorMessage(error)}`, error);
        ctx.emit.consentSaveFailed();
        return false;
      } finally {
        state.saving = false;
      }
    }),
  };
}
