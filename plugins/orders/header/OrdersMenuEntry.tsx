import { Trans } from '@lingui/react/macro';
import { usePlugin } from '../../../core/plugin-api.ts';

/** The member dropdown's first entry (spec 02 'Desktop account menu'). */
export default function OrdersMenuEntry() {
  const ctx = usePlugin<'orders'>();
  return (
    <li>
      <ctx.RouteLink to="order-history">
        <Trans>Orders</Trans>
      </ctx.RouteLink>
    </li>
  );
}
