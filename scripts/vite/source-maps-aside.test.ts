import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moveSourceMaps, sourceMapsDir } from './source-maps-aside.ts';

describe('source maps aside', () => {
  it('are kept beside the output folder, not in it', () => {
    expect(sourceMapsDir('/srv/summit/dist')).toBe('/srv/summit/dist-sourcemaps');
    expect(sourceMapsDir('/srv/summit/dist-e2e/')).toBe('/srv/summit/dist-e2e-sourcemaps');
  });

  it('moves every map to the same path under the maps folder and leaves everything else', async () => {
    const root = mkdtempSync(join(tmpdir(), 'summit-maps-'));
    const dist = join(root, 'dist');
    mkdirSync(join(dist, 'assets', 'nested'), { recursive: true });
    writeFileSync(join(dist, 'assets', 'entry-a1.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'entry-a1.js.map'), '{"version":3}');
    writeFileSync(join(dist, 'assets', 'nested', 'part-b2.js.map'), '{"version":3,"x":1}');

    expect(await moveSourceMaps(dist, sourceMapsDir(dist))).toBe(2);

    expect(existsSync(join(dist, 'assets', 'entry-a1.js'))).toBe(true);
    expect(existsSync(join(dist, 'assets', 'entry-a1.js.map'))).toBe(false);
    expect(existsSync(join(dist, 'assets', 'nested', 'part-b2.js.map'))).toBe(false);
    expect(readFileSync(join(root, 'dist-sourcemaps', 'assets', 'entry-a1.js.map'), 'utf8')).toBe('{"version":3}');
    expect(readFileSync(join(root, 'dist-sourcemaps', 'assets', 'nested', 'part-b2.js.map'), 'utf8')).toBe('{"version":3,"x":1}');
  });
});
