import { PDFParse } from 'pdf-parse';
import { darkStore, startOrderStack, waitFor, type OrderStack, type Person } from './harness.js';
import { startMediaProcess } from './support/media-process.js';
import { checkedFetch } from '@minutemart/kit/testing';

const TOKEN = 'test-internal-token-for-invoices';
const SHOP = { lat: 12.9716, lng: 77.6412 };
const LEGAL = {
  name: 'Minutemart Quick Commerce Private Limited',
  gstin: '29AAKCM4821Q1ZQ',
  stateCode: '29',
  address: 'No. 412, 100 Feet Road, Indiranagar, Bengaluru 560038, Karnataka',
};

let media: Awaited<ReturnType<typeof startMediaProcess>>;
let s: OrderStack;
let admin: Person;
beforeAll(async () => {
  media = await startMediaProcess(TOKEN);
  s = await startOrderStack({ MEDIA_SERVICE_URL: media.url, INTERNAL_TOKEN: TOKEN, PAUSE_AT_MINUTES: '600', RESUME_AT_MINUTES: '500' });
  await s.upsertStore(
    darkStore({ _id: 'indiranagar', name: 'Indiranagar', location: SHOP, pickers: 40, hours: { open: '00:00', close: '24:00' }, legal: LEGAL }),
  );
  // A Maharashtra-registered store serving a Bengaluru pincode: an inter-state supply (IGST).
  await s.upsertStore(
    darkStore({
      _id: 'mumbai-remote',
      name: 'Remote',
      location: SHOP,
      pickers: 40,
      hours: { open: '00:00', close: '24:00' },
      serves: [{ pincode: '560099', area: 'Far', ...SHOP }],
      legal: { ...LEGAL, gstin: '27AAKCM4821Q1ZU', stateCode: '27', address: 'Andheri West, Mumbai' },
    }),
  );
  await s.upsertStore(
    darkStore({
      _id: 'unregistered',
      name: 'Unregistered',
      location: SHOP,
      pickers: 40,
      hours: { open: '00:00', close: '24:00' },
      serves: [{ pincode: '560098', area: 'Nowhere', ...SHOP }],
    }),
  );
  admin = await s.admin('Asha Admin');
}, 120_000);
afterAll(async () => {
  await s?.stop();
  await media?.stop();
});

const documents = async (orderId: string, who: Person) => (await s.api(`/invoice/${orderId}/documents`, who)).body.data;
const invoiceOf = (orderId: string, who: Person) =>
  waitFor(async () => (await documents(orderId, who))?.invoice, { what: `invoice of ${orderId}`, timeoutMs: 30_000 });
const pdfOf = async (path: string, who: Person) => {
  const res = await checkedFetch(`${s.svc.url}/api/order${path}`, { headers: who.auth });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    body: Buffer.from(await res.arrayBuffer()),
  };
};
const textOf = async (pdf: Buffer) => (await new PDFParse({ data: new Uint8Array(pdf) }).getText()).text;

describe('the tax invoice', () => {
  it('is issued once at confirmation, numbered in the store’s year, reconciles to the paisa, and only its shopper and staff who read orders get the PDF', async () => {
    const milk = s.product({ name: 'Amul Taaza Toned Milk', price: 56, hsn: '04012000', gstRate: 0 });
    const biscuits = s.product({ name: 'Parle-G Biscuits', price: 99, discount: 10, hsn: '19053100', gstRate: 18 });
    const chips = s.product({ name: 'Lays Classic Salted', price: 20, hsn: '20052000', gstRate: 12 });
    const shopper = await s.shopper('560038');
    const placed = await s.placeCod(shopper, [
      { product: milk, quantity: 2 },
      { product: biscuits, quantity: 3 },
      { product: chips, quantity: 1 },
    ]);
    expect(placed.status).toBe(201);
    const order = placed.body.data;
    const invoice = await invoiceOf(order.orderId, shopper);
    // The test clock reads 4 March 2030: financial year 2029-30.
    expect(invoice).toMatchObject({
      kind: 'invoice',
      number: expect.stringMatching(/^INV\/2930\/\d{6}$/),
      interState: false,
      url: `/api/order/invoice/${order.orderId}`,
    });
    const t = invoice.totals;
    expect(t.valuePaise).toBe(order.totals.grandTotalPaise);
    expect(t.taxablePaise + t.cgstPaise + t.sgstPaise).toBe(order.totals.grandTotalPaise);
    expect(t.cgstPaise).toBe(t.sgstPaise);
    expect(t.igstPaise).toBe(0);

    const pdf = await pdfOf(`/invoice/${order.orderId}`, shopper);
    expect(pdf).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(pdf.disposition).toBe(`attachment; filename="Invoice-${invoice.number.replace(/\//g, '-')}.pdf"`);
    const text = await textOf(pdf.body);
    for (const needle of [LEGAL.gstin, invoice.number, '04012000', '19053100', '20052000', 'CGST', 'SGST', 'CGST 9%', 'CGST 6%', order.orderId])
      expect({ needle, found: text.includes(needle) }).toEqual({ needle, found: true });

    expect((await pdfOf(`/invoice/${order.orderId}`, admin)).status).toBe(200);
    const stranger = await s.shopper('560038');
    expect((await pdfOf(`/invoice/${order.orderId}`, stranger)).status).toBe(404);
    expect((await s.api(`/invoice/${order.orderId}/documents`, stranger)).status).toBe(404);
    expect((await checkedFetch(`${s.svc.url}/api/order/invoice/${order.orderId}`)).status).toBe(401);
    expect((await s.api('/invoice/not-an-order', shopper)).body.message).toBe('Provide a valid orderId');

    // Replaying the confirmation issues nothing new: the same number, one document.
    const again = await documents(order.orderId, shopper);
    expect(again.invoice.number).toBe(invoice.number);
    expect(again.creditNotes).toEqual([]);
  });

  it('is inter-state (IGST) when the store’s GST state is not the delivery state', async () => {
    const soap = s.product({ name: 'Dove Soap', price: 59, hsn: '34011190', gstRate: 18 });
    const shopper = await s.shopper('560099');
    const order = (await s.placeCod(shopper, [{ product: soap, quantity: 1 }])).body.data;
    const invoice = await invoiceOf(order.orderId, shopper);
    // ₹59 at 18 %: each half 5900 × 18 / 236 = 450, IGST 900.
    expect(invoice.totals).toMatchObject({ valuePaise: 5_900, taxablePaise: 5_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 900 });
    const text = await textOf((await pdfOf(`/invoice/${order.orderId}`, shopper)).body);
    expect(text).toContain('IGST 18%');
    expect(text).toContain('27AAKCM4821Q1ZU');
  });

  it('is not issued for a store without a GSTIN', async () => {
    const p = s.product({ name: 'Unregistered thing', price: 10, hsn: '2106', gstRate: 18 });
    const shopper = await s.shopper('560098');
    const order = (await s.placeCod(shopper, [{ product: p, quantity: 1 }])).body.data;
    expect(order.state).toBe('confirmed');
    await new Promise((r) => setTimeout(r, 1_500));
    expect((await documents(order.orderId, shopper)).invoice).toBeNull();
    expect(await pdfOf(`/invoice/${order.orderId}`, shopper)).toMatchObject({ status: 404 });
  });
});

describe('credit notes', () => {
  it('credits a missing item against the invoice, then the rest when the order is cancelled, the tax netting to zero', async () => {
    const atta = s.product({ name: 'Aashirvaad Atta', price: 99, discount: 10, hsn: '11010000', gstRate: 5 });
    const ghee = s.product({ name: 'Amul Ghee', price: 600, hsn: '04059020', gstRate: 12 });
    const shopper = await s.shopper('560038');
    const order = (
      await s.placeCod(shopper, [
        { product: atta, quantity: 3 },
        { product: ghee, quantity: 1 },
      ])
    ).body.data;
    const invoice = await invoiceOf(order.orderId, shopper);

    expect((await s.api('/store/claim', admin, { body: { orderId: order.orderId } })).status).toBe(200);
    const missing = await s.api('/store/missing', admin, { body: { orderId: order.orderId, productId: atta.productId, quantity: 1 } });
    expect(missing.status).toBe(200);
    const first = await waitFor(async () => (await documents(order.orderId, shopper)).creditNotes[0], { what: 'first credit note', timeoutMs: 30_000 });
    expect(first).toMatchObject({
      kind: 'credit_note',
      noteNo: 1,
      invoiceNumber: invoice.number,
      number: expect.stringMatching(/^CN\/2930\/\d{6}$/),
      reason: '1 x Aashirvaad Atta not delivered',
    });
    expect(first.totals.valuePaise).toBe(8_910);
    expect(first.totals.valuePaise).toBe(invoice.totals.valuePaise - missing.body.data.totals.grandTotalPaise);
    const text = await textOf((await pdfOf(`/invoice/${order.orderId}/credit-note/1`, shopper)).body);
    for (const needle of ['CREDIT NOTE', first.number, invoice.number, '11010000', LEGAL.gstin])
      expect({ needle, found: text.includes(needle) }).toEqual({ needle, found: true });

    expect((await s.api('/admin/cancel', admin, { body: { orderId: order.orderId, reason: 'Shopper asked' } })).status).toBe(200);
    const notes = await waitFor(
      async () => {
        const d = await documents(order.orderId, shopper);
        return d.creditNotes.length === 2 ? d.creditNotes : undefined;
      },
      { what: 'second credit note', timeoutMs: 30_000 },
    );
    const sum = (k: string) => notes.reduce((n: number, c: { totals: Record<string, number> }) => n + c.totals[k]!, 0);
    expect([sum('valuePaise'), sum('taxablePaise'), sum('cgstPaise'), sum('sgstPaise')]).toEqual([
      invoice.totals.valuePaise,
      invoice.totals.taxablePaise,
      invoice.totals.cgstPaise,
      invoice.totals.sgstPaise,
    ]);
    expect(notes[1]).toMatchObject({ noteNo: 2, reason: 'Order cancelled: Shopper asked' });
    expect((await pdfOf(`/invoice/${order.orderId}/credit-note/3`, shopper)).status).toBe(404);
  });
});

describe('a coupon', () => {
  it('is taken off the invoice’s lines; a missing unit re-works it and the note is the refund; cancelled, the code is given back and the notes net the invoice to zero', async () => {
    const offer = await s.api('/admin/offers', admin, { body: { title: '10% off', code: 'tax10', kind: 'percent', percent: 10 } });
    expect([offer.status, offer.body.message]).toEqual([201, 'Offer created']);
    const atta = await s.publishProduct(s.product({ name: 'Fortune Chakki Atta', price: 200, hsn: '11010000', gstRate: 5 }));
    const soap = await s.publishProduct(s.product({ name: 'Lifebuoy Soap', price: 100, hsn: '34011190', gstRate: 18 }));
    const shopper = await s.shopper('560038');
    const placed = await checkedFetch(`${s.svc.url}/api/order/cash-on-delivery`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...shopper.auth },
      body: JSON.stringify({
        list_items: [
          { productId: atta.productId, quantity: 2 },
          { productId: soap.productId, quantity: 1 },
        ],
        addressId: shopper.addressId,
        couponCode: 'TAX10',
      }),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
    expect(placed.status).toBe(201);
    const order = placed.body.data;
    const invoice = await invoiceOf(order.orderId, shopper);
    // ₹500 less 10 %: ₹450, the ₹50 spread over the lines (₹40 off the atta, ₹10 off the soap).
    expect(invoice.totals).toMatchObject({ grossPaise: 50_000, discountPaise: 5_000, valuePaise: 45_000 });
    expect(invoice.totals.taxablePaise + invoice.totals.cgstPaise + invoice.totals.sgstPaise).toBe(45_000);

    expect((await s.api('/store/claim', admin, { body: { orderId: order.orderId } })).status).toBe(200);
    const missing = await s.api('/store/missing', admin, { body: { orderId: order.orderId, productId: atta.productId, quantity: 1 } });
    expect(missing.body.data.totals.grandTotalPaise).toBe(27_000);
    const first = await waitFor(async () => (await documents(order.orderId, shopper)).creditNotes[0], {
      what: 'the credit note for the missing unit',
      timeoutMs: 30_000,
    });
    expect(first.totals.valuePaise).toBe(45_000 - 27_000);

    expect((await s.api('/admin/cancel', admin, { body: { orderId: order.orderId, reason: 'Shopper asked' } })).status).toBe(200);
    const notes = await waitFor(
      async () => {
        const d = await documents(order.orderId, shopper);
        return d.creditNotes.length === 2 ? d.creditNotes : undefined;
      },
      { what: 'the cancellation’s credit note', timeoutMs: 30_000 },
    );
    expect(notes[1]).toMatchObject({ reason: 'Order cancelled: Shopper asked; code TAX10 given back', totals: { valuePaise: 27_000 } });
    const sum = (k: string) => notes.reduce((n: number, c: { totals: Record<string, number> }) => n + c.totals[k]!, 0);
    expect([sum('valuePaise'), sum('taxablePaise'), sum('cgstPaise'), sum('sgstPaise')]).toEqual([
      invoice.totals.valuePaise,
      invoice.totals.taxablePaise,
      invoice.totals.cgstPaise,
      invoice.totals.sgstPaise,
    ]);
    await waitFor(
      async () =>
        ((await s.api('/admin/offers', admin)).body.data as { _id: string; redemptions: number }[]).find((o) => o._id === offer.body.data._id)?.redemptions ===
        0,
      { what: 'the code given back' },
    );
  });
});

describe('substitutes', () => {
  /** Asks for a substitute and waits for the order to carry it. */
  const substitute = async (orderId: string, productId: string, substituteId: string) => {
    const asked = await s.api('/store/substitute', admin, { body: { orderId, productId, substituteId } });
    expect([asked.status, asked.body.message]).toEqual([200, 'Substitute requested']);
    await waitFor(
      async () => {
        const order = (await s.api('/store-queue?store=indiranagar&stage=pick', admin)).body.data.find((o: { orderId: string }) => o.orderId === orderId);
        return order?.items.some((i: { productId: string }) => i.productId === substituteId);
      },
      { what: 'the substitute in the order' },
    );
  };
  const notesOf = (orderId: string, shopper: Person, n: number) =>
    waitFor(
      async () => {
        const d = await documents(orderId, shopper);
        return d.creditNotes.length >= n ? d.creditNotes : undefined;
      },
      { what: `${n} credit notes of ${orderId}`, timeoutMs: 30_000 },
    );
  const notePdf = async (orderId: string, noteNo: number, shopper: Person) => textOf((await pdfOf(`/invoice/${orderId}/credit-note/${noteNo}`, shopper)).body);

  it('credits a cheaper substitute under the original’s HSN code and rate and supplies it under its own: the note is the refund, each rate’s tax what is delivered', async () => {
    const chips = s.product({ name: 'Bingo Mad Angles', price: 50, hsn: '19041090', gstRate: 12 });
    const nachos = s.product({ name: 'Cornitos Nachos', price: 40, hsn: '20089999', gstRate: 18 });
    const milk = s.product({ name: 'Nandini Toned Milk', price: 30, hsn: '04012000', gstRate: 0 });
    const shopper = await s.shopper('560038');
    const order = (
      await s.placeCod(shopper, [
        { product: chips, quantity: 2 },
        { product: milk, quantity: 1 },
      ])
    ).body.data;
    const invoice = await invoiceOf(order.orderId, shopper);
    expect((await s.api('/store/claim', admin, { body: { orderId: order.orderId } })).status).toBe(200);
    await substitute(order.orderId, chips.productId, nachos.productId);
    const [note] = await notesOf(order.orderId, shopper, 1);
    // Two packs at ₹50 replaced by two at ₹40: ₹20 back.
    expect(note).toMatchObject({ noteNo: 1, invoiceNumber: invoice.number, reason: 'Substituted by Cornitos Nachos at a lower price' });
    expect(note.totals.valuePaise).toBe(2_000);
    expect(note.totals.taxablePaise + note.totals.cgstPaise + note.totals.sgstPaise).toBe(2_000);
    const after = (await s.api(`/store-queue?store=indiranagar&stage=pick`, admin)).body.data.find((o: { orderId: string }) => o.orderId === order.orderId);
    expect(invoice.totals.valuePaise - note.totals.valuePaise).toBe(after.totals.grandTotalPaise);
    // What the invoice and the note leave taxed: ₹30 milk at 0 %, ₹80 of nachos at 18 % (each half 8000 × 18 / 236 = 610), no chips.
    expect(invoice.totals.cgstPaise - note.totals.cgstPaise).toBe(610);
    expect(invoice.totals.sgstPaise - note.totals.sgstPaise).toBe(610);
    const text = await notePdf(order.orderId, 1, shopper);
    for (const needle of ['CREDIT NOTE', note.number, invoice.number, '19041090', '20089999', 'CGST 9%', 'CGST 6%'])
      expect({ needle, found: text.includes(needle) }).toEqual({ needle, found: true });

    // Cancelled: the rest, the substitute included, the tax netting to zero.
    expect((await s.api('/admin/cancel', admin, { body: { orderId: order.orderId, reason: 'Shopper asked' } })).status).toBe(200);
    const notes = await notesOf(order.orderId, shopper, 2);
    const sum = (k: string) => notes.reduce((n: number, c: { totals: Record<string, number> }) => n + c.totals[k]!, 0);
    expect([sum('valuePaise'), sum('taxablePaise'), sum('cgstPaise'), sum('sgstPaise')]).toEqual([
      invoice.totals.valuePaise,
      invoice.totals.taxablePaise,
      invoice.totals.cgstPaise,
      invoice.totals.sgstPaise,
    ]);
  });

  it('keeps a product offer on a substitute for its product: the note is the refund, never a charge', async () => {
    const chips = await s.publishProduct(s.product({ name: 'Kurkure Masala Munch', price: 50, hsn: '19041090', gstRate: 12 }));
    const nachos = s.product({ name: 'Doritos Nacho Cheese', price: 40, hsn: '20089999', gstRate: 18 });
    const milk = await s.publishProduct(s.product({ name: 'Heritage Toned Milk', price: 30, hsn: '04012000', gstRate: 0 }));
    const offer = await s.api('/admin/offers', admin, {
      body: { title: '₹20 off Kurkure', code: 'kurkure20', kind: 'flat', amountPaise: 2_000, scope: { kind: 'products', ids: [chips.productId] } },
    });
    expect([offer.status, offer.body.message]).toEqual([201, 'Offer created']);
    const shopper = await s.shopper('560038');
    const placed = await checkedFetch(`${s.svc.url}/api/order/cash-on-delivery`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...shopper.auth },
      body: JSON.stringify({
        list_items: [
          { productId: chips.productId, quantity: 1 },
          { productId: milk.productId, quantity: 1 },
        ],
        addressId: shopper.addressId,
        couponCode: 'KURKURE20',
      }),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
    expect(placed.status).toBe(201);
    const order = placed.body.data;
    const invoice = await invoiceOf(order.orderId, shopper);
    expect(invoice.totals).toMatchObject({ discountPaise: 2_000, valuePaise: 6_000 });
    expect((await s.api('/store/claim', admin, { body: { orderId: order.orderId } })).status).toBe(200);
    await substitute(order.orderId, chips.productId, nachos.productId);
    const [note] = await notesOf(order.orderId, shopper, 1);
    // ₹40 nachos, still ₹20 off: ₹10 back.
    expect(note.totals.valuePaise).toBe(1_000);
  });

  it('moves a dearer substitute charged at the original’s price to its own rate with a credit note of nothing to pay back', async () => {
    const rice = s.product({ name: 'Daawat Rozana Rice', price: 100, hsn: '10063020', gstRate: 5 });
    const basmati = s.product({ name: 'India Gate Basmati', price: 150, hsn: '10063010', gstRate: 12 });
    const shopper = await s.shopper('560038');
    const order = (await s.placeCod(shopper, [{ product: rice, quantity: 1 }])).body.data;
    const invoice = await invoiceOf(order.orderId, shopper);
    expect((await s.api('/store/claim', admin, { body: { orderId: order.orderId } })).status).toBe(200);
    await substitute(order.orderId, rice.productId, basmati.productId);
    const [note] = await notesOf(order.orderId, shopper, 1);
    expect(note).toMatchObject({ reason: 'Substituted by India Gate Basmati', totals: { valuePaise: 0 } });
    // ₹100 at 5 % holds 2 × 238 paise of tax; at 12 %, 2 × 536.
    expect([invoice.totals.cgstPaise - note.totals.cgstPaise, invoice.totals.sgstPaise - note.totals.sgstPaise]).toEqual([536, 536]);
  });
});

describe('numbering', () => {
  it('gives 50 orders confirmed at once 50 consecutive invoice numbers, no gaps, none twice', async () => {
    const p = s.product({ name: 'Bulk Rice', price: 120, hsn: '10063020', gstRate: 5 });
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => s.shopper('560038')));
    const before = await s.svc.runtime.db.collection('tax_documents').countDocuments({ kind: 'invoice', storeId: 'indiranagar' });
    const placed = await Promise.all(shoppers.map((sh) => s.placeCod(sh, [{ product: p, quantity: 1 }])));
    expect(placed.every((r) => r.status === 201)).toBe(true);
    await Promise.all(placed.map((r, i) => invoiceOf(r.body.data.orderId, shoppers[i]!)));
    const seqs = (await s.svc.runtime.db.collection('tax_documents').find({ kind: 'invoice', storeId: 'indiranagar' }).project({ seq: 1 }).toArray())
      .map((d) => d['seq'] as number)
      .sort((a, b) => a - b);
    expect(seqs.length).toBe(before + 50);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    const counter = await s.svc.runtime.db.collection('document_counters').findOne({ _id: 'invoice:indiranagar:2029-30' as never });
    expect(counter).toMatchObject({ seq: seqs.length, claims: [] });
  });
});
