import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_MANAGE_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from './newsletter.ts';
import * as paths from './storefront-paths.ts';

const PLUGINS = resolve(import.meta.dirname, '..', 'plugins');

/** Every route path the plugins' manifests declare, read as data: contracts never import plugins. */
function manifestPaths(): string[] {
  return readdirSync(PLUGINS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      let text: string;
      try {
        text = readFileSync(join(PLUGINS, entry.name, 'manifest.json'), 'utf8');
      } catch {
        return [];
      }
      const manifest = JSON.parse(text) as { routes?: { paths?: string[] }[] };
      return (manifest.routes ?? []).flatMap((route) => route.paths ?? []);
    });
}

/** The route table matches with and without one trailing slash (core/routing/route-table.ts). */
const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

describe('storefront paths the server links to', () => {
  const declared = new Set(manifestPaths().map(withoutTrailingSlash));
  const constants = Object.entries(paths).filter((entry): entry is [string, string] => typeof entry[1] === 'string');

  it('finds the manifests', () => {
    expect(declared.size).toBeGreaterThan(10);
  });

  it.each([...constants, ['NEWSLETTER_MANAGE_PATH', NEWSLETTER_MANAGE_PATH], ['NEWSLETTER_UNSUBSCRIBE_PATH', NEWSLETTER_UNSUBSCRIBE_PATH]])(
    '%s (%s) is a route path of a plugin manifest',
    (_name, path) => {
      expect(declared.has(withoutTrailingSlash(path))).toBe(true);
    },
  );

  it('fills in path parameters', () => {
    expect(paths.fillPath(paths.PRODUCT_PATH, { productId: 1004 })).toBe('/catalog/product/view/id/1004');
    expect(paths.fillPath(paths.JOIN_PATH, { referer: 'ANNA 1' })).toBe('/join/ANNA%201');
  });
});
