import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { scriptJson } from '../../core/render/script-json.ts';
import { nonceAttribute, SafeHtml } from './escape-html.ts';

/** The built template's entry script and the scripts it preloads (Vite writes both into index.html's head). */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD_LINK = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * How long the scripts wait at most for the first screen's main image: an image that hangs
 * must not keep the page from working.
 */
const IMAGE_WAIT_MS = 3000;

/** The loader's function as the page gets it: the file's source without its comments. */
const LOADER = (() => {
  const source = readFileSync(fileURLToPath(new URL('./first-screen-loader.js', import.meta.url)), 'utf8');
  return source
    .slice(source.indexOf('function '))
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/\*.*\*\/\s*$)/.test(line))
    .map((line) => line.trim())
    .join('\n');
})();

export interface ScriptsAfterFirstScreen {
  /** The template without its entry script and preloads. */
  template: string;
  /** The inline script that loads them, and the page's own, after the first screen (end of body). */
  loader: SafeHtml;
}

/**
 * A server-rendered page's scripts, moved from its head to a loader that adds them after the
 * first screen is painted (see first-screen-loader.js). A template without an entry
 * script is left as it is.
 */
export function scriptsAfterFirstScreen(template: string, pageScripts: readonly string[], nonce: string | null): ScriptsAfterFirstScreen | null {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) return null;
  const preloads = [...template.matchAll(PRELOAD_LINK)].map((match) => match[1]!);
  const call = `(${LOADER})(${scriptJson(entry)},${scriptJson([...preloads, ...pageScripts])},${IMAGE_WAIT_MS})`;
  return {
    template: template.replace(ENTRY_SCRIPT, '').replace(PRELOAD_LINK, ''),
    loader: new SafeHtml(`<script${nonceAttribute(nonce)}>${call}</script>`),
  };
}
