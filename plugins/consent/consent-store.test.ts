import { describe, expect, it } from 'vitest';
import { ApiError, type PluginContext } from '../../core/plugin-api.ts';
import type { ConsentState } from '../../contracts/consent.ts';
import { pluginKernel, rawSession } from '../../tests/support/plugin-kernel.ts';
import { createConsentStore } from './consent-store.ts';
import { ACCEPT_ALL } from './consent-rules.ts';

function setup(reply: () => unknown) {
  const t = pluginKernel(reply);
  t.kernel.receiveSession(rawSession());
  const fired: ConsentState[] = [];
  t.kernel.hooks.get('consentChanged').tap('probe', (c) => void fired.push(c));
  return { ...t, fired, consent: createConsentStore(t.kernel.contextFor('consent') as PluginContext<'consent'>) };
}

describe('consent store', () => {
  it('fires consentChanged with the session state, then on each saved change', async () => {
    const saved = { cookie_consent_given: true, accepted_functional: true, accepted_advertising: true };
    const t = setup(() => ({ cookieConsentPreferences: saved }));
    t.consent.fromSession({ given: false, functional: false, advertising: false });
    expect(await t.consent.save(ACCEPT_ALL)).toBe(true);
    expect(t.calls).toEqual([{ endpoint: 'cookie-preference-save', options: { body: { accepted_functional: true, accepted_advertising: true } } }]);
    expect(t.fired).toEqual([
      { given: false, functional: false, advertising: false },
      { given: true, functional: true, advertising: true },
    ]);
    expect(t.consent.state.saving).toBe(false);
  });

  it('on a failure sets the error flag, reports and announces it, and keeps the state', async () => {
    const t = setup(() => {
      throw new ApiError('cookie-preference-save', 503, 'down');
    });
    let failures = 0;
    t.kernel.hooks.get('consentSaveFailed').tap('probe', () => void failures++);
    t.consent.fromSession({ given: false, functional: false, advertising: false });
    const pending = t.consent.save(ACCEPT_ALL);
    expect(t.consent.state.saving).toBe(true);
    expect(await pending).toBe(false);
    expect(t.consent.state.error).toBe(true);
    expect(t.consent.state.consent.given).toBe(false);
    expect(t.fired).toHaveLength(1);
    // Announced, so that other plugins keep their modals away (spec 02 section 4).
    expect(failures).toBe(1);
    expect(t.logs).toContainEqual(expect.objectContaining({ level: 'error', source: 'consent', message: expect.stringContaining('could not be saved') }));
  });
});
