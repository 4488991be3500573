import { Suspense, type ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import { useKernel } from '../../app/kernel-context.tsx';
import { PluginBoundary } from '../../../core/kernel/PluginBoundary.tsx';
import { LoadingState } from '../../../core/kit/ui/RemoteState.tsx';
import { ShellDialog } from './ShellDialog.tsx';

/** The modal container, sized by name or by its plugin's class. Only the active modal renders its content (spec 01 section 4). */
export function ModalHost() {
  const kernel = useKernel();
  const { modal } = useSnapshot(kernel.shell.state);
  // Snapshot types make the component readonly; it is a ref'd component.
  const Content = modal?.component as ComponentType<{ close: () => void }> | undefined;
  const close = () => kernel.shell.closeModal();
  return (
    <ShellDialog
      open={Boolean(modal)}
      title={modal?.title ?? ''}
      className={['modal', modal && `modal--${modal.size ?? 'default'}`, modal?.className].filter(Boolean).join(' ')}
      testId="modal"
      onClose={close}
      dismissible={modal?.dismissible !== false}
    >
      {modal && Content && (
        <PluginBoundary plugin={modal.plugin} logger={kernel.logger} context={kernel.contextFor(modal.plugin)}>
          {/* The content's code loads with its first opening: the panel says so meanwhile. */}
          <Suspense fallback={<LoadingState />}>
            <Content close={close} />
          </Suspense>
        </PluginBoundary>
      )}
    </ShellDialog>
  );
}
