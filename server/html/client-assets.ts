import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  /** Modules the chunk imports in a later step: for the entry, the app's boot stages (runtime/main.tsx). */
  dynamicImports?: string[];
  css?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/** What a page needs besides the entry the template already loads: scripts to modulepreload, stylesheets to link. */
export interface PageAssets {
  scripts: string[];
  styles: string[];
}

export function readBuildManifest(distDir: string): BuildManifest | null {
  const file = join(distDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildManifest) : null;
}

/**
 * The browser files of the modules a server render imported (manifest keys): each module's chunk
 * and the chunks it imports statically, and their stylesheets, in the order first needed. The
 * entry's own files and its boot stages are left out: the page's template loads them already. Of the `later` modules
 * (code that loads after the first page) only the stylesheets are named, and no script that only
 * they need.
 */
export function pageAssets(manifest: BuildManifest, modules: readonly string[], later: readonly string[] = []): PageAssets {
  const seen = new Set<string>();
  const scripts: string[] = [];
  const styles: string[] = [];
  const inTemplate = new Set<string>();
  const collect = (key: string, into: { scripts: string[]; styles: string[] } | null) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const imported of chunk.imports ?? []) collect(imported, into);
    if (into) into.scripts.push(chunk.file);
    else inTemplate.add(chunk.file);
    for (const style of chunk.css ?? []) if (into) into.styles.push(style);
  };
  // The template loads the entry, its imports and its boot stages (scripts/vite/preload-boot-stages.ts).
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    collect(key, null);
    for (const stage of chunk.dynamicImports ?? []) collect(stage, null);
  }
  const laterSet = new Set(later);
  for (const key of modules) if (!laterSet.has(key)) collect(key, { scripts, styles });
  // Their scripts are collected only to be left out.
  for (const key of later) collect(key, { scripts: [], styles });
  return { scripts: scripts.filter((file) => !inTemplate.has(file)), styles: [...new Set(styles)] };
}

/** How many distinct module lists are kept: a few per page type and store. */
const KEPT_ASSET_LISTS = 500;

/**
 * `pageAssets` for one build, kept per module list: every request for the same kind of page
 * imports the same modules, and the build does not change while the server runs.
 */
export function pageAssetsOfBuild(manifest: BuildManifest): (modules: readonly string[], later?: readonly string[]) => PageAssets {
  const kept = new Map<string, PageAssets>();
  return (modules, later = []) => {
    const key = `${modules.join('\n')}\n\n${later.join('\n')}`;
    let assets = kept.get(key);
    if (!assets) {
      assets = pageAssets(manifest, modules, later);
      if (kept.size >= KEPT_ASSET_LISTS) kept.delete(kept.keys().next().value!);
      kept.set(key, assets);
    }
    return assets;
  };
}
