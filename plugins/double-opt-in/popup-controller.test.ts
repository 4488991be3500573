// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { RawSession } from '../../contracts/session.ts';
import type { PageType, PluginContext } from '../../core/plugin-api.ts';
import { pluginKernel, rawSession } from '../../tests/support/plugin-kernel.ts';
import { POPUP_KIND, watchPopup, type PopupRequest } from './popup-controller.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const Nothing = () => null;
const UNCONFIRMED = rawSession({ customer_id: 7, email: 'unconfirmed@summit.test', is_confirmed: false, newsletterActionTaken: 1 });

/** The plugin's controller on a real kernel, with the session the fake API answers. */
async function started(first: RawSession = UNCONFIRMED) {
  let reply = first;
  const t = pluginKernel((endpoint) => (endpoint.name === 'session' ? reply : { success: true }));
  let prepared = 0;
  const request: PopupRequest = { kind: POPUP_KIND, title: 'Confirm email address', component: Nothing, dismissible: false };
  watchPopup(t.kernel.contextFor('double-opt-in') as PluginContext<'double-opt-in'>, async () => {
    prepared += 1;
    return request;
  });
  t.kernel.receiveSession(first);
  await t.kernel.hooks.sessionReady.promise(t.kernel.session);
  const view = async (pageType: PageType) => {
    t.kernel.hooks.get('pageView').call({ pageType, path: '/', search: '', entityId: null });
    await flush();
  };
  const sessionBecomes = async (next: RawSession, reason: 'login' | 'logout' | 'refresh') => {
    reply = next;
    await t.kernel.refreshSession(reason);
    await flush();
  };
  return { t, view, sessionBecomes, shell: t.kernel.shell, prepared: () => prepared };
}

const popupShown = (shell: { state: { modal: { plugin: string; kind: string } | null } }) =>
  shell.state.modal?.plugin === 'double-opt-in' && shell.state.modal.kind === POPUP_KIND;

describe('the double opt-in popup controller', () => {
  it('opens once a page type is known, not dismissible, and loads its code once', async () => {
    const { view, shell, prepared } = await started();
    await flush();
    expect(shell.state.modal).toBeNull();
    await view('home');
    expect(popupShown(shell)).toBe(true);
    expect(shell.state.modal?.dismissible).toBe(false);
    await view('category');
    expect(popupShown(shell)).toBe(true);
    expect(prepared()).toBe(1);
  });

  it('closes on the order confirmation and opens again on the next page', async () => {
    const { view, shell } = await started();
    await view('home');
    await view('success');
    expect(shell.state.modal).toBeNull();
    await view('home');
    expect(popupShown(shell)).toBe(true);
  });

  it('never opens on the order confirmation reached first', async () => {
    const { view, shell } = await started();
    await view('success');
    expect(shell.state.modal).toBeNull();
  });

  it('closes when the member logs out or confirms, and opens when an unconfirmed member signs in', async () => {
    const { view, shell, sessionBecomes } = await started(rawSession());
    await view('home');
    expect(shell.state.modal).toBeNull();
    await sessionBecomes(UNCONFIRMED, 'login');
    expect(popupShown(shell)).toBe(true);
    await sessionBecomes(rawSession(), 'logout');
    expect(shell.state.modal).toBeNull();
    await sessionBecomes(UNCONFIRMED, 'login');
    expect(popupShown(shell)).toBe(true);
    await sessionBecomes({ ...UNCONFIRMED, is_confirmed: true }, 'refresh');
    expect(shell.state.modal).toBeNull();
  });

  it('leaves another plugin’s modal open and follows once it is closed', async () => {
    const { view, shell } = await started();
    shell.openModal({ plugin: 'consent', kind: 'cookie-preferences', title: 'Your cookie preferences', component: Nothing });
    await view('home');
    expect(shell.state.modal?.kind).toBe('cookie-preferences');
    shell.closeModal();
    await flush();
    expect(popupShown(shell)).toBe(true);
  });

  it('stays away from confirmed members, from members without a newsletter action, and from guests', async () => {
    for (const session of [{ ...UNCONFIRMED, is_confirmed: true }, { ...UNCONFIRMED, newsletterActionTaken: 0 }, rawSession()]) {
      const { view, shell, prepared } = await started(session);
      await view('home');
      expect(shell.state.modal).toBeNull();
      expect(prepared()).toBe(0);
    }
  });
});
