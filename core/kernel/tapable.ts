/**
 * The three tapable hook classes the kernel uses, imported one by one: tapable's index is
 * CommonJS that requires all twelve classes, which no bundler can tree-shake (≈5 KB less JS).
 */
import type * as Tapable from 'tapable';
import AsyncSeriesHookClass from 'tapable/lib/AsyncSeriesHook.js';
import AsyncSeriesWaterfallHookClass from 'tapable/lib/AsyncSeriesWaterfallHook.js';
import SyncHookClass from 'tapable/lib/SyncHook.js';

export const SyncHook = SyncHookClass as typeof Tapable.SyncHook;
export const AsyncSeriesHook = AsyncSeriesHookClass as typeof Tapable.AsyncSeriesHook;
export const AsyncSeriesWaterfallHook = AsyncSeriesWaterfallHookClass as typeof Tapable.AsyncSeriesWaterfallHook;
export type SyncHook<T, R = void> = Tapable.SyncHook<T, R>;
export type AsyncSeriesHook<T> = Tapable.AsyncSeriesHook<T>;
export type AsyncSeriesWaterfallHook<T> = Tapable.AsyncSeriesWaterfallHook<T>;
