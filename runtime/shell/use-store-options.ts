import { storeSwitchOptions, type StoreSwitchOption } from '../../contracts/stores.ts';
import type { Kernel } from '../../core/kernel/kernel.ts';
import { useRemote, type Remote } from '../../core/ui/use-remote.ts';
import { useKernel } from '../app/kernel-context.tsx';

let cached: Promise<StoreSwitchOption[]> | null = null;

/** Asked once per page: the dropdown and the modal share the answer; a failure asks again next time. */
function fetchOptions(kernel: Kernel): Promise<StoreSwitchOption[]> {
  cached ??= kernel.api
    .call(storeSwitchOptions, { query: { store_type: kernel.store.storeType } })
    .then((reply) => reply.options)
    .catch((error: unknown) => {
      cached = null;
      throw error;
    });
  return cached;
}

/** The language switcher's options (spec 02 section 7: store-switch-options). */
export function useStoreOptions(): Remote<StoreSwitchOption[]> {
  const kernel = useKernel();
  return useRemote(() => fetchOptions(kernel), [kernel], { logger: kernel.logger.scope('shell') });
}
