import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml, nonceAttribute } from './escape-html.ts';
import { cspHashSource } from './kept-page.ts';

/** A stylesheet link of the built page (the entry's, in index.html). */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*? href="\/([^"]+\.css)"[^>]*>/g;

/**
 * A server-rendered page's stylesheets, written into its head: the first paint waits for no
 * stylesheet request. Each comes with a disabled link to its file, which the browser never
 * fetches: the loader of a later chunk (Vite's) looks for a stylesheet link with that address
 * before it adds one, and so does not fetch again what the page already has.
 * A file that cannot be read (or could end the style element) stays a link.
 */
export function createStyleInliner(distDir: string) {
  const texts = new Map<string, string | null>();
  const textOf = (file: string): string | null => {
    if (!texts.has(file)) {
      let text: string | null;
      try {
        text = readFileSync(join(distDir, file), 'utf8');
      } catch {
        text = null;
      }
      texts.set(file, text !== null && !/<\/style/i.test(text) ? text : null);
    }
    return texts.get(file)!;
  };

  /** `nonce` null: a page kept for many, whose inline styles its policy allows by their hashes. */
  const inline = (file: string, nonce: string | null): string => {
    const href = escapeHtml(`/${file}`);
    const text = textOf(file);
    if (text === null) return `<link rel="stylesheet" crossorigin href="${href}">`;
    return `<style${nonceAttribute(nonce)}>${text}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`;
  };

  /** What a page kept for many (no nonce) gets of a stylesheet: the same bytes and CSP source (null: a link) each time, made once per file. */
  const kept = new Map<string, { bytes: Buffer; source: string | null }>();
  const keptOf = (file: string) => {
    let found = kept.get(file);
    if (!found) {
      const text = textOf(file);
      kept.set(file, (found = { bytes: Buffer.from(inline(file, null)), source: text === null ? null : cspHashSource(text) }));
    }
    return found;
  };

  /** `inline` as UTF-8. */
  const inlineBytes = (file: string, nonce: string | null): Buffer => (nonce === null ? keptOf(file).bytes : Buffer.from(inline(file, nonce)));

  return {
    /** One stylesheet of the page, inlined. */
    inline,
    inlineBytes,
    /** The sources of these stylesheets as `inline` writes them, for a page kept for many: hashed once per file. */
    sourcesOf: (files: readonly string[]): string[] => files.map((file) => keptOf(file).source).filter((source) => source !== null),
    /** The page template with its own stylesheet links inlined. */
    inlineTemplate: (template: string, nonce: string | null): string => template.replace(STYLESHEET_LINK, (_link, file: string) => inline(file, nonce)),
  };
}

export type StyleInliner = ReturnType<typeof createStyleInliner>;
