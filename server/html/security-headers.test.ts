import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreConfig } from '../../core/store/types.ts';
import { repoStores } from '../test-support/test-support.ts';
import { storefrontPolicy } from './security-headers.ts';
import { createTestApp, type TestApp } from '../test-support/test-support.ts';

const store = (code: string) => repoStores().find((s) => s.code === code)!;

/** The sources a policy lists beyond this origin (and `data:` images), by directive. */
function foreignSources(policy: string): string[] {
  return policy
    .split('; ')
    .flatMap((directive) => directive.split(' ').slice(1))
    .filter((source) => !source.startsWith("'") && source !== 'data:');
}

/** The origins of the absolute URLs in a store's enabled plugins' options: what its vendors are configured to load. */
function configuredOrigins(config: StoreConfig): Set<string> {
  const urls = Object.values(config.plugins)
    .filter((options) => options !== false)
    .flatMap((options) => JSON.stringify(options).match(/https?:\/\/[^"]+/g) ?? []);
  return new Set(urls.map((url) => new URL(url).origin));
}

describe('storefrontPolicy', () => {
  it('allows this origin, the API origin and what the enabled plugins declare or name', () => {
    const policy = storefrontPolicy(store('uk'), { apiBase: 'https://api.example.com/v1', credentials: 'include' });
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toMatch(/connect-src 'self' https:\/\/api\.example\.com/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
  });

  it('names no host but those the store’s configured vendors load from, in every store', () => {
    for (const config of repoStores()) {
      const policy = storefrontPolicy(config);
      expect(policy, config.code).not.toContain('googletagmanager');
      const configured = configuredOrigins(config);
      for (const source of foreignSources(policy)) expect(configured, `${config.code}: ${source}`).toContain(source);
    }
  });

  it('allows Google’s tag manager only to a store that loads its container from there', () => {
    const uk = store('uk');
    const google = { containerId: 'GTM-SUMMITUK', scriptUrl: 'https://www.googletagmanager.com/gtm.js' };
    const policy = storefrontPolicy({ ...uk, plugins: { ...uk.plugins, 'tracking-gtm': google } });
    expect(policy).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com[;\s]/);
  });

  it('narrows when a store switches a tracker off', () => {
    const uk = store('uk');
    const google = { containerId: 'GTM-SUMMITUK', scriptUrl: 'https://www.googletagmanager.com/gtm.js' };
    expect(storefrontPolicy({ ...uk, plugins: { ...uk.plugins, 'tracking-gtm': google } })).toContain('googletagmanager');
    expect(storefrontPolicy({ ...uk, plugins: { ...uk.plugins, 'tracking-gtm': false as const } })).not.toContain('googletagmanager');
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
