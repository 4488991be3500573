import { AsyncSeriesHook, AsyncSeriesWaterfallHook, SyncHook } from './tapable.ts';
import type { Logger } from '../logger.ts';
import { errorMessage } from '../logger.ts';
import type { Resolution, RouteContext } from '../routing/types.ts';
import type { ReadonlySession } from '../session.ts';
import type { HookArgs, NotificationHookName } from './events.ts';

type AnyFn = (...args: unknown[]) => unknown;
export interface TapLike {
  name: string;
  type: 'sync' | 'async' | 'promise';
  fn: AnyFn;
}
/** What the kernel needs of a tapable hook to isolate, record and replay its taps. */
export interface InterceptableHook {
  readonly taps: TapLike[];
  intercept(interceptor: { register?: (tap: TapLike) => TapLike; call?: (...args: unknown[]) => void }): void;
}

export interface KernelHooks {
  /** Plugins may rewrite where a location leads (page type, redirect, metadata). */
  readonly routeResolve: AsyncSeriesWaterfallHook<[Resolution, RouteContext]>;
  /** The session was fetched at boot; plugins that need the visitor start here. */
  readonly sessionReady: AsyncSeriesHook<[ReadonlySession]>;
  /** A notification hook (the kernel's, or one a plugin owns), created on first use. */
  get<H extends NotificationHookName>(name: H): SyncHook<HookArgs<H>>;
  /** Applies `fn` to every hook, those that exist and those created later. */
  forEach(fn: (name: string, hook: InterceptableHook) => void): void;
}

/**
 * tapable stops a hook at the first error. A storefront must not: a tap that throws is
 * logged with its name (the plugin's name) and the next taps still run. For waterfalls,
 * the failing tap's result is dropped, so the value passes on unchanged.
 */
export function isolateTaps(hook: InterceptableHook, hookName: string, logger: Logger): void {
  hook.intercept({
    register(tap) {
      const report = (error: unknown) => logger.error(tap.name, `tap on ${hookName} failed: ${errorMessage(error)}`, error);
      const original = tap.fn;
      if (tap.type === 'sync') {
        return {
          ...tap,
          fn: (...args: unknown[]) => {
            try {
              return original(...args);
            } catch (error) {
              report(error);
              return undefined;
            }
          },
        };
      }
      if (tap.type === 'promise') {
        return {
          ...tap,
          fn: (...args: unknown[]) =>
            Promise.resolve()
              .then(() => original(...args))
              .catch((error: unknown) => {
                report(error);
                return undefined;
              }),
        };
      }
      return {
        ...tap,
        fn: (...args: unknown[]) => {
          const callback = args.pop() as (error?: unknown, result?: unknown) => void;
          let called = false;
          const done = (error?: unknown, result?: unknown) => {
            if (called) return;
            called = true;
            if (error) {
              report(error);
              callback();
            } else callback(null, result);
          };
          try {
            original(...args, done);
          } catch (error) {
            done(error);
          }
        },
      };
    },
  });
}

/** A hook passes its taps as many arguments as it has names; notifications carry at most two. */
const NOTIFICATION_ARGS = ['first', 'second'] as const;

export function createHooks(logger: Logger): KernelHooks {
  const routeResolve = new AsyncSeriesWaterfallHook<[Resolution, RouteContext]>(['resolution', 'context']);
  const sessionReady = new AsyncSeriesHook<[ReadonlySession]>(['session']);
  const all = new Map<string, InterceptableHook>([
    ['routeResolve', routeResolve as unknown as InterceptableHook],
    ['sessionReady', sessionReady as unknown as InterceptableHook],
  ]);
  const interceptors: ((name: string, hook: InterceptableHook) => void)[] = [(name, hook) => isolateTaps(hook, name, logger)];
  for (const [name, hook] of all) isolateTaps(hook, name, logger);

  return {
    routeResolve,
    sessionReady,
    get<H extends NotificationHookName>(name: H) {
      let hook = all.get(name);
      if (!hook) {
        hook = new SyncHook<[unknown, unknown]>(NOTIFICATION_ARGS) as unknown as InterceptableHook;
        all.set(name, hook);
        for (const apply of interceptors) apply(name, hook);
      }
      return hook as unknown as SyncHook<HookArgs<H>>;
    },
    forEach(fn) {
      interceptors.push(fn);
      for (const [name, hook] of all) fn(name, hook);
    },
  };
}
