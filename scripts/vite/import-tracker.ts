import { init, parse } from 'es-module-lexer';
import MagicString from 'magic-string';
import { relative } from 'node:path';
import type { Plugin } from 'vite';
import { IMPORT_TRACKER_GLOBAL } from '../../core/render/server-render.ts';

/**
 * The key of a module in Vite's build manifest: its id relative to the build root (a virtual
 * module's id too, which path.relative treats as a path under the working directory).
 */
export function manifestKey(root: string, id: string): string {
  return relative(root, id.replace(/^\0/, '')).split('\\').join('/');
}

/**
 * Server build only: every dynamic import of the project's own code (a plugin's chunk, a page,
 * a catalog) reports the manifest key of the module it loads, and hands over the import itself,
 * which the server makes once per process. The server renderer collects the
 * keys of one request, and from the browser build's manifest names the files that request's page
 * needs: its scripts to modulepreload and its stylesheets. Nothing changes in the browser build.
 */
export function importTracker(): Plugin {
  let root = '';
  return {
    name: 'summit:import-tracker',
    enforce: 'post',
    apply: (_config, env) => env.isSsrBuild === true,
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('import(')) return null;
      await init;
      let imports;
      try {
        [imports] = parse(code);
      } catch {
        return null;
      }
      const out = new MagicString(code);
      let tracked = 0;
      for (const found of imports) {
        if (found.d < 0 || found.n === undefined) continue;
        const target = await this.resolve(found.n, id);
        if (!target || target.external) continue;
        out.prependLeft(found.ss, `globalThis.${IMPORT_TRACKER_GLOBAL}(${JSON.stringify(manifestKey(root, target.id))}, () => `);
        out.appendRight(found.se, ')');
        tracked++;
      }
      return tracked === 0 ? null : { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}
