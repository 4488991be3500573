/*
 * The resubscribe prompt's page-view counters (spec 02 section 4: "Resubscribe counters count page
 * views (product, category, total) and reset when turned off"). Pure: the caller reads and writes
 * them (local storage, per store) and opens the prompt.
 */

export interface ResubscribeCounters {
  product: number;
  category: number;
  total: number;
  /** When the prompt last showed (ms since the epoch): no counting until the interval has passed. */
  lastPromptAt: number | null;
  /** The member the counts belong to: another member on the same browser starts from zero. */
  memberId: number | null;
}

export interface ResubscribeSettings {
  enabled: boolean;
  /** Views of each kind that bring the prompt (whichever is reached first). */
  thresholds: { product: number; category: number; total: number };
  /** Days between two prompts. */
  intervalDays: number;
}

/** Who is browsing, as far as the prompt is concerned. */
export interface ResubscribeAudience {
  memberId: number | null;
  isSubscribed: boolean;
}

export const DEFAULT_RESUBSCRIBE_SETTINGS: ResubscribeSettings = {
  enabled: true,
  thresholds: { product: 5, category: 5, total: 10 },
  intervalDays: 30,
};

const DAY_MS = 24 * 60 * 60 * 1000;

export const emptyCounters = (memberId: number | null = null, lastPromptAt: number | null = null): ResubscribeCounters => ({
  product: 0,
  category: 0,
  total: 0,
  lastPromptAt,
  memberId,
});

/** The page types counted on their own; every page view counts in `total`. */
type CountedKind = 'product' | 'category';
const KIND_OF_PAGE: Readonly<Record<string, CountedKind>> = { product: 'product', category: 'category' };

/** Counting is on for a signed-in member who is not subscribed, in a store that has the prompt. */
export function isCounting(settings: ResubscribeSettings, audience: ResubscribeAudience): boolean {
  return settings.enabled && audience.memberId !== null && !audience.isSubscribed;
}

function inInterval(counters: ResubscribeCounters, settings: ResubscribeSettings, now: number): boolean {
  return counters.lastPromptAt !== null && now - counters.lastPromptAt < settings.intervalDays * DAY_MS;
}

function reachedThreshold(counters: ResubscribeCounters, settings: ResubscribeSettings): boolean {
  const { thresholds } = settings;
  return counters.product >= thresholds.product || counters.category >= thresholds.category || counters.total >= thresholds.total;
}

/**
 * Counters that are off go back to zero: a subscribed member, a guest, a store without the
 * prompt. The last prompt's time is kept for the same member, so the interval outlives a sign-out.
 */
export function resetCounters(counters: ResubscribeCounters): ResubscribeCounters {
  return emptyCounters(counters.memberId, counters.lastPromptAt);
}

export interface CountResult {
  counters: ResubscribeCounters;
  /** The threshold is reached: show the prompt (then call `promptShown`). */
  prompt: boolean;
}

/** One page view: counted when counting is on and the interval since the last prompt has passed. */
export function countPageView(
  stored: ResubscribeCounters,
  pageType: string,
  settings: ResubscribeSettings,
  audience: ResubscribeAudience,
  now: number,
): CountResult {
  // A guest (a member signed out) keeps the member's last prompt; another member starts afresh.
  const counters = audience.memberId === null || stored.memberId === audience.memberId ? stored : emptyCounters(audience.memberId);
  if (!isCounting(settings, audience)) return { counters: resetCounters(counters), prompt: false };
  if (inInterval(counters, settings, now)) return { counters, prompt: false };
  const kind = KIND_OF_PAGE[pageType];
  const next: ResubscribeCounters = { ...counters, total: counters.total + 1 };
  if (kind) next[kind] = counters[kind] + 1;
  return { counters: next, prompt: reachedThreshold(next, settings) };
}

/** The prompt showed: counters back to zero, and the interval starts now. */
export function promptShown(counters: ResubscribeCounters, now: number): ResubscribeCounters {
  return emptyCounters(counters.memberId, now);
}

/** Stored counters, or fresh ones when what was stored is missing or not counters. */
export function parseCounters(raw: string | null): ResubscribeCounters {
  if (!raw) return emptyCounters();
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof ResubscribeCounters, unknown>>;
    const count = (n: unknown) => (typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : 0);
    const nullableNumber = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? n : null);
    return {
      product: count(value.product),
      category: count(value.category),
      total: count(value.total),
      lastPromptAt: nullableNumber(value.lastPromptAt),
      memberId: nullableNumber(value.memberId),
    };
  } catch {
    return emptyCounters();
  }
}

/** The options of the store config (every field optional) over the defaults. */
export function resolveResubscribeSettings(
  options: Partial<{
    enabled: boolean;
    productViews: number;
    categoryViews: number;
    totalViews: number;
    intervalDays: number;
  }> = {},
): ResubscribeSettings {
  const defaults = DEFAULT_RESUBSCRIBE_SETTINGS;
  return {
    enabled: options.enabled ?? defaults.enabled,
    thresholds: {
      product: options.productViews ?? defaults.thresholds.product,
      category: options.categoryViews ?? defaults.thresholds.category,
      total: options.totalViews ?? defaults.thresholds.total,
    },
    intervalDays: options.intervalDays ?? defaults.intervalDays,
  };
}
