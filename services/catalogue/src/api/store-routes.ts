import { Router } from 'express';
import { forbidden, handle, mayAct, ok, parseInput, requirePermission, storeFromBody } from '@minutemart/kit';
import type { DarkStores, StorePatch } from '../domain/dark-stores.js';
import type { StoreStock } from '../domain/store-stock.js';
import { storeCreate, storeStockSet, storeUpdate } from './store-schemas.js';

/** What running a store changes (store.operate); the rest of a store is store.manage's. */
const OPERATE_FIELDS: readonly (keyof StorePatch)[] = ['hours', 'pickers', 'status'];

/**
 * /api/store: dark stores and their stock (ADR 0007). The list is public; writes follow the
 * permission table: adding a store and its name, place and pincodes are store.manage (admins); its
 * hours, pause and pickers store.operate and its shelf store.stock (admins, and its store manager).
 * `legacyShelf` names the shelf the original product endpoints' `stock` goes to (ADR 0015).
 */
export function storeRoutes(stores: DarkStores, stock: StoreStock, legacyShelf: () => Promise<string>): Router {
  const r = Router();

  r.post(
    '/create',
    requirePermission('store.manage'),
    handle(async (req, res) => {
      ok(res, await stores.create(parseInput(storeCreate, req.body)), 'Store created', {}, 201);
    }),
  );

  r.put(
    '/update',
    requirePermission('store.operate', { store: storeFromBody('_id') }),
    handle(async (req, res) => {
      const { _id, ...patch } = parseInput(storeUpdate, req.body);
      const beyond = (Object.keys(patch) as (keyof StorePatch)[]).filter((k) => patch[k] !== undefined && !OPERATE_FIELDS.includes(k));
      if (beyond.length && !mayAct(req, 'store.manage'))
        throw forbidden(`Permission denied: a store manager changes hours, status and pickers only (not ${beyond.join(', ')})`);
      ok(res, await stores.update(_id, patch), 'Store updated');
    }),
  );

  // Beside the list, where `stock` of product create/update lands, so the admin form can say so.
  r.get(
    '/list',
    handle(async (_req, res) => {
      const [list, legacyStockStore] = await Promise.all([stores.list(), legacyShelf()]);
      ok(res, list, 'Stores', { legacyStockStore });
    }),
  );

  r.put(
    '/stock',
    requirePermission('store.stock', { store: storeFromBody('storeId') }),
    handle(async (req, res) => {
      const result = await stock.set(parseInput(storeStockSet, req.body));
      ok(res, result, result.items.length === 1 ? 'Stock updated' : `Stock of ${result.items.length} products updated`);
    }),
  );

  return r;
}
