// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsentState } from '../../contracts/consent.ts';
import type { PageView } from '../../core/plugin-api.ts';
import { pluginKernel, rawSession, testStore } from '../../tests/support/plugin-kernel.ts';
import { elevioUser, type ElevioApi } from './elevio.ts';
import plugin from './index.ts';

const accepted: ConsentState = { given: true, functional: true, advertising: false };
const page = (pageType: string): PageView => ({ pageType: pageType as PageView['pageType'], path: '/', search: '', entityId: null });
const script = () => document.querySelector<HTMLScriptElement>('script[data-integration="elevio"]');
const elev = () => (window as unknown as { _elev: ElevioApi })._elev;
const member = rawSession({ customer_id: 7, name: 'Demo Member', email: 'demo@summit.test' });

/** What the bootloader does when it runs: it adds its API to window._elev. */
function bootloaderRuns() {
  const api = { setUser: vi.fn(), logoutUser: vi.fn(), setSettings: vi.fn() };
  Object.assign(elev(), api);
  script()!.dispatchEvent(new Event('load'));
  return api;
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function setup(session = member) {
  const t = pluginKernel(undefined, testStore({ language: 'fr' }));
  t.kernel.receiveSession(session);
  await t.load(plugin, { accountId: '5f3summitfr' });
  return {
    t,
    view: (type: string) => t.kernel.hooks.get('pageView').call(page(type)),
    consent: (c: ConsentState) => t.kernel.hooks.get('consentChanged').call(c),
  };
}

beforeEach(() => {
  document.head.innerHTML = '';
  delete (window as unknown as { _elev?: unknown })._elev;
});

describe('elevio', () => {
  it('loads the bootloader after functional consent and hands it the signed-in member', async () => {
    const t = await setup();
    t.view('home');
    expect(script()).toBeNull();
    t.consent(accepted);
    expect(script()!.getAttribute('src')).toBe('/vendor/elevio.js?cid=5f3summitfr');
    expect(elev()).toMatchObject({ account_id: '5f3summitfr', language: 'fr', settings: { hideLauncher: true } });
    const api = bootloaderRuns();
    await settle();
    expect(api.setUser).toHaveBeenCalledWith({ email: 'demo@summit.test', first_name: 'Demo', last_name: 'Member' });
    expect(api.setSettings).toHaveBeenLastCalledWith({ hideLauncher: false });
  });

  it('hides on the checkout-like pages (basket, order confirmation) and loads nothing there', async () => {
    const t = await setup();
    t.consent(accepted);
    t.view('basket');
    expect(script()).toBeNull();
    t.view('home');
    const api = bootloaderRuns();
    await settle();
    t.view('success');
    expect(api.setSettings).toHaveBeenLastCalledWith({ hideLauncher: true });
  });

  it('takes the user back at sign-out', async () => {
    const t = await setup();
    t.view('home');
    t.consent(accepted);
    const api = bootloaderRuns();
    await settle();
    const guest = rawSession();
    t.t.kernel.receiveSession(guest);
    t.t.kernel.hooks.get('sessionChanged').call({ reason: 'logout', session: t.t.kernel.session, previous: t.t.kernel.session });
    expect(api.logoutUser).toHaveBeenCalled();
  });

  it('the elevio user: email and name of a signed-in member, nobody for a guest', () => {
    expect(elevioUser({ isUserLoggedIn: false, raw: member })).toBeNull();
    expect(elevioUser({ isUserLoggedIn: true, raw: { ...member, name: 'Sam' } })).toEqual({ email: 'demo@summit.test', first_name: 'Sam' });
    expect(elevioUser({ isUserLoggedIn: true, raw: { ...member, name: null } })).toEqual({ email: 'demo@summit.test' });
    expect(elevioUser({ isUserLoggedIn: true, raw: { ...member, email: null } })).toBeNull();
  });
});
