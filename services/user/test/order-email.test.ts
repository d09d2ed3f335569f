import mjml2html from 'mjml';
import type { OrderView } from '@minutemart/contracts';
import { fill, layoutSource, orderEmail, type Layout, type Slot } from '../src/notify/order-email.js';
import type { OrderForMail } from '../src/notify/order-client.js';

/** The order mail's layouts are compiled once; what a shopper wrote must still land escaped, and only where it belongs. */
const order = (over: Partial<OrderView> = {}) =>
  ({
    orderId: 'ORD-7',
    storeName: 'Koramangala <Dark> Store',
    promisedAt: null,
    paymentMethod: 'cod',
    paymentState: 'cod_due',
    items: [{ name: 'Atta & Salt', unit: '5 kg', quantity: 2, missing: 0, lineTotalPaise: 52_000 }],
    pricing: { fees: [{ label: 'Delivery fee', amountPaise: 2_500 }], discounts: [] },
    totals: { deliveryPaise: 2_500, grandTotalPaise: 54_500 },
    ...over,
  }) as unknown as OrderView;
const mail = (o: OrderView, documents: OrderForMail['documents'] = { invoice: null, creditNotes: [] }) => ({ order: o, documents });

describe('an order mail', () => {
  it('fills the slots with escaped values, and a value that looks like a slot stays as written', async () => {
    const m = await orderEmail('confirmed', 'Asha MMSLOTleadMMSLOT <b>', mail(order()), {}, 'https://shop.test/orders/ORD-7?a=1&b=2');
    expect(m.html).toContain('Hi Asha MMSLOTleadMMSLOT &lt;b&gt;,');
    expect(m.html).toContain('Koramangala &lt;Dark&gt; Store');
    expect(m.html).toContain('2 × Atta &amp; Salt (5 kg)');
    expect(m.html).toContain('₹545.00');
    expect(m.html).toContain('href="https://shop.test/orders/ORD-7?a=1&amp;b=2"');
    expect(m.html).not.toMatch(/MMSLOT(subject|title|order|billRows|totalLabel|totalAmount|documents|url)MMSLOT/);
    expect(m.html).not.toContain('turn off these updates');
  });

  it('is what MJML makes of the source with the values written in, for every layout', async () => {
    const values: Record<Slot, string> = {
      subject: 'Order confirmed · ORD-7',
      title: 'Your order is on its way',
      who: 'Ravi',
      lead: 'A rider has left the store with your bag.',
      order: 'Order ORD-7 · Indiranagar',
      billRows: '<tr><td>1 × Milk</td><td>₹56.00</td></tr>',
      totalLabel: 'Total (inclusive of all taxes)',
      totalAmount: '₹56.00',
      documents: 'Tax invoice INV/26-27/000123',
      url: 'https://shop.test/orders/ORD-7',
    };
    for (const bill of [true, false])
      for (const documents of [true, false])
        for (const optional of [true, false]) {
          const layout: Layout = { bill, documents, optional };
          const compiledOnce = fill((await mjml2html(layoutSource(layout), { validationLevel: 'soft', keepComments: false })).html, values);
          const compiledFilled = (await mjml2html(fill(layoutSource(layout), values), { validationLevel: 'soft', keepComments: false })).html;
          expect(compiledOnce).toBe(compiledFilled);
        }
    const m = await orderEmail(
      'out_for_delivery',
      'Ravi',
      mail(order(), { invoice: { number: 'INV/26-27/000123' } as never, creditNotes: [] }),
      {},
      'https://shop.test/o',
    );
    expect(m.html).toContain('Tax invoice INV/26-27/000123');
    expect(m.html).toContain('You can turn off these updates in your profile.');
  });

  it('leaves the bill out of a cancellation with nothing left on it', async () => {
    const m = await orderEmail(
      'cancelled',
      'Ravi',
      mail(order({ items: [] as never, pricing: { fees: [], discounts: [] } as never })),
      { reason: 'The store closed early' },
      'https://shop.test/o',
    );
    expect(m.html).toContain('The store closed early.');
    expect(m.html).not.toContain('Total (inclusive of all taxes)');
  });
});
