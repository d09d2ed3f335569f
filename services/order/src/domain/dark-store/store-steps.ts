import { badRequest, conflict, notFound } from '@minutemart/kit';
import { withinStores, type StaffRole } from '@minutemart/contracts';
import type { OrderDoc, StoredStaff } from '../../data/order-model.js';
import { unresolved } from './fulfilment.js';
import type { Actor } from '../transitions.js';

export const staffName = (s: StoredStaff | null) => s?.name || 'someone else';

/** A staff member acting on an order: their user id and the role they act in (what the order's timeline and events record). */
export interface StaffMember {
  id: string;
  role: StaffRole;
}

/** Who works a store step, and the stores their permission for it covers (the kit's storeScope). */
export interface StaffCaller extends StaffMember {
  stores: 'all' | readonly string[];
}

/**
 * The order, if the caller works its store. Another store's order is "not found", not "forbidden",
 * and nothing about it (its state, who is picking it) reaches the caller. An order's store never
 * changes after placement, so one read decides.
 */
export function ofCallersStore(order: OrderDoc | null, caller: StaffCaller): OrderDoc {
  if (!order || !withinStores(caller.stores, order.storeId)) throw notFound('Order not found');
  return order;
}

/** The line a picker ticks, and how many units (all still to tick unless said). Only the order's picker may. */
export function lineToTick(order: OrderDoc, productId: string, userId: string, quantity?: number): { index: number; units: number } {
  if (order.picker && order.picker.id !== userId) throw conflict(`${staffName(order.picker)} is picking this order`);
  const index = order.items.findIndex((i) => i.productId === productId);
  if (index < 0) throw badRequest('This product is not in the order');
  const item = order.items[index]!;
  const left = unresolved(item);
  if (left === 0) {
    if (item.substitution?.state === 'pending') throw conflict(`The substitute for ${item.name} is being confirmed`);
    throw conflict(`Every unit of ${item.name} is already ticked`);
  }
  const units = quantity ?? left;
  if (units > left) throw conflict(`Only ${left} of ${item.name} ${left === 1 ? 'is' : 'are'} left to tick`);
  return { index, units };
}

/** What every store step's event says: which order, whose, which store, who, when, and its seq. */
export function stepBase(order: OrderDoc, by: Actor, at: Date, seq: number) {
  return { orderId: order.orderId, userId: String(order.userId), storeId: order.storeId, by, at: at.toISOString(), seq };
}
