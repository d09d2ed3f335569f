import { Router } from 'express';
import { badRequest, handle, ok, parseInput, requirePermission, storeScope } from '@minutemart/kit';
import { withinStores } from '@minutemart/contracts';
import type { Model } from 'mongoose';
import type { OrderDoc } from '../data/order-model.js';
import type { OrderQueries } from '../domain/queries.js';
import type { Fulfilment } from '../domain/dark-store/fulfilment.js';
import type { Payments } from '../domain/payments.js';
import type { StoreChoice } from '../domain/dark-store/store-choice.js';
import type { Clock } from '../domain/clock.js';
import { storeDashboard } from '../domain/dark-store/dashboard.js';
import { orderView } from '../domain/views.js';
import { readableStores, staffMember } from './staff-caller.js';
import { MAX_RANGE_MS, adminCancelBody, advanceBody, boardQuery, dashboardQuery } from './schemas.js';

export interface AdminDeps {
  queries: OrderQueries;
  fulfilment: Fulfilment;
  payments: Payments;
  choice: StoreChoice;
  orders: Model<OrderDoc>;
  clock: Clock;
}

/**
 * /api/order/admin: the orders board (orders.read, .advance, .cancel), the stores' load and the
 * dashboard (store.dashboard: a store manager sees their own stores'), enforced here whatever the
 * gateway does.
 */
export function adminRoutes({ queries, fulfilment, payments, choice, orders, clock }: AdminDeps): Router {
  const r = Router();

  r.get(
    '/orders',
    requirePermission('orders.read'),
    handle(async (req, res) => {
      const { orders: page, totalCount, counts } = await queries.board(parseInput(boardQuery, req.query));
      ok(res, page, 'orders', { totalCount, counts });
    }),
  );

  r.post(
    '/advance',
    requirePermission('orders.advance'),
    handle(async (req, res) => {
      const { orderId, to } = parseInput(advanceBody, req.body);
      ok(res, orderView(await fulfilment.advance(orderId, to, staffMember(req))), 'Order updated');
    }),
  );

  r.post(
    '/cancel',
    requirePermission('orders.cancel'),
    handle(async (req, res) => {
      const { orderId, reason } = parseInput(adminCancelBody, req.body);
      const order = await fulfilment.cancelByStaff(orderId, staffMember(req), reason);
      if (order.paymentMethod === 'card') await payments.expireSession(order.paymentId);
      ok(res, orderView(order), 'Order cancelled');
    }),
  );

  r.get(
    '/stores-load',
    requirePermission('store.dashboard'),
    handle(async (req, res) => {
      const scope = storeScope(req, 'store.dashboard');
      const loads = (await choice.loads()).filter((l) => withinStores(scope, l.storeId));
      ok(res, loads, 'stores load', { perStore: choice.perStore, now: clock() });
    }),
  );

  r.get(
    '/dashboard',
    requirePermission('store.dashboard'),
    handle(async (req, res) => {
      const q = parseInput(dashboardQuery, req.query);
      const storeIds = readableStores(req, 'store.dashboard', q.store);
      const to = q.to ?? clock();
      const from = q.from ?? new Date(to.getTime() - 24 * 3_600_000);
      if (from >= to) throw badRequest('from must be before to');
      if (to.getTime() - from.getTime() > MAX_RANGE_MS) throw badRequest('Choose a range of at most 31 days');
      ok(res, await storeDashboard(orders, { from, to, ...(storeIds ? { storeIds } : {}) }), 'dashboard');
    }),
  );

  return r;
}
