import { AsyncLocalStorage } from 'node:async_hooks';
import { IMPORT_TRACKER_GLOBAL } from '../../core/render/server-render.ts';

const modulesOfRequest = new AsyncLocalStorage<Set<string>>();

/**
 * Each module's import, made once per process: every request asks for the same plugins and
 * pages, and an import() of a loaded module still goes through the module loader (and its hooks).
 */
const imported = new Map<string, Promise<unknown>>();

// The server build's dynamic imports report here (scripts/vite/import-tracker.ts); outside a
// request no module is named.
Object.assign(globalThis, {
  [IMPORT_TRACKER_GLOBAL]: <T>(key: string, load: () => Promise<T>): Promise<T> => {
    modulesOfRequest.getStore()?.add(key);
    let loading = imported.get(key) as Promise<T> | undefined;
    if (!loading) {
      loading = load();
      imported.set(key, loading);
      // A failed import is tried again by the next request.
      loading.catch(() => imported.delete(key));
    }
    return loading;
  },
});

/** Runs `work` and names the modules it imported dynamically (build-manifest keys), in import order. */
export async function collectImportedModules<T>(work: () => Promise<T>): Promise<{ result: T; modules: string[] }> {
  const modules = new Set<string>();
  const result = await modulesOfRequest.run(modules, work);
  return { result, modules: [...modules] };
}
