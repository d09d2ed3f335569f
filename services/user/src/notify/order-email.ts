import mjml2html from 'mjml';
import type { OrderView } from '@minutemart/contracts';
import { escapeHtml } from '@minutemart/kit';
import { cleanName } from '../mail/frame.js';
import { ORDER_MAILS, type OrderMailKind } from './order-mail-kinds.js';
import type { NotificationDoc } from '../data/notification-model.js';
import type { OrderForMail } from './order-client.js';

export interface OrderEmail {
  subject: string;
  html: string;
  text: string;
}

const rupees = (paise: number): string => `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function headline(kind: OrderMailKind, o: OrderView, d: NotificationDoc['detail']): { title: string; lead: string } {
  switch (kind) {
    case 'confirmed':
      return {
        title: 'Your order is confirmed',
        lead: `${o.storeName || 'Our dark store'} is packing it now${o.promisedAt ? `: expect it by ${new Date(o.promisedAt).toLocaleTimeString('en-IN', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit' })}` : ''}.`,
      };
    case 'out_for_delivery':
      return { title: 'Your order is on its way', lead: 'A rider has left the store with your bag. Keep your phone close.' };
    case 'delivered':
      return { title: 'Delivered. Enjoy!', lead: 'Your tax invoice is attached to this mail and in My Orders.' };
    case 'refunded':
      return {
        title: 'We refunded an item',
        lead: `${d.quantity ?? ''} x ${d.name ?? 'an item'} was not on the shelf. ${rupees(d.refundPaise ?? 0)} is taken off your bill${o.paymentMethod === 'card' ? ' and refunded to your card' : ''}.`,
      };
    case 'substitution':
      return {
        title: 'We replaced an item',
        lead: `${d.name ?? 'A similar product'} comes in place of what ran out${(d.refundPaise ?? 0) > 0 ? `, and ${rupees(d.refundPaise!)} is taken off your bill` : ', at no extra cost'}.`,
      };
    case 'cancelled':
      return {
        title: 'Your order is cancelled',
        lead: `${d.reason ? `${d.reason}. ` : ''}${o.paymentState === 'refund_due' || o.paymentState === 'paid' ? 'What you paid is refunded to your card.' : 'Nothing is due.'}`,
      };
  }
}

/** The rows of the bill: each delivered line, then the fees, offers and the total. */
function bill(o: OrderView): { rows: [string, string][]; total: [string, string] } {
  const rows: [string, string][] = o.items
    .filter((i) => i.quantity - (i.missing ?? 0) > 0)
    .map((i) => [`${i.quantity - (i.missing ?? 0)} × ${i.name}${i.unit ? ` (${i.unit})` : ''}`, rupees(i.lineTotalPaise)]);
  for (const f of o.pricing?.fees ?? []) if (f.amountPaise > 0) rows.push([f.label, rupees(f.amountPaise)]);
  for (const d of o.pricing?.discounts ?? []) if (d.amountPaise > 0) rows.push([d.code ? `${d.title} (${d.code})` : d.title, `−${rupees(d.amountPaise)}`]);
  if (!o.pricing && o.totals.deliveryPaise > 0) rows.push(['Delivery', rupees(o.totals.deliveryPaise)]);
  return { rows, total: ['Total (inclusive of all taxes)', rupees(o.totals.grandTotalPaise)] };
}

/** What changes from one order mail to the next; every value is already escaped HTML. */
export type Slot = 'subject' | 'title' | 'who' | 'lead' | 'order' | 'billRows' | 'totalLabel' | 'totalAmount' | 'documents' | 'url';
const slot = (name: Slot) => `MMSLOT${name}MMSLOT`;
const SLOTS = /MMSLOT(\w+?)MMSLOT/g;

/** The mail's layout, with or without its bill, its tax documents and the opt-out line. */
export interface Layout {
  bill: boolean;
  documents: boolean;
  optional: boolean;
}

export function layoutSource({ bill, documents, optional }: Layout): string {
  return `<mjml>
  <mj-head>
    <mj-title>${slot('subject')}</mj-title>
    <mj-attributes><mj-all font-family="Arial, Helvetica, sans-serif" /><mj-text font-size="15px" line-height="22px" color="#1f2933" /></mj-attributes>
  </mj-head>
  <mj-body background-color="#f4f6f3" width="520px">
    <mj-section background-color="#0c831f" padding="16px 20px" border-radius="12px 12px 0 0">
      <mj-column><mj-text font-size="22px" font-weight="bold" color="#ffffff" padding="0">Minutemart <span style="font-size:13px;font-weight:normal;color:#f8cb46;">groceries in minutes</span></mj-text></mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="20px 20px 4px">
      <mj-column>
        <mj-text font-size="20px" font-weight="bold" padding="0 0 8px">${slot('title')}</mj-text>
        <mj-text padding="0 0 4px">Hi ${slot('who')},</mj-text>
        <mj-text padding="0 0 8px">${slot('lead')}</mj-text>
        <mj-text font-size="13px" color="#52606d" padding="0 0 12px">${slot('order')}</mj-text>
      </mj-column>
    </mj-section>
    ${
      bill
        ? `<mj-section background-color="#ffffff" padding="0 20px">
      <mj-column>
        <mj-table font-size="14px" line-height="20px" padding="0">${slot('billRows')}
          <tr><td style="padding:10px 0 0;font-weight:bold;">${slot('totalLabel')}</td><td style="padding:10px 0 0;font-weight:bold;text-align:right;white-space:nowrap;">${slot('totalAmount')}</td></tr>
        </mj-table>
      </mj-column>
    </mj-section>`
        : ''
    }
    ${documents ? `<mj-section background-color="#ffffff" padding="12px 20px 0"><mj-column><mj-text font-size="13px" color="#52606d" padding="0">${slot('documents')}</mj-text></mj-column></mj-section>` : ''}
    <mj-section background-color="#ffffff" padding="16px 20px 20px" border-radius="0 0 12px 12px">
      <mj-column><mj-button href="${slot('url')}" background-color="#0c831f" color="#ffffff" border-radius="10px" font-size="16px" font-weight="bold" padding="0" inner-padding="12px 22px">View your order</mj-button></mj-column>
    </mj-section>
    <mj-section padding="12px 20px"><mj-column><mj-text font-size="12px" color="#7b8794" align="center" padding="0">You get this mail because of your order at Minutemart.${optional ? ' You can turn off these updates in your profile.' : ''}</mj-text></mj-column></mj-section>
  </mj-body>
</mjml>`;
}

/**
 * Each layout is compiled by MJML once and kept: compiling is most of what a mail costs the user
 * service, and only the slots differ between two orders' mails (docs/benchmarks.md).
 */
const compiled = new Map<string, Promise<string>>();
function compiledLayout(layout: Layout): Promise<string> {
  const key = `${+layout.bill}${+layout.documents}${+layout.optional}`;
  let html = compiled.get(key);
  if (!html) {
    html = mjml2html(layoutSource(layout), { validationLevel: 'soft', keepComments: false }).then(({ html, errors }) => {
      if (errors.length > 0 && !html) throw new Error(`order mail template: ${errors[0]!.formattedMessage}`);
      return html;
    });
    html.catch(() => compiled.delete(key));
    compiled.set(key, html);
  }
  return html;
}

/** Fills every slot in one pass, so a value that looks like a slot is never filled in turn. */
export const fill = (html: string, values: Record<Slot, string>) => html.replace(SLOTS, (whole, name: string) => values[name as Slot] ?? whole);

/**
 * An order mail: MJML (responsive tables that read on a phone and in desktop clients) with a
 * plain-text part. Every text from the order is escaped.
 */
export async function orderEmail(
  kind: OrderMailKind,
  name: string,
  data: OrderForMail,
  detail: NotificationDoc['detail'],
  orderUrl: string,
): Promise<OrderEmail> {
  const o = data.order;
  const who = cleanName(name);
  const { title, lead } = headline(kind, o, detail);
  const subject = ORDER_MAILS[kind].subject(o.orderId);
  const { rows, total } = bill(o);
  const showBill = kind !== 'cancelled' || rows.length > 0;
  const invoice = data.documents.invoice;
  const notes = data.documents.creditNotes;
  const e = escapeHtml;
  const billRows = rows
    .map(
      ([l, r]) =>
        `<tr><td style="padding:6px 0;border-bottom:1px solid #eef1ed;">${e(l)}</td><td style="padding:6px 0;border-bottom:1px solid #eef1ed;text-align:right;white-space:nowrap;">${e(r)}</td></tr>`,
    )
    .join('');
  const layout = await compiledLayout({ bill: showBill, documents: Boolean(invoice), optional: ORDER_MAILS[kind].optional });
  const html = fill(layout, {
    subject: e(subject),
    title: e(title),
    who: e(who),
    lead: e(lead),
    order: `Order ${e(o.orderId)}${o.storeName ? ` · ${e(o.storeName)}` : ''}`,
    billRows,
    totalLabel: e(total[0]),
    totalAmount: e(total[1]),
    documents: invoice
      ? `Tax invoice ${e(invoice.number)}${notes.length ? ` · credit note${notes.length > 1 ? 's' : ''} ${e(notes.map((n) => n.number).join(', '))}` : ''}`
      : '',
    url: e(orderUrl),
  });

  const text = [
    `Hi ${who},`,
    '',
    `${title}${/[.!?]$/.test(title) ? '' : '.'} ${lead}`,
    '',
    `Order ${o.orderId}${o.storeName ? ` · ${o.storeName}` : ''}`,
    ...(showBill ? ['', ...rows.map(([l, r]) => `  ${l}: ${r}`), `  ${total[0]}: ${total[1]}`] : []),
    ...(invoice ? ['', `Tax invoice ${invoice.number}${notes.length ? `; credit notes ${notes.map((n) => n.number).join(', ')}` : ''}`] : []),
    '',
    `View your order: ${orderUrl}`,
    '',
    '— Minutemart',
  ].join('\n');
  return { subject, html, text };
}
