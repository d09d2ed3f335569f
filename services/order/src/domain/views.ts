import { ORDER_STATE_LABELS, computeTotals, toRupees, type OrderView } from '@minutemart/contracts';
import type { OrderDoc } from '../data/order-model.js';
import { DEFAULT_STORE_NAME } from './dark-store/store-choice.js';

const UNPRICED = computeTotals([]);

/** Whole minutes from confirmation to the door, rounded up (59 s late is late). */
export function actualMinutes(o: Pick<OrderDoc, 'confirmedAt' | 'deliveredAt'>): number | null {
  if (!o.confirmedAt || !o.deliveredAt) return null;
  return Math.ceil((o.deliveredAt.getTime() - o.confirmedAt.getTime()) / 60_000);
}

export function onTime(o: Pick<OrderDoc, 'promisedAt' | 'deliveredAt'>): boolean | null {
  if (!o.promisedAt || !o.deliveredAt) return null;
  return o.deliveredAt.getTime() <= o.promisedAt.getTime();
}

/** The grouped order our UI reads (see the service README and contracts' OrderView). */
export function orderView(o: OrderDoc): OrderView<Date> {
  return {
    _id: String(o._id),
    orderId: o.orderId,
    userId: String(o.userId),
    storeId: o.storeId,
    storeName: o.storeName || DEFAULT_STORE_NAME,
    state: o.state,
    status: ORDER_STATE_LABELS[o.state],
    paymentMethod: o.paymentMethod,
    paymentState: o.paymentState,
    // Orders stored before picking existed have no counts: nothing picked, nothing missing.
    items: o.items.map((i) => ({ ...i, picked: i.picked ?? 0, missing: i.missing ?? 0 })),
    totals: o.totals ?? UNPRICED,
    pricing: o.pricing?.breakdown ?? null,
    subTotalAmt: toRupees(o.totals?.subTotalPaise ?? 0),
    totalAmt: toRupees(o.totals?.grandTotalPaise ?? 0),
    delivery_address: o.delivery_address,
    promisedMinutes: o.promisedMinutes ?? null,
    distanceKm: o.distanceKm ?? null,
    confirmedAt: o.confirmedAt ?? null,
    promisedAt: o.promisedAt,
    deliveredAt: o.deliveredAt,
    actualMinutes: actualMinutes({ confirmedAt: o.confirmedAt ?? null, deliveredAt: o.deliveredAt }),
    onTime: onTime(o),
    picker: o.picker ?? null,
    rider: o.rider ?? null,
    refunds: o.refunds ?? [],
    refundPaise: (o.refunds ?? []).reduce((sum, r) => sum + r.amountPaise, 0),
    history: o.history.map((h) => ({ ...h, status: ORDER_STATE_LABELS[h.state] })),
    unavailable: o.unavailable,
    rating: o.rating ?? null,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
  };
}
/** As the service holds it, before JSON turns the dates into strings. */
export type StoredOrderView = OrderView<Date>;

/**
 * One entry per ordered product, the shape the original client lists in My Orders. Amounts are
 * the line's own (its total, its undiscounted subtotal), never the whole cart's.
 */
export function orderLineViews(o: OrderDoc) {
  const base = {
    orderId: o.orderId,
    state: o.state,
    status: ORDER_STATE_LABELS[o.state],
    paymentMethod: o.paymentMethod,
    payment_status: o.paymentState,
    delivery_address: o.delivery_address,
    shippingAddress: o.delivery_address,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
  };
  if (o.items.length > 0) {
    return o.items.map((item, i) => ({
      ...base,
      _id: `${String(o._id)}_${i}`,
      productId: item.productId,
      product_details: { name: item.name, image: item.image, price: toRupees(item.unitPricePaise) },
      quantity: item.quantity,
      subTotalAmt: toRupees(item.lineSubTotalPaise),
      totalAmt: toRupees(item.lineTotalPaise),
    }));
  }
  // Not priced (still waiting for stock, or refused): what was asked, at no charge.
  return o.lines.map((line, i) => ({
    ...base,
    _id: `${String(o._id)}_${i}`,
    productId: line.productId,
    product_details: { name: o.unavailable.find((u) => u.productId === line.productId)?.name ?? 'Awaiting confirmation', image: [] as string[], price: 0 },
    quantity: line.quantity,
    subTotalAmt: 0,
    totalAmt: 0,
  }));
}
