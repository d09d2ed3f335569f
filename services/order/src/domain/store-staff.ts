import type { Model } from 'mongoose';
import { orderItemMissingV1, orderItemPickedV1, orderRiderAssignedV1 } from '@minutemart/contracts';
import { conflict, newEvent, notFound } from '@minutemart/kit';
import type { OrderDoc } from '../data/order-model.js';
import { Fulfilment } from './fulfilment.js';
import { lineToTick, staffName, stepBase } from './store-steps.js';
import { repriceDelivered } from './pricing.js';
import { SOURCE, type Transitions } from './transitions.js';
import { orderView } from './views.js';

export type QueueStage = 'pick' | 'deliver';

const STAGE_STATES = { pick: ['confirmed', 'picking'], deliver: ['packed', 'out_for_delivery'] } as const;

/** One screen's worth; a store with more open orders than this is far past its pause limit. */
const QUEUE_LIMIT = 200;


/**
 * The dark store's people (ADMIN accounts): a picker claims an order from the store's queue,
 * ticks each line picked or missing and packs it; a rider takes a packed order, leaves with it and
 * delivers it. Each step is an order.* event naming who and when, written with the change.
 */
export class StoreStaff {
  constructor(
    private readonly orders: Model<OrderDoc>,
    private readonly transitions: Transitions,
    private readonly fulfilment: Fulfilment,
  ) {}

  /** Oldest first: the order confirmed longest ago is the one closest to breaking its promise. */
  async queue(storeId: string, stage: QueueStage) {
    const states = STAGE_STATES[stage];
    const docs = await this.orders
      .find({ storeId, state: { $in: states } })
      .sort({ confirmedAt: 1, createdAt: 1, _id: 1 })
      .limit(QUEUE_LIMIT)
      .lean<OrderDoc[]>();
    const counted = await this.orders.aggregate<{ _id: string; n: number }>([{ $match: { storeId, state: { $in: ['confirmed', 'picking', 'packed', 'out_for_delivery'] } } }, { $group: { _id: '$state', n: { $sum: 1 } } }]);
    const counts = Object.fromEntries(['confirmed', 'picking', 'packed', 'out_for_delivery'].map((s) => [s, counted.find((c) => c._id === s)?.n ?? 0]));
    return { orders: docs.map(orderView), counts };
  }

  async claim(orderId: string, userId: string): Promise<OrderDoc> {
    const current = await this.transitions.find(orderId);
    if (!current) throw notFound('Order not found');
    if (current.state === 'picking') {
      if (current.picker?.id === userId) return current; // a double tap
      throw conflict(`${staffName(current.picker)} is already picking this order`);
    }
    return this.fulfilment.claim(orderId, await this.fulfilment.staff(userId));
  }

  /** `quantity` units of a line in the bag (default: all still to tick). */
  async pick(orderId: string, productId: string, userId: string, quantity?: number): Promise<OrderDoc> {
    const by = await this.fulfilment.staff(userId);
    return this.transitions.step(orderId, 'tickItem', (order, at, seq) => {
      const { index, units } = lineToTick(order, productId, userId, quantity);
      const picked = (order.items[index]!.picked ?? 0) + units;
      return {
        set: { [`items.${index}.picked`]: picked },
        events: [newEvent(orderItemPickedV1, SOURCE, order.orderId, { ...stepBase(order, by, at, seq), productId, quantity: units, picked })],
      };
    });
  }

  /**
   * `quantity` units of a line are not on the shelf (default: all still to tick): they come off
   * the order, which is re-priced in paise with the prices held at reservation, and their price
   * becomes a refund line (cash orders simply collect less). The shopper's open order page gets
   * the new totals through the live stream like every other change.
   */
  async missing(orderId: string, productId: string, userId: string, quantity?: number): Promise<OrderDoc> {
    const by = await this.fulfilment.staff(userId);
    return this.transitions.step(orderId, 'markMissing', (order, at, seq) => {
      const { index, units } = lineToTick(order, productId, userId, quantity);
      const item = order.items[index]!;
      const items = order.items.map((i, n) => (n === index ? { ...i, missing: (i.missing ?? 0) + units } : i));
      const repriced = repriceDelivered(items);
      const refundPaise = (order.totals?.grandTotalPaise ?? 0) - repriced.totals!.grandTotalPaise;
      const refund = { productId, name: item.name, quantity: units, amountPaise: refundPaise, at, by };
      return {
        set: { ...repriced, refunds: [...(order.refunds ?? []), refund] },
        events: [
          newEvent(orderItemMissingV1, SOURCE, order.orderId, {
            ...stepBase(order, by, at, seq),
            productId,
            name: item.name,
            quantity: units,
            refundPaise,
            grandTotalPaise: repriced.totals!.grandTotalPaise,
          }),
        ],
      };
    });
  }

  async pack(orderId: string, userId: string): Promise<OrderDoc> {
    const order = await this.picking(orderId, userId);
    if (order.state === 'confirmed') throw conflict('Claim the order before packing it');
    return this.fulfilment.pack(order.orderId, await this.fulfilment.staff(userId), { pickRest: false });
  }

  /** A rider takes a packed order; taking one already taken by them again is a no-op. */
  async take(orderId: string, userId: string): Promise<OrderDoc> {
    const current = await this.transitions.find(orderId);
    if (current?.state === 'packed' && current.rider?.id === userId) return current;
    const by = await this.fulfilment.staff(userId);
    return this.transitions.step(orderId, 'takeForDelivery', (order, at, seq) => {
      if (order.rider && order.rider.id !== userId) throw conflict(`${staffName(order.rider)} has already taken this order`);
      return {
        set: { rider: { id: userId, ...(by.name ? { name: by.name } : {}), at } },
        events: [newEvent(orderRiderAssignedV1, SOURCE, order.orderId, stepBase(order, by, at, seq))],
      };
    });
  }

  async dispatch(orderId: string, userId: string): Promise<OrderDoc> {
    const order = await this.transitions.find(orderId);
    if (!order) throw notFound('Order not found');
    if (order.rider && order.rider.id !== userId) throw conflict(`${staffName(order.rider)} has taken this order`);
    return this.fulfilment.dispatch(orderId, await this.fulfilment.staff(userId));
  }

  async deliver(orderId: string, userId: string): Promise<OrderDoc> {
    const order = await this.transitions.find(orderId);
    if (!order) throw notFound('Order not found');
    if (order.state === 'out_for_delivery' && order.rider && order.rider.id !== userId) throw conflict(`${staffName(order.rider)} is delivering this order`);
    return this.fulfilment.deliver(orderId, await this.fulfilment.staff(userId));
  }

  private async picking(orderId: string, userId: string): Promise<OrderDoc> {
    const order = await this.transitions.find(orderId);
    if (!order) throw notFound('Order not found');
    if (order.state === 'picking' && order.picker && order.picker.id !== userId) throw conflict(`${staffName(order.picker)} is picking this order`);
    return order;
  }

}
