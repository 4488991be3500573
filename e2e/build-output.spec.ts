import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';

const ROOT = resolve(import.meta.dirname, '..');
/** What only the tests' build and server may hold: fixture plugins and stores, test seams. */
const FIXTURE_MARKS = ['fault-probe', 'event-probe', 'hello-page', 'qa.localhost', 'lite.localhost', 'summit-test-fail', '/api/test/'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function marksIn(build: string): string[] {
  const found = new Set<string>();
  for (const file of filesUnder(join(ROOT, build))) {
    const text = readFileSync(file, 'utf8');
    for (const mark of FIXTURE_MARKS) if (text.includes(mark)) found.add(mark);
  }
  return [...found].sort();
}

test.describe('the production build', () => {
  test('contains no test fixture, fixture store or test seam; the test build does', () => {
    expect(marksIn('dist')).toEqual([]);
    // Every store, each with its base merged in; the base itself is no store (beside each, its compressed copies).
    expect(
      readdirSync(join(ROOT, 'dist/stores'))
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual(
      readdirSync(join(ROOT, 'stores'))
        .filter((f) => f !== 'base.json')
        .sort(),
    );
    // The same search finds them where they belong: it can fail.
    expect(marksIn('dist-e2e')).toEqual(expect.arrayContaining(['event-probe', 'fault-probe', 'hello-page', 'lite.localhost', 'qa.localhost']));
  });
});
