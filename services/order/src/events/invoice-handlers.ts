import {
  orderCancelledV1, orderConfirmedV1, orderItemMissingV1, orderItemSubstitutedV1, stockReservedV1, stockSubstituteHeldV1, topics,
  type EventData, type EventEnvelope,
} from '@minutemart/contracts';
import type { ConsumerSpec } from '@minutemart/kit';
import type { Invoices } from '../domain/invoices.js';

export const INVOICES_GROUP = 'order-invoices';

const key = (d: { type: string; version: number }) => `${d.type}@${d.version}`;

/**
 * Invoices and credit notes from the order's own events and the catalogue's answers, in a group of
 * their own: a slow PDF or a media outage delays documents, never the saga.
 */
export function invoiceConsumer(invoices: Invoices): ConsumerSpec {
  return {
    group: INVOICES_GROUP,
    topics: [topics.stock.name, topics.order.name],
    handlers: {
      [key(stockReservedV1)]: async (e: EventEnvelope<EventData<typeof stockReservedV1>>) => {
        await invoices.taxHeld(e.data.orderId, e.data.lines, true);
      },
      [key(stockSubstituteHeldV1)]: async (e: EventEnvelope<EventData<typeof stockSubstituteHeldV1>>) => {
        await invoices.taxHeld(e.data.orderId, [e.data.line], false);
      },
      [key(orderConfirmedV1)]: async (e: EventEnvelope<EventData<typeof orderConfirmedV1>>) => {
        await invoices.confirmed(e.data.orderId);
      },
      [key(orderItemMissingV1)]: async (e: EventEnvelope<EventData<typeof orderItemMissingV1>>) => {
        await invoices.credit(e.data.orderId, e.id, `${e.data.quantity} x ${e.data.name} not delivered`);
      },
      [key(orderItemSubstitutedV1)]: async (e: EventEnvelope<EventData<typeof orderItemSubstitutedV1>>) => {
        if (e.data.refundPaise > 0) await invoices.credit(e.data.orderId, e.id, `Substituted by ${e.data.name} at a lower price`);
      },
      [key(orderCancelledV1)]: async (e: EventEnvelope<EventData<typeof orderCancelledV1>>) => {
        await invoices.credit(e.data.orderId, e.id, e.data.reason ? `Order cancelled: ${e.data.reason}` : 'Order cancelled');
      },
    },
  };
}
