import { createContext, useContext } from 'react';
import type { Kernel } from '../../core/kernel/kernel.ts';

export const KernelContext = createContext<Kernel | null>(null);

export function useKernel(): Kernel {
  const kernel = useContext(KernelContext);
  if (!kernel) throw new Error('useKernel outside <KernelContext>');
  return kernel;
}
