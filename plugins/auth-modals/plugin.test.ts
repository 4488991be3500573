// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { abTestsService, NEW_LOGIN_FORMS_TEST, NEW_LOGIN_FORMS_VARIATION, type AbTests } from '../../contracts/ab-tests.ts';
import { authActionsService, type AuthActions } from '../../contracts/auth-service.ts';
import { consentBannerService } from '../../contracts/consent-service.ts';
import { type ApiClient, createLogger, type LogEntry, type PageView, type PluginContext } from '../../core/plugin-api.ts';
import { setupI18n } from '@lingui/core';
import { createKernel } from '../../core/kernel/kernel.ts';
import { manifestRegistry, rawSession, testStore } from '../../tests/support/plugin-kernel.ts';
import plugin from './index.ts';
import { sessionVisitMemory } from './visit-memory.ts';

const HOME_CAMPAIGN: PageView = { pageType: 'home', path: '/', search: '?st=nonbrandppc&ad=google&displayform=v2', entityId: null };

/**
 * A real kernel with the real manifests, the auth plugin's service faked, and when asked an
 * ab-tests provider (its plugin is built elsewhere: a stand-in manifest provides the service).
 */
async function setup(options: { member?: boolean; variation?: string; banner?: { asks: boolean } } = {}) {
  const logs: LogEntry[] = [];
  const i18n = setupI18n({ locale: 'en_GB', messages: { en_GB: {} } });
  const standIn = (provides: string) => ({ manifest: { provides: [provides] }, load: () => Promise.reject(new Error('not loaded')) });
  const registry = { ...manifestRegistry(), 'ab-stand-in': standIn('ab-tests'), 'consent-stand-in': standIn('consent-banner') };
  const api = { call: () => Promise.reject(new Error('no API in this test')) } as ApiClient;
  const kernel = createKernel({ store: testStore(), api, logger: createLogger({ sink: (entry) => logs.push(entry) }), i18n, registry });
  kernel.receiveSession(rawSession(options.member ? { customer_id: 7, name: 'Demo', email: 'demo@summit.test' } : {}));
  const actions: AuthActions = {
    loadForms: () => Promise.resolve({ JoinForm: () => null, SignInForm: () => null }),
    AccountIcon: () => null,
  };
  (kernel.contextFor('auth') as PluginContext<'auth'>).provide(authActionsService, actions);
  if (options.variation) {
    const abTests: AbTests = {
      variation: (code) => (code === NEW_LOGIN_FORMS_TEST ? options.variation! : null),
      assignments: () => [],
      ready: Promise.resolve([]),
    };
    kernel.contextFor('ab-stand-in').provide(abTestsService, abTests);
  }
  if (options.banner) {
    const banner = options.banner;
    kernel.contextFor('consent-stand-in').provide(consentBannerService, { awaitsAnswer: () => banner.asks });
  }
  await plugin.setup(kernel.contextFor('auth-modals') as PluginContext<'auth-modals'>, {});
  const view = (page: PageView) => kernel.hooks.get('pageView').call(page);
  const modal = () => kernel.shell.state.modal;
  return { kernel, logs, view, modal };
}

/** Long enough for a modal to open once its code is loaded (beforeAll loads it): a modal that did not open was not asked for. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('auth-modals plugin', () => {
  beforeAll(async () => {
    await import('./modal/AuthModal.tsx');
  });
  // Each test is a new visit.
  beforeEach(() => sessionStorage.clear());

  it('puts its sign-in button in the account button’s slot', async () => {
    const t = await setup();
    expect(t.kernel.slots.entries['account.sign-in']).toEqual([expect.objectContaining({ plugin: 'auth-modals', id: 'sign-in' })]);
  });

  it('shows the marketing modal for a campaign link on the home page, once per visit', async () => {
    const t = await setup();
    t.view(HOME_CAMPAIGN);
    await vi.waitFor(() => expect(t.modal()).toMatchObject({ plugin: 'auth-modals', kind: 'unified-register', className: 'auth-dialog--unified-register' }));
    t.kernel.shell.closeModal();
    t.view(HOME_CAMPAIGN);
    await settle();
    expect(t.modal()).toBeNull();
    // The next page load of the same visit, the modal having been on screen (its component remembers it).
    sessionVisitMemory(() => sessionStorage).markShown();
    const reloaded = await setup();
    reloaded.view(HOME_CAMPAIGN);
    await settle();
    expect(reloaded.modal()).toBeNull();
  });

  it('shows the new login form instead in Variation1 of the new-login-forms test', async () => {
    const t = await setup({ variation: NEW_LOGIN_FORMS_VARIATION });
    t.view(HOME_CAMPAIGN);
    await vi.waitFor(() => expect(t.modal()).toMatchObject({ kind: 'auth', className: 'auth-dialog--auth' }));
  });

  it('shows nothing to a member, nor for a page view of a page already left', async () => {
    const member = await setup({ member: true });
    member.view(HOME_CAMPAIGN);
    const guest = await setup();
    guest.view({ ...HOME_CAMPAIGN, path: '/elsewhere' });
    await settle();
    expect(member.modal()).toBeNull();
    expect(guest.modal()).toBeNull();
  });

  it('closes its modal and shows none once a consent save failed', async () => {
    const t = await setup();
    t.view(HOME_CAMPAIGN);
    await vi.waitFor(() => expect(t.modal()).not.toBeNull());
    t.kernel.hooks.get('consentSaveFailed').call();
    expect(t.modal()).toBeNull();
    t.view({ pageType: 'category', path: '/', search: '', entityId: 1, category: { categoryId: 1, categoryName: 'Skis' } });
    await settle();
    expect(t.modal()).toBeNull();
  });

  it('waits for another plugin’s modal instead of replacing it', async () => {
    const t = await setup();
    t.kernel.shell.openModal({ plugin: 'consent', kind: 'cookie-preferences', title: 'Your cookie preferences', component: () => null });
    t.view(HOME_CAMPAIGN);
    await settle();
    expect(t.modal()).toMatchObject({ plugin: 'consent' });
    t.kernel.shell.closeModal();
    await vi.waitFor(() => expect(t.modal()).toMatchObject({ plugin: 'auth-modals', kind: 'unified-register' }));
  });

  it('waits while the cookie banner asks, and shows once it is answered', async () => {
    const banner = { asks: true };
    const t = await setup({ banner });
    t.view(HOME_CAMPAIGN);
    await settle();
    expect(t.modal()).toBeNull();
    banner.asks = false;
    t.kernel.hooks.get('consentChanged').call({ given: true, functional: false, advertising: false });
    await vi.waitFor(() => expect(t.modal()).toMatchObject({ plugin: 'auth-modals', kind: 'unified-register' }));
  });

  it('closes its own modal when the page changes, not another plugin’s', async () => {
    const t = await setup();
    t.view(HOME_CAMPAIGN);
    await vi.waitFor(() => expect(t.modal()).not.toBeNull());
    t.kernel.hooks.get('routeChanged').call({ from: '/', to: '/customer/account/forgotpassword/' });
    expect(t.modal()).toBeNull();
    t.kernel.shell.openModal({ plugin: 'consent', kind: 'cookie-preferences', title: 'Your cookie preferences', component: () => null });
    t.kernel.hooks.get('routeChanged').call({ from: '/', to: '/ski' });
    expect(t.modal()).toMatchObject({ plugin: 'consent' });
  });
});
