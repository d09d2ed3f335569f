import { Router } from 'express';
import { DEFAULT_STORE_ID } from '@minutemart/contracts';
import { handle, notFound, ok, parseInput, requireAdmin, userId } from '@minutemart/kit';
import type { OrderDoc } from '../data/order-model.js';
import type { StoreStaff } from '../domain/store-staff.js';
import { DEFAULT_STORE_NAME, type StoreChoice } from '../domain/store-choice.js';
import type { StoreDirectory } from '../domain/store-directory.js';
import { orderView } from '../domain/views.js';
import { orderIdBody, storeQueueQuery, substituteBody, tickBody } from './schemas.js';
import type { Substitutions } from '../domain/substitutions.js';

/**
 * The dark store's screens: the picker's and the rider's. Staff are ADMIN accounts, enforced here
 * whatever the gateway does.
 */
export function storeRoutes(staff: StoreStaff, substitutions: Substitutions, directory: StoreDirectory, choice: StoreChoice): Router {
  const r = Router();

  r.get('/store-queue', requireAdmin, handle(async (req, res) => {
    const { store, stage } = parseInput(storeQueueQuery, req.query);
    const known = directory.get(store);
    if (!known && store !== DEFAULT_STORE_ID) throw notFound('Store not found');
    const { orders, counts } = await staff.queue(store, stage);
    const load = known ? await choice.evaluate(known) : null;
    ok(res, orders, 'store queue', {
      store: { storeId: store, name: known?.name ?? DEFAULT_STORE_NAME, status: known?.status ?? 'open', pausedByLoad: load?.pausedByLoad ?? false, minutes: load?.minutes ?? null },
      counts,
    });
  }));

  const s = Router();
  s.use(requireAdmin);
  const byOrder = (name: string, act: (orderId: string, me: string) => Promise<OrderDoc>, message: string) =>
    s.post(`/${name}`, handle(async (req, res) => {
      const { orderId } = parseInput(orderIdBody, req.body);
      ok(res, orderView(await act(orderId, userId(req))), message);
    }));
  byOrder('claim', (id, me) => staff.claim(id, me), 'Order claimed');
  byOrder('pack', (id, me) => staff.pack(id, me), 'Order packed');
  byOrder('take', (id, me) => staff.take(id, me), 'Order taken');
  byOrder('dispatch', (id, me) => staff.dispatch(id, me), 'Out for delivery');
  byOrder('deliver', (id, me) => staff.deliver(id, me), 'Order delivered');
  s.post('/pick', handle(async (req, res) => {
    const { orderId, productId, quantity } = parseInput(tickBody, req.body);
    ok(res, orderView(await staff.pick(orderId, productId, userId(req), quantity)), 'Item picked');
  }));
  s.post('/missing', handle(async (req, res) => {
    const { orderId, productId, quantity } = parseInput(tickBody, req.body);
    ok(res, orderView(await staff.missing(orderId, productId, userId(req), quantity)), 'Item marked missing');
  }));
  // Answered at once with the request pending; the catalogue's hold (or refusal) follows on the stream.
  s.post('/substitute', handle(async (req, res) => {
    const { orderId, productId, substituteId, quantity } = parseInput(substituteBody, req.body);
    ok(res, orderView(await substitutions.request(orderId, productId, substituteId, userId(req), quantity)), 'Substitute requested');
  }));
  r.use('/store', s);
  return r;
}
