import { Types, type Model } from 'mongoose';
import { ORDER_STATES, can, type Grant, type OrderState } from '@minutemart/contracts';
import { notFound } from '@minutemart/kit';
import type { OrderDoc } from '../data/order-model.js';
import { orderLineViews, orderView } from './views.js';

/** Enough for any shopper's history in one response; the original client has no paging for it. */
const MAX_LISTED = 200;

export interface BoardQuery {
  state?: OrderState;
  q?: string;
  page: number;
  limit: number;
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class OrderQueries {
  constructor(private readonly orders: Model<OrderDoc>) {}

  /** The caller's orders, newest first: per line for the original client, grouped for ours. */
  async listFor(userId: string) {
    const docs = await this.orders
      .find({ userId: new Types.ObjectId(userId) })
      .sort({ createdAt: -1, _id: -1 })
      .limit(MAX_LISTED)
      .lean<OrderDoc[]>();
    return { lines: docs.flatMap(orderLineViews), orders: docs.map(orderView) };
  }

  /**
   * Someone else's order is "not found", not "forbidden": its existence is nobody else's business.
   * Only orders.read (admins, support) sees every order; store staff read their queue instead.
   */
  async details(orderId: string, viewer: Grant & { sub: string }) {
    const doc = await this.orders.findOne({ orderId }).lean<OrderDoc>();
    if (!doc || (!can(viewer, 'orders.read') && String(doc.userId) !== viewer.sub)) throw notFound('Order not found');
    return orderView(doc);
  }

  async board(query: BoardQuery) {
    const filter: Record<string, unknown> = {};
    if (query.q) filter['orderId'] = { $regex: `${escapeRegex(query.q.trim())}$`, $options: 'i' };
    const counted = await this.orders.aggregate<{ _id: OrderState; n: number }>([{ $match: filter }, { $group: { _id: '$state', n: { $sum: 1 } } }]);
    const counts = Object.fromEntries(ORDER_STATES.map((s) => [s, counted.find((c) => c._id === s)?.n ?? 0]));
    if (query.state) filter['state'] = query.state;
    const [docs, totalCount] = await Promise.all([
      this.orders
        .find(filter)
        .sort({ createdAt: -1, _id: -1 })
        .skip((query.page - 1) * query.limit)
        .limit(query.limit)
        .lean<OrderDoc[]>(),
      this.orders.countDocuments(filter),
    ]);
    return { orders: docs.map(orderView), totalCount, counts };
  }

  /** For a reconnecting stream: what changed after the cursor (of one shopper's orders and some stores', or all). */
  async changedSince(since: Date, whose?: { userId: string; stores: readonly string[] }) {
    const filter: Record<string, unknown> = { updatedAt: { $gt: since } };
    if (whose) {
      const mine = { userId: new Types.ObjectId(whose.userId) };
      if (whose.stores.length) filter['$or'] = [mine, { storeId: { $in: [...whose.stores] } }];
      else Object.assign(filter, mine);
    }
    const docs = await this.orders.find(filter).sort({ updatedAt: 1 }).limit(MAX_LISTED).lean<OrderDoc[]>();
    return docs.map(orderView);
  }

  async view(orderId: string) {
    const doc = await this.orders.findOne({ orderId }).lean<OrderDoc>();
    return doc ? orderView(doc) : null;
  }
}
