import { Suspense, type ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import { useKernel } from '../../app/kernel-context.tsx';
import { PluginBoundary } from '../../../core/kernel/PluginBoundary.tsx';
import { LoadingState } from '../../../core/kit/ui/RemoteState.tsx';
import { ShellDialog } from './ShellDialog.tsx';

/** The side panel; it closes on every page change (the shell's route-change reset). */
export function AsideHost() {
  const kernel = useKernel();
  const { aside } = useSnapshot(kernel.shell.state);
  // Snapshot types make the component readonly; it is a ref'd component.
  const Content = aside?.component as ComponentType<{ close: () => void }> | undefined;
  const close = () => kernel.shell.closeAside();
  return (
    <ShellDialog
      open={Boolean(aside)}
      title={aside?.title ?? ''}
      className={`aside${aside ? ` aside--${aside.placement ?? 'start'}` : ''}`}
      testId="aside"
      onClose={close}
    >
      {aside && Content && (
        <PluginBoundary plugin={aside.plugin} logger={kernel.logger} context={kernel.contextFor(aside.plugin)}>
          {/* The content's code loads with its first opening: the panel says so meanwhile. */}
          <Suspense fallback={<LoadingState />}>
            <Content close={close} />
          </Suspense>
        </PluginBoundary>
      )}
    </ShellDialog>
  );
}
