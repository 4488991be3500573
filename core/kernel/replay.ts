import type { KernelHooks } from './hooks.ts';

/**
 * Hooks whose calls a plugin that loads late still needs: the session, the visitor's consent,
 * the page views and basket changes that happened before it was there.
 * (`routeResolve` cannot be replayed: the page it would have changed is already on screen.)
 */
const REPLAYED_HOOKS = ['sessionReady', 'consentChanged', 'pageView', 'basketChanged'] as const;
type ReplayedHook = (typeof REPLAYED_HOOKS)[number];

interface RecordedCall {
  hook: ReplayedHook;
  args: unknown[];
  /** Names of the taps the live call reached: they must not hear it twice. */
  heard: ReadonlySet<string>;
}

interface ReplayableTap {
  name: string;
  type: 'sync' | 'async' | 'promise';
  fn: (...args: unknown[]) => unknown;
}

export interface CallRecorder {
  /** Calls the recorded calls, in their order, on the taps named `tapName` that missed them. */
  replayTo(tapName: string): Promise<void>;
  /** Stops recording and forgets everything. */
  stop(): void;
}

/** A late plugin would have to be very late to miss more: older calls are dropped first. */
const MAX_RECORDED_CALLS = 200;

/**
 * Records calls of the replayed hooks so plugins set up after them (the deferred ones) hear
 * what they missed. Taps are named after their plugin, as everywhere in the kernel.
 * The replayed taps are the kernel's isolated ones: a throwing tap is logged, not thrown.
 */
export function recordCalls(hooks: KernelHooks): CallRecorder {
  let log: RecordedCall[] | null = [];
  for (const hook of REPLAYED_HOOKS) {
    const target = hooks[hook] as unknown as {
      taps: ReplayableTap[];
      intercept(interceptor: { call: (...args: unknown[]) => void }): void;
    };
    target.intercept({
      call: (...args) => {
        if (!log) return;
        log.push({ hook, args, heard: new Set(target.taps.map((tap) => tap.name)) });
        if (log.length > MAX_RECORDED_CALLS) log.shift();
      },
    });
  }

  return {
    async replayTo(tapName) {
      // A snapshot: calls made while replaying are live calls, heard by whoever is tapped.
      for (const call of [...(log ?? [])]) {
        if (call.heard.has(tapName)) continue;
        const taps = (hooks[call.hook] as unknown as { taps: ReplayableTap[] }).taps;
        for (const tap of taps.filter((t) => t.name === tapName)) await runTap(tap, call.args);
      }
    },
    stop() {
      log = null;
    },
  };
}

function runTap(tap: ReplayableTap, args: unknown[]): Promise<unknown> {
  if (tap.type === 'async') return new Promise((resolve) => tap.fn(...args, resolve));
  return Promise.resolve(tap.fn(...args));
}
