import { Router } from 'express';
import { z } from 'zod';
import { orderRatingInput } from '@minutemart/contracts';
import { handle, ok, parseInput, requireAuth, requirePermission, userId } from '@minutemart/kit';
import type { Clock } from '../domain/clock.js';
import type { Ratings } from '../domain/rating/ratings.js';
import { orderView } from '../domain/views.js';
import { orderIdBody, storeIdInput } from './schemas.js';
import { readableStores } from './staff-caller.js';

const MAX_DAYS = 31;
const days = `days must be a whole number from 1 to ${MAX_DAYS}`;

const rateBody = orderRatingInput.extend(orderIdBody.shape);

const ratingsQuery = z.object({
  store: storeIdInput.optional(),
  days: z.coerce.number({ error: days }).int(days).min(1, days).max(MAX_DAYS, days).default(30),
});

/**
 * Ratings (ADR 0026): POST /api/order/rating for the order's own shopper; GET
 * /api/order/admin/ratings behind store.dashboard (a store manager sees their own stores').
 */
export function ratingRoutes(ratings: Ratings, clock: Clock): Router {
  const r = Router();

  r.post(
    '/rating',
    requireAuth,
    handle(async (req, res) => {
      const { orderId, ...rating } = parseInput(rateBody, req.body);
      ok(res, orderView(await ratings.rate(userId(req), orderId, rating)), 'Thanks for rating', {}, 201);
    }),
  );

  r.get(
    '/admin/ratings',
    requirePermission('store.dashboard'),
    handle(async (req, res) => {
      const q = parseInput(ratingsQuery, req.query);
      const storeIds = readableStores(req, 'store.dashboard', q.store);
      const to = clock();
      const from = new Date(to.getTime() - q.days * 86_400_000);
      ok(res, await ratings.summary({ from, to, ...(storeIds ? { storeIds } : {}) }), 'ratings');
    }),
  );

  return r;
}
