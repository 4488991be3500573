import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

interface ManifestEntry {
  file: string;
  src?: string;
  css?: string[];
}

/** The build the e2e servers serve (the test build, with the fixtures). */
const BUILD = resolve(import.meta.dirname, '../../dist-e2e');

/**
 * Every file the build made from a plugin's folder (its chunks, lazy pages, catalogs and CSS),
 * as request paths, from the Vite manifest: a test can then say none was downloaded.
 */
export function pluginFiles(plugin: string): string[] {
  const manifest = JSON.parse(readFileSync(resolve(BUILD, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestEntry>;
  const folder = new RegExp(`^\\.\\./(e2e/fixtures/)?plugins/${plugin}/`);
  const files = Object.values(manifest)
    .filter((entry) => entry.src && folder.test(entry.src))
    .flatMap((entry) => [entry.file, ...(entry.css ?? [])]);
  if (files.length === 0) throw new Error(`the build has no files of the plugin ${plugin}`);
  return [...new Set(files)].map((file) => `/${file}`);
}
