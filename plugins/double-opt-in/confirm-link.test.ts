import { describe, expect, it } from 'vitest';
import type { PluginContext } from '../../core/plugin-api.ts';
import { pluginKernel, rawSession } from '../../tests/support/plugin-kernel.ts';
import { createLinkConfirmer, linkParameters } from './confirm-link.ts';

const KEY = 'aB3_-'.repeat(8) + 'xyz';

describe('the confirmation link', () => {
  it('reads id and key, and nothing from a cut or mangled link', () => {
    expect(linkParameters(`?id=12&key=${KEY}`)).toEqual({ id: 12, key: KEY });
    for (const search of [
      '',
      '?id=12',
      `?key=${KEY}`,
      `?id=0&key=${KEY}`,
      `?id=abc&key=${KEY}`,
      `?id=12&key=a%20b`,
      `?id=99999999999&key=${KEY}`,
      `?id=12&key=${'k'.repeat(201)}`,
    ]) {
      expect(linkParameters(search), search).toBeNull();
    }
  });

  it('confirms a link once however often its page shows, refreshes the session after a success, and may try again after a failure', async () => {
    let fail = true;
    const t = pluginKernel((endpoint) => {
      if (endpoint.name === 'session') return rawSession({ customer_id: 7, is_confirmed: true });
      if (fail) throw new Error('offline');
      return { success: true, message: 'Thank you: your email address is confirmed.', continuePath: null };
    });
    const confirm = createLinkConfirmer(t.kernel.contextFor('double-opt-in') as PluginContext<'double-opt-in'>);
    expect(await confirm({ id: 7, key: KEY })).toEqual({ kind: 'failed' });
    fail = false;
    const [first, second] = await Promise.all([confirm({ id: 7, key: KEY }), confirm({ id: 7, key: KEY })]);
    expect(first).toBe(second);
    expect(first).toMatchObject({ kind: 'answered', reply: { success: true } });
    expect(await confirm({ id: 7, key: KEY })).toBe(first);
    expect(t.calls.filter((call) => call.endpoint === 'email-confirm')).toHaveLength(2);
    expect(t.calls.filter((call) => call.endpoint === 'session')).toHaveLength(1);
    expect(t.kernel.session.isConfirmed).toBe(true);
  });
});
