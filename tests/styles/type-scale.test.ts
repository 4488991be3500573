import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The storefront's text sizes and weights. Each size and weight a page shows is a font the browser
 * looks up and sets up on the main thread (tens of milliseconds a page on a slow phone, inside
 * its first layouts), so the pages use few: a scale, not a size per rule.
 */
const TYPE_SCALE = ['.75rem', '.875rem', '1rem', '1.15rem', '1.4rem', '1.6rem', '2rem', '2.2rem', '2.6rem'];
const WEIGHTS = ['400', '500', '600', '700'];

/** The storefront's own stylesheets: the shell's, the kernel's UI kit's and every plugin's. */
const stylesheets = ['runtime', 'core', 'plugins'].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => join(dir, file)),
);

function declared(property: string): Array<{ file: string; value: string }> {
  const pattern = new RegExp(`${property}:\\s*([^;}]+)`, 'g');
  return stylesheets.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(pattern)].map((match) => ({ file, value: match[1]!.trim() })));
}

describe('the type scale', () => {
  it('has every font size of the storefront’s stylesheets on it', () => {
    const sizes = declared('font-size');
    expect(sizes.length).toBeGreaterThan(50);
    expect(sizes.filter(({ value }) => !TYPE_SCALE.includes(value) && value !== 'inherit')).toEqual([]);
  });

  it('has every font weight on it', () => {
    expect(declared('font-weight').filter(({ value }) => !WEIGHTS.includes(value))).toEqual([]);
  });
});
