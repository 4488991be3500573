import type { FastifyInstance } from 'fastify';
import {
  helpdeskOrders,
  historicalOrderDetails,
  historicalOrders,
  orderDetails,
  selfCancelOrder,
  selfEditAddressOrder,
  trackingDetails,
} from '../../contracts/orders.ts';
import { route } from '../http/route.ts';
import { notFound, requireMember } from '../members/member.ts';
import { cancelOrder, changeOrderAddress } from './order-actions.ts';
import { memberOrder, orderPage, shipmentTracking } from './order-store.ts';
import { buildOrder } from './order-view.ts';

/**
 * The endpoints of contracts/orders.ts: order history (current and historical), one order,
 * shipment tracking, self-cancel and a new delivery address. Another member's order is 404.
 */
export function orderRoutes(app: FastifyInstance): void {
  const { db, stores } = app.summit;

  route(app, helpdeskOrders, async ({ query, request, reply }) => {
    const { customerId, store } = await requireMember(request, reply);
    return orderPage(db, stores, customerId, false, query, store.locale);
  });

  route(app, historicalOrders, async ({ query, request, reply }) => {
    const { customerId, store } = await requireMember(request, reply);
    return orderPage(db, stores, customerId, true, query, store.locale);
  });

  for (const [endpoint, historical] of [
    [orderDetails, false],
    [historicalOrderDetails, true],
  ] as const) {
    route(app, endpoint, async ({ params, request, reply }) => {
      const { customerId, store } = await requireMember(request, reply);
      const row = await memberOrder(db, customerId, params.id, historical);
      if (!row) throw notFound(store);
      return buildOrder(db, row, stores, store);
    });
  }

  route(app, trackingDetails, async ({ params, request, reply }) => {
    const { customerId, store } = await requireMember(request, reply);
    const tracking = await shipmentTracking(db, customerId, params.shipmentId);
    if (!tracking) throw notFound(store);
    return { success: true, data: tracking };
  });

  route(app, selfCancelOrder, async ({ body, request, reply }) => {
    const { customerId, store } = await requireMember(request, reply);
    return cancelOrder(db, store, customerId, body.order_id);
  });

  route(app, selfEditAddressOrder, async ({ body, request, reply }) => {
    const { customerId, store } = await requireMember(request, reply);
    return changeOrderAddress(db, store, customerId, body.order_id, body.address);
  });
}
