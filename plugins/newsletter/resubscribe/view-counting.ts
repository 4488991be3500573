import type { PluginContext, ReadonlySession } from '../../../core/plugin-api.ts';
import {
  countPageView,
  isCounting,
  parseCounters,
  promptShown,
  resetCounters,
  type ResubscribeAudience,
  type ResubscribeCounters,
  type ResubscribeSettings,
} from './counters.ts';

/** Where the counters live: this browser, one entry per store. */
export const countersKey = (storeId: number) => `summit.newsletter.resubscribe.${storeId}`;

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export const audienceOf = (session: ReadonlySession): ResubscribeAudience => ({
  memberId: session.raw?.customer_id ?? null,
  isSubscribed: session.raw?.isSubscribed ?? false,
});

/**
 * Counts the page views of a signed-in member who is not subscribed (in the plugin's first
 * chunk: a few lines on each page view) and, at a threshold, calls `prompt`, whose code loads
 * then. Counters go back to zero when counting turns off (the member subscribes or signs out).
 */
export function countViewsForResubscribe(ctx: PluginContext<'newsletter'>, settings: ResubscribeSettings, prompt: () => void): void {
  const storage = browserStorage();
  const key = countersKey(ctx.store.storeId);
  const read = () => parseCounters(storage?.getItem(key) ?? null);
  const write = (counters: ResubscribeCounters) => {
    try {
      storage?.setItem(key, JSON.stringify(counters));
    } catch {
      // Full or blocked storage: no prompt, nothing else lost.
    }
  };

  ctx.on.pageView((view) => {
    const now = Date.now();
    const { counters, prompt: due } = countPageView(read(), view.pageType, settings, audienceOf(ctx.session), now);
    // Another dialog is open (a cookie choice, a sign-in...): ask on a later page instead.
    if (due && !ctx.shell.state.modal) {
      write(promptShown(counters, now));
      prompt();
    } else {
      write(counters);
    }
  });
  ctx.on.sessionChanged(({ session }) => {
    if (!isCounting(settings, audienceOf(session))) write(resetCounters(read()));
  });
}
