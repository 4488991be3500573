import { AsyncLocalStorage } from 'node:async_hooks';
import { IMPORT_TRACKER_GLOBAL } from '../../core/render/server-render.ts';

const modulesOfRequest = new AsyncLocalStorage<Set<string>>();

// The server build's dynamic imports report here (scripts/vite/import-tracker.ts); outside a
// request nothing is kept.
Object.assign(globalThis, {
  [IMPORT_TRACKER_GLOBAL]: <T>(key: string, loading: Promise<T>): Promise<T> => {
    modulesOfRequest.getStore()?.add(key);
    return loading;
  },
});

/** Runs `work` and names the modules it imported dynamically (build-manifest keys), in import order. */
export async function collectImportedModules<T>(work: () => Promise<T>): Promise<{ result: T; modules: string[] }> {
  const modules = new Set<string>();
  const result = await modulesOfRequest.run(modules, work);
  return { result, modules: [...modules] };
}
