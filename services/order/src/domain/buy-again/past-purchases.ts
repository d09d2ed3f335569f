import { Types, type Model } from 'mongoose';
import type { OrderState } from '@minutemart/contracts';
import type { OrderDoc } from '../../data/order-model.js';

/** Orders the shopper got or is getting: the catalogue held their stock and nobody called them off. */
export const BOUGHT_STATES: readonly OrderState[] = ['confirmed', 'picking', 'packed', 'out_for_delivery', 'delivered'];

/** How far back "bought before" reaches, in orders: a shopper's usual basket, not their whole life. */
const ORDERS_READ = 50;

export interface PastPurchase {
  productId: string;
  name: string;
  image: string[];
  unit: string;
  /** Orders it was in. */
  timesOrdered: number;
  lastOrderedAt: Date;
}

/**
 * The products of a shopper's last bought orders, one entry each, the most often bought first and,
 * among equals, the most recently bought. A substitute a picker chose is not the shopper's choice,
 * so its line is left out (the product it stood in for is in).
 */
export async function pastPurchases(orders: Model<OrderDoc>, userId: string, limit: number): Promise<PastPurchase[]> {
  const docs = await orders
    .find({ userId: new Types.ObjectId(userId), state: { $in: BOUGHT_STATES } }, { items: 1, createdAt: 1 })
    .sort({ createdAt: -1, _id: -1 })
    .limit(ORDERS_READ)
    .lean<Pick<OrderDoc, 'items' | 'createdAt'>[]>();
  const byProduct = new Map<string, PastPurchase>();
  // Newest order first: the first copy of a product kept is its latest name and picture.
  for (const order of docs) {
    for (const productId of new Set(order.items.filter((i) => !i.substituteFor).map((i) => i.productId))) {
      const seen = byProduct.get(productId);
      if (seen) {
        seen.timesOrdered++;
        continue;
      }
      const item = order.items.find((i) => i.productId === productId)!;
      byProduct.set(productId, { productId, name: item.name, image: item.image ?? [], unit: item.unit ?? '', timesOrdered: 1, lastOrderedAt: order.createdAt });
    }
  }
  return [...byProduct.values()].sort((a, b) => b.timesOrdered - a.timesOrdered || b.lastOrderedAt.getTime() - a.lastOrderedAt.getTime()).slice(0, limit);
}
