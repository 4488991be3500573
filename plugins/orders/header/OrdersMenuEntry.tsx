import { Trans } from '@lingui/react/macro';
import type { OrdersDeps } from '../deps.ts';

/** The member dropdown's first entry (spec 02 'Desktop account menu'). */
export function createComponent({ ctx }: OrdersDeps) {
  return function OrdersMenuEntry() {
    return (
      <li>
        <ctx.RouteLink to="order-history">
          <Trans>Orders</Trans>
        </ctx.RouteLink>
      </li>
    );
  };
}
