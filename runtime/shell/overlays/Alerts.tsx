import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { useKernel } from '../../app/kernel-context.tsx';
import { CloseIcon } from '../icons.tsx';

export function Alerts() {
  const kernel = useKernel();
  const { t } = useLingui();
  const { alerts } = useSnapshot(kernel.shell.state);
  return (
    <div className="alerts" aria-live="assertive">
      {alerts.map((alert) => (
        <div key={alert.id} className={`alert alert--${alert.tone}`} role={alert.tone === 'error' ? 'alert' : 'status'}>
          <span>{alert.message}</span>
          <button type="button" className="icon-button" aria-label={t`Dismiss`} onClick={() => kernel.shell.dismissAlert(alert.id)}>
            <CloseIcon />
          </button>
        </div>
      ))}
    </div>
  );
}
