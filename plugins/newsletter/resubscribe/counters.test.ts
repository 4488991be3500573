import { describe, expect, it } from 'vitest';
import {
  countPageView,
  DEFAULT_RESUBSCRIBE_SETTINGS,
  emptyCounters,
  isCounting,
  parseCounters,
  promptShown,
  resetCounters,
  resolveResubscribeSettings,
  type ResubscribeAudience,
  type ResubscribeCounters,
  type ResubscribeSettings,
} from './counters.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 0, 15, 12);
const member: ResubscribeAudience = { memberId: 7, isSubscribed: false };
const settings: ResubscribeSettings = { enabled: true, thresholds: { product: 3, category: 2, total: 5 }, intervalDays: 30 };

/** Counts the page types one after the other; the result of each view. */
function views(pageTypes: string[], start: ResubscribeCounters = emptyCounters(7), audience = member, at = NOW) {
  let counters = start;
  return pageTypes.map((pageType) => {
    const result = countPageView(counters, pageType, settings, audience, at);
    counters = result.counters;
    return result;
  });
}

describe('resubscribe counters', () => {
  it('count product and category views on their own and every view in total', () => {
    const results = views(['product', 'home', 'category', 'search']);
    expect(results.at(-1)!.counters).toMatchObject({ product: 1, category: 1, total: 4 });
    expect(results.every((r) => !r.prompt)).toBe(true);
  });

  it('prompt at whichever threshold is reached first', () => {
    expect(views(['product', 'product', 'product']).map((r) => r.prompt)).toEqual([false, false, true]);
    expect(views(['category', 'category']).map((r) => r.prompt)).toEqual([false, true]);
    expect(views(['home', 'cms', 'search', 'brand', 'basket']).map((r) => r.prompt)).toEqual([false, false, false, false, true]);
  });

  it('count only for a signed-in member who is not subscribed, and reset otherwise', () => {
    const counted: ResubscribeCounters = { product: 2, category: 1, total: 4, lastPromptAt: null, memberId: 7 };
    const subscribed = countPageView(counted, 'product', settings, { memberId: 7, isSubscribed: true }, NOW);
    expect(subscribed).toEqual({ counters: emptyCounters(7), prompt: false });
    const guest = countPageView({ ...counted, lastPromptAt: NOW - DAY }, 'product', settings, { memberId: null, isSubscribed: false }, NOW);
    expect(guest).toEqual({ counters: emptyCounters(7, NOW - DAY), prompt: false });
    expect(isCounting(settings, member)).toBe(true);
    expect(isCounting({ ...settings, enabled: false }, member)).toBe(false);
  });

  it('reset when the store turns the prompt off', () => {
    const counted: ResubscribeCounters = { product: 2, category: 1, total: 4, lastPromptAt: null, memberId: 7 };
    expect(countPageView(counted, 'product', { ...settings, enabled: false }, member, NOW)).toEqual({ counters: emptyCounters(7), prompt: false });
  });

  it('start again from zero for another member on the same browser', () => {
    const someoneElse: ResubscribeCounters = { product: 2, category: 1, total: 4, lastPromptAt: NOW - DAY, memberId: 8 };
    expect(countPageView(someoneElse, 'product', settings, member, NOW).counters).toEqual({ ...emptyCounters(7), product: 1, total: 1 });
  });

  it('after a prompt: back to zero, nothing counted during the interval, counting again after it', () => {
    const [, , third] = views(['product', 'product', 'product']);
    const after = promptShown(third!.counters, NOW);
    expect(after).toEqual({ product: 0, category: 0, total: 0, lastPromptAt: NOW, memberId: 7 });
    const during = views(['product', 'product', 'product', 'category', 'home'], after, member, NOW + 29 * DAY);
    expect(during.at(-1)).toEqual({ counters: after, prompt: false });
    const later = views(['product', 'product', 'product'], after, member, NOW + 30 * DAY);
    expect(later.map((r) => r.prompt)).toEqual([false, false, true]);
  });

  it('an interval of 0 days prompts again as soon as a threshold is reached again', () => {
    const noInterval = { ...settings, intervalDays: 0 };
    const after = promptShown(emptyCounters(7), NOW);
    const result = countPageView({ ...after, category: 1 }, 'category', noInterval, member, NOW);
    expect(result.prompt).toBe(true);
  });

  it('a reset keeps the time of the last prompt (the interval outlives a sign-out)', () => {
    expect(resetCounters({ product: 3, category: 2, total: 9, lastPromptAt: NOW, memberId: 7 })).toEqual({ ...emptyCounters(7), lastPromptAt: NOW });
  });
});

describe('stored counters', () => {
  it('read back what was written', () => {
    const counters: ResubscribeCounters = { product: 1, category: 2, total: 3, lastPromptAt: NOW, memberId: 7 };
    expect(parseCounters(JSON.stringify(counters))).toEqual(counters);
  });

  it('start fresh from nothing, broken JSON or wrong values', () => {
    expect(parseCounters(null)).toEqual(emptyCounters());
    expect(parseCounters('{oops')).toEqual(emptyCounters());
    expect(parseCounters('[]')).toEqual(emptyCounters());
    expect(parseCounters(JSON.stringify({ product: -2, category: 1.5, total: 'x', lastPromptAt: 'yesterday', memberId: 7 }))).toEqual(emptyCounters(7));
  });
});

describe('resubscribe settings', () => {
  it('default to 5 product, 5 category, 10 views in total and 30 days', () => {
    expect(resolveResubscribeSettings()).toEqual(DEFAULT_RESUBSCRIBE_SETTINGS);
    expect(DEFAULT_RESUBSCRIBE_SETTINGS).toEqual({ enabled: true, thresholds: { product: 5, category: 5, total: 10 }, intervalDays: 30 });
  });

  it('take what the store config sets', () => {
    expect(resolveResubscribeSettings({ productViews: 2, totalViews: 3, intervalDays: 0, enabled: false })).toEqual({
      enabled: false,
      thresholds: { product: 2, category: 5, total: 3 },
      intervalDays: 0,
    });
  });
});
