import { Router } from 'express';
import { can, isStoreBound } from '@minutemart/contracts';
import { handle, requireAuth, userId } from '@minutemart/kit';
import type { LiveOrders } from '../domain/live-orders.js';
import { send, viewFor } from '../domain/live-orders.js';
import type { OrderQueries } from '../domain/queries.js';

/**
 * GET /api/order/stream: server-sent events of order changes: a shopper's own, for store staff a
 * notice of each change to their stores' orders, for orders.read (admins, support) everyone's. A reconnecting browser sends Last-Event-ID (the cursor of the last change it saw)
 * and first gets every order that changed after it.
 */
export function streamRoutes(live: LiveOrders, queries: OrderQueries): Router {
  const r = Router();
  r.get(
    '/stream',
    requireAuth,
    handle(async (req, res) => {
      const admin = can(req.auth, 'orders.read');
      const me = userId(req);
      const stores = isStoreBound(req.auth!.role) ? (req.auth!.stores ?? []) : [];
      const sub = { userId: me, admin, stores };
      res.status(200);
      res.setHeader('content-type', 'text/event-stream; charset=utf-8');
      res.setHeader('cache-control', 'no-cache, no-transform');
      res.setHeader('connection', 'keep-alive');
      // Tells nginx-style proxies (and our gateway) not to buffer the stream.
      res.setHeader('x-accel-buffering', 'no');
      res.flushHeaders();
      res.write('retry: 3000\n\n');
      const remove = live.add({ ...sub, res });
      req.on('close', remove);

      const cursor = Number(req.get('last-event-id') ?? req.query['lastEventId']);
      if (Number.isFinite(cursor) && cursor > 0) {
        for (const view of await queries.changedSince(new Date(cursor), admin ? undefined : { userId: me, stores })) {
          const seen = viewFor(sub, view);
          if (seen) send(res, seen);
        }
      }
    }),
  );
  return r;
}
