/**
 * 1,000 generated orders (mixed rates, fees, offers, missing items, substitutes at their own rates,
 * cancellations) invoiced through the real invoicing code against the real Mongo and the real
 * media service: every invoice and
 * credit note reconciles to the paisa with what the shopper pays, CGST = SGST on every intra-state
 * document, and each store's numbers run 1..N with no gap under concurrent issue.
 */
import mongoose, { Types, type Connection } from 'mongoose';
import { createLogger } from '@minutemart/kit';
import { testInfra, uniqueName } from '@minutemart/kit/testing';
import { orderModel } from '../src/data/order-model.js';
import { storeModel } from '../src/data/store-model.js';
import { documentCounterModel, invoiceInputModel, taxDocumentModel, type TaxDocumentDoc } from '../src/data/invoice-model.js';
import { DocumentNumbers } from '../src/domain/document-numbers.js';
import { DocumentStore } from '../src/domain/document-store.js';
import { Invoices } from '../src/domain/invoices.js';
import { splitTax } from '../src/domain/gst-tax.js';
import { startMediaProcess } from './support/media-process.js';
import { prng } from './support/prng.js';

const TOKEN = 'test-internal-token-1000-orders';
const ORDERS = 1_000;
const STORES = [
  { _id: 'gen-blr', legal: { name: 'Gen Bengaluru Pvt Ltd', gstin: '29AAKCM4821Q1ZQ', stateCode: '29', address: 'Bengaluru' } },
  { _id: 'gen-mum', legal: { name: 'Gen Mumbai Pvt Ltd', gstin: '27AAKCM4821Q1ZU', stateCode: '27', address: 'Mumbai' } },
];

let db: Connection;
let media: Awaited<ReturnType<typeof startMediaProcess>>;
let invoices: Invoices;
beforeAll(async () => {
  media = await startMediaProcess(TOKEN);
  db = await mongoose.createConnection(testInfra.mongoUrl, { dbName: uniqueName('t_invoices_1000') }).asPromise();
  const [documents, counters, inputs] = [taxDocumentModel(db), documentCounterModel(db), invoiceInputModel(db)];
  await Promise.all([documents.syncIndexes(), counters.syncIndexes(), inputs.syncIndexes()]);
  await storeModel(db).collection.insertMany(STORES.map((s) => ({ ...s, name: s._id, city: '', status: 'open', updatedAt: new Date() })) as never[]);
  invoices = new Invoices({
    orders: orderModel(db),
    stores: storeModel(db),
    documents,
    inputs,
    numbers: new DocumentNumbers(counters),
    files: new DocumentStore(media.url, TOKEN),
    clock: () => new Date('2027-01-15T10:00:00Z'),
    logger: createLogger('t', 'silent'),
  });
}, 120_000);
afterAll(async () => {
  await db?.dropDatabase().catch(() => undefined);
  await db?.close();
  await media?.stop();
});

interface Generated {
  orderId: string;
  storeId: string;
  interState: boolean;
  paid: number;
  afterMissing: number;
  cancel: boolean;
}

/** Orders as the order service stores them: priced lines, a fee breakdown and offers fixed at placement. */
function generate(): { docs: object[]; tax: object[]; expected: Generated[] } {
  const rand = prng('invoices-1000');
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const docs: object[] = [];
  const tax: object[] = [];
  const expected: Generated[] = [];
  for (let n = 0; n < ORDERS; n++) {
    const orderId = `ORD-${new Types.ObjectId().toHexString()}`;
    const store = pick(STORES);
    const items = Array.from({ length: 1 + Math.floor(rand() * 6) }, (_, i) => {
      const quantity = 1 + Math.floor(rand() * 4);
      const unit = 500 + Math.floor(rand() * 60_000);
      return {
        productId: new Types.ObjectId().toHexString(),
        name: `Product ${i}`,
        unit: '1 pc',
        quantity,
        missing: 0,
        unitPricePaise: unit,
        lineTotalPaise: unit * quantity,
      };
    });
    const basket = items.reduce((s, i) => s + i.lineTotalPaise, 0);
    const fees = [
      { kind: 'delivery', label: 'Delivery fee', reason: '', amountPaise: pick([0, 1_500, 2_500]), waivedPaise: 0 },
      { kind: 'handling', label: 'Handling fee', reason: '', amountPaise: pick([0, 499, 900]), waivedPaise: 0 },
      { kind: 'small_cart', label: 'Small cart fee', reason: '', amountPaise: basket < 20_000 ? 1_000 : 0, waivedPaise: 0 },
    ];
    const scoped = rand() < 0.5 ? items.filter(() => rand() < 0.6).map((i) => i.productId) : null;
    const eligible = scoped ? items.filter((i) => scoped.includes(i.productId)).reduce((s, i) => s + i.lineTotalPaise, 0) : basket;
    const discount = rand() < 0.6 ? Math.min(eligible, 1_000 + Math.floor(rand() * 15_000)) : 0;
    const pricing = {
      breakdown: { fees, discounts: discount ? [{ offerId: 'o1', code: 'SAVE', title: 'Offer', automatic: false, amountPaise: discount }] : [] },
      offers: discount ? [{ offerId: 'o1', scope: scoped ? { kind: 'products', ids: scoped } : { kind: 'all', ids: [] } }] : [],
    };
    const feesPaise = fees.reduce((s, f) => s + f.amountPaise, 0);
    const interState = rand() < 0.15;
    docs.push({
      orderId,
      idempotencyKey: `auto:${orderId}`,
      userId: new Types.ObjectId(),
      storeId: store._id,
      storeName: store._id,
      state: 'confirmed',
      seq: 2,
      paymentMethod: pick(['cod', 'card']),
      items,
      pricing,
      totals: { grandTotalPaise: basket + feesPaise - discount },
      delivery_address: {
        _id: 'a',
        address_line: '1 Test Road',
        city: 'X',
        state: interState ? 'Tamil Nadu' : store.legal.stateCode === '29' ? 'Karnataka' : 'Maharashtra',
        country: 'India',
        pincode: '600001',
        mobile: '9',
      },
    });
    tax.push({
      _id: orderId,
      reserved: true,
      confirmed: true,
      tax: Object.fromEntries(items.map((i) => [i.productId, { hsn: '21069099', gstRate: pick([0, 5, 12, 18, 28]) }])),
    });
    expected.push({ orderId, storeId: store._id, interState, paid: basket + feesPaise - discount, afterMissing: 0, cancel: rand() < 0.3 });
  }
  return { docs, tax, expected };
}

const parallel = async <T>(xs: T[], width: number, fn: (x: T) => Promise<unknown>) => {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < xs.length) await fn(xs[next++]!);
    }),
  );
};

const pick5 = (rand: () => number) => [0, 5, 12, 18, 28][Math.floor(rand() * 5)]!;
const sums = (d: TaxDocumentDoc) => d.totals.taxablePaise + d.totals.cgstPaise + d.totals.sgstPaise + d.totals.igstPaise;

it(`invoices ${ORDERS} generated orders and their refunds, every document reconciling to the paisa`, async () => {
  const { docs, tax, expected } = generate();
  await orderModel(db).collection.insertMany(docs as never[]);
  await invoiceInputModel(db).collection.insertMany(tax as never[]);
  // Issued eight at a time, some twice (a redelivered event): one invoice each, numbers without gaps.
  await parallel(expected, 8, async (e) => {
    await invoices.issue(e.orderId);
    if (e.orderId.endsWith('0')) await invoices.issue(e.orderId);
  });

  const documents = taxDocumentModel(db);
  for (const e of expected) {
    const inv = await documents.findById(`invoice:${e.orderId}`).lean<TaxDocumentDoc>();
    if (!inv) throw new Error(`${e.orderId}: no invoice`);
    if (inv.totals.valuePaise !== e.paid || sums(inv) !== e.paid)
      throw new Error(`${e.orderId}: invoice ${inv.totals.valuePaise} / ${sums(inv)} vs paid ${e.paid}`);
    if (inv.interState !== e.interState) throw new Error(`${e.orderId}: place of supply`);
    if (!e.interState && inv.totals.cgstPaise !== inv.totals.sgstPaise)
      throw new Error(`${e.orderId}: CGST ${inv.totals.cgstPaise} ≠ SGST ${inv.totals.sgstPaise}`);
    if (inv.pdf) throw new Error(`${e.orderId}: PDF rendered at issue`);
  }
  // Rendered at the first download, then stored: the second download reads it back.
  await parallel(expected, 8, async (e) => {
    const first = await invoices.file(e.orderId);
    if (first.pdf.subarray(0, 5).toString() !== '%PDF-') throw new Error(`${e.orderId}: not a PDF`);
    const stored = await documents.findById(`invoice:${e.orderId}`).lean<TaxDocumentDoc>();
    if (!stored?.pdf) throw new Error(`${e.orderId}: no PDF stored after the download`);
  });
  for (const s of STORES) {
    const seqs = (await documents.find({ storeId: s._id, kind: 'invoice' }).select('seq').lean()).map((d) => d.seq).sort((a, b) => a - b);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
  }
  expect(await documents.countDocuments({ kind: 'invoice' })).toBe(ORDERS);

  // A unit missing on a third of the orders, a substitute for the last line of a fifth (at its own
  // rate, never dearer), then a cancellation of some: re-priced as the order service does.
  const orders = orderModel(db);
  const inputs = invoiceInputModel(db);
  const rand = prng('invoices-1000-refunds');
  const substitutes = new Map<string, string>();
  /** Items plus fees less the offer, the offer never exceeding the lines it covers (as placement caps it; a substitute in the scope of what it replaces). */
  const grandOf = (order: any) => {
    const scope: string[] | null = order.pricing.offers[0]?.scope.kind === 'products' ? order.pricing.offers[0].scope.ids : null;
    const eligible = order.items
      .filter((i: any) => !scope || scope.includes(i.substituteFor?.productId ?? i.productId))
      .reduce((t: number, i: any) => t + i.lineTotalPaise, 0);
    const discount = Math.min(order.pricing.breakdown.discounts[0]?.amountPaise ?? 0, eligible);
    return (
      order.items.reduce((t: number, i: any) => t + i.lineTotalPaise, 0) +
      order.pricing.breakdown.fees.reduce((t: number, f: any) => t + f.amountPaise, 0) -
      discount
    );
  };
  await parallel(expected, 8, async (e) => {
    let order = (await orders.findOne({ orderId: e.orderId }).lean()) as any;
    if (rand() < 0.35) {
      const item = order.items[0];
      const unit = item.lineTotalPaise / item.quantity;
      order.items[0] = { ...item, missing: 1, lineTotalPaise: item.lineTotalPaise - unit };
      await orders.updateOne(
        { orderId: e.orderId },
        { $set: { 'items.0.missing': 1, 'items.0.lineTotalPaise': item.lineTotalPaise - unit, 'totals.grandTotalPaise': grandOf(order) } },
      );
      await invoices.credit(e.orderId, `missing-${e.orderId}`, '1 x Product 0 not delivered');
    }
    if (order.items.length > 1 && rand() < 0.2) {
      const n = order.items.length - 1;
      const last = order.items[n];
      const unit = last.lineTotalPaise / last.quantity;
      const substituteId = new Types.ObjectId().toHexString();
      const sub = {
        productId: substituteId,
        name: 'Substitute',
        unit: '1 pc',
        quantity: last.quantity,
        missing: 0,
        unitPricePaise: Math.floor(unit * (0.6 + rand() * 0.4)),
        lineTotalPaise: 0,
        substituteFor: { productId: last.productId, name: last.name },
      };
      sub.lineTotalPaise = sub.unitPricePaise * sub.quantity;
      order = { ...order, items: [...order.items.slice(0, n), { ...last, missing: last.quantity, lineTotalPaise: 0 }, sub] };
      await inputs.updateOne({ _id: e.orderId }, { $set: { [`tax.${substituteId}`]: { hsn: '19059090', gstRate: pick5(rand) } } });
      await orders.updateOne({ orderId: e.orderId }, { $set: { items: order.items, 'totals.grandTotalPaise': grandOf(order) } });
      await invoices.credit(e.orderId, `substitute-${e.orderId}`, 'Substituted by Substitute');
      substitutes.set(e.orderId, substituteId);
    }
    if (e.cancel) {
      await orders.updateOne({ orderId: e.orderId }, { $set: { state: 'cancelled' } });
      await invoices.credit(e.orderId, `cancel-${e.orderId}`, 'Order cancelled');
    }
  });
  expect(substitutes.size).toBeGreaterThan(100);
  for (const e of expected) {
    const [inv, notes, order] = await Promise.all([
      documents.findById(`invoice:${e.orderId}`).lean<TaxDocumentDoc>(),
      documents.find({ orderId: e.orderId, kind: 'credit_note' }).lean<TaxDocumentDoc[]>(),
      orders.findOne({ orderId: e.orderId }).lean() as Promise<any>,
    ]);
    const credited = notes.reduce((s, n) => s + n.totals.valuePaise, 0);
    const owed = order.state === 'cancelled' ? 0 : order.totals.grandTotalPaise;
    if (inv!.totals.valuePaise - credited !== owed) throw new Error(`${e.orderId}: invoice ${inv!.totals.valuePaise} − credits ${credited} ≠ ${owed}`);
    for (const n of notes) {
      if (sums(n) !== n.totals.valuePaise) throw new Error(`${e.orderId}: credit note ${n.number} does not add up`);
      if (!n.interState && n.totals.cgstPaise !== n.totals.sgstPaise) throw new Error(`${e.orderId}: credit note CGST ≠ SGST`);
      if (n.invoiceNumber !== inv!.number) throw new Error(`${e.orderId}: credit note refers to ${n.invoiceNumber}`);
    }
    const substituteId = substitutes.get(e.orderId);
    if (substituteId && order.state !== 'cancelled') {
      // The substitute is supplied under its own code and rate: what the notes leave on its line is its value and tax, exactly.
      const key = `item:${substituteId}`;
      const left = (k: 'valuePaise' | 'cgstPaise' | 'igstPaise') =>
        (inv!.lines.find((l) => l.key === key)?.[k] ?? 0) - notes.reduce((s, n) => s + (n.lines.find((l) => l.key === key)?.[k] ?? 0), 0);
      const line = order.items.find((i: any) => i.productId === substituteId);
      const t = splitTax(left('valuePaise'), (await inputs.findById(e.orderId).lean())!.tax[substituteId]!.gstRate, e.interState);
      if (left('valuePaise') < 0 || left('valuePaise') > line.lineTotalPaise || left('cgstPaise') !== t.cgstPaise || left('igstPaise') !== t.igstPaise)
        throw new Error(`${e.orderId}: the substitute's line is not taxed at its own rate`);
    }
    if (order.state === 'cancelled') {
      const tax = (k: 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'taxablePaise') => notes.reduce((s, n) => s + n.totals[k], 0);
      if (
        tax('cgstPaise') !== inv!.totals.cgstPaise ||
        tax('sgstPaise') !== inv!.totals.sgstPaise ||
        tax('igstPaise') !== inv!.totals.igstPaise ||
        tax('taxablePaise') !== inv!.totals.taxablePaise
      ) {
        throw new Error(`${e.orderId}: a cancelled order's credit notes do not net its tax to zero`);
      }
    }
  }
  for (const s of STORES) {
    const seqs = (await documents.find({ storeId: s._id, kind: 'credit_note' }).select('seq').lean()).map((d) => d.seq).sort((a, b) => a - b);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
  }
}, 600_000);
