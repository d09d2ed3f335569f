import { conflict, notFound } from '@minutemart/kit';
import type { OrderState } from '@minutemart/contracts';
import type { OrderDoc, StoredStaff } from '../../data/order-model.js';
import { awaitingSubstitute, leftToTick as unresolved } from '@minutemart/contracts/order-lines';
import { ADVANCE_ACTIONS, SHOPPER_CANCELS, TRANSITIONS } from '../order-states.js';
import type { StaffNames } from './staff-names.js';
import type { StaffMember } from './store-steps.js';
import { label, type Actor, type Transitions } from '../transitions.js';

/** Units of a line still to be ticked (neither picked, missing nor waiting for a substitute): the screens' rule too. */
export { awaitingSubstitute, leftToTick as unresolved } from '@minutemart/contracts/order-lines';

/** A staff actor as the order's picker or rider from `at`. */
export const assigned = (by: Actor, at: Date): StoredStaff => ({
  id: by.id!,
  ...(by.name ? { name: by.name } : {}),
  ...(by.role ? { role: by.role } : {}),
  at,
});

/**
 * Who may do what to an order once it is placed: the shopper cancels, staff run the steps. The
 * board's "advance" and the store screens share the transitions here.
 */
export class Fulfilment {
  constructor(
    private readonly transitions: Transitions,
    private readonly names: StaffNames,
  ) {}

  /**
   * A staff member as an actor: kind `admin` (what version-1 order events call staff) with the role
   * they act in, named when the user service told us the name.
   */
  async staff(who: StaffMember): Promise<Actor> {
    const name = await this.names.nameOf(who.id);
    return { kind: 'admin', id: who.id, role: who.role, ...(name ? { name } : {}) };
  }

  /** A shopper's own order, before anyone in the store started on it. */
  async cancelByShopper(orderId: string, userId: string): Promise<OrderDoc> {
    return this.cancel(orderId, { kind: 'shopper', id: userId }, 'Cancelled by the shopper', (o) => String(o.userId) === userId, SHOPPER_CANCELS);
  }

  async cancelByStaff(orderId: string, who: StaffMember, reason?: string): Promise<OrderDoc> {
    return this.cancel(orderId, await this.staff(who), reason || 'Cancelled by the store', () => true, TRANSITIONS.cancel.from);
  }

  /**
   * The orders board's one-click steps, as the calling admin. Packing a `confirmed` order is one
   * step (the admin picked it: they become its picker) and counts every unticked unit as picked.
   */
  async advance(orderId: string, to: keyof typeof ADVANCE_ACTIONS, who: StaffMember): Promise<OrderDoc> {
    const by = await this.staff(who);
    if (to === 'packed') return this.pack(orderId, by, { pickRest: true });
    if (to === 'picking') return this.claim(orderId, by);
    if (to === 'out_for_delivery') return this.dispatch(orderId, by);
    return this.deliver(orderId, by);
  }

  async claim(orderId: string, by: Actor): Promise<OrderDoc> {
    const at = this.transitions.now();
    return this.expect(await this.transitions.apply(orderId, 'claim', { by, set: { picker: assigned(by, at) } }), 'picking');
  }

  /** `pickRest`: the board packs without ticks; the store screen needs every unit ticked first. */
  async pack(orderId: string, by: Actor, opts: { pickRest: boolean }): Promise<OrderDoc> {
    const items = (order: OrderDoc) => {
      const waiting = order.items.find((i) => awaitingSubstitute(i) > 0);
      if (waiting) throw conflict(`Wait for the store's stock to confirm the substitute for ${waiting.name}`);
      const left = order.items.reduce((n, i) => n + unresolved(i), 0);
      if (left > 0 && !opts.pickRest) throw conflict(`Tick every item first: ${left} ${left === 1 ? 'unit' : 'units'} left to pick`);
      const packed = order.items.map((i) => ({ ...i, picked: (i.picked ?? 0) + unresolved(i) }));
      if (packed.every((i) => i.picked === 0)) throw conflict('Nothing is left to deliver: cancel the order instead');
      return { items: packed, picker: order.picker ?? assigned(by, this.transitions.now()) };
    };
    return this.expect(await this.transitions.apply(orderId, 'pack', { by, set: items }), 'packed');
  }

  /** Leaves with the rider who took it; taken by whoever dispatches it if nobody did. */
  async dispatch(orderId: string, by: Actor): Promise<OrderDoc> {
    const at = this.transitions.now();
    const rider = (order: OrderDoc) => ({ rider: order.rider ?? assigned(by, at) });
    return this.expect(await this.transitions.apply(orderId, 'dispatch', { by, set: rider }), 'out_for_delivery');
  }

  async deliver(orderId: string, by: Actor): Promise<OrderDoc> {
    const res = await this.transitions.apply(orderId, 'deliver', { by });
    const order = this.expect(res, 'delivered');
    if (order.paymentMethod === 'cod') return (await this.transitions.setPaymentState(orderId, 'cod_due', 'collected')) ?? order;
    return order;
  }

  private expect(res: Awaited<ReturnType<Transitions['apply']>>, to: OrderState): OrderDoc {
    if (!res.order) throw notFound('Order not found');
    if (!res.applied) throw conflict(`An order that is ${label(res.order.state)} cannot be marked ${label(to)}`);
    return res.order;
  }

  private async cancel(orderId: string, by: Actor, reason: string, allowed: (o: OrderDoc) => boolean, from: readonly OrderState[]): Promise<OrderDoc> {
    const current = await this.transitions.find(orderId);
    if (!current || !allowed(current)) throw notFound('Order not found');
    if (!from.includes(current.state)) throw conflict(`An order that is ${label(current.state)} can no longer be cancelled`);
    const res = await this.transitions.apply(orderId, 'cancel', {
      by,
      reason,
      set: current.paymentState === 'paid' ? { paymentState: 'refund_due' } : current.paymentState === 'awaiting' ? { paymentState: 'expired' } : {},
    });
    if (!res.applied) throw conflict(`An order that is ${label(res.order?.state ?? current.state)} can no longer be cancelled`);
    return res.order;
  }
}
