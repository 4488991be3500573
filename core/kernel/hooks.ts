import { AsyncSeriesHook, AsyncSeriesWaterfallHook, SyncHook } from './tapable.ts';
import type { Logger } from '../logger.ts';
import { errorMessage } from '../logger.ts';
import type { Resolution, RouteContext } from '../routing/types.ts';
import type { ShellSession } from '../session.ts';
import type { BasketChange, BasketSnapshot, ConsentState, PageView, RouteChange } from './events.ts';

export interface KernelHooks {
  /** Plugins may rewrite where a location leads (page type, redirect, metadata). */
  routeResolve: AsyncSeriesWaterfallHook<[Resolution, RouteContext]>;
  /** The session was fetched; plugins that need the visitor start here. */
  sessionReady: AsyncSeriesHook<[ShellSession]>;
  /**
   * The visitor's cookie choice. Owned and called only by the `consent` plugin (the one
   * exception to "the kernel calls core hooks"): once when the session is ready, with the saved
   * choice, then after every saved change. Trackers tap it (core/tracking/consent-gate.ts).
   */
  consentChanged: SyncHook<[ConsentState]>;
  /** A page was resolved and rendered. Tracking plugins listen. */
  pageView: SyncHook<[PageView]>;
  /** The basket changed. Called by the basket plugin, heard by tracking and the header. */
  basketChanged: SyncHook<[BasketSnapshot, BasketChange]>;
  /** The path changed; shell and plugins reset per-page UI state (spec 02 section 4). */
  routeChanged: SyncHook<[RouteChange]>;
}

type AnyFn = (...args: unknown[]) => unknown;
interface InterceptableHook {
  intercept(interceptor: { register?: (tap: TapLike) => TapLike }): void;
}
interface TapLike {
  name: string;
  type: 'sync' | 'async' | 'promise';
  fn: AnyFn;
}

/**
 * tapable stops a hook at the first error. A storefront must not: a tap that throws is
 * logged with its name (the plugin's name) and the next taps still run. For waterfalls,
 * the failing tap's result is dropped, so the value passes on unchanged.
 */
export function isolateTaps(hook: InterceptableHook, hookName: string, logger: Logger): void {
  hook.intercept({
    register(tap) {
      const report = (error: unknown) =>
        logger.error(tap.name, `tap on ${hookName} failed: ${errorMessage(error)}`, error);
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

export function createHooks(logger: Logger): KernelHooks {
  const hooks: KernelHooks = {
    routeResolve: new AsyncSeriesWaterfallHook(['resolution', 'context']),
    sessionReady: new AsyncSeriesHook(['session']),
    consentChanged: new SyncHook(['consent']),
    pageView: new SyncHook(['view']),
    basketChanged: new SyncHook(['basket', 'change']),
    routeChanged: new SyncHook(['change']),
  };
  for (const [name, hook] of Object.entries(hooks)) {
    isolateTaps(hook as unknown as InterceptableHook, name, logger);
  }
  return hooks;
}
