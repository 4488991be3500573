// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { ConsentState } from '../../contracts/consent.ts';
import type { PageView } from '../../core/plugin-api.ts';
import { pluginKernel, testStore } from '../../tests/support/plugin-kernel.ts';
import plugin from './index.ts';

const page = (pageType: string): PageView => ({ pageType: pageType as PageView['pageType'], path: '/', search: '', entityId: null });
const script = () => document.querySelector<HTMLScriptElement>('script[data-integration="dixa"]');
const calls = () => (window as unknown as { _dixa_?: { q?: unknown[] } })._dixa_?.q;

async function setup(options: Record<string, unknown> = {}) {
  const t = pluginKernel(undefined, testStore({ language: 'en' }));
  await t.load(plugin, { messengerToken: 'summitukdemomessenger0001', ...options });
  return {
    view: (type: string) => t.kernel.hooks.get('pageView').call(page(type)),
    consent: (c: ConsentState) => t.kernel.hooks.get('consentChanged').call(c),
  };
}
const loaded = async () => {
  script()!.dispatchEvent(new Event('load'));
  await new Promise((resolve) => setTimeout(resolve, 0));
};

beforeEach(() => {
  document.head.innerHTML = '';
  delete (window as unknown as { _dixa_?: unknown })._dixa_;
});

describe('dixa', () => {
  it('queues init for the messenger and loads it only after functional consent', async () => {
    const t = await setup();
    t.view('home');
    t.consent({ given: true, functional: false, advertising: true });
    expect(script()).toBeNull();
    t.consent({ given: true, functional: true, advertising: false });
    expect(script()!.getAttribute('src')).toBe('/vendor/dixa.js');
    expect(calls()).toEqual([['init', { messengerToken: 'summitukdemomessenger0001', language: 'en' }]]);
    await loaded();
    expect(calls()).toContainEqual(['setWidgetVisibility', { launcher: true }]);
  });

  it('hides the launcher on the pages left out (the order confirmation by default) and shows it back', async () => {
    const t = await setup();
    t.view('home');
    t.consent({ given: true, functional: true, advertising: false });
    await loaded();
    t.view('success');
    expect(calls()!.at(-1)).toEqual(['setWidgetVisibility', { launcher: false }]);
    t.view('product');
    expect(calls()!.at(-1)).toEqual(['setWidgetVisibility', { launcher: true }]);
  });

  it('with a page list, loads on those pages only', async () => {
    const t = await setup({ pageTypes: ['account'] });
    t.consent({ given: true, functional: true, advertising: false });
    t.view('home');
    expect(script()).toBeNull();
    t.view('account');
    expect(script()).not.toBeNull();
  });
});
