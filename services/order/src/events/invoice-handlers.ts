import {
  orderCancelledV2,
  orderConfirmedV2,
  orderItemMissingV1,
  orderItemSubstitutedV1,
  stockReservedV1,
  stockSubstituteHeldV1,
  topics,
  type EventData,
  type EventEnvelope,
} from '@minutemart/contracts';
import type { ConsumerSpec } from '@minutemart/kit';
import type { Invoices } from '../domain/invoices.js';

export const INVOICES_GROUP = 'order-invoices';

const key = (d: { type: string; version: number }) => `${d.type}@${d.version}`;

/** The cancellation, and the codes it gives back (their discount is credited with the rest of the invoice). */
export function cancellationReason(d: Pick<EventData<typeof orderCancelledV2>, 'reason' | 'charges'>): string {
  const codes = [...new Set(d.charges.discounts.flatMap((x) => (x.code && x.amountPaise > 0 ? [x.code] : [])))];
  const given = codes.length ? `; ${codes.length === 1 ? 'code' : 'codes'} ${codes.join(', ')} given back` : '';
  return `${d.reason ? `Order cancelled: ${d.reason}` : 'Order cancelled'}${given}`;
}

/**
 * Invoices and credit notes from the order's own events and the catalogue's answers, in a group of
 * their own: a slow PDF or a media outage delays documents, never the saga. Confirmation and
 * cancellation are read in version 2, which carries the bill with its offers (one version only:
 * each event id issues its own note).
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
      [key(orderConfirmedV2)]: async (e: EventEnvelope<EventData<typeof orderConfirmedV2>>) => {
        await invoices.confirmed(e.data.orderId);
      },
      [key(orderItemMissingV1)]: async (e: EventEnvelope<EventData<typeof orderItemMissingV1>>) => {
        await invoices.credit(e.data.orderId, e.id, `${e.data.quantity} x ${e.data.name} not delivered`);
      },
      [key(orderItemSubstitutedV1)]: async (e: EventEnvelope<EventData<typeof orderItemSubstitutedV1>>) => {
        // Even at no refund the substitute is supplied under its own HSN code and rate: a note moves the value there.
        await invoices.credit(
          e.data.orderId,
          e.id,
          e.data.refundPaise > 0 ? `Substituted by ${e.data.name} at a lower price` : `Substituted by ${e.data.name}`,
        );
      },
      [key(orderCancelledV2)]: async (e: EventEnvelope<EventData<typeof orderCancelledV2>>) => {
        await invoices.credit(e.data.orderId, e.id, cancellationReason(e.data));
      },
    },
  };
}
