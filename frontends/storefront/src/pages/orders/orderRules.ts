import type { OrderState } from '@minutemart/contracts/order-states';
import { isSubstituteRefund } from '@minutemart/contracts/order-lines';
import type { Order } from '../../orders/types';

/** A shopper may cancel until the order is packed (POST /api/order/cancel answers 409 after that). */
export const SHOPPER_CANCELLABLE: readonly OrderState[] = ['pending', 'awaiting_payment', 'confirmed'];
/** States still on their way to the door: the promised time counts down. */
export const IN_PROGRESS: readonly OrderState[] = ['pending', 'confirmed', 'picking', 'packed', 'out_for_delivery'];
export const FAILED: readonly OrderState[] = ['cancelled', 'rejected', 'payment_failed', 'expired'];

/** The steps a healthy order goes through, for the timeline's upcoming part. */
export function flowOf(order: Pick<Order, 'paymentMethod'>): OrderState[] {
  return order.paymentMethod === 'card'
    ? ['awaiting_payment', 'confirmed', 'picking', 'packed', 'out_for_delivery', 'delivered']
    : ['pending', 'confirmed', 'picking', 'packed', 'out_for_delivery', 'delivered'];
}

const dateTime = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
const time = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', second: '2-digit' });
const clock = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' });

export const formatDateTime = (iso: string | undefined | null) => (iso && !Number.isNaN(Date.parse(iso)) ? dateTime.format(new Date(iso)) : '');
export const formatClock = (iso: string | undefined | null) => (iso && !Number.isNaN(Date.parse(iso)) ? clock.format(new Date(iso)) : '');
export const formatTime = (iso: string | undefined | null) => (iso && !Number.isNaN(Date.parse(iso)) ? time.format(new Date(iso)) : '');

export const paymentLabel = (order: Pick<Order, 'paymentMethod' | 'paymentState'>) =>
  order.paymentMethod === 'card' ? (order.paymentState === 'paid' ? 'Paid online' : 'Online payment') : 'Cash on delivery';

/** Units ticked by the picker (picked or found missing) of all ordered; a substitute's units count on the line it replaces. */
export function pickProgress(order: Pick<Order, 'items'>): { done: number; total: number } {
  let done = 0;
  let total = 0;
  for (const i of order.items) {
    if (i.substituteFor) continue;
    total += i.quantity;
    done += Math.min(i.quantity, (i.picked ?? 0) + (i.missing ?? 0));
  }
  return { done, total };
}

/** "Delivered in 9 min, on time" / "…, 3 min late" (the promise kept or not). */
export function deliveredText(order: Pick<Order, 'actualMinutes' | 'promisedMinutes' | 'onTime'>): string | null {
  if (order.actualMinutes == null) return null;
  const when = `Delivered in ${order.actualMinutes} min`;
  if (order.onTime == null || order.promisedMinutes == null) return when;
  return order.onTime ? `${when}, on time` : `${when}, ${Math.max(1, order.actualMinutes - order.promisedMinutes)} min late`;
}

/** "2 × Toned Milk not available", or for a cheaper substitute "2 × Toned Milk (replaced by Nandini Milk), price difference". */
export function refundText(order: Pick<Order, 'items'>, r: Order['refunds'][number]): string {
  return isSubstituteRefund(r) ? `${r.quantity} × ${r.name}, price difference` : `${r.quantity} × ${r.name} not available`;
}
