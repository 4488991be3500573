/**
 * The three tapable hook kinds the kernel uses, on tapable's own `Hook` (taps, stages, `before`,
 * interceptors, `withOptions`) with a caller that compiles no code (hook-caller.ts): tapable's
 * classes build theirs with `new Function`, which the storefront's CSP (no 'unsafe-eval') refuses.
 * Only `Hook.js` is imported: tapable's index and its classes pull in its code factory.
 */
import type * as Tapable from 'tapable';
import HookClass from 'tapable/lib/Hook.js';
import { createCaller, type CompileOptions } from './hook-caller.ts';

type HookConstructor = new (args?: readonly string[], name?: string) => object;
const Hook = HookClass as HookConstructor;

class NonCompilingSyncHook extends Hook {
  compile(options: CompileOptions) {
    return createCaller(options, 'series');
  }
  tapAsync(): never {
    throw new Error('tapAsync is not supported on a SyncHook');
  }
  tapPromise(): never {
    throw new Error('tapPromise is not supported on a SyncHook');
  }
}

/** Async hooks have no sync `call`. */
function withoutSyncCall(hook: object): void {
  Object.assign(hook, { _call: undefined, call: undefined });
}

class NonCompilingAsyncSeriesHook extends Hook {
  constructor(args?: readonly string[], name?: string) {
    super(args, name);
    withoutSyncCall(this);
  }
  compile(options: CompileOptions) {
    return createCaller(options, 'series');
  }
}

class NonCompilingAsyncSeriesWaterfallHook extends Hook {
  constructor(args: readonly string[] = [], name?: string) {
    if (args.length < 1) throw new Error('Waterfall hooks must have at least one argument');
    super(args, name);
    withoutSyncCall(this);
  }
  compile(options: CompileOptions) {
    return createCaller(options, 'waterfall');
  }
}

export const SyncHook = NonCompilingSyncHook as unknown as typeof Tapable.SyncHook;
export const AsyncSeriesHook = NonCompilingAsyncSeriesHook as unknown as typeof Tapable.AsyncSeriesHook;
export const AsyncSeriesWaterfallHook = NonCompilingAsyncSeriesWaterfallHook as unknown as typeof Tapable.AsyncSeriesWaterfallHook;
export type SyncHook<T, R = void> = Tapable.SyncHook<T, R>;
export type AsyncSeriesHook<T> = Tapable.AsyncSeriesHook<T>;
export type AsyncSeriesWaterfallHook<T> = Tapable.AsyncSeriesWaterfallHook<T>;
