import type { SlotOutletProps } from '../../core/kernel/SlotOutlet.tsx';
import { useKernel } from './kernel-context.tsx';

/** The shell's slots: what plugins put there, each isolated; `children` is the default when empty. */
export function Slot(props: SlotOutletProps) {
  const { Slot: Outlet } = useKernel();
  return <Outlet {...props} />;
}
