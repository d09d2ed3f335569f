import { gstStateCode } from '@minutemart/contracts';
import { allocate, splitTax, type LineTax } from './gst-tax.js';

/**
 * What an order supplies, line by line, at tax-inclusive values, and the tax in each line (ADR
 * 0019). Pure: the invoice and every credit note are computed here from the order as stored.
 */

/** A product's tax data as the catalogue held it with the stock. */
export interface ProductTax {
  hsn: string;
  gstRate: number;
}

/**
 * Products without tax data (made before it) are taxed at the standard rate and printed without
 * an HSN code: an invoice never states less tax than may be due.
 */
export const UNCLASSIFIED: ProductTax = { hsn: '', gstRate: 18 };

/** Fees are services: their SAC code and rate. */
const FEE_TAX: Readonly<Record<string, ProductTax>> = {
  delivery: { hsn: '996813', gstRate: 18 },
};
const OTHER_FEE_TAX: ProductTax = { hsn: '998599', gstRate: 18 };
export const feeTax = (kind: string): ProductTax => FEE_TAX[kind] ?? OTHER_FEE_TAX;

/** The order as this module reads it: only what it needs, every pricing field optional (older orders have none). */
export interface SupplySource {
  state: string;
  items: {
    productId: string;
    name: string;
    unit?: string;
    quantity: number;
    missing?: number;
    /** For the units delivered (quantity − missing), after the product's own discount. */
    lineTotalPaise: number;
    substituteFor?: { productId: string; name: string } | null;
  }[];
  pricing?: {
    breakdown?: {
      fees?: { kind: string; label: string; amountPaise: number }[];
      discounts?: { offerId: string; code: string | null; title: string; amountPaise: number }[];
    } | null;
    offers?: { offerId: string; scope?: { kind: string; ids: string[] } }[];
    categories?: Record<string, string[]>;
  } | null;
}

export interface SupplyLine {
  /** `item:<productId>` or `fee:<kind>`: what credit notes match lines by. */
  key: string;
  kind: 'item' | 'fee';
  description: string;
  /** HSN code for goods, SAC code for fees; empty when the product has no tax data. */
  hsn: string;
  quantity: number;
  unit: string;
  ratePercent: number;
  /** Before offers: the line total after the product's own discount, or the fee. */
  grossPaise: number;
  /** Offers' share of this line: it lowers the line's taxable value. */
  discountPaise: number;
  /** grossPaise − discountPaise: what the shopper pays for the line, tax included. */
  valuePaise: number;
}

export interface TaxLine extends SupplyLine, LineTax {}

export interface TaxTotals {
  grossPaise: number;
  discountPaise: number;
  valuePaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  taxPaise: number;
}

/** Where the supply is taxed: intra-state (CGST + SGST) unless the delivery state is another GST state. */
export function isInterState(sellerStateCode: string, deliveryState: string | undefined): boolean {
  const buyer = deliveryState ? gstStateCode(deliveryState) : undefined;
  return buyer !== undefined && buyer !== sellerStateCode;
}

/**
 * Who a line is for an offer's scope: a substitute counts in the scope of the line it stands in for
 * (its categories, and a product scope naming the original). Spreading over more lines than the
 * re-pricing did is harmless: the discount spread is the order's own amount.
 */
interface ScopeOf {
  productId: string;
  categoriesOf: string;
}

const inScope = (source: SupplySource, offerId: string, line: ScopeOf): boolean => {
  const offer = source.pricing?.offers?.find((o) => o.offerId === offerId);
  const scope = offer?.scope;
  if (!scope) return true;
  if (scope.kind === 'products') return scope.ids.includes(line.productId) || scope.ids.includes(line.categoriesOf);
  if (scope.kind === 'categories') return (source.pricing?.categories?.[line.categoriesOf] ?? []).some((c) => scope.ids.includes(c));
  // 'all', 'stores', 'cities': the offer covers every line of an order it applies to.
  return true;
};

/**
 * The order's supply now: one line per product delivered, a substitute on a line of its own at its
 * own HSN code and rate, one per fee charged, each offer spread over the lines in its scope in
 * proportion to their value. A cancelled order supplies nothing.
 */
export function supplyOf(source: SupplySource, tax: Readonly<Record<string, ProductTax>>): SupplyLine[] {
  if (['cancelled', 'rejected', 'payment_failed', 'expired'].includes(source.state)) return [];
  const items = new Map<string, SupplyLine & ScopeOf>();
  for (const i of source.items) {
    const units = i.quantity - (i.missing ?? 0);
    const known = items.get(i.productId);
    if (known) {
      known.grossPaise += i.lineTotalPaise;
      known.quantity += units;
      continue;
    }
    const t = tax[i.productId] ?? UNCLASSIFIED;
    items.set(i.productId, {
      key: `item:${i.productId}`,
      kind: 'item',
      description: i.substituteFor ? `${i.name} (for ${i.substituteFor.name})` : i.name,
      hsn: t.hsn,
      quantity: units,
      unit: i.unit ?? '',
      ratePercent: t.gstRate,
      grossPaise: i.lineTotalPaise,
      discountPaise: 0,
      valuePaise: 0,
      productId: i.productId,
      categoriesOf: i.substituteFor?.productId ?? i.productId,
    });
  }
  const scoped = [...items.values()].filter((l) => l.grossPaise > 0);
  for (const d of source.pricing?.breakdown?.discounts ?? []) {
    const eligible = scoped.filter((l) => inScope(source, d.offerId, l));
    const room = eligible.map((l) => l.grossPaise - l.discountPaise);
    const parts = allocate(
      Math.min(
        d.amountPaise,
        room.reduce((n, r) => n + r, 0),
      ),
      room,
    );
    eligible.forEach((l, n) => (l.discountPaise += parts[n]!));
  }
  const lines: SupplyLine[] = scoped.map(({ productId: _p, categoriesOf: _c, ...l }) => l);
  for (const f of source.pricing?.breakdown?.fees ?? []) {
    if (f.amountPaise <= 0) continue;
    const t = feeTax(f.kind);
    lines.push({
      key: `fee:${f.kind}`,
      kind: 'fee',
      description: f.label,
      hsn: t.hsn,
      quantity: 1,
      unit: '',
      ratePercent: t.gstRate,
      grossPaise: f.amountPaise,
      discountPaise: 0,
      valuePaise: 0,
    });
  }
  for (const l of lines) l.valuePaise = l.grossPaise - l.discountPaise;
  return lines;
}

export function taxLines(supply: SupplyLine[], interState: boolean): TaxLine[] {
  return supply.map((l) => ({ ...l, ...splitTax(l.valuePaise, l.ratePercent, interState) }));
}

export function totalsOf(lines: TaxLine[]): TaxTotals {
  const t: TaxTotals = { grossPaise: 0, discountPaise: 0, valuePaise: 0, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, taxPaise: 0 };
  for (const l of lines) {
    t.grossPaise += l.grossPaise;
    t.discountPaise += l.discountPaise;
    t.valuePaise += l.valuePaise;
    t.taxablePaise += l.taxablePaise;
    t.cgstPaise += l.cgstPaise;
    t.sgstPaise += l.sgstPaise;
    t.igstPaise += l.igstPaise;
  }
  t.taxPaise = t.cgstPaise + t.sgstPaise + t.igstPaise;
  return t;
}

type Amounts = Pick<TaxLine, 'quantity' | 'valuePaise' | 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise'>;
const NONE: Amounts = { quantity: 0, valuePaise: 0, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
const minus = (a: Amounts, b: Amounts): Amounts => ({
  quantity: a.quantity - b.quantity,
  valuePaise: a.valuePaise - b.valuePaise,
  taxablePaise: a.taxablePaise - b.taxablePaise,
  cgstPaise: a.cgstPaise - b.cgstPaise,
  sgstPaise: a.sgstPaise - b.sgstPaise,
  igstPaise: a.igstPaise - b.igstPaise,
});
const taxed = (l: SupplyLine, interState: boolean): Amounts => ({
  quantity: l.quantity,
  valuePaise: l.valuePaise,
  ...splitTax(l.valuePaise, l.ratePercent, interState),
});

/**
 * The credit note that brings what is invoiced (the invoice less the notes before) down to the
 * order's supply now: per line, the value no longer supplied. A line credited to nothing gives back
 * exactly the tax still on it, so an invoice fully credited nets to zero tax; a partial credit is
 * taxed by the rounding rule. An item line the invoice did not have (a substitute) is a negative
 * line at its own HSN code and rate, whose tax is exactly the tax of what it supplies: the note
 * moves the substituted value from the original's code and rate to the substitute's, and nets to
 * the refund. Other lines whose value went up (an offer no longer met) lower the credit of the
 * others, in proportion, so the note is always the refund to the paisa. Empty: nothing to credit.
 */
export function creditLines(invoice: TaxLine[], notes: TaxLine[][], current: SupplyLine[], interState: boolean): TaxLine[] {
  const remaining = new Map(invoice.map((l) => [l.key, { line: l, left: { ...l } as Amounts }]));
  for (const note of notes)
    for (const c of note) {
      const r = remaining.get(c.key) ?? { line: c, left: NONE };
      r.left = minus(r.left, c);
      remaining.set(c.key, r);
    }
  const now = new Map(current.map((l) => [l.key, l]));
  const onInvoice = new Set(invoice.map((l) => l.key));
  // Substitutes: every item line not on the invoice, credited (negatively) to exactly what it supplies now.
  const added = current
    .filter((l) => l.kind === 'item' && !onInvoice.has(l.key))
    .flatMap((l) => {
      const amounts = minus(remaining.get(l.key)?.left ?? NONE, taxed(l, interState));
      return amounts.valuePaise < 0 ? [{ ...l, grossPaise: amounts.valuePaise, discountPaise: 0, ...amounts }] : [];
    });
  const addedKeys = new Set(added.map((l) => l.key));
  const drops = [...remaining.values()]
    .filter((r) => !addedKeys.has(r.line.key))
    .map((r) => ({ ...r, drop: r.left.valuePaise - (now.get(r.line.key)?.valuePaise ?? 0) }));
  const rises =
    current.filter((l) => !remaining.has(l.key) && !addedKeys.has(l.key)).reduce((n, l) => n + l.valuePaise, 0) +
    drops.filter((d) => d.drop < 0).reduce((n, d) => n - d.drop, 0);
  const positive = drops.filter((d) => d.drop > 0);
  const credit = positive.reduce((n, d) => n + d.drop, 0) - rises;
  const refund = credit + added.reduce((n, l) => n + l.valuePaise, 0);
  if (refund < 0 || (refund === 0 && added.length === 0) || credit <= 0) return [];
  const parts =
    rises > 0
      ? allocate(
          credit,
          positive.map((d) => d.drop),
        )
      : positive.map((d) => d.drop);
  const credited = positive.flatMap((d, n) => {
    const value = parts[n]!;
    if (value <= 0) return [];
    const { line, left } = d;
    const quantity = Math.max(0, left.quantity - (now.get(line.key)?.quantity ?? 0));
    const amounts: Amounts = value === left.valuePaise ? left : { quantity, valuePaise: value, ...splitTax(value, line.ratePercent, interState) };
    return [{ ...line, grossPaise: value, discountPaise: 0, ...amounts, quantity: line.kind === 'fee' ? 1 : quantity }];
  });
  return [...credited, ...added];
}
