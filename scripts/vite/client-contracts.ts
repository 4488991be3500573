import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** What the browser never reads of an endpoint declaration: the server validates requests, the client only replies. */
const REQUEST_PARTS = new Set(['query', 'body', 'params']);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function* walk(node: unknown): Generator<Node> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) yield* walk(child);
    return;
  }
  const n = node as Node;
  if (typeof n.type === 'string') yield n;
  for (const [key, value] of Object.entries(n)) if (key !== 'type' && value && typeof value === 'object') yield* walk(value);
}

/**
 * Drops the request schemas (query, body, params) from `defineEndpoint({...})` declarations in
 * `contracts/` in the browser build: one declaration serves client and server, but only the
 * server validates requests, so the shoppers' download carries the reply schemas alone.
 * Returns null for code it leaves alone.
 */
export function stripRequestSchemas(code: string, parse: (code: string) => unknown): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  if (!code.includes('defineEndpoint')) return null;
  const edit = new MagicString(code);
  let changed = false;
  for (const node of walk(parse(code))) {
    if (node.type !== 'CallExpression') continue;
    const callee = node.callee as Node & { name?: string };
    const [declaration] = node.arguments as Node[];
    if (callee.type !== 'Identifier' || callee.name !== 'defineEndpoint' || declaration?.type !== 'ObjectExpression') continue;
    for (const property of declaration.properties as (Node & { key?: Node & { name?: string }; computed?: boolean })[]) {
      if (property.type !== 'Property' || property.computed || !REQUEST_PARTS.has(property.key?.name ?? '')) continue;
      // With the comma and the space after it, so the next property takes its place.
      const after = code.slice(property.end).match(/^\s*,?\s*/)![0];
      edit.remove(property.start, property.end + after.length);
      changed = true;
    }
  }
  return changed ? { code: edit.toString(), map: edit.generateMap({ hires: true }) } : null;
}

/** The Vite side of stripRequestSchemas: browser builds only (tests and the server keep every schema). */
export function clientContracts(): Plugin {
  return {
    name: 'summit:client-contracts',
    enforce: 'post',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    transform(code, id, options) {
      if (options?.ssr || !/[\\/]contracts[\\/][\w-]+\.ts$/.test(id)) return null;
      return stripRequestSchemas(code, (source) => this.parse(source));
    },
  };
}
