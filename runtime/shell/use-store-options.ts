import { useEffect, useState } from 'react';
import { storeSwitchOptions, type StoreSwitchOption } from '../../contracts/stores.ts';
import { errorMessage } from '../../core/logger.ts';
import type { Kernel } from '../../core/kernel/kernel.ts';
import { useKernel } from '../app/kernel-context.tsx';

type OptionsState = { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; options: StoreSwitchOption[] };

let cached: Promise<StoreSwitchOption[]> | null = null;

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

/** The language switcher's options, fetched once when first wanted. */
export function useStoreOptions(wanted: boolean): OptionsState {
  const kernel = useKernel();
  const [state, setState] = useState<OptionsState>({ status: 'idle' });
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    setState({ status: 'loading' });
    fetchOptions(kernel).then(
      (options) => live && setState({ status: 'ready', options }),
      (error: unknown) => {
        kernel.logger.warn('shell', `store switch options failed: ${errorMessage(error)}`);
        if (live) setState({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [kernel, wanted]);
  return state;
}
