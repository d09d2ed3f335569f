import type { Model } from 'mongoose';
import { orderRatedV1, ratingClosesAt, RATING_WINDOW_DAYS, type OrderRatingInput, type RatingsAnswer } from '@minutemart/contracts';
import { conflict, newEvent, notFound } from '@minutemart/kit';
import type { OrderDoc, StoredRating } from '../../data/order-model.js';
import type { Clock } from '../clock.js';
import { SOURCE } from '../transitions.js';
import { summarise, type RatedOrder } from './summaries.js';

export const NOT_DELIVERED = 'Only a delivered order can be rated';
export const ALREADY_RATED = 'This order is already rated';
export const WINDOW_CLOSED = `Ratings close ${RATING_WINDOW_DAYS} days after delivery`;

/** More than a month of ratings of a busy city; one answer stays bounded. */
const MAX_RATINGS = 100_000;

export interface RatingsQuery {
  from: Date;
  to: Date;
  /** Only these stores' ratings; every store's when absent. */
  storeIds?: readonly string[];
}

/**
 * Ratings (ADR 0026): a shopper rates their own delivered order once, within the window after
 * delivery. The rating is stored on the order with its `order.rated` event in one single-document
 * update guarded by `rating: null`, so two tries at once store one rating and publish one event.
 * Not a transition: the order's `seq` and state stay as they are.
 */
export class Ratings {
  constructor(
    private readonly orders: Model<OrderDoc>,
    private readonly clock: Clock,
    /** Points the outbox relay at the order just rated. */
    private readonly nudge: (id: OrderDoc['_id']) => void,
  ) {}

  async rate(userId: string, orderId: string, input: OrderRatingInput): Promise<OrderDoc> {
    const order = await this.orders.findOne({ orderId }).lean<OrderDoc>();
    if (!order || String(order.userId) !== userId) throw notFound('Order not found');
    if (order.state !== 'delivered' || !order.deliveredAt) throw conflict(NOT_DELIVERED);
    if (order.rating) throw conflict(ALREADY_RATED);
    const at = this.clock();
    if (at.getTime() > ratingClosesAt(order.deliveredAt).getTime()) throw conflict(WINDOW_CLOSED);
    const comment = input.comment?.trim();
    const rating: StoredRating = {
      orderScore: input.orderScore,
      deliveryScore: input.deliveryScore,
      orderTags: input.orderTags,
      deliveryTags: input.deliveryTags,
      ...(comment ? { comment } : {}),
      at,
    };
    const event = newEvent(orderRatedV1, SOURCE, order.orderId, {
      orderId: order.orderId,
      userId,
      storeId: order.storeId,
      riderId: order.rider?.id ?? null,
      orderScore: rating.orderScore,
      deliveryScore: rating.deliveryScore,
      orderTags: rating.orderTags,
      deliveryTags: rating.deliveryTags,
      ...(comment ? { comment } : {}),
      deliveredAt: order.deliveredAt.toISOString(),
      at: at.toISOString(),
    });
    const res = await this.orders.updateOne({ _id: order._id, state: 'delivered', rating: null }, { $set: { rating }, $push: { _outbox: event } });
    // Another request rated it between the read and the write.
    if (res.modifiedCount !== 1) throw conflict(ALREADY_RATED);
    this.nudge(order._id);
    return { ...order, rating, updatedAt: new Date() };
  }

  /** Ratings given from `from` up to and including `to` (now), per store and per rider who delivered the rated orders. */
  async summary(q: RatingsQuery): Promise<RatingsAnswer<Date>> {
    const filter: Record<string, unknown> = { 'rating.at': { $gte: q.from, $lte: q.to } };
    if (q.storeIds) filter['storeId'] = { $in: [...q.storeIds] };
    const docs = await this.orders.find(filter).select({ storeId: 1, storeName: 1, rider: 1, rating: 1 }).limit(MAX_RATINGS).lean<RatedOrder[]>();
    return { from: q.from, to: q.to, ...summarise(docs) };
  }
}
