import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';

/** The member dropdown's first entry (spec 02 'Desktop account menu'). */
export default function OrdersMenuEntry() {
  return (
    <li>
      <Link href="/sales/order/history/">
        <Trans>Orders</Trans>
      </Link>
    </li>
  );
}
