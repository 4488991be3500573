import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { isolateTaps, type InterceptableHook } from './hooks.ts';
import { described, expectSameAsTapable, logTicks, type Log } from '../../tests/support/hook-twins.ts';

// Each scenario runs on tapable's compiled hooks and on the kernel's non-compiling ones: same log.

function tapsInOrder(log: Log) {
  return (name: string) =>
    (...args: unknown[]) =>
      void log.push([name, ...args]);
}

describe('SyncHook without compiled code, as tapable', () => {
  it('runs taps by stage and `before`, on call, callAsync and promise', async () => {
    const log = await expectSameAsTapable(async ({ SyncHook }, log) => {
      const hook = new SyncHook<[string]>(['how']);
      const record = tapsInOrder(log);
      hook.tap('a', record('a'));
      hook.tap({ name: 'b', stage: -1 }, record('b'));
      hook.tap({ name: 'c', before: 'a' }, record('c'));
      hook.tap({ name: 'd', stage: 1 }, record('d'));
      // tapable's types say one name; its code takes a list too.
      hook.tap({ name: 'e', before: ['a', 'b'] as unknown as string }, record('e'));
      hook.tap({ name: 'f', stage: -1, before: 'c' }, record('f'));
      hook.withOptions({ stage: -5 }).tap('g', record('g'));
      log.push(hook.taps.map((tap) => tap.name));
      log.push(['returned', hook.call('call')]);
      hook.callAsync('callAsync', (...result) => log.push(['callback', ...result]));
      log.push(['resolved', await hook.promise('promise')]);
    });
    expect(log[0]).toEqual(['g', 'e', 'b', 'f', 'c', 'a', 'd']);
    expect(log.slice(1, 8)).toEqual(['g', 'e', 'b', 'f', 'c', 'a', 'd'].map((name) => [name, 'call']));
  });

  it('passes as many arguments as the hook names, whatever the caller passes', async () => {
    const log = await expectSameAsTapable(({ SyncHook }, log) => {
      const hook = new SyncHook<[number, number]>(['first', 'second']);
      hook.tap('count', (...args: unknown[]) => void log.push(args));
      (hook.call as (...args: unknown[]) => void)(1);
      (hook.call as (...args: unknown[]) => void)(1, 2, 3);
    });
    expect(log).toEqual([
      [1, undefined],
      [1, 2],
    ]);
  });

  it('stops at a throwing tap: call throws, callAsync calls back, promise rejects (on the same tick)', async () => {
    const log = await expectSameAsTapable(async ({ SyncHook }, log) => {
      const hook = new SyncHook<[number]>(['n']);
      hook.intercept({ error: (error) => void log.push(['error', described(error)]), done: () => void log.push('done') });
      hook.tap('before', (n) => void log.push(['before', n]));
      hook.tap('broken', () => {
        throw new Error('broken tap');
      });
      hook.tap('after', (n) => void log.push(['after', n]));
      try {
        hook.call(1);
      } catch (error) {
        log.push(['call threw', described(error)]);
      }
      hook.callAsync(2, (...result) => log.push(['callback', ...result.map(described)]));
      const promise = hook.promise(3);
      logTicks(log);
      await promise.catch((error: unknown) => log.push(['rejected', described(error)]));
    });
    expect(log).toContainEqual(['call threw', 'Error: broken tap']);
    expect(log).toContainEqual(['callback', 'Error: broken tap']);
    expect(log).not.toContainEqual(['after', 1]);
  });

  it('refuses async taps', async () => {
    const log = await expectSameAsTapable(({ SyncHook }, log) => {
      const hook = new SyncHook<[]>();
      const asAsync = hook as unknown as { tapAsync(name: string, fn: () => void): void; tapPromise(name: string, fn: () => void): void };
      for (const tap of [() => asAsync.tapAsync('a', () => {}), () => asAsync.tapPromise('p', () => {})]) {
        try {
          tap();
        } catch (error) {
          log.push(described(error));
        }
      }
    });
    expect(log).toEqual(['Error: tapAsync is not supported on a SyncHook', 'Error: tapPromise is not supported on a SyncHook']);
  });

  it('calls interceptors: register (also on earlier taps), call, tap, done', async () => {
    const log = await expectSameAsTapable(async ({ SyncHook }, log) => {
      const hook = new SyncHook<[string, number]>(['what', 'count']);
      hook.tap('early', (what, count) => void log.push(['early', what, count]));
      hook.intercept({
        register: (tap) => ({ ...tap, fn: (...args: unknown[]) => log.push(['wrapped', tap.name, ...args]) }),
        call: (...args) => void log.push(['call', ...args]),
        tap: (tap) => void log.push(['tap', tap.name, tap.type]),
        done: () => void log.push('done one'),
        result: (result) => void log.push(['result', result]),
      });
      hook.intercept({ register: (tap) => tap, done: () => void log.push('done two') });
      hook.tap('late', (what) => void log.push(['late', what]));
      hook.call('view', 1);
      hook.callAsync('view', 2, () => log.push('callback'));
      await hook.promise('view', 3);
    });
    expect(log.slice(0, 6)).toEqual([
      ['call', 'view', 1],
      ['tap', 'early', 'sync'],
      ['wrapped', 'early', 'view', 1],
      ['tap', 'late', 'sync'],
      ['wrapped', 'late', 'view', 1],
      'done one',
    ]);
  });

  it('gives taps and interceptors that ask for it the call context', async () => {
    const log = await expectSameAsTapable(({ SyncHook }, log) => {
      const hook = new SyncHook<[string]>(['what']);
      hook.intercept({ context: true, call: (context: object, what: string) => void log.push(['call', { ...context }, what]) } as never);
      hook.tap({ name: 'plain' }, (what) => void log.push(['plain', what]));
      hook.tap(
        { name: 'with context', context: true } as never,
        ((context: Record<string, unknown>, what: string) => {
          context.seen = what;
          log.push(['with context', { ...context }]);
        }) as never,
      );
      hook.call('x');
    });
    expect(log).toEqual([
      ['call', {}, 'x'],
      ['plain', 'x'],
      ['with context', { seen: 'x' }],
    ]);
  });

  it('hears taps and interceptors added later on the next call; a tap added during a call misses it', async () => {
    const log = await expectSameAsTapable(({ SyncHook }, log) => {
      const hook = new SyncHook<[number]>(['n']);
      hook.tap('first', (n) => {
        log.push(['first', n]);
        if (n === 1) hook.tap('added during call', (m) => void log.push(['added', m]));
      });
      hook.call(1);
      hook.call(2);
      hook.intercept({ call: (n) => void log.push(['call', n]) });
      hook.call(3);
    });
    expect(log).toEqual([
      ['first', 1],
      ['first', 2],
      ['added', 2],
      ['call', 3],
      ['first', 3],
      ['added', 3],
    ]);
  });

  it("with the kernel's isolation, logs a throwing tap and runs the next", async () => {
    const log = await expectSameAsTapable(async ({ SyncHook }, log) => {
      const logger = createLogger({ sink: (entry) => void log.push([entry.source, entry.message]) });
      const hook = new SyncHook<[number]>(['n']);
      isolateTaps(hook as unknown as InterceptableHook, 'pageView', logger);
      hook.tap('broken', () => {
        throw new Error('boom');
      });
      hook.tap('tracker', (n) => void log.push(['tracker', n]));
      hook.call(1);
      await hook.promise(2);
    });
    expect(log).toEqual([
      ['broken', 'tap on pageView failed: boom'],
      ['tracker', 1],
      ['broken', 'tap on pageView failed: boom'],
      ['tracker', 2],
    ]);
  });
});
