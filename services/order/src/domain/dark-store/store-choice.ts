import type { Model } from 'mongoose';
import { DEFAULT_STORE_ID } from '@minutemart/contracts';
import type { OrderDoc } from '../../data/order-model.js';
import type { Clock } from '../clock.js';
import { decideLoad, isOpenAt, promiseMinutes, riderWaitMinutes, type LoadDecision, type PromiseSettings, type RiderLoad } from './delivery-promise.js';
import type { RiderGauge } from './rider-shifts.js';
import { distanceKm, nearestPincode } from './geo.js';
import { QUEUE_STATES } from '../order-states.js';
import type { StoreDirectory, StoreRecord } from './store-directory.js';

/** The one store of one-store mode, as shoppers see it. */
export const DEFAULT_STORE_NAME = 'Minutemart';

export type UnavailableReason = 'busy' | 'paused' | 'closed';

/** A store's riders in its promise, when rider capacity is on for it (ADR 0027). */
export interface PromiseRiders extends RiderLoad {
  /** Minutes from now until a rider is free for the next order (0: one is free now). */
  waitMinutes: number;
  /** No rider is free for the next order now: the promise says "Busy". */
  busy: boolean;
}

/** A load decision, and the riders it counted when rider capacity is on for the store. */
export type StoreLoad = LoadDecision & { riders: RiderLoad | null };

export interface ChosenStore {
  serviceable: true;
  available: true;
  pincode: string;
  storeId: string;
  storeName: string;
  area: string;
  city: string;
  minutes: number;
  /** null in one-store mode (no location known). */
  distanceKm: number | null;
  queue: number;
  paused: false;
  pausedByLoad: false;
  /** null while rider capacity is off for the store (and in one-store mode). */
  riders: PromiseRiders | null;
  message: string;
}

/** Stores serve the pincode, but none can take an order now; `storeId` is the nearest of them. */
export interface StoreUnavailable {
  serviceable: true;
  available: false;
  pincode: string;
  storeId: string;
  storeName: string;
  area: string;
  city: string;
  minutes: null;
  distanceKm: number;
  queue: number;
  paused: true;
  pausedByLoad: boolean;
  reason: UnavailableReason;
  /** When closed by its hours: the local opening time, "HH:MM". */
  opensAt: string | null;
  message: string;
}

export interface NotServed {
  serviceable: false;
  available: false;
  pincode: string;
  nearest: { pincode: string; area: string; city: string } | null;
  message: string;
}

export type PincodeAnswer = ChosenStore | StoreUnavailable | NotServed;

const round1 = (km: number) => Math.round(km * 10) / 10;
/** How stale a store's queue may be when another replica changed it. */
const QUEUE_RECOUNT_MS = 1_000;

/**
 * Chooses the store for a pincode and makes the promise (ADR 0007): the nearest store serving the
 * pincode that is open by admin status, inside its hours and not paused by its queue. Each look at
 * a store also applies its load decision, so a store pauses and resumes as its queue moves,
 * whoever asks first.
 */
export class StoreChoice {
  /**
   * Each store's queue as last counted, moved by this replica's own transitions in between. Counting
   * is a query over the orders; every placement and every confirmation needs the queue, so without
   * this the busiest store's orders would be counted several times a second. Other replicas'
   * changes show within QUEUE_RECOUNT_MS.
   */
  private readonly gauges = new Map<string, { queue: number; countedAt: number; moves: number; counting?: Promise<number> | undefined }>();

  constructor(
    private readonly directory: StoreDirectory,
    private readonly orders: Model<OrderDoc>,
    private readonly settings: PromiseSettings,
    private readonly oneStoreMinutes: number,
    private readonly clock: Clock,
    private readonly riders?: RiderGauge,
  ) {}

  get perStore(): boolean {
    return this.directory.perStore;
  }

  /** Orders the store has to pick before a new one: confirmed or being picked. */
  async queueOf(storeId: string): Promise<number> {
    const gauge = this.gauges.get(storeId) ?? { queue: 0, countedAt: 0, moves: 0 };
    this.gauges.set(storeId, gauge);
    if (gauge.counting) return gauge.counting;
    if (Date.now() - gauge.countedAt < QUEUE_RECOUNT_MS) return gauge.queue;
    const movesBefore = gauge.moves;
    gauge.counting = this.orders.countDocuments({ storeId, state: { $in: QUEUE_STATES } }).exec();
    try {
      gauge.queue = await gauge.counting;
      // An order that moved while counting may or may not be in the count: count again next time.
      gauge.countedAt = gauge.moves === movesBefore ? Date.now() : 0;
      return gauge.queue;
    } finally {
      gauge.counting = undefined;
    }
  }

  /** One of this replica's orders entered (+1) or left (-1) the store's queue. */
  queueMoved(storeId: string, by: number): void {
    const gauge = this.gauges.get(storeId);
    if (!gauge) return;
    gauge.moves++;
    gauge.queue = Math.max(0, gauge.queue + by);
  }

  async forPincode(pincode: string): Promise<PincodeAnswer> {
    if (!this.directory.perStore) {
      const minutes = this.oneStoreMinutes;
      return {
        serviceable: true,
        available: true,
        pincode,
        storeId: DEFAULT_STORE_ID,
        storeName: DEFAULT_STORE_NAME,
        area: '',
        city: '',
        minutes,
        distanceKm: null,
        queue: await this.queueOf(DEFAULT_STORE_ID),
        paused: false,
        pausedByLoad: false,
        riders: null,
        message: `Delivery in ${minutes} minutes`,
      };
    }
    const stores = this.directory.all();
    const serving = stores
      .map((store) => ({ store, area: store.serves.find((p) => p.pincode === pincode) }))
      .filter((c): c is { store: StoreRecord; area: StoreRecord['serves'][number] } => Boolean(c.area))
      .map((c) => ({ ...c, km: distanceKm(c.store.location, c.area) }))
      .sort((a, b) => a.km - b.km);
    if (serving.length === 0) {
      const served = stores.flatMap((s) => s.serves.map((p) => ({ pincode: p.pincode, area: p.area, city: s.city })));
      return { serviceable: false, available: false, pincode, nearest: nearestPincode(pincode, served), message: `We don't deliver to ${pincode} yet` };
    }
    const now = this.clock();
    const looked = [];
    for (const c of serving) {
      const load = await this.evaluate(c.store);
      const open = isOpenAt(c.store.hours, now);
      const reason: UnavailableReason | null =
        c.store.status === 'closed' || !open ? 'closed' : c.store.status === 'paused' ? 'paused' : load.pausedByLoad ? 'busy' : null;
      if (!reason) {
        const minutes = promiseMinutes(load.queue, c.store.pickers, c.km, this.settings, load.riders ?? undefined);
        const riders = load.riders ? promiseRiders(load.riders, c.km, this.settings) : null;
        return {
          serviceable: true,
          available: true,
          pincode,
          storeId: c.store._id,
          storeName: c.store.name,
          area: c.area.area,
          city: c.store.city,
          minutes,
          distanceKm: round1(c.km),
          queue: load.queue,
          paused: false,
          pausedByLoad: false,
          riders,
          message: riders?.busy ? `Busy: delivery in ~${minutes} min` : `Delivery in ${minutes} minutes`,
        };
      }
      looked.push({ ...c, load, reason, open });
    }
    const first = looked[0]!;
    const { store } = first;
    const opensAt = first.reason === 'closed' && store.status !== 'closed' && !first.open ? store.hours.open : null;
    const message =
      first.reason === 'busy'
        ? `${store.name} is very busy right now. Please try again in a few minutes.`
        : first.reason === 'paused'
          ? `${store.name} is not taking orders right now. Please try again later.`
          : opensAt
            ? `${store.name} is closed now. It opens at ${opensAt}.`
            : `${store.name} is closed.`;
    return {
      serviceable: true,
      available: false,
      pincode,
      storeId: store._id,
      storeName: store.name,
      area: first.area.area,
      city: store.city,
      minutes: null,
      distanceKm: round1(first.km),
      queue: first.load.queue,
      paused: true,
      pausedByLoad: first.load.pausedByLoad,
      reason: first.reason,
      opensAt,
      message,
    };
  }

  /**
   * The store's riders as the promise counts them: null while rider capacity is off for it. Every
   * order in the pick queue and every packed one nobody took is ahead of the next one.
   */
  private async riderLoad(store: StoreRecord, queue: number): Promise<RiderLoad | null> {
    if (!store.riderCapacity || !this.riders) return null;
    const c = await this.riders.counts(store._id);
    return { onShift: c.onShift, delivering: c.delivering, ahead: queue + c.packedUntaken };
  }

  /** Applies the store's load decision to its current queue and riders (stored only when it flips). */
  async evaluate(store: StoreRecord): Promise<StoreLoad> {
    const queue = await this.queueOf(store._id);
    const riders = await this.riderLoad(store, queue);
    const now = this.clock();
    const decision = decideLoad(store, queue, now, this.settings, riders ?? undefined);
    if (decision.changed) {
      await this.directory.setLoad(store._id, store.load.pausedByLoad, {
        pausedByLoad: decision.pausedByLoad,
        since: decision.since,
        minutes: decision.minutes,
        queue,
        checkedAt: now,
      });
    }
    return { ...decision, riders };
  }

  /** After an order entered or left a store's queue. */
  async evaluateStore(storeId: string): Promise<void> {
    const store = this.directory.get(storeId);
    if (store) await this.evaluate(store);
  }

  /** Every store's intake (or those of `only`) for the admin's load screen, each decision applied on the way. */
  async loads(only?: readonly string[]) {
    const now = this.clock();
    const out = [];
    const stores = this.directory.all().filter((s) => !only || only.includes(s._id));
    for (const store of stores.sort((a, b) => a.city.localeCompare(b.city) || a.name.localeCompare(b.name))) {
      const d = await this.evaluate(store);
      out.push({
        storeId: store._id,
        name: store.name,
        city: store.city,
        status: store.status,
        openNow: isOpenAt(store.hours, now),
        hours: store.hours,
        pickers: store.pickers,
        queue: d.queue,
        minutes: d.minutes,
        pausedByLoad: d.pausedByLoad,
        pausedSince: d.since,
        riderCapacity: Boolean(store.riderCapacity),
        riders: d.riders ? promiseRiders(d.riders, store.nearestKm, this.settings) : null,
        takingOrders: store.status === 'open' && isOpenAt(store.hours, now) && !d.pausedByLoad,
        pauseAtMinutes: this.settings.pauseAtMinutes,
        resumeAtMinutes: this.settings.resumeAtMinutes,
        serves: store.serves.map((p) => ({ pincode: p.pincode, area: p.area })),
        /** The catalogue's snapshot time this copy reflects. */
        updatedAt: store.updatedAt,
      });
    }
    return out;
  }
}

const promiseRiders = (r: RiderLoad, km: number, s: PromiseSettings): PromiseRiders => {
  const wait = riderWaitMinutes(r, km, s);
  return { ...r, waitMinutes: Math.ceil(wait - 1e-9), busy: wait > 0 };
};
