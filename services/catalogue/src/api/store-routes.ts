import { Router } from 'express';
import { handle, ok, parseInput, requireAdmin } from '@minutemart/kit';
import type { DarkStores } from '../domain/dark-stores.js';
import type { StoreStock } from '../domain/store-stock.js';
import { storeCreate, storeStockSet, storeUpdate } from './store-schemas.js';

/** /api/store: dark stores and their stock (ADR 0007). The list is public; every write is ADMIN only. */
export function storeRoutes(stores: DarkStores, stock: StoreStock): Router {
  const r = Router();

  r.post('/create', requireAdmin, handle(async (req, res) => {
    ok(res, await stores.create(parseInput(storeCreate, req.body)), 'Store created', {}, 201);
  }));

  r.put('/update', requireAdmin, handle(async (req, res) => {
    const { _id, ...patch } = parseInput(storeUpdate, req.body);
    ok(res, await stores.update(_id, patch), 'Store updated');
  }));

  r.get('/list', handle(async (_req, res) => {
    ok(res, await stores.list(), 'Stores');
  }));

  r.put('/stock', requireAdmin, handle(async (req, res) => {
    const result = await stock.set(parseInput(storeStockSet, req.body));
    ok(res, result, result.items.length === 1 ? 'Stock updated' : `Stock of ${result.items.length} products updated`);
  }));

  return r;
}
