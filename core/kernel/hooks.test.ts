import { describe, expect, it } from 'vitest';
import { createLogger, type LogEntry } from '../logger.ts';
import { createHooks } from './hooks.ts';
import type { Resolution } from '../routing/types.ts';

function setup() {
  const seen: LogEntry[] = [];
  const logger = createLogger({ sink: (entry) => seen.push(entry) });
  return { hooks: createHooks(logger), seen };
}

const page: Resolution = {
  kind: 'page',
  routeId: 'home',
  pageType: 'home',
  layout: 'default',
  path: '/',
  search: '',
  params: {},
  entityId: null,
  metadata: {},
};

describe('kernel hooks isolate failing taps', () => {
  it('logs a throwing sync tap with its plugin name and still runs the next taps', () => {
    const { hooks, seen } = setup();
    const calls: string[] = [];
    hooks.get('pageView').tap('broken-plugin', () => {
      throw new Error('boom');
    });
    hooks.get('pageView').tap('tracking', (view) => calls.push(view.path));
    hooks.get('pageView').call({ pageType: 'home', path: '/', search: '', entityId: null });
    expect(calls).toEqual(['/']);
    expect(seen).toEqual([expect.objectContaining({ level: 'error', source: 'broken-plugin', message: 'tap on pageView failed: boom' })]);
  });

  it('keeps an async series going after a rejected promise tap', async () => {
    const { hooks, seen } = setup();
    const calls: string[] = [];
    hooks.sessionReady.tapPromise('first', async () => {
      throw new Error('no session for me');
    });
    hooks.sessionReady.tapPromise('second', async () => {
      calls.push('second');
    });
    await hooks.sessionReady.promise({} as never);
    expect(calls).toEqual(['second']);
    expect(seen[0]?.source).toBe('first');
  });

  it('passes the waterfall value on unchanged past a failing tap', async () => {
    const { hooks } = setup();
    hooks.routeResolve.tapPromise('rewriter', async (resolution) => ({ ...resolution, metadata: { rewritten: true } }));
    hooks.routeResolve.tapPromise('broken', async () => {
      throw new Error('bad rewrite');
    });
    const result = await hooks.routeResolve.promise(page, { path: '/', search: '', host: 'localhost', isLoggedIn: false, isPreviewHost: false });
    expect(result).toMatchObject({ kind: 'page', metadata: { rewritten: true } });
  });

  it('isolates callback-style async taps that throw synchronously', async () => {
    const { hooks, seen } = setup();
    const calls: string[] = [];
    hooks.sessionReady.tapAsync('callback-plugin', () => {
      throw new Error('sync throw');
    });
    hooks.sessionReady.tapAsync('after', (_session, done) => {
      calls.push('after');
      done();
    });
    await hooks.sessionReady.promise({} as never);
    expect(calls).toEqual(['after']);
    expect(seen[0]?.source).toBe('callback-plugin');
  });
});
