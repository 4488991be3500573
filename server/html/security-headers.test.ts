import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoStores } from '../test-support/test-support.ts';
import { storefrontPolicy } from './security-headers.ts';
import { createTestApp, type TestApp } from '../test-support/test-support.ts';

const store = (code: string) => repoStores().find((s) => s.code === code)!;

describe('storefrontPolicy', () => {
  it('allows this origin, the API origin and what the enabled plugins declare or name', () => {
    const policy = storefrontPolicy(store('uk'), { apiBase: 'https://api.example.com/v1', credentials: 'include' });
    expect(policy).toContain("script-src 'self' https://www.googletagmanager.com");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toMatch(/connect-src 'self' https:\/\/api\.example\.com/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
  });

  it('narrows when a store switches a tracker off', () => {
    const uk = store('uk');
    const withoutGtm = { ...uk, plugins: { ...uk.plugins, 'tracking-gtm': false as const } };
    expect(storefrontPolicy(withoutGtm)).not.toContain('googletagmanager');
  });
});

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are on every reply', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/session' });
    expect(reply.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(reply.headers['strict-transport-security']).toBeUndefined();
  });
});
