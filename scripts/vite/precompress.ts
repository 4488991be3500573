import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats the storefront serves. woff2, webp and the like are compressed formats already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|ttf|otf)$/;
/** Below this, the saving is smaller than the headers a compressed reply adds. */
export const MIN_BYTES = 1024;
/** A compressed copy that saves less than this share of the file is not worth a second file on disk. */
const MAX_RATIO = 0.9;

export interface PrecompressOptions {
  /** Files (relative to the output folder, `/`-separated) that are never served as they are. */
  except?: string[];
}

/** Whether a built file gets `.br` and `.gz` copies: a text format, big enough, and published at all (no source maps, no build manifest). */
export function wantsCopies(path: string, bytes: number, except: ReadonlySet<string> = new Set()): boolean {
  return bytes >= MIN_BYTES && COMPRESSIBLE.test(path) && !path.startsWith('.vite/') && !except.has(path);
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every compressible file in
 * dir, where the copy is worth it; returns how many files got copies and their bytes before and
 * after (brotli), for the build log.
 * Done once at build time, so the slowest settings cost nothing per request.
 */
export async function precompressDir(dir: string, options: PrecompressOptions = {}): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const except = new Set(options.except ?? []);
  const total = { files: 0, bytes: 0, brotliBytes: 0 };
  const paths = (await filesUnder(dir)).filter((path) => !path.endsWith('.br') && !path.endsWith('.gz'));
  await Promise.all(
    paths.map(async (path) => {
      const source = await readFile(path);
      if (!wantsCopies(relative(dir, path).split(sep).join('/'), source.length, except)) return;
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      const writes: Promise<void>[] = [];
      if (br.length <= source.length * MAX_RATIO) writes.push(writeFile(`${path}.br`, br));
      if (gz.length <= source.length * MAX_RATIO) writes.push(writeFile(`${path}.gz`, gz));
      if (writes.length === 0) return;
      await Promise.all(writes);
      total.files += 1;
      total.bytes += source.length;
      total.brotliBytes += Math.min(br.length, source.length);
    }),
  );
  return total;
}

/**
 * Build step: brotli and gzip copies of the built text files (and of the public files copied
 * with them), for the server to send to browsers that accept them (@fastify/static's
 * `preCompressed`) without compressing anything per request.
 */
export function precompress(options: PrecompressOptions = {}): Plugin {
  return {
    name: 'summit:precompress',
    apply: 'build',
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler(output) {
        if (!output.dir) return;
        const { files, bytes, brotliBytes } = await precompressDir(output.dir, options);
        this.info(`brotli and gzip copies of ${files} files: ${(bytes / 1024).toFixed(0)} KB → ${(brotliBytes / 1024).toFixed(0)} KB brotli`);
      },
    },
  };
}
