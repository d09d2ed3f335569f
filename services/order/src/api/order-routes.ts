import { Router } from 'express';
import { handle, ok, requireAuth, userId } from '@minutemart/kit';
import type { Orders } from '../domain/orders.js';

/** /api/order: every route needs a signed-in shopper and shows that shopper's orders only. */
export function orderRoutes(orders: Orders): Router {
  const r = Router();
  r.use(requireAuth);

  r.get('/order-list', handle(async (req, res) => {
    ok(res, await orders.listFor(userId(req)), 'order list');
  }));

  return r;
}
