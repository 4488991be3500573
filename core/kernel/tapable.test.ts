import { describe, expect, it } from 'vitest';
import { IMPLEMENTATIONS, type HookKinds } from '../../tests/support/hook-twins.ts';

/** Runs `run` with the Function constructor refusing, as a browser does under a CSP without 'unsafe-eval'. */
function withoutEval(run: () => unknown): unknown {
  const original = globalThis.Function;
  const refuse = () => {
    throw new EvalError('code compiled at run time');
  };
  globalThis.Function = new Proxy(original, { apply: refuse, construct: refuse });
  try {
    return run();
  } catch (error) {
    return error instanceof EvalError ? 'refused' : error;
  } finally {
    globalThis.Function = original;
  }
}

/** Calls a hook of every kind the kernel uses, every way it can be called; what each gave back. */
function callEveryKind({ SyncHook, AsyncSeriesHook, AsyncSeriesWaterfallHook }: HookKinds): unknown[] {
  const sync = () => {
    const hook = new SyncHook<[number]>(['n']);
    hook.tap('tap', () => {});
    return [hook.call(1), hook.callAsync(1, () => {}), typeof hook.promise(1)];
  };
  const series = () => {
    const hook = new AsyncSeriesHook<[number]>(['n']);
    hook.tapPromise('tap', async () => {});
    return [hook.callAsync(1, () => {}), typeof hook.promise(1)];
  };
  const waterfall = () => {
    const hook = new AsyncSeriesWaterfallHook<[number]>(['n']);
    hook.tapAsync('tap', (n, callback) => callback(null, n));
    return [hook.callAsync(1, () => {}), typeof hook.promise(1)];
  };
  return [sync, series, waterfall].map((call) => withoutEval(call));
}

describe("the kernel's hooks", () => {
  it('run where code compiled at run time is refused; tapable’s own do not', () => {
    expect(callEveryKind(IMPLEMENTATIONS.tapable)).toEqual(['refused', 'refused', 'refused']);
    expect(callEveryKind(IMPLEMENTATIONS.kernel)).toEqual([
      [undefined, undefined, 'object'],
      [undefined, 'object'],
      [undefined, 'object'],
    ]);
  });
});
