import { Router } from 'express';
import { z } from 'zod';
import { DEFAULT_STORE_ID, withinStores } from '@minutemart/contracts';
import { auditEntries, forbidden, handle, notFound, ok, parseInput, requirePermission, storeFromBody, storeFromQuery, storeScope } from '@minutemart/kit';
import type { RiderShifts } from '../domain/dark-store/rider-shifts.js';
import type { StoreChoice } from '../domain/dark-store/store-choice.js';
import type { StoreDirectory } from '../domain/dark-store/store-directory.js';
import { DEFAULT_STORE_NAME } from '../domain/dark-store/store-choice.js';
import { staffCaller } from './staff-caller.js';
import { storeIdInput } from './schemas.js';

const shiftQuery = z.object({ store: storeIdInput });
const shiftBody = z.object({ storeId: storeIdInput });
const signOutBody = shiftBody.extend({
  riderId: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{24}$/, 'Provide a valid riderId')
    .optional(),
});
const shiftsQuery = z.object({ store: storeIdInput.optional() });
const capacityBody = shiftBody.extend({ on: z.boolean({ error: 'on must be true or false' }) });

/**
 * Rider shifts and rider capacity (ADR 0027), enforced here whatever the gateway does: a rider signs
 * themselves in and out of their own stores (store.deliver); store managers and admins see who is on
 * shift (store.dashboard) and switch rider capacity on for a store (store.operate).
 */
export function riderShiftRoutes(
  shifts: RiderShifts,
  directory: StoreDirectory,
  choice: StoreChoice,
  /** Points the outbox relay at a store just written (its audit entry). */
  nudge: (storeId: string) => void,
): Router {
  const r = Router();
  const known = (storeId: string) => {
    const store = directory.get(storeId);
    if (!store && storeId !== DEFAULT_STORE_ID) throw notFound('Store not found');
    return store;
  };
  const nameOf = (id: string) => directory.get(id)?.name ?? DEFAULT_STORE_NAME;
  /** The store's riders as its promise counts them now (null while rider capacity is off). */
  const storeState = async (storeId: string) => {
    const store = known(storeId);
    const load = store ? (await choice.loads([storeId]))[0] : undefined;
    return { storeId, name: nameOf(storeId), riderCapacity: load?.riderCapacity ?? false, riders: load?.riders ?? null, minutes: load?.minutes ?? null };
  };

  r.get(
    '/store/shift',
    requirePermission('store.deliver', { store: storeFromQuery() }),
    handle(async (req, res) => {
      const { store } = parseInput(shiftQuery, req.query);
      const me = staffCaller(req, 'store.deliver');
      ok(res, await shifts.of(me.id), 'your shift', { store: await storeState(store) });
    }),
  );

  r.post(
    '/store/shift/start',
    requirePermission('store.deliver', { store: storeFromBody() }),
    handle(async (req, res) => {
      const { storeId } = parseInput(shiftBody, req.body);
      known(storeId);
      const shift = await shifts.signIn(staffCaller(req, 'store.deliver'), storeId, nameOf);
      ok(res, shift, `On shift at ${nameOf(storeId)}`, { store: await storeState(storeId) });
    }),
  );

  r.post(
    '/store/shift/end',
    requirePermission('store.deliver', { store: storeFromBody() }),
    handle(async (req, res) => {
      const { storeId, riderId } = parseInput(signOutBody, req.body);
      known(storeId);
      const shift = await shifts.signOut(staffCaller(req, 'store.deliver'), storeId, riderId);
      ok(res, shift, shift.onShift ? `Still on shift at ${nameOf(shift.storeId ?? storeId)}` : 'Off shift', { store: await storeState(storeId) });
    }),
  );

  r.get(
    '/admin/rider-shifts',
    requirePermission('store.dashboard'),
    handle(async (req, res) => {
      const { store } = parseInput(shiftsQuery, req.query);
      const scope = storeScope(req, 'store.dashboard');
      if (store && !withinStores(scope, store)) throw forbidden('Permission denied: not one of your stores');
      if (store) known(store);
      ok(res, await shifts.onShift(store ? [store] : scope), 'riders on shift');
    }),
  );

  r.put(
    '/admin/rider-capacity',
    requirePermission('store.operate', { store: storeFromBody() }),
    handle(async (req, res) => {
      const { storeId, on } = parseInput(capacityBody, req.body);
      const store = directory.get(storeId);
      if (!store) throw notFound('Store not found');
      const before = Boolean(store.riderCapacity);
      const audit =
        before === on
          ? []
          : auditEntries('order-service', {
              entity: 'store',
              entityId: storeId,
              action: 'riderCapacity',
              storeId,
              before: { riderCapacity: before },
              after: { riderCapacity: on },
            });
      const updated = await directory.setRiderCapacity(storeId, on, audit);
      if (audit.length) nudge(storeId);
      if (updated) await choice.evaluate(updated);
      ok(res, await storeState(storeId), on ? `Rider capacity on for ${store.name}` : `Rider capacity off for ${store.name}`);
    }),
  );

  return r;
}
