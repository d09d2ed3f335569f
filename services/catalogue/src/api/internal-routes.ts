import { Router } from 'express';
import { z } from 'zod';
import { handle, notFound, objectIdInput, ok, parseInput } from '@minutemart/kit';
import type { Products } from '../domain/products.js';

const productParams = z.object({ id: objectIdInput('productId') });

/**
 * /internal: reads other services make of us, never routed by the gateway (its routes name /api
 * prefixes only). Answers only what the public reads already show (live, published products), so
 * it needs no token; it differs from them by reading the database, not this replica's cache.
 */
export function internalRoutes(products: Products): Router {
  const r = Router();

  /** The product as its latest product event describes it (`ProductSnapshot`), or 404. */
  r.get(
    '/product/:id',
    handle(async (req, res) => {
      const { id } = parseInput(productParams, req.params);
      const snapshot = await products.sellable(id);
      if (!snapshot) throw notFound('Product not found');
      res.setHeader('cache-control', 'no-store');
      ok(res, snapshot, 'Product');
    }),
  );

  return r;
}
