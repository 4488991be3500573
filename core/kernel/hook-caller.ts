/**
 * A hook's call function built from closures, never from source text. tapable's code factory
 * writes each caller as a string and runs it through `new Function`, which a Content-Security-Policy
 * without 'unsafe-eval' refuses. This walks the same steps at call time, in the same order, with the
 * same results: the taps in series, interceptors' `call`, `tap`, `error`, `result` and `done`,
 * a waterfall's value, and tapable's error messages and its sync/async/promise call types.
 */

type AnyFn = (...args: unknown[]) => unknown;
export type CallType = 'sync' | 'async' | 'promise';

export interface CallerTap {
  readonly name: string;
  readonly type: CallType;
  readonly fn: AnyFn;
  /** Deprecated in tapable: the tap receives the call's shared context object first. */
  readonly context?: boolean;
}

export interface CallerInterceptor {
  readonly context?: boolean;
  call?(...args: unknown[]): void;
  tap?(...args: unknown[]): void;
  error?(error: unknown): void;
  result?(result: unknown): void;
  done?(): void;
}

/** What tapable's `Hook` hands its `compile`. */
export interface CompileOptions {
  readonly taps: readonly CallerTap[];
  readonly interceptors: readonly CallerInterceptor[];
  readonly args: readonly string[];
  readonly type: CallType;
}

/** `series` ignores the taps' results; `waterfall` passes each defined one on as the first argument. */
export type SeriesKind = 'series' | 'waterfall';

interface Ending {
  onError(error: unknown): void;
  onDone(value: unknown): void;
}

interface Call {
  readonly taps: readonly CallerTap[];
  readonly interceptors: readonly CallerInterceptor[];
  /** The arguments the taps receive; a waterfall replaces the first. */
  readonly values: unknown[];
  readonly context: object | undefined;
  readonly kind: SeriesKind;
  /** A sync call lets a sync tap's throw pass straight out (tapable's `rethrowIfPossible`). */
  readonly rethrowBefore: number;
}

function withContext(wants: boolean | undefined, context: object | undefined, args: unknown[]): unknown[] {
  return wants ? [context, ...args] : args;
}

/** Runs tap `index` and, once it has finished, the ones after it; then `ending`. */
function runFrom(call: Call, index: number, ending: Ending): void {
  const { taps, interceptors, values, context } = call;
  const tap = taps[index];
  if (!tap) return ending.onDone(values[0]);
  for (const interceptor of interceptors) interceptor.tap?.(...withContext(interceptor.context, context, [tap]));
  const args = withContext(tap.context, context, [...values]);
  const next = (result: unknown) => {
    if (call.kind === 'waterfall' && result !== undefined) values[0] = result;
    runFrom(call, index + 1, ending);
  };
  if (tap.type === 'sync') {
    if (index < call.rethrowBefore) return next(tap.fn(...args));
    let result: unknown;
    try {
      result = tap.fn(...args);
    } catch (error) {
      return ending.onError(error);
    }
    return next(result);
  }
  if (tap.type === 'async') {
    tap.fn(...args, (error: unknown, result: unknown) => (error ? ending.onError(error) : next(result)));
    return;
  }
  const promise = tap.fn(...args) as PromiseLike<unknown> | undefined;
  if (!promise || !promise.then) throw new Error(`Tap function (tapPromise) did not return promise (returned ${String(promise)})`);
  let hasResult = false;
  promise.then(
    (result) => {
      hasResult = true;
      next(result);
    },
    (error: unknown) => {
      if (hasResult) throw error;
      ending.onError(error ? error : new Error(`Tap function (tapPromise) rejects "${String(error)}" value`));
    },
  );
}

/** Interceptors hear the error, and the result (waterfall) or the end (series), before the caller does. */
function intercepted(call: Call, ending: Ending): Ending {
  const { interceptors, kind } = call;
  if (interceptors.length === 0) return ending;
  return {
    onError(error) {
      for (const interceptor of interceptors) interceptor.error?.(error);
      ending.onError(error);
    },
    onDone(value) {
      if (kind === 'waterfall') for (const interceptor of interceptors) interceptor.result?.(value);
      else for (const interceptor of interceptors) interceptor.done?.();
      ending.onDone(value);
    },
  };
}

function start(options: CompileOptions, kind: SeriesKind, callArgs: unknown[], ending: Ending): void {
  const { taps, interceptors } = options;
  const firstNotSync = taps.findIndex((tap) => tap.type !== 'sync');
  const call: Call = {
    taps,
    interceptors,
    values: options.args.map((_, i) => callArgs[i]),
    context: taps.some((tap) => tap.context) ? {} : undefined,
    kind,
    rethrowBefore: options.type !== 'sync' ? 0 : firstNotSync < 0 ? taps.length : firstNotSync,
  };
  for (const interceptor of interceptors) interceptor.call?.(...withContext(interceptor.context, call.context, [...call.values]));
  runFrom(call, 0, intercepted(call, ending));
}

/**
 * The call function of one call type, for the taps and interceptors the hook has now (the hook
 * builds a new one after each `tap` or `intercept`, so taps added during a call miss that call).
 */
export function createCaller(compileOptions: CompileOptions, kind: SeriesKind): AnyFn {
  const options: CompileOptions = { ...compileOptions, taps: [...compileOptions.taps], interceptors: [...compileOptions.interceptors] };
  const arity = options.args.length;
  if (options.type === 'sync') {
    return (...callArgs: unknown[]) =>
      start(options, kind, callArgs, {
        onError: (error) => {
          throw error;
        },
        onDone: () => undefined,
      });
  }
  if (options.type === 'async') {
    return (...callArgs: unknown[]) => {
      const callback = callArgs[arity] as (error?: unknown, result?: unknown) => void;
      start(options, kind, callArgs, {
        onError: (error) => callback(error),
        onDone: (value) => (kind === 'waterfall' ? callback(null, value) : callback()),
      });
    };
  }
  return (...callArgs: unknown[]) =>
    new Promise((resolve, reject) => {
      // As tapable does: an error before the first await settles the promise a few microtasks later.
      let synchronous = true;
      start(options, kind, callArgs, {
        onError: (error) => {
          if (!synchronous) return reject(error);
          resolve(
            Promise.resolve().then(() => {
              throw error;
            }),
          );
        },
        onDone: (value) => resolve(kind === 'waterfall' ? value : undefined),
      });
      synchronous = false;
    });
}
