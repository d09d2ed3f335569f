import type { Model } from 'mongoose';
import {
  DEFAULT_STORE_ID,
  discountedPaise,
  toPaise,
  type BuyAgainProduct,
  type ReorderLine,
  type ReorderPreview,
  type ReorderStatus,
} from '@minutemart/contracts';
import { conflict, HttpError, notFound, CANNOT_CHECK, type CatalogueAnswer, type CatalogueClient } from '@minutemart/kit';
import type { OrderDoc, OrderItem } from '../../data/order-model.js';
import type { StoreDirectory } from '../dark-store/store-directory.js';
import { pastPurchases } from './past-purchases.js';
import { todayUnitPaise, unitsAt } from './shelf.js';

/** Past products looked up in the catalogue per list: enough to fill a page after some have run out. */
const CANDIDATES = 60;

/** The price the shopper paid for one unit (orders before per-unit paise carry price and discount only). */
const paidUnitPaise = (i: OrderItem): number => i.unitPricePaise ?? discountedPaise(toPaise(i.price), i.discount);

/**
 * Buy again (ADR 0024): what a shopper bought before, as one store sells it today. Stock and price
 * come from the catalogue's own read, not the quote's replica, so the preview agrees with what the
 * cart then charges; the cart prices the lines again when they are added.
 */
export class BuyAgain {
  constructor(
    private readonly orders: Model<OrderDoc>,
    private readonly stores: StoreDirectory,
    private readonly catalogue: CatalogueClient,
  ) {}

  /** The shopper's past products the store has now, most often bought first; 404 for a store nobody knows. */
  async list(userId: string, storeId: string, limit: number): Promise<BuyAgainProduct<Date>[]> {
    this.known(storeId);
    const past = await pastPurchases(this.orders, userId, CANDIDATES);
    const answers = await this.catalogue.sellableMany(past.map((p) => p.productId));
    // Leave out what cannot be checked; when nothing can, the list would be a lie.
    if (past.length > 0 && [...answers.values()].every((a) => a instanceof Error)) throw new HttpError(503, CANNOT_CHECK);
    const out: BuyAgainProduct<Date>[] = [];
    for (const p of past) {
      const now = answers.get(p.productId);
      if (!now || now instanceof Error) continue;
      const stock = this.units(now, storeId);
      if (stock <= 0) continue;
      out.push({
        _id: p.productId,
        name: now.name,
        image: now.image,
        unit: now.unit,
        price: now.price,
        discount: now.discount,
        stock,
        unitPricePaise: todayUnitPaise(now),
        timesOrdered: p.timesOrdered,
        lastOrderedAt: p.lastOrderedAt,
      });
      if (out.length === limit) break;
    }
    return out;
  }

  /**
   * Each line of one of the shopper's orders, re-checked in the store (the order's own unless one is
   * named): someone else's order does not exist for them. Throws 503 when a line cannot be checked.
   */
  async preview(userId: string, orderId: string, storeId?: string): Promise<ReorderPreview> {
    const order = await this.orders.findOne({ orderId }, { userId: 1, storeId: 1, items: 1, lines: 1 }).lean<OrderDoc>();
    if (!order || String(order.userId) !== userId) throw notFound('Order not found');
    if (storeId !== undefined) this.known(storeId);
    const store = storeId ?? order.storeId;
    const items = order.items.filter((i) => !i.substituteFor);
    if (items.length === 0) throw conflict('This order has no items to order again');
    const answers = await this.catalogue.sellableMany(items.map((i) => i.productId));
    const lines = items.map((i) => this.line(i, answers.get(i.productId) ?? null, store));
    return {
      orderId,
      storeId: store,
      lines,
      oldTotalPaise: lines.reduce((n, l) => n + l.oldUnitPricePaise * l.available, 0),
      newTotalPaise: lines.reduce((n, l) => n + (l.newUnitPricePaise ?? 0) * l.available, 0),
    };
  }

  private line(item: OrderItem, now: CatalogueAnswer | Error, storeId: string): ReorderLine {
    if (now instanceof Error) throw now;
    const oldUnitPricePaise = paidUnitPaise(item);
    const newUnitPricePaise = now ? todayUnitPaise(now) : null;
    const available = now ? Math.min(item.quantity, this.units(now, storeId)) : 0;
    const status: ReorderStatus =
      available === 0 ? 'out_of_stock' : available < item.quantity ? 'reduced' : newUnitPricePaise !== oldUnitPricePaise ? 'price_changed' : 'ok';
    return {
      productId: item.productId,
      name: now?.name ?? item.name,
      image: now?.image ?? item.image ?? [],
      unit: now?.unit ?? item.unit ?? '',
      quantity: item.quantity,
      available,
      status,
      oldUnitPricePaise,
      newUnitPricePaise,
    };
  }

  /** Once dark stores exist the default shelf sells nowhere (the catalogue's rule). */
  private units(now: NonNullable<CatalogueAnswer>, storeId: string): number {
    return storeId === DEFAULT_STORE_ID && this.stores.perStore ? 0 : unitsAt(now, storeId);
  }

  private known(storeId: string): void {
    if (storeId !== DEFAULT_STORE_ID && !this.stores.get(storeId)) throw notFound('Store not found');
  }
}
