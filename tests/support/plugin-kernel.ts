import { resolve } from 'node:path';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createElement, type ReactElement, type ReactNode } from 'react';
import type { RawSession } from '../../contracts/session.ts';
import type { ApiClient } from '../../core/api/client.ts';
import type { EndpointDef } from '../../core/api/endpoint.ts';
import { createKernel } from '../../core/kernel/kernel.ts';
import { readPluginFolders } from '../../core/kernel/plugin-folders.node.ts';
import type { PluginRegistry } from '../../core/kernel/plugin-loader.ts';
import type { PluginContext, PluginDefinition } from '../../core/kernel/plugin.ts';
import { PluginProvider } from '../../core/kernel/use-plugin.tsx';
import { createLogger, type LogEntry } from '../../core/logger.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import { testStore } from './test-store.ts';

export interface ApiCall {
  endpoint: string;
  options: unknown;
}

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * The real plugins' manifests (what each may call, provide, open), with loaders that are never
 * called: a test sets a plugin up itself with `load`.
 */
export function manifestRegistry(): PluginRegistry {
  const { plugins } = readPluginFolders(ROOT);
  return Object.fromEntries(plugins.map((p) => [p.name, { manifest: p.manifest, load: () => Promise.reject(new Error(`${p.name} is set up by the test`)) }]));
}

export { testStore };

/**
 * A real kernel (hooks with error isolation, scoped contexts from the real manifests) around a
 * fake API that records calls, for testing one plugin by calling kernel hooks as the runtime does.
 */
export function pluginKernel(reply: (endpoint: EndpointDef, options: unknown) => unknown = () => ({ success: true }), store: StoreConfig = testStore()) {
  const calls: ApiCall[] = [];
  const logs: LogEntry[] = [];
  const api: ApiClient = {
    call: async (endpoint, options) => {
      calls.push({ endpoint: endpoint.name, options });
      return reply(endpoint, options) as never;
    },
  };
  const kernel = createKernel({ store, api, logger: createLogger({ sink: (entry) => logs.push(entry) }), i18n: setupI18n(), registry: manifestRegistry() });
  return {
    kernel,
    calls,
    logs,
    async load<N extends string, O>(plugin: PluginDefinition<N, O>, options: O) {
      await plugin.setup(kernel.contextFor(plugin.name) as PluginContext<N>, options);
    },
    /** A part of a plugin as its slot or page renders it: inside the plugin's context, with the store's texts. */
    inPlugin(name: string, node: ReactNode): ReactElement {
      return createElement(I18nProvider, { i18n: kernel.i18n }, createElement(PluginProvider, { context: kernel.contextFor(name), children: node }));
    },
  };
}

export function rawSession(fields: Partial<RawSession> = {}): RawSession {
  return {
    id: 'public-id',
    name: null,
    email: null,
    store_id: 1,
    store_code: 'uk',
    website_id: 1,
    store_type: 'storeType1',
    first_visit: true,
    newsletterActionTaken: 0,
    restrictEmailPersonalisation: false,
    restrictSitePersonalisation: false,
    isSubscribed: false,
    group: 0,
    segment: null,
    gender: null,
    auto_login: false,
    loginRequired: false,
    free_delivery_enabled: false,
    store_locale: 'en_GB',
    delivery_country: 'UK',
    billing_country: null,
    accepts_cookie: false,
    is_confirmed: false,
    subscribeAbandonedBasket: false,
    auth_token: null,
    flash_messages: { error: [], success: [] },
    referralCode: null,
    abTests: [],
    createdAt: '2026-11-23T00:00:00.000Z',
    isSignupEvent: false,
    current_orders: 0,
    partnersName: null,
    customer_id: null,
    cookieConsentPreferences: { cookie_consent_given: false, accepted_functional: false, accepted_advertising: false },
    ...fields,
  };
}
