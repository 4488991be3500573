import type { InterceptableHook, KernelHooks, TapLike } from './hooks.ts';

/**
 * Hooks whose calls a plugin that loads late does not need: `routeResolve` (the page it would
 * have changed is already on screen) and `routeChanged` (per-page state it never had). Every
 * other hook is replayed: the session, consent, page views, basket changes... it missed.
 */
const NOT_REPLAYED = new Set(['routeResolve', 'routeChanged']);

interface RecordedCall {
  hook: InterceptableHook;
  args: unknown[];
  /** Names of the taps the live call reached: they must not hear it twice. */
  heard: ReadonlySet<string>;
}

export interface CallRecorder {
  /** Calls the recorded calls, in their order, on the taps of `plugin` that missed them. */
  replayTo(plugin: string): Promise<void>;
  /** Stops recording and forgets everything. */
  stop(): void;
}

/** A late plugin would have to be very late to miss more: older calls are dropped first. */
const MAX_RECORDED_CALLS = 200;

/**
 * Records calls of the replayed hooks so plugins set up after them (the deferred ones) hear
 * what they missed. The kernel names every tap after its plugin (`ctx.on`), so a plugin's taps
 * are found by its name. The replayed taps are the kernel's isolated ones: a throw is logged.
 */
export function recordCalls(hooks: KernelHooks): CallRecorder {
  let log: RecordedCall[] | null = [];
  hooks.forEach((name, hook) => {
    if (NOT_REPLAYED.has(name)) return;
    hook.intercept({
      call: (...args) => {
        if (!log) return;
        log.push({ hook, args, heard: new Set(hook.taps.map((tap) => tap.name)) });
        if (log.length > MAX_RECORDED_CALLS) log.shift();
      },
    });
  });

  return {
    async replayTo(plugin) {
      // A snapshot: calls made while replaying are live calls, heard by whoever is tapped.
      for (const call of [...(log ?? [])]) {
        if (call.heard.has(plugin)) continue;
        for (const tap of call.hook.taps.filter((t) => t.name === plugin)) await runTap(tap, call.args);
      }
    },
    stop() {
      log = null;
    },
  };
}

function runTap(tap: TapLike, args: unknown[]): Promise<unknown> {
  if (tap.type === 'async') return new Promise((resolve) => tap.fn(...args, resolve));
  return Promise.resolve(tap.fn(...args));
}
