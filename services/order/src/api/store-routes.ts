import { Router, type NextFunction, type Request, type Response } from 'express';
import { DEFAULT_STORE_ID, type Permission } from '@minutemart/contracts';
import { handle, notFound, ok, parseInput, requirePermission, storeFromQuery, storeScope, userId } from '@minutemart/kit';
import { staffCaller as caller } from './staff-caller.js';
import type { OrderDoc } from '../data/order-model.js';
import type { StoreStaff } from '../domain/dark-store/store-staff.js';
import type { StaffCaller } from '../domain/dark-store/store-steps.js';
import { DEFAULT_STORE_NAME, type StoreChoice } from '../domain/dark-store/store-choice.js';
import type { StoreDirectory } from '../domain/dark-store/store-directory.js';
import { orderView } from '../domain/views.js';
import { orderIdBody, storeQueueQuery, substituteBody, tickBody } from './schemas.js';
import type { Substitutions } from '../domain/dark-store/substitutions.js';

/** The pick screen needs store.pick, the rider's store.deliver: which one, the query's stage says. */
const queuePermission = (req: Request, res: Response, next: NextFunction) =>
  requirePermission(req.query['stage'] === 'deliver' ? 'store.deliver' : 'store.pick', { store: storeFromQuery() })(req, res, next);

/**
 * The dark store's screens: the picker's and the rider's, enforced here whatever the gateway does
 * (the permission table: store.pick, store.deliver). A store-bound caller works their own stores'
 * orders only; another store's order is "not found" to them.
 */
export function storeRoutes(staff: StoreStaff, substitutions: Substitutions, directory: StoreDirectory, choice: StoreChoice): Router {
  const r = Router();

  r.get(
    '/store-queue',
    queuePermission,
    handle(async (req, res) => {
      const { store, stage } = parseInput(storeQueueQuery, req.query);
      const known = directory.get(store);
      if (!known && store !== DEFAULT_STORE_ID) throw notFound('Store not found');
      // A rider (not an admin) sees the packed orders nobody took and the ones they took.
      const riderId = stage === 'deliver' && storeScope(req, 'store.deliver') !== 'all' ? userId(req) : undefined;
      const { orders, counts } = await staff.queue(store, stage, riderId ? { riderId } : {});
      const load = known ? await choice.evaluate(known) : null;
      ok(res, orders, 'store queue', {
        store: {
          storeId: store,
          name: known?.name ?? DEFAULT_STORE_NAME,
          status: known?.status ?? 'open',
          pausedByLoad: load?.pausedByLoad ?? false,
          minutes: load?.minutes ?? null,
        },
        counts,
      });
    }),
  );

  const s = Router();
  const byOrder = (name: string, permission: Permission, act: (orderId: string, me: StaffCaller) => Promise<OrderDoc>, message: string) =>
    s.post(
      `/${name}`,
      requirePermission(permission),
      handle(async (req, res) => {
        const { orderId } = parseInput(orderIdBody, req.body);
        ok(res, orderView(await act(orderId, caller(req, permission))), message);
      }),
    );
  byOrder('claim', 'store.pick', (id, me) => staff.claim(id, me), 'Order claimed');
  byOrder('pack', 'store.pick', (id, me) => staff.pack(id, me), 'Order packed');
  byOrder('take', 'store.deliver', (id, me) => staff.take(id, me), 'Order taken');
  byOrder('dispatch', 'store.deliver', (id, me) => staff.dispatch(id, me), 'Out for delivery');
  byOrder('deliver', 'store.deliver', (id, me) => staff.deliver(id, me), 'Order delivered');
  s.post(
    '/pick',
    requirePermission('store.pick'),
    handle(async (req, res) => {
      const { orderId, productId, quantity } = parseInput(tickBody, req.body);
      ok(res, orderView(await staff.pick(orderId, productId, caller(req, 'store.pick'), quantity)), 'Item picked');
    }),
  );
  s.post(
    '/missing',
    requirePermission('store.pick'),
    handle(async (req, res) => {
      const { orderId, productId, quantity } = parseInput(tickBody, req.body);
      ok(res, orderView(await staff.missing(orderId, productId, caller(req, 'store.pick'), quantity)), 'Item marked missing');
    }),
  );
  // Answered at once with the request pending; the catalogue's hold (or refusal) follows on the stream.
  s.post(
    '/substitute',
    requirePermission('store.pick'),
    handle(async (req, res) => {
      const { orderId, productId, substituteId, quantity } = parseInput(substituteBody, req.body);
      ok(res, orderView(await substitutions.request(orderId, productId, substituteId, caller(req, 'store.pick'), quantity)), 'Substitute requested');
    }),
  );
  r.use('/store', s);
  return r;
}
