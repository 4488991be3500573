import { tooManyRequests } from './rate-limits.ts';

/** At most `max` in a window of `windowMs`, per key. */
export interface KeyedLimit {
  max: number;
  windowMs: number;
}

/** One count a request asks for: the limit, and what it is counted by (a sender's email, a store). */
export interface KeyedCount {
  key: string;
  limit: KeyedLimit;
}

export interface KeyedLimiter {
  /** Counts one for each key when all have room; otherwise counts none and throws a 429. */
  take(counts: readonly KeyedCount[]): void;
}

interface Window {
  count: number;
  endsAt: number;
}

/** Past this many keys, each take first forgets the windows that have ended. */
const SWEEP_ABOVE = 1_000;

/**
 * Limits counted by what a route reads from the request's body (the per-address limits of
 * `RATE_LIMITS` see only the address): fixed windows, per process like those. All or none is
 * counted, so a request one limit refuses uses up nothing of the others.
 */
export function keyedLimiter(now: () => number = Date.now): KeyedLimiter {
  const windows = new Map<string, Window>();
  const current = (key: string, at: number) => {
    const window = windows.get(key);
    return window && window.endsAt > at ? window : undefined;
  };
  return {
    take(counts) {
      const at = now();
      if (windows.size > SWEEP_ABOVE) for (const [key, window] of windows) if (window.endsAt <= at) windows.delete(key);
      const full = counts.flatMap(({ key, limit }) => {
        const window = current(key, at);
        return window && window.count >= limit.max ? [window] : [];
      });
      if (full.length > 0) throw tooManyRequests(Math.max(...full.map((window) => window.endsAt - at)));
      for (const { key, limit } of counts) {
        const window = current(key, at);
        if (window) window.count += 1;
        else windows.set(key, { count: 1, endsAt: at + limit.windowMs });
      }
    },
  };
}
