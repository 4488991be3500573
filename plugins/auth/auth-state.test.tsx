// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authActionsService } from '../../contracts/auth-service.ts';
import type { PluginContext } from '../../core/plugin-api.ts';
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

describe('the auth-actions service: the pages’ own forms, lent to the modals', () => {
  async function setup(reply: { success: boolean; message: string }) {
    const t = pluginKernel((endpoint) => (endpoint.name === 'session' ? rawSession(reply.success ? { customer_id: 7 } : {}) : { ...reply, error_code: null }));
    t.kernel.receiveSession(rawSession());
    const reasons: string[] = [];
    t.kernel.hooks.get('sessionChanged').tap('probe', (change) => void reasons.push(change.reason));
    await t.load(plugin, {});
    const ctx = t.kernel.contextFor('auth-modals') as PluginContext<'auth-modals'>;
    ctx.i18n.loadAndActivate({ locale: 'en_GB', messages: {} });
    const forms = await ctx.use(authActionsService).loadForms();
    const show = (form: ReactNode) => render(<I18nProvider i18n={ctx.i18n}>{form}</I18nProvider>);
    return { ...t, reasons, forms, show };
  }
  const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

  afterEach(cleanup);

  it('signs up through signup, refreshes the session with the reason the trackers count as a sign-up, then is done', async () => {
    const t = await setup({ success: true, message: '' });
    const done = vi.fn();
    t.show(<t.forms.JoinForm onDone={done} className="in-modal" />);
    expect(screen.getByTestId('join-form').className).toBe('form in-modal');
    fill('Email address', 'new@summit.test');
    fill('Password', 'Fresh-pass-1');
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(done).toHaveBeenCalledOnce());
    expect(t.calls.map((call) => call.endpoint)).toEqual(['signup', 'session']);
    expect(t.calls[0]!.options).toEqual({
      body: { email: 'new@summit.test', password: 'Fresh-pass-1', storeId: 1 },
    });
    expect(t.reasons).toEqual(['signup']);
    expect(t.kernel.session.isUserLoggedIn).toBe(true);
  });

  it('signs in through login with the reason login; a refusal is shown as given and changes no session', async () => {
    const ok = await setup({ success: true, message: '' });
    const order: string[] = [];
    ok.kernel.hooks.get('sessionChanged').tap('order', () => void order.push('session'));
    ok.show(<ok.forms.SignInForm beforeRefresh={() => order.push('before')} onDone={() => order.push('done')} />);
    fill('Email address', 'demo@summit.test');
    fill('Password', 'Summit-demo-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(order).toEqual(['before', 'session', 'done']));
    expect(ok.calls.map((call) => call.endpoint)).toEqual(['login', 'session']);
    expect(ok.reasons).toEqual(['login']);
    cleanup();

    const refused = await setup({ success: false, message: 'Invalid login or password.' });
    refused.show(<refused.forms.SignInForm />);
    fill('Email address', 'demo@summit.test');
    fill('Password', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('form-message')).toHaveProperty('textContent', 'Invalid login or password.');
    expect(refused.calls.map((call) => call.endpoint)).toEqual(['login']);
    expect(refused.reasons).toEqual([]);
  });
});
