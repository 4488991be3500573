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

/** A call of the Function constructor or of eval: code compiled at run time, which the storefront's CSP refuses. */
const COMPILES_CODE = /(?<![\w$])(?:Function|eval)\s*\(/;

/** The text files of a build (scripts, pages, styles, data) that compile code at run time. */
function filesCompilingCode(build: string): string[] {
  return filesUnder(join(ROOT, build))
    .filter((file) => /\.(js|mjs|html|css|json)$/.test(file))
    .filter((file) => COMPILES_CODE.test(readFileSync(file, 'utf8')))
    .map((file) => file.slice(ROOT.length + 1));
}

/**
 * An import of React, or of a library that renders with it, left to Node: Node would load React's
 * development build (without NODE_ENV=production), and a second React beside the bundled one.
 */
const REACT_LEFT_TO_NODE = /\bfrom\s*"(?:react|react-dom|scheduler|@lingui\/react|valtio|wouter)(?:\/[\w./-]+)?"/;

function filesLeavingReactToNode(build: string): string[] {
  return filesUnder(join(ROOT, build))
    .filter((file) => file.endsWith('.js'))
    .filter((file) => {
      const text = readFileSync(file, 'utf8');
      return REACT_LEFT_TO_NODE.test(text) || text.includes('.development.js');
    })
    .map((file) => file.slice(ROOT.length + 1));
}

test.describe('the production build', () => {
  test("renders on the server with React's production build, bundled: no React import is left to Node", () => {
    expect(filesLeavingReactToNode('dist-server')).toEqual([]);
    expect(filesLeavingReactToNode('dist-e2e-server')).toEqual([]);
    // The search finds such an import: it can fail.
    expect(REACT_LEFT_TO_NODE.test('import { jsx } from "react/jsx-runtime";')).toBe(true);
    expect(REACT_LEFT_TO_NODE.test('import { renderToPipeableStream } from "react-dom/server";')).toBe(true);
  });

  test('compiles no code at run time (no eval, no Function constructor), so its CSP needs no unsafe-eval', () => {
    expect(filesCompilingCode('dist')).toEqual([]);
    expect(filesCompilingCode('dist-e2e')).toEqual([]);
    // The same search finds tapable's code factory, which the kernel's hooks leave out: it can fail.
    expect(COMPILES_CODE.test(readFileSync(join(ROOT, 'node_modules/tapable/lib/HookCodeFactory.js'), 'utf8'))).toBe(true);
  });

  test('publishes no source map: they are written beside the build, for error reports only', () => {
    const maps = (build: string) => filesUnder(join(ROOT, build)).filter((file) => file.endsWith('.map'));
    expect(maps('dist')).toEqual([]);
    expect(maps('dist-e2e')).toEqual([]);
    // The maps are there, beside the build: the search above can find them.
    expect(maps('dist-sourcemaps').length).toBeGreaterThan(0);
  });

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
