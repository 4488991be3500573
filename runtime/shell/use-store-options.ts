import { useLocation, useSearch } from 'wouter';
import { storeSwitchOptions, type StoreSwitchOption } from '../../contracts/stores.ts';
import type { Kernel } from '../../core/kernel/kernel.ts';
import { useRemote, type Remote } from '../../core/kit/ui/use-remote.ts';
import { useKernel } from '../app/kernel-context.tsx';

const asked = new Map<string, Promise<StoreSwitchOption[]>>();

/** Asked once per page: the dropdown and the modal share the answer; a failure asks again next time. */
function fetchOptions(kernel: Kernel, path: string): Promise<StoreSwitchOption[]> {
  let options = asked.get(path);
  if (!options) {
    options = kernel.api
      .call(storeSwitchOptions, { query: { store_type: kernel.store.storeType, path } })
      .then((reply) => reply.options)
      .catch((error: unknown) => {
        asked.delete(path);
        throw error;
      });
    asked.set(path, options);
  }
  return options;
}

/** The language switcher's options (spec 02 section 7: store-switch-options), each linking to this page in that store. */
export function useStoreOptions(): Remote<StoreSwitchOption[]> {
  const kernel = useKernel();
  const [location] = useLocation();
  const search = useSearch();
  const path = search ? `${location}?${search}` : location;
  return useRemote(() => fetchOptions(kernel, path), [kernel, path], { logger: kernel.logger.scope('shell') });
}
