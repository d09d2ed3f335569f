import type { Model } from 'mongoose';
import { orderItemMissingV1, orderItemPickedV1, orderRiderAssignedV1 } from '@minutemart/contracts';
import { conflict, newEvent } from '@minutemart/kit';
import type { OrderDoc } from '../../data/order-model.js';
import { Fulfilment, assigned } from './fulfilment.js';
import { lineToTick, ofCallersStore, staffName, stepBase, type StaffCaller } from './store-steps.js';
import { repriceDelivered } from '../pricing.js';
import { SOURCE, type Transitions } from '../transitions.js';
import { orderView } from '../views.js';

export type QueueStage = 'pick' | 'deliver';

const STAGE_STATES = { pick: ['confirmed', 'picking'], deliver: ['packed', 'out_for_delivery'] } as const;

/** One screen's worth; a store with more open orders than this is far past its pause limit. */
const QUEUE_LIMIT = 200;

/**
 * The dark store's people: a picker claims an order from the store's queue, ticks each line picked
 * or missing and packs it; a rider takes a packed order, leaves with it and delivers it. Each works
 * the orders of their own stores only (the permission table's store.pick and store.deliver); each
 * step is an order.* event naming who and when, written with the change.
 */
export class StoreStaff {
  constructor(
    private readonly orders: Model<OrderDoc>,
    private readonly transitions: Transitions,
    private readonly fulfilment: Fulfilment,
  ) {}

  /**
   * Oldest first: the order confirmed longest ago is the one closest to breaking its promise.
   * `riderId`: a rider's view of the delivery stage, the store's packed orders nobody else took and
   * the orders that rider took; without it (admins), every order of the stage.
   */
  async queue(storeId: string, stage: QueueStage, opts: { riderId?: string } = {}) {
    const states = STAGE_STATES[stage];
    const filter: Record<string, unknown> = { storeId, state: { $in: states } };
    if (stage === 'deliver' && opts.riderId) {
      filter['$or'] = [{ state: 'packed', rider: null }, { 'rider.id': opts.riderId }];
    }
    const docs = await this.orders.find(filter).sort({ confirmedAt: 1, createdAt: 1, _id: 1 }).limit(QUEUE_LIMIT).lean<OrderDoc[]>();
    const counted = await this.orders.aggregate<{ _id: string; n: number }>([
      { $match: { storeId, state: { $in: ['confirmed', 'picking', 'packed', 'out_for_delivery'] } } },
      { $group: { _id: '$state', n: { $sum: 1 } } },
    ]);
    const counts = Object.fromEntries(['confirmed', 'picking', 'packed', 'out_for_delivery'].map((s) => [s, counted.find((c) => c._id === s)?.n ?? 0]));
    return { orders: docs.map(orderView), counts };
  }

  async claim(orderId: string, caller: StaffCaller): Promise<OrderDoc> {
    const current = await this.mine(orderId, caller);
    if (current.state === 'picking') {
      if (current.picker?.id === caller.id) return current; // a double tap
      throw conflict(`${staffName(current.picker)} is already picking this order`);
    }
    return this.fulfilment.claim(orderId, await this.fulfilment.staff(caller));
  }

  /** `quantity` units of a line in the bag (default: all still to tick). */
  async pick(orderId: string, productId: string, caller: StaffCaller, quantity?: number): Promise<OrderDoc> {
    await this.mine(orderId, caller);
    const by = await this.fulfilment.staff(caller);
    return this.transitions.step(orderId, 'tickItem', (order, at, seq) => {
      const { index, units } = lineToTick(order, productId, caller.id, quantity);
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
  async missing(orderId: string, productId: string, caller: StaffCaller, quantity?: number): Promise<OrderDoc> {
    await this.mine(orderId, caller);
    const by = await this.fulfilment.staff(caller);
    return this.transitions.step(orderId, 'markMissing', (order, at, seq) => {
      const { index, units } = lineToTick(order, productId, caller.id, quantity);
      const item = order.items[index]!;
      const items = order.items.map((i, n) => (n === index ? { ...i, missing: (i.missing ?? 0) + units } : i));
      const repriced = repriceDelivered(items, order.pricing);
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

  async pack(orderId: string, caller: StaffCaller): Promise<OrderDoc> {
    const order = await this.mine(orderId, caller);
    if (order.state === 'picking' && order.picker && order.picker.id !== caller.id) throw conflict(`${staffName(order.picker)} is picking this order`);
    if (order.state === 'confirmed') throw conflict('Claim the order before packing it');
    return this.fulfilment.pack(order.orderId, await this.fulfilment.staff(caller), { pickRest: false });
  }

  /** A rider takes a packed order; taking one already taken by them again is a no-op. */
  async take(orderId: string, caller: StaffCaller): Promise<OrderDoc> {
    const current = await this.mine(orderId, caller);
    if (current.state === 'packed' && current.rider?.id === caller.id) return current;
    const by = await this.fulfilment.staff(caller);
    return this.transitions.step(orderId, 'takeForDelivery', (order, at, seq) => {
      if (order.rider && order.rider.id !== caller.id) throw conflict(`${staffName(order.rider)} has already taken this order`);
      return {
        set: { rider: assigned(by, at) },
        events: [newEvent(orderRiderAssignedV1, SOURCE, order.orderId, stepBase(order, by, at, seq))],
      };
    });
  }

  async dispatch(orderId: string, caller: StaffCaller): Promise<OrderDoc> {
    const order = await this.mine(orderId, caller);
    if (order.rider && order.rider.id !== caller.id) throw conflict(`${staffName(order.rider)} has taken this order`);
    return this.fulfilment.dispatch(orderId, await this.fulfilment.staff(caller));
  }

  async deliver(orderId: string, caller: StaffCaller): Promise<OrderDoc> {
    const order = await this.mine(orderId, caller);
    if (order.state === 'out_for_delivery' && order.rider && order.rider.id !== caller.id) throw conflict(`${staffName(order.rider)} is delivering this order`);
    return this.fulfilment.deliver(orderId, await this.fulfilment.staff(caller));
  }

  /** The order, when it is one of the caller's stores' (else "not found"). */
  private async mine(orderId: string, caller: StaffCaller): Promise<OrderDoc> {
    return ofCallersStore(await this.transitions.find(orderId), caller);
  }
}
