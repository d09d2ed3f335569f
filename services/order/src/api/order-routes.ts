import { Router, type Request } from 'express';
import { extractAccessToken, handle, ok, parseInput, requireAuth, unauthorized, userId } from '@minutemart/kit';
import type { PaymentMethod } from '@minutemart/contracts';
import type { Placement } from '../domain/placement.js';
import type { OrderQueries } from '../domain/queries.js';
import type { Fulfilment } from '../domain/dark-store/fulfilment.js';
import type { Payments } from '../domain/payments.js';
import { orderView } from '../domain/views.js';
import { idempotencyKeyHeader, orderIdBody, placeOrderBody } from './schemas.js';
import { replyCashOnDelivery, replyCheckout } from './placement-replies.js';
import { placeWithCouponBody } from './pricing-schemas.js';

export interface ShopperDeps {
  placement: Placement;
  queries: OrderQueries;
  fulfilment: Fulfilment;
  payments: Payments;
}

/** /api/order for shoppers: every route needs a signed-in shopper and sees that shopper's orders only. */
export function orderRoutes({ placement, queries, fulfilment, payments }: ShopperDeps): Router {
  const r = Router();
  r.use(requireAuth);

  const place = (req: Request, method: PaymentMethod) => {
    const body = parseInput(placeOrderBody, req.body);
    const { couponCode } = parseInput(placeWithCouponBody, req.body);
    const key = req.get('idempotency-key');
    const token = extractAccessToken(req);
    if (!token) throw unauthorized();
    return placement.place({
      userId: userId(req),
      accessToken: token,
      method,
      lines: body.list_items,
      addressId: body.addressId,
      idempotencyKey: key === undefined ? undefined : parseInput(idempotencyKeyHeader, key),
      ...(couponCode ? { couponCode } : {}),
      ...(body.instructions ? { instructions: body.instructions } : {}),
    });
  };

  r.post(
    '/cash-on-delivery',
    handle(async (req, res) => {
      replyCashOnDelivery(res, await place(req, 'cod'));
    }),
  );

  r.post(
    '/checkout',
    handle(async (req, res) => {
      replyCheckout(res, await place(req, 'card'));
    }),
  );

  r.get(
    '/order-list',
    handle(async (req, res) => {
      const { lines, orders } = await queries.listFor(userId(req));
      ok(res, lines, 'order list', { orders });
    }),
  );

  r.get(
    '/details/:orderId',
    handle(async (req, res) => {
      const { orderId } = parseInput(orderIdBody, { orderId: req.params['orderId'] });
      ok(res, await queries.details(orderId, req.auth!), 'order details');
    }),
  );

  r.post(
    '/cancel',
    handle(async (req, res) => {
      const { orderId } = parseInput(orderIdBody, req.body);
      const order = await fulfilment.cancelByShopper(orderId, userId(req));
      if (order.paymentMethod === 'card') await payments.expireSession(order.paymentId);
      ok(res, orderView(order), 'Order cancelled');
    }),
  );

  return r;
}
