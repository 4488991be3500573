// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { authActionsService } from '../../contracts/auth-service.ts';
import type { PluginContext } from '../../core/kernel/plugin.ts';
import { pluginKernel, rawSession } from '../../tests/support/plugin-kernel.ts';
import { decodeReferer, isLocalPath, returnPath } from './auth-state.ts';
import plugin from './index.ts';

describe('where a member goes after signing in', () => {
  it('prefers the login redirect kept in history state', () => {
    expect(returnPath({ returnTo: '/sales/order/history/' }, undefined)).toBe('/sales/order/history/');
  });

  it('falls back to a base64 referer route parameter', () => {
    expect(returnPath(null, btoa('/customer/address/'))).toBe('/customer/address/');
    expect(decodeReferer('L2N1c3RvbWVyL2FjY291bnQ,')).toBe('/customer/account');
  });

  it('never leaves the shop', () => {
    expect(returnPath({ returnTo: '//evil.test/' }, btoa('https://evil.test/'))).toBeNull();
    expect(isLocalPath('/\\evil.test')).toBe(false);
    // Browsers drop tabs and newlines from URLs: these are //evil.test once followed.
    for (const path of ['/\t/evil.test', '/\n/evil.test', '/\r/evil.test']) expect(isLocalPath(path), JSON.stringify(path)).toBe(false);
    expect(isLocalPath('/customer/account/?tab=orders#top')).toBe(true);
    expect(returnPath(null, '%%%')).toBeNull();
  });
});

describe('the auth-actions service: sign-in and sign-up as the pages and the modals do them', () => {
  async function setup(reply: { success: boolean; message: string }) {
    const t = pluginKernel((endpoint) => (endpoint.name === 'session' ? rawSession(reply.success ? { customer_id: 7 } : {}) : { ...reply, error_code: null }));
    t.kernel.receiveSession(rawSession());
    const reasons: string[] = [];
    t.kernel.hooks.get('sessionChanged').tap('probe', (change) => void reasons.push(change.reason));
    await t.load(plugin, {});
    const actions = (t.kernel.contextFor('auth-modals') as PluginContext<'auth-modals'>).use(authActionsService);
    return { ...t, reasons, actions };
  }

  it('signs up through signup, then refreshes the session with the reason the trackers count as a sign-up', async () => {
    const t = await setup({ success: true, message: '' });
    const reply = await t.actions.signUp({ email: 'new@summit.test', password: 'Fresh-pass-1', firstname: 'Ne', lastname: 'W' });
    expect(reply.success).toBe(true);
    expect(t.calls.map((call) => call.endpoint)).toEqual(['signup', 'session']);
    expect(t.calls[0]!.options).toEqual({
      body: { email: 'new@summit.test', password: 'Fresh-pass-1', storeId: 1, data: { firstname: 'Ne', lastname: 'W' } },
    });
    expect(t.reasons).toEqual(['signup']);
    expect(t.kernel.session.isUserLoggedIn).toBe(true);
  });

  it('signs in through login with the reason login; a refusal is returned as given and changes no session', async () => {
    const ok = await setup({ success: true, message: '' });
    await ok.actions.signIn('demo@summit.test', 'Summit-demo-2026');
    expect(ok.calls.map((call) => call.endpoint)).toEqual(['login', 'session']);
    expect(ok.reasons).toEqual(['login']);

    const refused = await setup({ success: false, message: 'Invalid login or password.' });
    expect(await refused.actions.signIn('demo@summit.test', 'wrong')).toMatchObject({ success: false, message: 'Invalid login or password.' });
    expect(refused.calls.map((call) => call.endpoint)).toEqual(['login']);
    expect(refused.reasons).toEqual([]);
  });
});
