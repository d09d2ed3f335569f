import { allocate, halfTaxPaise, splitTax } from '../src/domain/gst-tax.js';
import { creditLines, isInterState, supplyOf, taxLines, totalsOf, type SupplySource } from '../src/domain/tax-document.js';
import { prng } from './support/prng.js';

describe('the rounding rule', () => {
  it('back-computes tax from a tax-inclusive amount, CGST = SGST, taxable + tax = value', () => {
    // ₹105.00 at 5 %: taxable ₹100.00, tax ₹5.00.
    expect(splitTax(10_500, 5, false)).toEqual({ taxablePaise: 10_000, cgstPaise: 250, sgstPaise: 250, igstPaise: 0 });
    expect(splitTax(10_500, 5, true)).toEqual({ taxablePaise: 10_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 500 });
    // ₹99.00 at 18 %: half = 9900 × 18 / 236 = 755.08 → 755.
    expect(splitTax(9_900, 18, false)).toEqual({ taxablePaise: 8_390, cgstPaise: 755, sgstPaise: 755, igstPaise: 0 });
    // Exactly half a paisa rounds up: 59 × 18 / 236 = 4.5.
    expect(halfTaxPaise(59, 18)).toBe(5);
    expect(splitTax(1_234, 0, false)).toEqual({ taxablePaise: 1_234, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
  });

  it('holds for every value up to ₹1,000 at every rate', () => {
    for (const rate of [0, 5, 12, 18, 28]) {
      for (let v = 0; v <= 100_000; v += 7) {
        const t = splitTax(v, rate, false);
        if (t.taxablePaise + t.cgstPaise + t.sgstPaise !== v || t.cgstPaise !== t.sgstPaise || t.taxablePaise < 0) throw new Error(`${v} at ${rate}`);
        // The tax stays within a paisa of the exact tax contained.
        const exact = (v * rate) / (100 + rate);
        if (Math.abs(t.cgstPaise * 2 - exact) > 1) throw new Error(`${v} at ${rate}: ${t.cgstPaise * 2} vs ${exact}`);
        const i = splitTax(v, rate, true);
        if (i.taxablePaise !== t.taxablePaise || i.igstPaise !== 2 * t.cgstPaise) throw new Error(`igst ${v} at ${rate}`);
      }
    }
  });

  it('refuses fractional or negative paise', () => {
    expect(() => splitTax(10.5, 5, false)).toThrow(RangeError);
    expect(() => splitTax(-1, 5, false)).toThrow(RangeError);
  });

  it('allocates to the paisa by largest remainder', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(5_000, [10_000, 30_000])).toEqual([1_250, 3_750]);
    expect(allocate(7, [0, 0])).toEqual([0, 0]);
    expect(allocate(0, [3, 4])).toEqual([0, 0]);
  });
});

describe('place of supply', () => {
  it('is intra-state unless the delivery state is another known GST state', () => {
    expect(isInterState('29', 'Karnataka')).toBe(false);
    expect(isInterState('29', 'Tamil Nadu')).toBe(true);
    expect(isInterState('27', 'maharashtra')).toBe(false);
    expect(isInterState('29', '')).toBe(false);
    expect(isInterState('29', 'Somewhere')).toBe(false);
  });
});

const tax = { p1: { hsn: '04012000', gstRate: 0 }, p2: { hsn: '19053100', gstRate: 18 }, p3: { hsn: '20052000', gstRate: 12 } };
const order = (over: Partial<SupplySource> = {}): SupplySource => ({
  state: 'confirmed',
  items: [
    { productId: 'p1', name: 'Milk', unit: '1 L', quantity: 2, lineTotalPaise: 11_200 },
    { productId: 'p2', name: 'Biscuits', unit: '200 g', quantity: 3, lineTotalPaise: 9_000 },
    { productId: 'p3', name: 'Chips', unit: '50 g', quantity: 1, lineTotalPaise: 2_000 },
  ],
  pricing: {
    breakdown: {
      fees: [
        { kind: 'delivery', label: 'Delivery fee', amountPaise: 2_500 },
        { kind: 'handling', label: 'Handling fee', amountPaise: 0 },
      ],
      discounts: [{ offerId: 'o1', code: 'SNACK50', title: '₹50 off snacks', amountPaise: 5_000 }],
    },
    offers: [{ offerId: 'o1', scope: { kind: 'products', ids: ['p2', 'p3'] } }],
  },
  ...over,
});

const substituteTax = { p9: { hsn: '19059090', gstRate: 18 } };
/** The chips were missing: a substitute worth `paise` went in their place (re-priced as the order service does). */
const substituted = (paise: number, over: Partial<SupplySource> = {}): SupplySource => {
  const base = order(over);
  return {
    ...base,
    items: [
      ...base.items.map((i) => (i.productId === 'p3' ? { ...i, missing: 1, lineTotalPaise: 0 } : i)),
      { productId: 'p9', name: 'Other chips', unit: '50 g', quantity: 1, lineTotalPaise: paise, substituteFor: { productId: 'p3', name: 'Chips' } },
    ],
  };
};

describe('an order’s supply and its tax', () => {
  it('spreads an offer over the lines in its scope, taxes fees at their own rate, and sums to what is paid', () => {
    const supply = supplyOf(order(), tax);
    expect(supply.map((l) => [l.key, l.hsn, l.ratePercent, l.grossPaise, l.discountPaise, l.valuePaise])).toEqual([
      ['item:p1', '04012000', 0, 11_200, 0, 11_200],
      ['item:p2', '19053100', 18, 9_000, 4_091, 4_909],
      ['item:p3', '20052000', 12, 2_000, 909, 1_091],
      ['fee:delivery', '996813', 18, 2_500, 0, 2_500],
    ]);
    const lines = taxLines(supply, false);
    const t = totalsOf(lines);
    expect(t.valuePaise).toBe(11_200 + 9_000 + 2_000 + 2_500 - 5_000);
    expect(t.taxablePaise + t.taxPaise).toBe(t.valuePaise);
    expect(t.cgstPaise).toBe(t.sgstPaise);
  });

  it('credits a missing item’s value, and a later cancellation the rest, netting the tax to zero', () => {
    const invoice = taxLines(supplyOf(order(), tax), false);
    const afterMissing = order({ items: order().items.map((i) => (i.productId === 'p2' ? { ...i, missing: 1, lineTotalPaise: 6_000 } : i)) });
    const first = creditLines(invoice, [], supplyOf(afterMissing, tax), false);
    // The ₹50 offer now spreads over less biscuit value, so part of it moves onto the chips.
    expect(first.map((l) => [l.key, l.quantity])).toEqual([
      ['item:p2', 1],
      ['item:p3', 0],
    ]);
    const firstTotal = totalsOf(first);
    expect(firstTotal.valuePaise).toBe(totalsOf(invoice).valuePaise - totalsOf(taxLines(supplyOf(afterMissing, tax), false)).valuePaise);
    const second = creditLines(invoice, [first], supplyOf({ ...afterMissing, state: 'cancelled' }, tax), false);
    const all = totalsOf([...first, ...second]);
    const inv = totalsOf(invoice);
    expect([all.valuePaise, all.taxablePaise, all.cgstPaise, all.sgstPaise]).toEqual([inv.valuePaise, inv.taxablePaise, inv.cgstPaise, inv.sgstPaise]);
    expect(creditLines(invoice, [first, second], [], false)).toEqual([]);
  });

  it('puts a substitute on a line of its own at its own HSN code and rate, in the offer scope of the line it replaces', () => {
    const sub = substituted(1_800);
    const supply = supplyOf(sub, { ...tax, ...substituteTax });
    expect(supply.find((l) => l.key === 'item:p9')).toMatchObject({
      hsn: '19059090',
      ratePercent: 18,
      quantity: 1,
      grossPaise: 1_800,
      discountPaise: 833,
      description: 'Other chips (for Chips)',
    });
    expect(supply.some((l) => l.key === 'item:p3')).toBe(false);
    // The ₹50 offer on biscuits and chips now comes off the biscuits and the other chips.
    expect(supply.find((l) => l.key === 'item:p2')).toMatchObject({ discountPaise: 4_167, valuePaise: 4_833 });
    expect(totalsOf(taxLines(supply, false)).valuePaise).toBe(11_200 + 9_000 + 1_800 + 2_500 - 5_000);
  });

  it('credits a cheaper substitute as the original credited and the substitute supplied at its own rate, the note being the refund', () => {
    const taxes = { ...tax, ...substituteTax };
    const invoice = taxLines(supplyOf(order(), taxes), false);
    const now = supplyOf(substituted(1_800), taxes);
    const note = creditLines(invoice, [], now, false);
    expect(note.map((l) => [l.key, l.hsn, l.ratePercent, l.quantity, l.valuePaise])).toEqual([
      ['item:p2', '19053100', 18, 0, 76],
      ['item:p3', '20052000', 12, 1, 1_091],
      ['item:p9', '19059090', 18, -1, -967],
    ]);
    expect(totalsOf(note).valuePaise).toBe(totalsOf(invoice).valuePaise - totalsOf(taxLines(now, false)).valuePaise);
    // What the invoice and the note leave on each line is what the order supplies now, tax split included.
    const left = (key: string, k: 'valuePaise' | 'taxablePaise' | 'cgstPaise' | 'sgstPaise') =>
      (invoice.find((l) => l.key === key)?.[k] ?? 0) - (note.find((l) => l.key === key)?.[k] ?? 0);
    for (const l of taxLines(now, false).filter((x) => x.key !== 'item:p2')) {
      expect({
        key: l.key,
        value: left(l.key, 'valuePaise'),
        taxable: left(l.key, 'taxablePaise'),
        cgst: left(l.key, 'cgstPaise'),
        sgst: left(l.key, 'sgstPaise'),
      }).toEqual({ key: l.key, value: l.valuePaise, taxable: l.taxablePaise, cgst: l.cgstPaise, sgst: l.sgstPaise });
    }
    expect(left('item:p3', 'valuePaise')).toBe(0);
    for (const l of note) expect(l.taxablePaise + l.cgstPaise + l.sgstPaise).toBe(l.valuePaise);
    // Nothing changed since: no second note. Cancelled: the rest, substitute included, the tax netting to zero.
    expect(creditLines(invoice, [note], now, false)).toEqual([]);
    const last = creditLines(invoice, [note], [], false);
    expect(last.find((l) => l.key === 'item:p9')).toMatchObject({ quantity: 1, valuePaise: 967 });
    const all = totalsOf([...note, ...last]);
    const inv = totalsOf(invoice);
    expect([all.valuePaise, all.taxablePaise, all.cgstPaise, all.sgstPaise]).toEqual([inv.valuePaise, inv.taxablePaise, inv.cgstPaise, inv.sgstPaise]);
  });

  it('moves a dearer substitute charged at the original’s price to its own rate with a note of nothing to pay back', () => {
    const taxes = { ...tax, p3: { hsn: '20052000', gstRate: 12 }, ...substituteTax };
    const plain = order({ pricing: null });
    const invoice = taxLines(supplyOf(plain, taxes), false);
    const now = supplyOf(substituted(2_000, { pricing: null }), taxes);
    const note = creditLines(invoice, [], now, false);
    expect(note.map((l) => [l.key, l.ratePercent, l.valuePaise])).toEqual([
      ['item:p3', 12, 2_000],
      ['item:p9', 18, -2_000],
    ]);
    const t = totalsOf(note);
    expect(t.valuePaise).toBe(0);
    // ₹20 at 12 % holds 2 × 107 paise of tax, at 18 % 2 × 153: the note adds the difference.
    expect([t.cgstPaise, t.sgstPaise, t.taxablePaise]).toEqual([107 - 153, 107 - 153, 92]);
  });

  it('reconciles to the paisa over 1,000 generated orders with mixed rates, fees, offers, missing items and cancellations', () => {
    const rand = prng('gst-1000');
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
    for (let n = 0; n < 1_000; n++) {
      const count = 1 + Math.floor(rand() * 8);
      const products: Record<string, { hsn: string; gstRate: number }> = {};
      const items = Array.from({ length: count }, (_, i) => {
        const productId = `p${i}`;
        products[productId] = { hsn: '21069099', gstRate: pick([0, 5, 12, 18, 28]) };
        const quantity = 1 + Math.floor(rand() * 4);
        return { productId, name: `Product ${i}`, quantity, lineTotalPaise: quantity * (500 + Math.floor(rand() * 90_000)) };
      });
      const basket = items.reduce((s, i) => s + i.lineTotalPaise, 0);
      const fees = [
        { kind: 'delivery', label: 'Delivery fee', amountPaise: pick([0, 1_500, 2_500, 3_000]) },
        { kind: 'small_cart', label: 'Small cart fee', amountPaise: pick([0, 0, 1_000]) },
        { kind: 'handling', label: 'Handling fee', amountPaise: pick([0, 499, 900]) },
      ];
      const discounts = rand() < 0.6 ? [{ offerId: 'o', code: 'X', title: 'Offer', amountPaise: Math.min(basket, Math.floor(rand() * 20_000)) }] : [];
      const scoped = rand() < 0.5 ? items.filter(() => rand() < 0.5).map((i) => i.productId) : null;
      const src: SupplySource = {
        state: 'confirmed',
        items,
        pricing: { breakdown: { fees, discounts }, offers: scoped ? [{ offerId: 'o', scope: { kind: 'products', ids: scoped } }] : [] },
      };
      const inter = rand() < 0.2;
      const invoice = taxLines(supplyOf(src, products), inter);
      const t = totalsOf(invoice);
      const eligible = scoped ? items.filter((i) => scoped.includes(i.productId)).reduce((s, i) => s + i.lineTotalPaise, 0) : basket;
      const paid = basket + fees.reduce((s, f) => s + f.amountPaise, 0) - Math.min(discounts[0]?.amountPaise ?? 0, eligible);
      if (t.valuePaise !== paid || t.taxablePaise + t.taxPaise !== paid) throw new Error(`order ${n}: invoice ${t.valuePaise} vs paid ${paid}`);
      if (!inter && t.cgstPaise !== t.sgstPaise) throw new Error(`order ${n}: CGST ${t.cgstPaise} SGST ${t.sgstPaise}`);
      if (inter && t.cgstPaise + t.sgstPaise !== 0) throw new Error(`order ${n}: CGST on an inter-state supply`);

      // Missing units, then perhaps a cancellation: each note is the value taken off, tax netting to zero at the end.
      const after = {
        ...src,
        items: items.map((i) => (rand() < 0.3 ? { ...i, missing: 1, lineTotalPaise: i.lineTotalPaise - i.lineTotalPaise / i.quantity } : i)),
      };
      const notes = [] as ReturnType<typeof creditLines>[];
      const current = taxLines(supplyOf(after, products), inter);
      const note = creditLines(invoice, notes, supplyOf(after, products), inter);
      if (note.length) notes.push(note);
      if (totalsOf(invoice).valuePaise - totalsOf(notes.flat()).valuePaise !== totalsOf(current).valuePaise)
        throw new Error(`order ${n}: credit after missing`);
      for (const l of note)
        if (l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise !== l.valuePaise || l.cgstPaise !== l.sgstPaise)
          throw new Error(`order ${n}: credit line`);
      if (rand() < 0.4) {
        const last = creditLines(invoice, notes, [], inter);
        notes.push(last);
        const c = totalsOf(notes.flat());
        if (c.valuePaise !== t.valuePaise || c.taxablePaise !== t.taxablePaise || c.cgstPaise !== t.cgstPaise || c.igstPaise !== t.igstPaise)
          throw new Error(`order ${n}: cancellation does not net to zero`);
      }
    }
  });
});
