import { Router } from 'express';
import { z } from 'zod';
import { handle, ok, parseInput, requireAuth, userId } from '@minutemart/kit';
import type { BuyAgain } from '../domain/buy-again/buy-again.js';
import { orderIdBody, storeIdInput } from './schemas.js';

const MAX_LISTED = 40;

const buyAgainQuery = z.object({
  storeId: storeIdInput,
  limit: z.coerce
    .number({ error: `limit must be a number from 1 to ${MAX_LISTED}` })
    .int(`limit must be a number from 1 to ${MAX_LISTED}`)
    .min(1, `limit must be a number from 1 to ${MAX_LISTED}`)
    .max(MAX_LISTED, `limit must be a number from 1 to ${MAX_LISTED}`)
    .default(20),
});

const previewQuery = z.object({ storeId: storeIdInput.optional() });

/** /api/order buy again (ADR 0024): reads of the signed-in shopper's own orders, nothing is written. */
export function buyAgainRoutes(buyAgain: BuyAgain): Router {
  const r = Router();

  r.get(
    '/buy-again',
    requireAuth,
    handle(async (req, res) => {
      const { storeId, limit } = parseInput(buyAgainQuery, req.query);
      res.setHeader('cache-control', 'private, no-store');
      ok(res, await buyAgain.list(userId(req), storeId, limit), 'buy again');
    }),
  );

  r.get(
    '/reorder-preview/:orderId',
    requireAuth,
    handle(async (req, res) => {
      const { orderId } = parseInput(orderIdBody, { orderId: req.params['orderId'] });
      const { storeId } = parseInput(previewQuery, req.query);
      res.setHeader('cache-control', 'private, no-store');
      ok(res, await buyAgain.preview(userId(req), orderId, storeId), 'reorder preview');
    }),
  );

  return r;
}
