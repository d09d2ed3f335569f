import { Router } from 'express';
import { z } from 'zod';
import { handle, ok, parseInput, requireAuth, userId } from '@minutemart/kit';
import type { Model } from 'mongoose';
import type { NotificationPrefsDoc } from '../data/notification-model.js';

const flag = (label: string) =>
  z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ error: `${label} must be true or false` })).optional();
const prefsBody = z.object({ outForDelivery: flag('outForDelivery'), substitution: flag('substitution') });

const view = (p: Pick<NotificationPrefsDoc, 'outForDelivery' | 'substitution'> | null) => ({
  outForDelivery: p?.outForDelivery !== false,
  substitution: p?.substitution !== false,
  /** Always sent: what the shopper must know about their money and their order. */
  transactional: ['confirmed', 'delivered', 'refunded', 'cancelled'],
});

/** /api/user/notifications: the signed-in user's choice of the optional order mails. */
export function notificationRoutes(prefs: Model<NotificationPrefsDoc>): Router {
  const r = Router();
  r.use(requireAuth);
  r.get(
    '/',
    handle(async (req, res) => {
      ok(res, view(await prefs.findById(userId(req)).lean<NotificationPrefsDoc>()), 'Notification settings');
    }),
  );
  r.put(
    '/',
    handle(async (req, res) => {
      const body = parseInput(prefsBody, req.body ?? {});
      const set: Record<string, unknown> = { updatedAt: new Date() };
      if (body.outForDelivery !== undefined) set['outForDelivery'] = body.outForDelivery;
      if (body.substitution !== undefined) set['substitution'] = body.substitution;
      const saved = await prefs.findOneAndUpdate({ _id: userId(req) }, { $set: set }, { upsert: true, returnDocument: 'after' }).lean<NotificationPrefsDoc>();
      ok(res, view(saved), 'Notification settings saved');
    }),
  );
  return r;
}
