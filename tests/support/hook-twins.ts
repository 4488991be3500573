import * as Tapable from 'tapable';
import { expect } from 'vitest';
import * as Kernel from '../../core/kernel/tapable.ts';

/** The hook kinds the kernel uses, from one implementation. */
export interface HookKinds {
  SyncHook: typeof Tapable.SyncHook;
  AsyncSeriesHook: typeof Tapable.AsyncSeriesHook;
  AsyncSeriesWaterfallHook: typeof Tapable.AsyncSeriesWaterfallHook;
}

/** tapable's own classes (their callers compiled with `new Function`) and the kernel's (not compiled). */
export const IMPLEMENTATIONS: Record<'tapable' | 'kernel', HookKinds> = { tapable: Tapable, kernel: Kernel };

export type Log = unknown[];
/** Plays one scenario on the hooks of `kinds`, writing what happens to `log`. */
export type Scenario = (kinds: HookKinds, log: Log) => unknown;

/** What a test can compare of an error: its class and message (or the value thrown). */
export function described(error: unknown): unknown {
  return error instanceof Error ? `${error.constructor.name}: ${error.message}` : error;
}

/** Lets every pending timer and microtask run, so a scenario's log is complete. */
export function settled(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Logs a chain of microtasks, so a log shows how many microtasks after a call something happened. */
export function logTicks(log: Log, count = 6): void {
  let chain = Promise.resolve();
  for (let i = 1; i <= count; i++) chain = chain.then(() => void log.push(`tick ${i}`));
}

async function play(kinds: HookKinds, scenario: Scenario): Promise<Log> {
  const log: Log = [];
  try {
    await scenario(kinds, log);
  } catch (error) {
    log.push(['scenario threw', described(error)]);
  }
  await settled();
  return log;
}

/** Plays `scenario` on tapable's hooks and on the kernel's; the logs must be equal. Returns tapable's log. */
export async function expectSameAsTapable(scenario: Scenario): Promise<Log> {
  const expected = await play(IMPLEMENTATIONS.tapable, scenario);
  const actual = await play(IMPLEMENTATIONS.kernel, scenario);
  expect(actual).toEqual(expected);
  return expected;
}
