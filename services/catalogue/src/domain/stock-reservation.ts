import { Types, type Model } from 'mongoose';
import { stockRejectedV1, stockReleasedV1, stockReservedV1 } from '@minutemart/contracts';
import { newEvent, type OutboxEntry } from '@minutemart/kit';
import type { Logger } from 'pino';
import type { ProductDoc } from '../data/product-model.js';
import type { ReservationDoc, ReservedLine } from '../data/reservation-model.js';
import { SOURCE, type OnChange } from './changes.js';
import { productUpdatedEvent, taxFields } from './products.js';
import type { TaxonomyNames } from './products.js';
import type { DarkStores } from './dark-stores.js';
import { casPause, DEFAULT_SHELF, defaultShelf, MAX_CAS_ATTEMPTS, revGuard, storeStockPath, storeUnits } from './shelves.js';

export type HeldProduct = Pick<
  ProductDoc,
  | '_id'
  | 'name'
  | 'image'
  | 'unit'
  | 'price'
  | 'discount'
  | 'hsn'
  | 'gstRate'
  | 'stock'
  | 'storeStock'
  | 'rev'
  | 'publish'
  | 'category'
  | 'subCategory'
  | 'deletedAt'
  | 'holds'
>;

/**
 * `scope` says whether the refusal is this store's alone (`store`: it does not carry a product that
 * is sold, or other stores still have units of it) or the whole catalogue's (`everywhere`).
 */
export type HoldResult =
  | { held: true; product: HeldProduct }
  | { held: false; productId: string; name: string; requested: number; available: number; reason: 'out_of_stock' | 'not_sold'; scope?: 'store' | 'everywhere' };

/**
 * Stock reservation for orders, in the order's store (ADR 0007). A hold is written on the product
 * itself together with the decrement of the store's shelf and of the total (compare-and-set on the
 * snapshot revision read just before), so holding is idempotent per (order, product), no shelf can
 * go below zero, and the product event carrying the new stock leaves through the same update's
 * outbox. The hold records its shelf, so giving it back puts the units where they came from.
 *
 * Shelves: a dark store sells what its `storeStock.<id>` holds, and nothing it has no key for;
 * `default` sells `stock` only while no dark store exists (the one-store mode).
 */
export class StockReservations {
  /**
   * Writes to one product from this process wait for each other: they would only collide in the
   * compare-and-set and re-read. Other replicas are still kept apart by the compare-and-set alone.
   */
  private readonly lanes = new Map<string, Promise<unknown>>();

  constructor(
    private readonly products: Model<ProductDoc>,
    private readonly reservations: Model<ReservationDoc>,
    private readonly taxonomy: TaxonomyNames,
    private readonly onChange: OnChange,
    /** Points the outbox relay at a reservation; `created` when the write made it, with its events. */
    private readonly nudge: (orderId: string, created?: OutboxEntry[]) => void,
    private readonly logger: Logger,
    private readonly stores: DarkStores,
  ) {}

  /** Answer order.placed: hold every line or none. Safe to call again for the same order. */
  async reserve(orderId: string, storeId: string, requested: ReservedLine[]): Promise<ReservationDoc['state']> {
    // Both reads at once: they are two of the few round trips between order.placed and the answer.
    const [existing, shelf] = await Promise.all([this.reservations.findById(orderId).lean(), this.shelf(storeId)]);
    if (existing) return existing.state;
    const lines = mergeLines(requested);
    const results: HoldResult[] = [];
    if (!shelf) {
      // No shelves to take from: every line is refused, in words the shopper can act on.
      for (const l of lines)
        results.push({ held: false, productId: l.productId, name: 'A product in your cart', requested: l.quantity, available: 0, reason: 'not_sold' });
    } else {
      for (const line of lines) results.push(await this.hold(orderId, shelf, line));
    }
    const missing = results.filter((r): r is Extract<HoldResult, { held: false }> => !r.held);
    const touched: string[] = results.filter((r) => r.held).map((r) => String((r as { product: HeldProduct }).product._id));
    const at = new Date().toISOString();
    if (missing.length > 0) {
      if (shelf)
        await this.unhold(
          orderId,
          lines.map((l) => l.productId),
        );
      await this.record(
        orderId,
        storeId,
        'rejected',
        [],
        newEvent(stockRejectedV1, SOURCE, orderId, {
          orderId,
          storeId,
          at,
          unavailable: missing.map(({ productId, name, requested: r, available, reason, scope }) => ({
            productId,
            name,
            requested: r,
            available,
            reason,
            ...(scope ? { scope } : {}),
          })),
        }),
      );
      this.logger.info({ orderId, missing: missing.map((m) => m.productId) }, 'stock rejected');
    } else {
      await this.record(
        orderId,
        storeId,
        'reserved',
        lines,
        newEvent(stockReservedV1, SOURCE, orderId, {
          orderId,
          storeId,
          at,
          lines: lines.map((l, i) => {
            const p = (results[i] as { product: HeldProduct }).product;
            return {
              productId: l.productId,
              quantity: l.quantity,
              name: p.name,
              image: p.image,
              unit: p.unit,
              price: p.price,
              discount: p.discount,
              ...taxFields(p),
            };
          }),
        }),
      );
    }
    // The answer is on its way; this replica's cache catches up behind it (the product events and
    // the periodic resync cover a refresh that fails), so the next order.placed does not wait for it.
    this.onChange({ kind: 'products', ids: touched }).catch((e) =>
      this.logger.warn({ err: (e as Error).message, orderId }, 'cache not refreshed after a reservation'),
    );
    return missing.length > 0 ? 'rejected' : 'reserved';
  }

  /** Cancelled, payment failed or expired: put held units back on the shelf. Idempotent. */
  async release(orderId: string, storeId: string): Promise<void> {
    const existing = await this.reservations.findById(orderId).lean();
    if (existing && existing.state !== 'reserved') return;
    const held = await this.products.find({ 'holds.orderId': orderId }).select('_id').lean();
    const released = await this.unhold(
      orderId,
      held.map((p) => String(p._id)),
    );
    // Recorded even when nothing was held (the order was cancelled before we answered it), so a
    // late order.placed for it does not take stock any more.
    await this.record(
      orderId,
      storeId,
      'released',
      released,
      newEvent(stockReleasedV1, SOURCE, orderId, { orderId, storeId, lines: released, at: new Date().toISOString() }),
      existing?.state,
    );
    await this.onChange({ kind: 'products', ids: released.map((l) => l.productId) });
  }

  /** Delivered: the held units are sold for good; the holds are dropped, stock stays as it is. */
  async commit(orderId: string): Promise<void> {
    await this.products.updateMany({ 'holds.orderId': orderId }, { $pull: { holds: { orderId } } }, { timestamps: false });
    await this.reservations.updateOne({ _id: orderId, state: 'reserved' }, { $set: { state: 'committed' } });
  }

  /** The shelf an order for this store takes from, or undefined when the store sells nothing. */
  async shelf(storeId: string): Promise<string | undefined> {
    if (storeId === DEFAULT_SHELF) return (await this.stores.any()) ? undefined : DEFAULT_SHELF;
    return (await this.stores.exists(storeId)) ? storeId : undefined;
  }

  private inLane<T>(productId: string, work: () => Promise<T>): Promise<T> {
    const run = (this.lanes.get(productId) ?? Promise.resolve()).then(work, work);
    const tail = run.catch(() => undefined);
    this.lanes.set(productId, tail);
    void tail.then(() => {
      if (this.lanes.get(productId) === tail) this.lanes.delete(productId);
    });
    return run;
  }

  /** Holds one line for the order on the shelf (idempotent per order and product). */
  hold(orderId: string, shelf: string, line: ReservedLine): Promise<HoldResult> {
    return this.inLane(line.productId, () => this.holdNow(orderId, shelf, line));
  }

  private async holdNow(orderId: string, shelf: string, line: ReservedLine): Promise<HoldResult> {
    const unknown = {
      held: false as const,
      productId: line.productId,
      name: 'A product in your cart',
      requested: line.quantity,
      available: 0,
      reason: 'not_sold' as const,
      scope: 'everywhere' as const,
    };
    if (!Types.ObjectId.isValid(line.productId)) return unknown;
    const _id = new Types.ObjectId(line.productId);
    const inStore = shelf !== DEFAULT_SHELF;
    for (let attempt = 0; attempt < MAX_CAS_ATTEMPTS; attempt++) {
      const p = await this.products.findById(_id).select('+holds').lean<HeldProduct>();
      if (!p) return unknown;
      if (p.holds?.some((h) => h.orderId === orderId)) return { held: true, product: p };
      if (p.deletedAt || p.publish === false) return { ...unknown, name: p.name };
      const onShelf = inStore ? storeUnits(p, shelf) : defaultShelf(p);
      // A store without the product in its range does not sell it, even at zero; the catalogue still does.
      if (onShelf === undefined) return { ...unknown, name: p.name, scope: 'store' };
      if (onShelf < line.quantity) {
        const elsewhere = inStore && Object.entries(p.storeStock ?? {}).some(([store, n]) => store !== shelf && n > 0);
        return {
          held: false,
          productId: line.productId,
          name: p.name,
          requested: line.quantity,
          available: Math.max(0, onShelf),
          reason: 'out_of_stock',
          scope: elsewhere ? 'store' : 'everywhere',
        };
      }
      const next: HeldProduct = {
        ...p,
        stock: p.stock - line.quantity,
        ...(inStore ? { storeStock: { ...p.storeStock, [shelf]: onShelf - line.quantity } } : {}),
      };
      const res = await this.products.updateOne(
        { _id, deletedAt: null, 'holds.orderId': { $ne: orderId }, ...revGuard(p.rev) },
        {
          $inc: { stock: -line.quantity, rev: 1, ...(inStore ? { [storeStockPath(shelf)]: -line.quantity } : {}) },
          $push: { holds: { orderId, storeId: shelf, quantity: line.quantity, at: new Date() }, _outbox: await productUpdatedEvent(this.taxonomy, next) },
        },
        { timestamps: false },
      );
      if (res.modifiedCount === 1) return { held: true, product: next };
      await casPause(attempt);
    }
    throw new Error(`stock of ${line.productId} kept changing; will retry`);
  }

  /** Give back this order's holds on the given products, each to the shelf it came from; returns what went back. */
  private async unhold(orderId: string, productIds: string[]): Promise<ReservedLine[]> {
    const released: ReservedLine[] = [];
    for (const id of new Set(productIds)) {
      if (!Types.ObjectId.isValid(id)) continue;
      const back = await this.inLane(id, () => this.unholdNow(orderId, id));
      if (back) released.push(back);
    }
    return released;
  }

  private async unholdNow(orderId: string, id: string): Promise<ReservedLine | undefined> {
    const _id = new Types.ObjectId(id);
    for (let attempt = 0; attempt < MAX_CAS_ATTEMPTS; attempt++) {
      const p = await this.products.findById(_id).select('+holds').lean<HeldProduct>();
      const hold = p?.holds?.find((h) => h.orderId === orderId);
      if (!p || !hold) return undefined;
      const inStore = hold.storeId !== DEFAULT_SHELF;
      const next: HeldProduct = {
        ...p,
        stock: p.stock + hold.quantity,
        ...(inStore ? { storeStock: { ...p.storeStock, [hold.storeId]: (storeUnits(p, hold.storeId) ?? 0) + hold.quantity } } : {}),
      };
      const res = await this.products.updateOne(
        { _id, 'holds.orderId': orderId, ...revGuard(p.rev) },
        {
          $inc: { stock: hold.quantity, rev: 1, ...(inStore ? { [storeStockPath(hold.storeId)]: hold.quantity } : {}) },
          $pull: { holds: { orderId } },
          $push: { _outbox: await productUpdatedEvent(this.taxonomy, next) },
        },
        { timestamps: false },
      );
      if (res.modifiedCount === 1) return { productId: id, quantity: hold.quantity };
      await casPause(attempt);
    }
    throw new Error(`stock of ${id} kept changing; will retry`);
  }

  /** Store the answer and its event in one write; a concurrent duplicate delivery loses quietly. */
  private async record(
    orderId: string,
    storeId: string,
    state: ReservationDoc['state'],
    lines: ReservedLine[],
    event: OutboxEntry,
    from?: ReservationDoc['state'],
  ): Promise<void> {
    if (from) {
      await this.reservations.updateOne({ _id: orderId, state: from }, { $set: { state, lines }, $push: { _outbox: event } } as never);
      this.nudge(orderId);
      return;
    }
    try {
      await this.reservations.create({ _id: orderId, storeId, state, lines, _outbox: [event] } as never);
      this.nudge(orderId, [event]);
    } catch (e) {
      if ((e as { code?: number }).code !== 11000) throw e;
      this.nudge(orderId);
    }
  }
}

/** The same product twice in one order is one line. */
function mergeLines(lines: ReservedLine[]): ReservedLine[] {
  const merged = new Map<string, number>();
  for (const l of lines) merged.set(l.productId, (merged.get(l.productId) ?? 0) + l.quantity);
  return [...merged].map(([productId, quantity]) => ({ productId, quantity }));
}
