import type { Model } from 'mongoose';
import { Types } from 'mongoose';
import type { Logger } from '@minutemart/kit';
import type { UserDoc } from '../data/user-model.js';
import type { NotificationDoc, NotificationPrefsDoc } from '../data/notification-model.js';
import type { Mailer } from '../mail/mailer.js';
import { ORDER_MAILS } from './order-mail-kinds.js';
import type { OrderClient } from './order-client.js';
import { orderEmail } from './order-email.js';

export interface SenderSettings {
  pollMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long a claimed mail is the claimer's: a sender that died mid-send leaves it to another after this. */
  leaseMs: number;
  /** Mails sent at once by one replica. */
  concurrency: number;
  /** Mail not sent within this long of its event is given up (the order is long over). */
  giveUpAfterMs: number;
  orderUrl: (orderId: string) => string;
}

/**
 * Sends the recorded order mails (ADR 0019), at most once each: a mail is claimed by one
 * compare-and-set (pending → sending, with a lease), sent, then marked sent. A failed send goes
 * back to pending with a doubling delay, so an SMTP outage only delays mail; the ledger lives in
 * Mongo, so a restart resumes where it stopped. Kafka consumers only record; this loop sends, so
 * mail never holds up the order's events.
 */
export class NotificationSender {
  private timer: NodeJS.Timeout | undefined;
  private inFlight = new Set<Promise<void>>();
  private running = false;
  private stopped = false;
  private wake: (() => void) | undefined;

  constructor(
    private readonly ledger: Model<NotificationDoc>,
    private readonly users: Model<UserDoc>,
    private readonly prefs: Model<NotificationPrefsDoc>,
    private readonly orders: OrderClient,
    private readonly mailer: Mailer,
    private readonly settings: SenderSettings,
    private readonly logger: Logger,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.nudge(), this.settings.pollMs);
    this.timer.unref();
    this.nudge();
  }

  /** Something is due now (a mail was just recorded): look at once rather than at the next tick. */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) {
      this.wake?.();
      return;
    }
    this.running = true;
    void this.drain().finally(() => (this.running = false));
  }

  /** Stop claiming; wait for the mails being sent, so none is left half-done by a graceful stop. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.wake?.();
    await Promise.allSettled([...this.inFlight]);
  }

  private async drain(): Promise<void> {
    while (!this.stopped) {
      if (this.inFlight.size >= this.settings.concurrency) {
        await new Promise<void>((r) => (this.wake = r));
        continue;
      }
      const doc = await this.claim().catch((e) => {
        this.logger.warn({ err: (e as Error).message }, 'could not look for order mail');
        return null;
      });
      if (!doc) {
        if (this.inFlight.size === 0) return;
        await new Promise<void>((r) => (this.wake = r));
        continue;
      }
      const job = this.send(doc).finally(() => {
        this.inFlight.delete(job);
        this.wake?.();
      });
      this.inFlight.add(job);
    }
  }

  private claim(): Promise<NotificationDoc | null> {
    const now = new Date();
    return this.ledger
      .findOneAndUpdate(
        {
          $or: [
            { state: 'pending', nextAttemptAt: { $lte: now } },
            { state: 'sending', leaseUntil: { $lt: now } },
          ],
        },
        { $set: { state: 'sending', leaseUntil: new Date(now.getTime() + this.settings.leaseMs) }, $inc: { attempts: 1 } },
        { sort: { nextAttemptAt: 1 }, returnDocument: 'after' },
      )
      .lean<NotificationDoc>();
  }

  private async send(doc: NotificationDoc): Promise<void> {
    const mine = { _id: doc._id, state: 'sending' as const, attempts: doc.attempts };
    try {
      const outcome = await this.deliver(doc);
      await this.ledger.updateOne(
        mine,
        outcome === 'sent'
          ? { $set: { state: 'sent', sentAt: new Date(), leaseUntil: null } }
          : { $set: { state: 'skipped', skipped: outcome, leaseUntil: null } },
      );
      this.logger.info({ notification: doc._id, kind: doc.kind, outcome, attempts: doc.attempts }, 'order mail');
    } catch (e) {
      const err = (e as Error).message.slice(0, 300);
      const late = Date.now() - new Date(doc.createdAt).getTime() > this.settings.giveUpAfterMs;
      const delay = Math.min(this.settings.retryMaxMs, this.settings.retryBaseMs * 2 ** Math.min(20, doc.attempts - 1));
      await this.ledger
        .updateOne(mine, {
          $set: late
            ? { state: 'failed', lastError: err, leaseUntil: null }
            : { state: 'pending', lastError: err, leaseUntil: null, nextAttemptAt: new Date(Date.now() + delay) },
        })
        .catch(() => undefined);
      this.logger.warn(
        { notification: doc._id, kind: doc.kind, attempts: doc.attempts, err, retryInMs: late ? null : delay },
        late ? 'order mail given up' : 'order mail not sent, will retry',
      );
    }
  }

  private async deliver(doc: NotificationDoc): Promise<'sent' | 'no_account' | 'opted_out' | 'no_order'> {
    const user = Types.ObjectId.isValid(doc.userId) ? await this.users.findById(doc.userId).select('name email status').lean<UserDoc>() : null;
    if (!user || user.status !== 'Active' || !user.email) return 'no_account';
    const spec = ORDER_MAILS[doc.kind];
    if (spec.optional) {
      const p = await this.prefs.findById(doc.userId).lean<NotificationPrefsDoc>();
      if (p && p[spec.pref] === false) return 'opted_out';
    }
    const data = await this.orders.order(doc.orderId);
    if (!data) return 'no_order';
    const mail = await orderEmail(doc.kind, user.name, data, doc.detail, this.settings.orderUrl(doc.orderId));
    const invoice = doc.kind === 'delivered' ? await this.orders.invoice(doc.orderId) : undefined;
    await this.mailer.send(user.email, {
      ...mail,
      ...(invoice ? { attachments: [{ filename: invoice.filename, content: invoice.content, contentType: 'application/pdf' }] } : {}),
    });
    return 'sent';
  }
}
