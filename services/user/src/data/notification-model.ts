import { Schema, type Connection, type Model } from 'mongoose';
import type { OrderMailKind } from '../notify/order-mail-kinds.js';

export type NotificationState = 'pending' | 'sending' | 'sent' | 'skipped' | 'failed';

/**
 * One mail to send about an order change (ADR 0019), recorded when the event is read and then
 * sent by the notification sender. `_id` names the change, not the event: `<orderId>:<type>:<seq>`,
 * so one change published in two event versions is still one mail.
 */
export interface NotificationDoc {
  _id: string;
  eventId: string;
  kind: OrderMailKind;
  orderId: string;
  userId: string;
  /** What the event said that the order itself may no longer show (the missing item, the substitute). */
  detail: { name?: string; quantity?: number; refundPaise?: number; reason?: string };
  state: NotificationState;
  attempts: number;
  nextAttemptAt: Date;
  /** While `sending`: the sender owns it until then (a sender that died leaves it to another). */
  leaseUntil: Date | null;
  lastError: string;
  /** Why it was not sent: `opted_out`, `no_account`. */
  skipped: string;
  createdAt: Date;
  sentAt: Date | null;
}

const notificationSchema = new Schema<NotificationDoc>(
  {
    _id: { type: String, required: true },
    eventId: { type: String, required: true },
    kind: { type: String, required: true },
    orderId: { type: String, required: true },
    userId: { type: String, required: true },
    detail: { type: Schema.Types.Mixed, default: {} },
    state: { type: String, required: true },
    attempts: { type: Number, default: 0 },
    nextAttemptAt: { type: Date, required: true },
    leaseUntil: { type: Date, default: null },
    lastError: { type: String, default: '' },
    skipped: { type: String, default: '' },
    createdAt: { type: Date, required: true },
    sentAt: { type: Date, default: null },
  },
  { versionKey: false, minimize: false },
);
// What the sender looks for: due mail, and mail whose sender's lease ran out.
notificationSchema.index({ state: 1, nextAttemptAt: 1 });
notificationSchema.index({ state: 1, leaseUntil: 1 });
notificationSchema.index({ orderId: 1 });

export const notificationModel = (db: Connection): Model<NotificationDoc> =>
  (db.models['notification'] as Model<NotificationDoc>) ?? db.model<NotificationDoc>('notification', notificationSchema, 'notifications');

/** A shopper's choice of the optional order mails; no document: all on. */
export interface NotificationPrefsDoc {
  _id: string;
  outForDelivery: boolean;
  substitution: boolean;
  updatedAt: Date;
}

const prefsSchema = new Schema<NotificationPrefsDoc>(
  {
    _id: { type: String, required: true },
    outForDelivery: { type: Boolean, default: true },
    substitution: { type: Boolean, default: true },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false },
);

export const notificationPrefsModel = (db: Connection): Model<NotificationPrefsDoc> =>
  (db.models['notificationPrefs'] as Model<NotificationPrefsDoc>) ?? db.model<NotificationPrefsDoc>('notificationPrefs', prefsSchema, 'notification_prefs');
