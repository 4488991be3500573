import { proxy } from 'valtio';
import { describe, expect, it } from 'vitest';
import type { ShellSession } from '../../core/session.ts';
import { createStalePage } from './stale-page.ts';

const served = (version: string | null) => new Headers(version ? { 'x-summit-version': version } : {});
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('stale page (reload on navigation)', () => {
  it('is current while the server serves the build the page was loaded with', () => {
    const stale = createStalePage('abc123');
    stale.onReplyHeaders(served('abc123'));
    stale.onReplyHeaders(served(null));
    expect(stale.reason).toBeNull();
  });

  it('is outdated once a reply names another build', () => {
    const stale = createStalePage('abc123');
    stale.onReplyHeaders(served('def456'));
    stale.onReplyHeaders(served('abc123'));
    expect(stale.reason).toBe('app-version');
  });

  it('never judges a page that does not know its build (the dev server)', () => {
    const stale = createStalePage(null);
    stale.onReplyHeaders(served('def456'));
    expect(stale.reason).toBeNull();
  });

  it('is stale when the session turns out to be of another store', async () => {
    const session = proxy({ storeId: 1 } as ShellSession);
    const stale = createStalePage('abc123');
    stale.watchSession(session, 1);
    expect(stale.reason).toBeNull();
    session.storeId = 13;
    await tick();
    expect(stale.reason).toBe('store');
  });

  it('reloads on the next navigation, not on the one whose replies brought the news', () => {
    let path = '/';
    const stale = createStalePage('abc123', () => path);
    expect(stale.reasonToReloadAt('/sales')).toBeNull();
    stale.onReplyHeaders(served('def456'));
    expect(stale.reasonToReloadAt('/sales')).toBe('app-version');

    path = '/event/a';
    const duringNavigation = createStalePage('abc123', () => path);
    duringNavigation.onReplyHeaders(served('def456'));
    expect(duringNavigation.reasonToReloadAt('/event/a')).toBeNull();
    expect(duringNavigation.reasonToReloadAt('/')).toBe('app-version');
  });
});
