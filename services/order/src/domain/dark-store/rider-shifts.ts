import type { Model } from 'mongoose';
import { auditEntries, auditState, conflict, forbidden, notFound } from '@minutemart/kit';
import type { OrderDoc } from '../../data/order-model.js';
import type { RiderShiftDoc } from '../../data/rider-shift-model.js';
import type { Clock } from '../clock.js';
import type { StaffCaller } from './store-steps.js';

/** How stale a store's rider counts may be when another replica changed them. */
const RIDERS_RECOUNT_MS = 1_000;
/** Retries of a sign-in or sign-out that raced another one, before answering a conflict. */
const MAX_RACES = 5;
const AUDITED = ['storeId', 'onShift', 'since', 'endedAt', 'endedBy'] as const;

/** What a store's riders are doing, as the rider wait counts it (ADR 0027). */
export interface RiderCounts {
  onShift: number;
  /** Taken by a rider and not delivered yet. */
  delivering: number;
  /** Packed, and no rider took it yet. */
  packedUntaken: number;
}

/** A rider's shift as the screens read it; `onShift` false with `storeId` null: never signed in. */
export interface ShiftView {
  riderId: string;
  name: string;
  storeId: string | null;
  onShift: boolean;
  since: Date | null;
  endedAt: Date | null;
}

export const shiftView = (riderId: string, doc: RiderShiftDoc | null): ShiftView => ({
  riderId,
  name: doc?.name ?? '',
  storeId: doc?.storeId ?? null,
  onShift: doc?.onShift ?? false,
  since: doc?.since ?? null,
  endedAt: doc?.endedAt ?? null,
});

/**
 * Each store's rider counts, counted at most once a RIDERS_RECOUNT_MS per store on this replica
 * (every promise asks), and at once after this replica's own sign-ins, sign-outs and order steps.
 */
export class RiderGauge {
  private readonly counted = new Map<string, { counts: Promise<RiderCounts>; at: number }>();

  constructor(
    private readonly shifts: Model<RiderShiftDoc>,
    private readonly orders: Model<OrderDoc>,
  ) {}

  /** Promises asked at once share one count: a burst of quotes at a store reads its riders once. */
  counts(storeId: string): Promise<RiderCounts> {
    const cached = this.counted.get(storeId);
    if (cached && Date.now() - cached.at < RIDERS_RECOUNT_MS) return cached.counts;
    const counting = Promise.all([
      this.shifts.countDocuments({ storeId, onShift: true }).exec(),
      this.orders.countDocuments({ storeId, $or: [{ state: 'out_for_delivery' }, { state: 'packed', rider: { $ne: null } }] }).exec(),
      this.orders.countDocuments({ storeId, state: 'packed', rider: null }).exec(),
    ]).then(([onShift, delivering, packedUntaken]) => ({ onShift, delivering, packedUntaken }));
    const entry = { counts: counting, at: Date.now() };
    this.counted.set(storeId, entry);
    // A failed count is not kept: the next promise asks again.
    counting.catch(() => this.counted.get(storeId) === entry && this.counted.delete(storeId));
    return counting;
  }

  /** Something about the store's riders or deliveries changed on this replica. */
  changed(storeId: string): void {
    this.counted.delete(storeId);
  }
}

/**
 * Riders sign in and out per store on the rider screen (ADR 0027): a rider their own shift, at one
 * store at a time; an admin may sign anyone out. Each change is audited in the same write.
 */
export class RiderShifts {
  constructor(
    private readonly model: Model<RiderShiftDoc>,
    private readonly orders: Model<OrderDoc>,
    private readonly clock: Clock,
    /** The rider's name as the order steps record it. */
    private readonly nameOf: (caller: StaffCaller) => Promise<string | undefined>,
    /** Called after a sign-in or sign-out was written: its audit entry, the store's promise. */
    private readonly changed: (riderId: string, storeId: string) => void,
  ) {}

  async of(riderId: string): Promise<ShiftView> {
    return shiftView(riderId, await this.model.findById(riderId).lean<RiderShiftDoc>());
  }

  /** Signs the caller in for the store; signing in again where they are on shift changes nothing. */
  async signIn(caller: StaffCaller, storeId: string, storeName: (id: string) => string): Promise<ShiftView> {
    const name = (await this.nameOf(caller)) ?? '';
    for (let attempt = 0; attempt < MAX_RACES; attempt++) {
      const before = await this.model.findById(caller.id).lean<RiderShiftDoc>();
      if (before?.onShift) {
        if (before.storeId === storeId) return shiftView(caller.id, before);
        throw conflict(`You are on shift at ${storeName(before.storeId)}: sign out there first`);
      }
      const after = { storeId, onShift: true, name, since: this.clock(), endedAt: before?.endedAt ?? null, endedBy: before?.endedBy ?? null };
      const doc = await this.write(caller.id, before, after, 'riderSignIn');
      if (doc) return shiftView(caller.id, doc);
    }
    throw conflict('Your shift changed meanwhile: try again');
  }

  /**
   * Signs a rider out of the store: the caller's own shift, or (a global role) anyone's. Signing
   * out when not on shift there changes nothing.
   */
  async signOut(caller: StaffCaller, storeId: string, riderId = caller.id): Promise<ShiftView> {
    if (riderId !== caller.id && caller.stores !== 'all') throw forbidden('You can sign out only your own shift');
    for (let attempt = 0; attempt < MAX_RACES; attempt++) {
      const before = await this.model.findById(riderId).lean<RiderShiftDoc>();
      if (!before && riderId !== caller.id) throw notFound('This rider has no shift');
      if (!before?.onShift || before.storeId !== storeId) return shiftView(riderId, before);
      const doc = await this.write(riderId, before, { ...before, onShift: false, endedAt: this.clock(), endedBy: caller.id }, 'riderSignOut');
      if (doc) return shiftView(riderId, doc);
    }
    throw conflict('This shift changed meanwhile: try again');
  }

  /** Riders on shift at the stores of a scope, each with the deliveries they have taken and not delivered. */
  async onShift(stores: 'all' | readonly string[]) {
    const where = stores === 'all' ? {} : { storeId: { $in: [...stores] } };
    const docs = await this.model
      .find({ onShift: true, ...where })
      .sort({ storeId: 1, since: 1, _id: 1 })
      .lean<RiderShiftDoc[]>();
    const riding = await this.orders.aggregate<{ _id: string; n: number }>([
      { $match: { ...where, 'rider.id': { $in: docs.map((d) => d._id) }, state: { $in: ['packed', 'out_for_delivery'] } } },
      { $group: { _id: '$rider.id', n: { $sum: 1 } } },
    ]);
    return docs.map((d) => ({ ...shiftView(d._id, d), storeId: d.storeId, delivering: riding.find((r) => r._id === d._id)?.n ?? 0 }));
  }

  /** A compare-and-set on what was read (the first shift: a create, where a racing one is a duplicate key). */
  private async write(riderId: string, before: RiderShiftDoc | null, after: Omit<RiderShiftDoc, '_id'>, action: string): Promise<RiderShiftDoc | null> {
    const audit = auditEntries('order-service', {
      entity: 'staff',
      entityId: riderId,
      action,
      storeId: after.storeId,
      before: auditState(before, AUDITED),
      after: auditState(after, AUDITED),
    });
    let doc: RiderShiftDoc | null;
    try {
      if (before) {
        doc = await this.model
          .findOneAndUpdate(
            { _id: riderId, onShift: before.onShift, since: before.since },
            { $set: after, ...(audit.length ? { $push: { _outbox: { $each: audit } } } : {}) },
            { returnDocument: 'after', projection: { _outbox: 0 } },
          )
          .lean<RiderShiftDoc>();
      } else {
        await this.model.create({ _id: riderId, ...after, _outbox: audit } as RiderShiftDoc);
        doc = { _id: riderId, ...after };
      }
    } catch (e) {
      if ((e as { code?: number }).code !== 11000) throw e;
      doc = null;
    }
    if (doc) this.changed(riderId, after.storeId);
    return doc;
  }
}
