import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import type { Plugin } from 'vite';

/** Where a build's source maps go: beside its output folder, never inside what the server publishes. */
export function sourceMapsDir(outDir: string): string {
  return `${outDir.replace(/[\\/]+$/, '')}-sourcemaps`;
}

/**
 * Moves every `.map` file under outDir to the same relative path under mapsDir; returns how many.
 * The maps stay at hand for error reports (a build's scripts name no map, `sourcemap: 'hidden'`)
 * but are not served: they carry the whole source, comments included.
 */
export async function moveSourceMaps(outDir: string, mapsDir: string): Promise<number> {
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  const maps = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.map')).map((entry) => join(entry.parentPath, entry.name));
  await Promise.all(
    maps.map(async (path) => {
      const target = join(mapsDir, relative(outDir, path));
      await mkdir(dirname(target), { recursive: true });
      await rename(path, target);
    }),
  );
  return maps.length;
}

/** Build step: the client build's source maps go to `<outDir>-sourcemaps/` (emptied first, as outDir is). */
export function sourceMapsAside(): Plugin {
  return {
    name: 'summit:source-maps-aside',
    apply: 'build',
    writeBundle: {
      order: 'pre',
      sequential: true,
      async handler(output) {
        if (!output.dir) return;
        const mapsDir = sourceMapsDir(output.dir);
        await rm(mapsDir, { recursive: true, force: true });
        const moved = await moveSourceMaps(output.dir, mapsDir);
        this.info(`${moved} source maps moved to ${relative(process.cwd(), mapsDir)}`);
      },
    },
  };
}
