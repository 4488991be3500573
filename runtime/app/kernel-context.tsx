import type { Kernel } from '../../core/kernel/kernel.ts';
import { useAppRuntime } from './app-runtime.tsx';

export function useKernel(): Kernel {
  return useAppRuntime().kernel;
}
