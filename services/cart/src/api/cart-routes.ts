import { Router } from 'express';
import { handle, ok, requireAuth, userId } from '@minutemart/kit';
import type { Carts } from '../domain/carts.js';

export function cartRoutes(carts: Carts): Router {
  const r = Router();
  r.get('/get', requireAuth, handle(async (req, res) => {
    ok(res, await carts.itemsOf(userId(req)), '');
  }));
  return r;
}
