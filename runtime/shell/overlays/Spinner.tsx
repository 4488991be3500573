import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { useKernel } from '../../app/kernel-context.tsx';

/** The global spinner (spec 02: 'a global spinner dialog'). */
export function Spinner() {
  const kernel = useKernel();
  const { t } = useLingui();
  const { spinner } = useSnapshot(kernel.shell.state);
  if (!spinner) return null;
  return (
    <div className="spinner" role="status" aria-live="polite" aria-label={t`Please wait`} data-testid="spinner">
      <span className="spinner__wheel" aria-hidden="true" />
    </div>
  );
}
