import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressDir, wantsCopies } from './precompress.ts';

const text = (bytes: number) => 'const shop = "Summit";\n'.repeat(Math.ceil(bytes / 23)).slice(0, bytes);

describe('which built files get compressed copies', () => {
  it('text formats from MIN_BYTES on, not maps, the build manifest, compressed formats or excepted files', () => {
    for (const path of ['assets/index-a1.js', 'assets/index-a1.css', 'favicon.svg', 'stores/uk.json', 'index.html', 'robots.txt']) {
      expect(wantsCopies(path, MIN_BYTES), path).toBe(true);
    }
    expect(wantsCopies('assets/index-a1.js', MIN_BYTES - 1)).toBe(false);
    for (const path of ['assets/index-a1.js.map', '.vite/manifest.json', 'media/ski.webp', 'fonts/inter.woff2']) {
      expect(wantsCopies(path, 50_000), path).toBe(false);
    }
    expect(wantsCopies('index.html', 50_000, new Set(['index.html']))).toBe(false);
  });
});

describe('precompressDir', () => {
  it('writes .br and .gz beside big text files, with the same content, and nothing beside the others', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'summit-precompress-'));
    mkdirSync(join(dir, 'assets'));
    const entry = text(20_000);
    writeFileSync(join(dir, 'assets', 'index-a1.js'), entry);
    writeFileSync(join(dir, 'assets', 'small-b2.js'), text(200));
    writeFileSync(join(dir, 'assets', 'index-a1.js.map'), text(20_000));
    writeFileSync(join(dir, 'index.html'), `<html>${text(5000)}</html>`);
    // Random bytes do not compress: a copy would only take disk space.
    writeFileSync(join(dir, 'assets', 'noise-c3.js'), Buffer.from(Array.from({ length: 5000 }, () => Math.floor(Math.random() * 256))));

    const result = await precompressDir(dir, { except: ['index.html'] });

    const file = (name: string) => join(dir, 'assets', name);
    expect(brotliDecompressSync(readFileSync(file('index-a1.js.br'))).toString()).toBe(entry);
    expect(gunzipSync(readFileSync(file('index-a1.js.gz'))).toString()).toBe(entry);
    expect(readFileSync(file('index-a1.js.br')).length).toBeLessThan(entry.length / 10);
    for (const name of ['small-b2.js', 'index-a1.js.map', 'noise-c3.js']) {
      expect(existsSync(file(`${name}.br`)), name).toBe(false);
      expect(existsSync(file(`${name}.gz`)), name).toBe(false);
    }
    expect(existsSync(join(dir, 'index.html.br'))).toBe(false);
    expect(result).toMatchObject({ files: 1, bytes: entry.length });

    // A second run (vite build into a kept folder) does not compress the copies again.
    await precompressDir(dir);
    expect(existsSync(file('index-a1.js.br.br'))).toBe(false);
    expect(existsSync(file('index-a1.js.br.gz'))).toBe(false);
  });
});
