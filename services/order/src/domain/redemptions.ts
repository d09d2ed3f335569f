import { Types, type Model } from 'mongoose';
import type { Logger } from 'pino';
import { HttpError } from '@minutemart/kit';
import type { OfferDoc, RedemptionDoc, UsageDoc } from '../data/offer-model.js';
import type { OrderDoc } from '../data/order-model.js';
import { offerRecord } from './offer-book.js';
import { evaluateOffer, type OfferEvaluation, type OfferRecord } from './pricing.js';

/** What a claim needs of one applied offer: the offer as evaluated, and how to work its amount out again on a fresher read. */
export interface ClaimRequest {
  evaluation: OfferEvaluation;
  /** The amount on a fresher read of the offer (its budget may have moved): 0 when it no longer applies. */
  amountFor(offer: OfferRecord): number;
}

const OPEN_STATES: RedemptionDoc['state'][] = ['claiming', 'held', 'confirmed'];
const FAILED_ORDER: OrderDoc['state'][] = ['rejected', 'cancelled', 'expired', 'payment_failed'];
/** A claim whose order never appeared (the placement died in between) is given back after this long. */
const ORPHAN_AFTER_MS = 5 * 60_000;
const isDuplicateKey = (e: unknown) => (e as { code?: unknown })?.code === 11000;

export const shopperUsageId = (offerId: string, userId: string) => `offer:${offerId}:${userId}`;
export const firstOrderUsageId = (userId: string) => `first:${userId}`;

/**
 * Redeeming offers without transactions (ADR 0018). Each step is one single-document conditional
 * write: the redemption record (keyed by order and offer) first, then the shopper's count and the
 * first-order claim (guarded upserts), then the offer's counters (a `$inc` whose filter holds the
 * limit and the budget). A step that is refused undoes the ones before it; a release flips the
 * record once and undoes exactly what it counted. A crash in between can only leave a counter too
 * high (a redemption not given back yet, which the sweep finds), never a limit or budget overrun.
 */
export class Redemptions {
  constructor(
    private readonly offers: Model<OfferDoc>,
    private readonly records: Model<RedemptionDoc>,
    private readonly usage: Model<UsageDoc>,
    private readonly orders: Model<OrderDoc>,
    private readonly logger: Logger,
  ) {}

  /**
   * Times a shopper has offers redeemed (open or confirmed orders), by offer id, and whether their
   * first-order claim is free. Reads only what the offers ask about: most baskets meet no offer with a
   * per-shopper limit or a first-order rule, and then a quote or an order reads nothing here.
   */
  async shopperState(
    userId: string,
    offers: readonly Pick<OfferRecord, '_id' | 'perShopperLimit' | 'firstOrderOnly'>[],
  ): Promise<{ used: Map<string, number>; firstOrder: boolean }> {
    const limited = offers.filter((o) => o.perShopperLimit !== null).map((o) => o._id);
    const firstOnly = offers.some((o) => o.firstOrderOnly);
    const ids = [...limited.map((id) => shopperUsageId(id, userId)), ...(firstOnly ? [firstOrderUsageId(userId)] : [])];
    const [docs, earlier] = await Promise.all([
      ids.length > 0 ? this.usage.find({ _id: { $in: ids } }).lean<UsageDoc[]>() : Promise.resolve([]),
      firstOnly ? this.orders.exists({ userId: new Types.ObjectId(userId), state: { $nin: FAILED_ORDER } }) : Promise.resolve(null),
    ]);
    const count = new Map(docs.map((d) => [d._id, d.count]));
    return {
      used: new Map(limited.map((id) => [id, count.get(shopperUsageId(id, userId)) ?? 0])),
      firstOrder: firstOnly && !earlier && (count.get(firstOrderUsageId(userId)) ?? 0) === 0,
    };
  }

  /**
   * Redeems the offers for an order about to be written, or throws 409 with the reason the first
   * refused one gives (having given back what the others took). Returns the amount each holds.
   */
  async claim(orderId: string, userId: string, requests: ClaimRequest[], now: Date): Promise<number[]> {
    const amounts: number[] = [];
    try {
      for (const r of requests) amounts.push(await this.claimOne(orderId, userId, r, now));
      return amounts;
    } catch (e) {
      await this.release(orderId);
      throw e;
    }
  }

  private async claimOne(orderId: string, userId: string, r: ClaimRequest, now: Date): Promise<number> {
    const offer = r.evaluation.offer;
    const _id = `${orderId}:${offer._id}`;
    let amount = r.evaluation.savesPaise;
    await this.records.create({
      _id,
      orderId,
      offerId: offer._id,
      userId,
      code: offer.code,
      amountPaise: amount,
      state: 'claiming',
      counted: { offer: false, shopper: false, firstOrder: false },
    });
    if (offer.perShopperLimit !== null) {
      if (!(await this.raise(shopperUsageId(offer._id, userId), offer.perShopperLimit)))
        throw refused(
          offer.perShopperLimit === 1 ? 'You have already used this offer' : `You have used this offer ${offer.perShopperLimit} times already`,
          offer,
        );
      await this.records.updateOne({ _id }, { $set: { 'counted.shopper': true } });
    }
    if (offer.firstOrderOnly) {
      if (!(await this.raise(firstOrderUsageId(userId), 1))) throw refused('Only on your first order', offer);
      await this.records.updateOne({ _id }, { $set: { 'counted.firstOrder': true } });
    }
    let current = offer;
    for (let attempt = 0; attempt < 5; attempt++) {
      const filter: Record<string, unknown> = {
        _id: new Types.ObjectId(current._id),
        status: 'active',
        startsAt: { $lte: now },
        $or: [{ endsAt: null }, { endsAt: { $gt: now } }],
        totalLimit: current.totalLimit,
        budgetPaise: current.budgetPaise,
      };
      if (current.totalLimit !== null) filter['redemptions'] = { $lt: current.totalLimit };
      if (current.budgetPaise !== null) filter['spentPaise'] = { $lte: current.budgetPaise - amount };
      const res = await this.offers.updateOne(filter, { $inc: { redemptions: 1, spentPaise: amount } });
      if (res.modifiedCount === 1) {
        await this.records.updateOne({ _id }, { $set: { 'counted.offer': true, state: 'held', amountPaise: amount } });
        return amount;
      }
      // Someone else moved the counters (or an admin the terms): judge again on what is stored now.
      const fresh = await this.offers.findById(current._id).lean<OfferDoc>();
      if (!fresh) throw refused('This offer is no longer available', offer);
      current = offerRecord(fresh);
      const again = evaluateOffer(current, { now, storeId: '', city: '', lines: [], shopper: null });
      // Only the offer's own state matters here (the basket was judged already): scope checks need the basket.
      if (again.refusal === 'paused' || again.refusal === 'not_yet_valid' || again.refusal === 'expired' || again.refusal === 'exhausted')
        throw refused(again.reason!, current);
      amount = r.amountFor(current);
      if (amount <= 0) throw refused('This offer has been fully redeemed', current);
    }
    throw refused('This offer is in high demand: please try again', offer);
  }

  /** Raises a guarded count; false when it is at its limit already. */
  private async raise(id: string, limit: number): Promise<boolean> {
    try {
      await this.usage.collection.updateOne({ _id: id as never, count: { $lt: limit } }, { $inc: { count: 1 } }, { upsert: true });
      return true;
    } catch (e) {
      if (isDuplicateKey(e)) return false;
      throw e;
    }
  }

  /** The order is confirmed: its redemptions are used; a discount smaller than held gives the difference back to the budget. */
  async confirm(orderId: string, amounts: { offerId: string; amountPaise: number }[]): Promise<void> {
    for (const a of amounts) {
      const before = await this.records
        .findOneAndUpdate({ _id: `${orderId}:${a.offerId}`, state: 'held' }, { $set: { state: 'confirmed', amountPaise: a.amountPaise } })
        .lean<RedemptionDoc>();
      const back = before ? before.amountPaise - a.amountPaise : 0;
      if (before?.counted.offer && back > 0) await this.offers.updateOne({ _id: new Types.ObjectId(a.offerId) }, { $inc: { spentPaise: -back } });
    }
  }

  /** Gives back every redemption of an order (cancelled, refused, expired, never written); a second call finds nothing to give. */
  async release(orderId: string): Promise<number> {
    const open = await this.records.find({ orderId, state: { $in: OPEN_STATES } }).lean<RedemptionDoc[]>();
    let released = 0;
    for (const first of open) {
      // A record moving between open states meanwhile (held → confirmed) is read again and released from there.
      let r: RedemptionDoc | null = first;
      let flipped: RedemptionDoc | null = null;
      for (let attempt = 0; r && OPEN_STATES.includes(r.state) && !flipped && attempt < 5; attempt++) {
        flipped = await this.records
          .findOneAndUpdate({ _id: r._id, state: r.state }, { $set: { state: r.counted.offer ? 'released' : 'refused' } }, { returnDocument: 'after' })
          .lean<RedemptionDoc>();
        if (!flipped) r = await this.records.findById(r._id).lean<RedemptionDoc>();
      }
      if (!flipped) continue;
      const counted = flipped.counted;
      if (counted.offer)
        await this.offers.updateOne({ _id: new Types.ObjectId(flipped.offerId) }, { $inc: { redemptions: -1, spentPaise: -flipped.amountPaise } });
      if (counted.shopper) await this.usage.updateOne({ _id: shopperUsageId(flipped.offerId, flipped.userId), count: { $gt: 0 } }, { $inc: { count: -1 } });
      if (counted.firstOrder) await this.usage.updateOne({ _id: firstOrderUsageId(flipped.userId), count: { $gt: 0 } }, { $inc: { count: -1 } });
      released++;
    }
    return released;
  }

  /** Redemptions left open by an order that failed or was never written (a crash, a lost event): given back. */
  async sweep(now: Date = new Date()): Promise<number> {
    const stale = await this.records
      .find({ state: { $in: ['claiming', 'held'] }, createdAt: { $lt: new Date(now.getTime() - ORPHAN_AFTER_MS) } })
      .limit(200)
      .lean<RedemptionDoc[]>();
    let n = 0;
    for (const orderId of new Set(stale.map((r) => r.orderId))) {
      const order = await this.orders.findOne({ orderId }, { state: 1 }).lean<Pick<OrderDoc, 'state'>>();
      if (!order || FAILED_ORDER.includes(order.state)) n += await this.release(orderId);
    }
    if (n > 0) this.logger.warn({ released: n }, 'gave back redemptions of orders that failed or were never written');
    return n;
  }
}

const refused = (message: string, offer: OfferRecord) =>
  new HttpError(409, message, { coupon: { code: offer.code, applied: false, message }, offerId: offer._id });
