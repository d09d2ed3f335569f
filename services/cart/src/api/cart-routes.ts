import { Router } from 'express';
import { handle, ok, parseInput, requireAuth, userId } from '@minutemart/kit';
import type { Carts } from '../domain/carts.js';
import { addItemBody, itemIdBody, mergeBody, updateQtyBody } from './schemas.js';

/** /api/cart: every route needs a signed-in shopper and acts on that shopper's cart only. */
export function cartRoutes(carts: Carts): Router {
  const r = Router();
  r.use(requireAuth);

  r.post(
    '/create',
    handle(async (req, res) => {
      const { productId } = parseInput(addItemBody, req.body);
      ok(res, await carts.add(userId(req), req.auth?.email ?? '', productId), 'Item add Successfully', {}, 201);
    }),
  );

  // The guest cart kept in the browser, brought in at sign-in; answers the merged cart like /get.
  r.post(
    '/merge',
    handle(async (req, res) => {
      const { items } = parseInput(mergeBody, req.body);
      const merged = await carts.merge(userId(req), req.auth?.email ?? '', items);
      const message = merged.added + merged.raised > 0 ? 'Cart merged' : 'Nothing to merge';
      ok(res, await carts.itemsOf(userId(req)), message, { merged });
    }),
  );

  r.get(
    '/get',
    handle(async (req, res) => {
      ok(res, await carts.itemsOf(userId(req)), '');
    }),
  );

  r.put(
    '/update-qty',
    handle(async (req, res) => {
      const { _id, qty } = parseInput(updateQtyBody, req.body);
      const { item, cappedAt } = await carts.setQuantity(userId(req), _id, qty);
      ok(res, item, cappedAt === undefined ? 'Update cart' : `Only ${cappedAt} in stock: quantity set to ${cappedAt}`);
    }),
  );

  r.delete(
    '/delete-cart-item',
    handle(async (req, res) => {
      const { _id } = parseInput(itemIdBody, req.body);
      ok(res, await carts.remove(userId(req), _id), 'Item remove');
    }),
  );

  return r;
}
