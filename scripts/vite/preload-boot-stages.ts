import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The parts of a bundle's chunk this plugin reads. */
export interface BundleChunk {
  type: 'chunk' | 'asset';
  imports?: readonly string[];
  dynamicImports?: readonly string[];
}

/**
 * The files the entry needs before the app runs, in the order needed: what it imports, then what
 * it imports in steps (runtime/main.tsx: React's DOM renderer, then the app) with their imports.
 */
export function bootStageFiles(bundle: Readonly<Record<string, BundleChunk>>, entry: string): string[] {
  const already = new Set<string>([entry]);
  const files: string[] = [];
  const add = (file: string) => {
    if (already.has(file) || bundle[file]?.type !== 'chunk') return;
    already.add(file);
    for (const imported of bundle[file]?.imports ?? []) add(imported);
    files.push(file);
  };
  for (const imported of bundle[entry]?.imports ?? []) add(imported);
  for (const stage of bundle[entry]?.dynamicImports ?? []) add(stage);
  return files;
}

/**
 * Preloads the entry's imports and steps from index.html (Vite's own module preloading is off, see
 * vite.config.ts): the browser fetches them with the entry, and a server-rendered page moves them
 * into its script loader with the rest (server/html/scripts-after-first-screen.ts).
 */
export function preloadBootStages(): Plugin {
  let base = '/';
  return {
    name: 'summit:preload-boot-stages',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return [];
        return bootStageFiles(bundle as Record<string, BundleChunk>, chunk.fileName).map((file): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head',
        }));
      },
    },
  };
}
