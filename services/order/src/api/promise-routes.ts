import { Router } from 'express';
import { handle, ok, parseInput } from '@minutemart/kit';
import type { Clock } from '../domain/clock.js';
import type { StoreChoice } from '../domain/dark-store/store-choice.js';
import { pincodeQuery } from './schemas.js';

/**
 * GET /api/order/promise?pincode=: public (guests choose a pincode before signing in). The store
 * that would serve it and its promise now, or why not: the answer placement itself acts on.
 */
export function promiseRoutes(choice: StoreChoice, clock: Clock): Router {
  const r = Router();
  r.get(
    '/promise',
    handle(async (req, res) => {
      const { pincode } = parseInput(pincodeQuery, req.query);
      const answer = await choice.forPincode(pincode);
      const promisedAt = answer.available ? new Date(clock().getTime() + answer.minutes * 60_000) : null;
      res.setHeader('cache-control', 'no-store');
      ok(res, { ...answer, promisedAt }, answer.message);
    }),
  );
  return r;
}
