import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestEntry {
  file: string;
  src?: string;
  css?: string[];
}

/**
 * Every file a build made from a plugin's folder (its chunks, lazy pages, catalogs and CSS), as
 * request paths, from the Vite manifest: the bench and the e2e tests check that a store which
 * switches the plugin off downloads none of them.
 */
export function pluginFiles(buildDir: string, plugin: string): string[] {
  const manifest = readManifest(buildDir);
  const folder = new RegExp(`^\\.\\./(e2e/fixtures/)?plugins/${plugin}/`);
  const files = Object.values(manifest)
    .filter((entry) => entry.src && folder.test(entry.src))
    .flatMap((entry) => [entry.file, ...(entry.css ?? [])]);
  if (files.length === 0) throw new Error(`the build in ${buildDir} has no files of the plugin ${plugin}`);
  return [...new Set(files)].map((file) => `/${file}`);
}

/** The chunk of a plugin's `index.ts`: the one the kernel requests to set the plugin up. */
export function pluginEntryFile(buildDir: string, plugin: string): string {
  const entry = Object.values(readManifest(buildDir)).find((e) => e.src && new RegExp(`^\\.\\./(e2e/fixtures/)?plugins/${plugin}/index\\.ts$`).test(e.src));
  if (!entry) throw new Error(`the build in ${buildDir} has no plugin ${plugin}`);
  return `/${entry.file}`;
}

function readManifest(buildDir: string): Record<string, ManifestEntry> {
  return JSON.parse(readFileSync(join(buildDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestEntry>;
}
