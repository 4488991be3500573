import { describe, expect, it } from 'vitest';
import { described, expectSameAsTapable, logTicks, type HookKinds, type Log } from '../../tests/support/hook-twins.ts';

// Each scenario runs on tapable's compiled hooks and on the kernel's non-compiling ones: same log.

type TapOptions = string | { name: string; stage?: number; before?: string };
type Callback = (error?: unknown, result?: unknown) => void;
/** What both async kinds offer, loosely typed so one scenario serves both. */
interface SeriesHook {
  tap(options: TapOptions, fn: (...args: never[]) => unknown): void;
  tapAsync(options: TapOptions, fn: (...args: never[]) => void): void;
  tapPromise(options: TapOptions, fn: (...args: never[]) => Promise<unknown>): void;
  intercept(interceptor: {
    call?: (...args: unknown[]) => void;
    tap?: (tap: { name: string }) => void;
    error?: (error: unknown) => void;
    result?: (result: unknown) => void;
    done?: () => void;
  }): void;
  callAsync(...args: unknown[]): void;
  promise(...args: unknown[]): Promise<unknown>;
  readonly call?: unknown;
}

/** A sync, a callback and a promise tap, each logging when it starts and ends; each returns `value + name`. */
function tapEachKind(hook: SeriesHook, log: Log): void {
  hook.tap({ name: 'sync', stage: 1 }, (value: unknown) => {
    log.push(['sync', value]);
    return `${String(value)}+sync`;
  });
  hook.tapAsync('callback', (value: unknown, callback: Callback) => {
    log.push(['callback starts', value]);
    setTimeout(() => {
      log.push('callback ends');
      callback(null, `${String(value)}+callback`);
    }, 0);
  });
  hook.tapPromise({ name: 'promise', before: 'callback' }, async (value: unknown) => {
    log.push(['promise starts', value]);
    await Promise.resolve();
    log.push('promise ends');
    return `${String(value)}+promise`;
  });
}

function intercept(hook: SeriesHook, log: Log): void {
  hook.intercept({
    call: (...args) => void log.push(['call', ...args]),
    tap: (tap) => void log.push(['tap', tap.name]),
    error: (error) => void log.push(['error', described(error)]),
    result: (result) => void log.push(['result', result]),
    done: () => void log.push('done'),
  });
}

/** Calls `hook` through callAsync and through promise, logging how each ends. */
async function callBothWays(hook: SeriesHook, log: Log, ...args: unknown[]): Promise<void> {
  await new Promise<void>((resolve) => {
    try {
      hook.callAsync(...args, (...result: unknown[]) => {
        log.push(['callback', ...result.map(described)]);
        resolve();
      });
    } catch (error) {
      log.push(['callAsync threw', described(error)]);
      resolve();
    }
  });
  const promise = hook.promise(...args);
  logTicks(log);
  await promise.then(
    (value) => log.push(['resolved', value]),
    (error: unknown) => log.push(['rejected', described(error)]),
  );
}

const FAILURES: [string, (hook: SeriesHook) => void][] = [
  ['a callback error', (hook) => hook.tapAsync('fails', (_value: unknown, callback: Callback) => callback(new Error('callback failed')))],
  ['a rejection', (hook) => hook.tapPromise('fails', () => Promise.reject(new Error('promise failed')))],
  ['a rejection without a reason', (hook) => hook.tapPromise('fails', () => Promise.reject(undefined as unknown as Error))],
  ['a promise tap that returns none', (hook) => hook.tapPromise('fails', (() => 'not a promise') as never)],
  [
    'a throwing sync tap',
    (hook) =>
      hook.tap('fails', () => {
        throw new Error('sync failed');
      }),
  ],
];

for (const kind of ['AsyncSeriesHook', 'AsyncSeriesWaterfallHook'] as const) {
  describe(`${kind} without compiled code, as tapable`, () => {
    const create = (kinds: HookKinds, args: string[]) => new (kinds[kind] as unknown as new (args: string[]) => SeriesHook)(args);

    it('runs sync, callback and promise taps one after the other, in stage and `before` order', async () => {
      const log = await expectSameAsTapable(async (kinds, log) => {
        const hook = create(kinds, ['value']);
        tapEachKind(hook, log);
        intercept(hook, log);
        await callBothWays(hook, log, 'start');
      });
      expect(log.slice(0, 8)).toEqual([
        ['call', 'start'],
        ['tap', 'promise'],
        ['promise starts', 'start'],
        'promise ends',
        ['tap', 'callback'],
        ['callback starts', kind === 'AsyncSeriesHook' ? 'start' : 'start+promise'],
        'callback ends',
        ['tap', 'sync'],
      ]);
      if (kind === 'AsyncSeriesWaterfallHook') expect(log).toContainEqual(['resolved', 'start+promise+callback+sync']);
      else expect(log).toContainEqual(['resolved', undefined]);
    });

    for (const [failure, tapFailing] of FAILURES) {
      it(`stops at ${failure}: interceptors and the caller hear the error, no later tap runs`, async () => {
        const log = await expectSameAsTapable(async (kinds, log) => {
          const hook = create(kinds, ['value']);
          hook.tap('first', (value: unknown) => void log.push(['first', value]));
          tapFailing(hook);
          hook.tap('never', () => void log.push('never'));
          intercept(hook, log);
          await callBothWays(hook, log, 'start');
        });
        expect(log).not.toContain('never');
        expect(log.filter((entry) => Array.isArray(entry) && entry[0] === 'rejected')).toHaveLength(1);
      });
    }

    it('ends at once without taps', async () => {
      await expectSameAsTapable(async (kinds, log) => {
        const hook = create(kinds, ['value']);
        await callBothWays(hook, log, 'alone');
        intercept(hook, log);
        await callBothWays(hook, log, 'alone');
      });
    });

    it('keeps the value when a tap gives back nothing, and passes the other arguments unchanged', async () => {
      const log = await expectSameAsTapable(async (kinds, log) => {
        const hook = create(kinds, ['value', 'extra']);
        hook.tap('nothing', (value: unknown, extra: unknown) => void log.push(['nothing', value, extra]));
        hook.tapAsync('nothing either', (value: unknown, extra: unknown, callback: Callback) => {
          log.push(['nothing either', value, extra]);
          callback();
        });
        hook.tapPromise('last', async (value: unknown, extra: unknown) => void log.push(['last', value, extra]));
        await callBothWays(hook, log, 'kept', 'extra');
      });
      expect(log).toContainEqual(['last', 'kept', 'extra']);
    });

    it('has no sync call', async () => {
      const log = await expectSameAsTapable((kinds, log) => void log.push(typeof create(kinds, ['value']).call));
      expect(log).toEqual(['undefined']);
    });
  });
}

describe('AsyncSeriesWaterfallHook without compiled code, as tapable', () => {
  it('needs an argument to pass along', async () => {
    const log = await expectSameAsTapable(({ AsyncSeriesWaterfallHook }) => new AsyncSeriesWaterfallHook([] as never));
    expect(log).toEqual([['scenario threw', 'Error: Waterfall hooks must have at least one argument']]);
  });
});
