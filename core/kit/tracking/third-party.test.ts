// @vitest-environment jsdom
import { SyncHook } from 'tapable';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageView } from '../../kernel/events.ts';
import { createThirdParty, loadScript, pageAllowed, type ConsentState } from './third-party.ts';

const undecided: ConsentState = { given: false, functional: false, advertising: false };
const functionalOnly: ConsentState = { given: true, functional: true, advertising: false };
const advertisingOnly: ConsentState = { given: true, functional: false, advertising: true };
const rejected: ConsentState = { given: true, functional: false, advertising: false };
const view = (pageType: string): PageView => ({ pageType: pageType as PageView['pageType'], path: `/${pageType}`, search: '', entityId: null });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(config: Partial<Parameters<typeof createThirdParty>[1]> = {}) {
  const consent = new SyncHook<[ConsentState]>(['consent']);
  const pages = new SyncHook<[PageView]>(['view']);
  const load = vi.fn(() => Promise.resolve());
  const onActive = vi.fn();
  const integration = createThirdParty(
    { consentChanged: (fn) => consent.tap('t', fn), pageView: (fn) => pages.tap('t', fn) },
    { consent: 'functional', rule: { pageTypes: ['basket', 'product'] }, load, onActive, ...config },
  );
  return { ...integration, load, onActive, consent: (c: ConsentState) => consent.call(c), page: (type: string) => pages.call(view(type)) };
}

describe('pageAllowed (integration configs per route name)', () => {
  it('keeps an integration to its page types, or everywhere but those left out', () => {
    expect(pageAllowed({ pageTypes: ['basket'] }, 'basket')).toBe(true);
    expect(pageAllowed({ pageTypes: ['basket'] }, 'home')).toBe(false);
    expect(pageAllowed({}, 'home')).toBe(true);
    expect(pageAllowed({ exceptPageTypes: ['basket', 'success'] }, 'success')).toBe(false);
    expect(pageAllowed({ exceptPageTypes: ['basket', 'success'] }, 'product')).toBe(true);
    expect(pageAllowed({ pageTypes: ['basket'], exceptPageTypes: ['basket'] }, 'basket')).toBe(false);
  });
});

describe('createThirdParty', () => {
  it('loads nothing before the choice, then once on one of its pages, and is active when loaded', async () => {
    const t = setup();
    t.page('basket');
    t.consent(undecided);
    expect(t.load).not.toHaveBeenCalled();
    expect(t.state.active).toBe(false);
    t.consent(functionalOnly);
    expect(t.load).toHaveBeenCalledTimes(1);
    await flush();
    expect(t.state.active).toBe(true);
    expect(t.onActive).toHaveBeenLastCalledWith(true);
    t.page('product');
    t.consent(functionalOnly);
    expect(t.load).toHaveBeenCalledTimes(1);
  });

  it('waits for one of its pages: consent on the home page loads nothing, the basket then does', async () => {
    const t = setup();
    t.page('home');
    t.consent(functionalOnly);
    expect(t.load).not.toHaveBeenCalled();
    t.page('basket');
    expect(t.load).toHaveBeenCalledTimes(1);
    await flush();
    expect(t.state.active).toBe(true);
    t.page('home');
    expect(t.state.active).toBe(false);
    expect(t.onActive).toHaveBeenLastCalledWith(false);
  });

  it('does not load when the visitor left its page before choosing', () => {
    const t = setup();
    t.page('basket');
    t.page('home');
    t.consent(functionalOnly);
    expect(t.load).not.toHaveBeenCalled();
  });

  it('stays off with the other category only or after a refusal, and hides again when consent is withdrawn', async () => {
    const t = setup();
    t.page('basket');
    t.consent(advertisingOnly);
    t.consent(rejected);
    expect(t.load).not.toHaveBeenCalled();
    // A change of mind on the same page loads it there.
    t.consent(functionalOnly);
    expect(t.load).toHaveBeenCalledTimes(1);
    await flush();
    expect(t.state.active).toBe(true);
    t.consent(rejected);
    expect(t.state.active).toBe(false);
  });

  it('an advertising integration waits for advertising consent', () => {
    const t = setup({ consent: 'advertising' });
    t.page('basket');
    t.consent(functionalOnly);
    expect(t.load).not.toHaveBeenCalled();
    t.consent(advertisingOnly);
    expect(t.load).toHaveBeenCalledTimes(1);
  });

  it('a further condition (an A/B variation) keeps the script away', () => {
    const t = setup({ enabled: () => false });
    t.page('basket');
    t.consent(functionalOnly);
    expect(t.load).not.toHaveBeenCalled();
    expect(t.state.onPage).toBe(false);
  });

  it('a script that fails to load leaves it hidden and says so', async () => {
    const onLoadError = vi.fn();
    const t = setup({ load: () => Promise.reject(new Error('404')), onLoadError });
    t.page('basket');
    t.consent(functionalOnly);
    await flush();
    expect(onLoadError).toHaveBeenCalledWith(new Error('404'));
    expect(t.state.active).toBe(false);
  });
});

describe('loadScript', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('adds the script marked with its integration and resolves when it has run', async () => {
    const loaded = loadScript(document, '/vendor/x.js', 'x');
    const script = document.querySelector<HTMLScriptElement>('script[data-integration="x"]')!;
    expect(script.getAttribute('src')).toBe('/vendor/x.js');
    expect(script.async).toBe(true);
    script.dispatchEvent(new Event('load'));
    await expect(loaded).resolves.toBeUndefined();
  });

  it('rejects when the script fails', async () => {
    const loaded = loadScript(document, '/vendor/x.js', 'x');
    document.querySelector('script')!.dispatchEvent(new Event('error'));
    await expect(loaded).rejects.toThrow('/vendor/x.js failed to load');
  });
});
