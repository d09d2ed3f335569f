import { Types, type Model } from 'mongoose';
import type { OfferTerms, OfferView } from '@minutemart/contracts';
import { auditEntries, auditState, conflict, notFound } from '@minutemart/kit';
import type { OfferDoc, RedemptionDoc } from '../data/offer-model.js';
import type { OfferRecord } from './pricing.js';

export type NewOffer = Omit<OfferTerms, 'startsAt' | 'endsAt'> & { startsAt: Date; endsAt: Date | null };

export const offerRecord = (d: OfferDoc): OfferRecord => ({
  _id: String(d._id),
  title: d.title,
  description: d.description ?? '',
  code: d.code ?? null,
  automatic: d.automatic,
  kind: d.kind,
  amountPaise: d.amountPaise,
  percent: d.percent,
  capPaise: d.capPaise ?? null,
  minBasketPaise: d.minBasketPaise ?? 0,
  startsAt: d.startsAt,
  endsAt: d.endsAt ?? null,
  firstOrderOnly: d.firstOrderOnly,
  perShopperLimit: d.perShopperLimit ?? null,
  totalLimit: d.totalLimit ?? null,
  budgetPaise: d.budgetPaise ?? null,
  scope: { kind: d.scope.kind, ids: d.scope.ids ?? [] },
  stackable: d.stackable,
  status: d.status,
  redemptions: d.redemptions ?? 0,
  spentPaise: d.spentPaise ?? 0,
});

export const offerView = (d: OfferDoc): OfferView<Date> => ({ ...offerRecord(d), createdAt: d.createdAt, updatedAt: d.updatedAt });

/** Offers held in memory this long between reads: a quote is a hint, the redemption decides. */
const LIVE_OFFERS_MS = 1_000;

/** The offers admins run, and the lookups pricing makes of them. */
export class OfferBook {
  private live: { at: number; offers: Promise<OfferRecord[]> } | null = null;

  constructor(
    private readonly offers: Model<OfferDoc>,
    private readonly redemptions: Model<RedemptionDoc>,
    /** Points the outbox relay at an offer just written (its audit entry). */
    private readonly nudge: (id: Types.ObjectId) => void,
  ) {}

  async create(terms: NewOffer, by: string): Promise<OfferDoc> {
    const { code, ...rest } = terms;
    const _id = new Types.ObjectId();
    const audit = auditEntries('order-service', { entity: 'offer', entityId: String(_id), action: 'create', before: null, after: auditState(terms) });
    try {
      const doc = await this.offers.create({
        _id,
        ...rest,
        ...(code ? { code } : {}),
        status: 'active',
        redemptions: 0,
        spentPaise: 0,
        createdBy: by,
        _outbox: audit,
      } as unknown as OfferDoc);
      this.live = null;
      if (audit.length) this.nudge(_id);
      const { _outbox: _, ...created } = doc.toObject() as OfferDoc & { _outbox?: unknown };
      return created;
    } catch (e) {
      if ((e as { code?: number }).code === 11000) throw conflict(`An offer with the code ${code} exists already`);
      throw e;
    }
  }

  async setStatus(offerId: string, status: OfferDoc['status']): Promise<OfferDoc> {
    const _id = new Types.ObjectId(offerId);
    // Conditional on the status read, so the audit entry written with the change shows the one it replaced.
    for (let attempt = 0; attempt < 5; attempt++) {
      const before = await this.offers.findById(_id).select('status').lean<OfferDoc>();
      if (!before) throw notFound('Offer not found');
      const audit = auditEntries('order-service', {
        entity: 'offer',
        entityId: offerId,
        action: status === 'paused' ? 'pause' : 'resume',
        before: { status: before.status },
        after: { status },
      });
      const doc = await this.offers
        .findOneAndUpdate(
          { _id, status: before.status },
          { $set: { status }, ...(audit.length ? { $push: { _outbox: { $each: audit } } } : {}) },
          { returnDocument: 'after', projection: { _outbox: 0 } },
        )
        .lean<OfferDoc>();
      if (!doc) continue;
      if (audit.length) this.nudge(_id);
      this.live = null;
      return doc;
    }
    throw conflict('This offer was changed by someone else meanwhile: reload and try again');
  }

  async list(): Promise<OfferDoc[]> {
    return this.offers.find().select('-_outbox').sort({ createdAt: -1 }).limit(500).lean<OfferDoc[]>();
  }

  async get(offerId: string): Promise<OfferDoc> {
    const doc = await this.offers.findById(offerId).select('-_outbox').lean<OfferDoc>();
    if (!doc) throw notFound('Offer not found');
    return doc;
  }

  /** How an offer has been used: redemptions by state and the latest ones. */
  async usage(offerId: string) {
    const offer = await this.get(offerId);
    const byState = await this.redemptions.aggregate<{ _id: string; n: number; paise: number }>([
      { $match: { offerId } },
      { $group: { _id: '$state', n: { $sum: 1 }, paise: { $sum: '$amountPaise' } } },
    ]);
    const latest = await this.redemptions.find({ offerId }).sort({ createdAt: -1 }).limit(50).lean<RedemptionDoc[]>();
    return {
      offer: offerView(offer),
      byState: Object.fromEntries(byState.map((s) => [s._id, { count: s.n, amountPaise: s.paise }])),
      latest: latest.map((r) => ({ orderId: r.orderId, userId: r.userId, state: r.state, amountPaise: r.amountPaise, at: r.createdAt })),
    };
  }

  async byCode(code: string): Promise<OfferRecord | null> {
    const doc = await this.offers.findOne({ code: code.trim().toUpperCase() }).select('-_outbox').lean<OfferDoc>();
    return doc ? offerRecord(doc) : null;
  }

  /** Every running offer a shopper could be shown (automatic or with a code), at most a second old. */
  async running(now: Date): Promise<OfferRecord[]> {
    if (!this.live || Date.now() - this.live.at > LIVE_OFFERS_MS) {
      const offers = this.offers
        .find({ status: 'active', $or: [{ endsAt: null }, { endsAt: { $gt: now } }] })
        .select('-_outbox')
        .sort({ createdAt: -1 })
        .limit(100)
        .lean<OfferDoc[]>()
        .then((docs) => docs.map(offerRecord));
      this.live = { at: Date.now(), offers };
      offers.catch(() => (this.live = null));
    }
    return this.live.offers;
  }
}
