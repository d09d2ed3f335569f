/**
 * GST back-computed from tax-inclusive amounts, in integer paise (ADR 0019).
 *
 * The one rounding rule: for a line worth V paise (tax included) at r %, each half of the tax is
 * round-half-up(V × r / (2 × (100 + r))); the tax is the two halves, the taxable value is V minus
 * the tax. So CGST always equals SGST, IGST is the same two halves together (a line's taxable value
 * does not depend on where it is delivered), and taxable value + tax = V exactly on every line.
 */

export interface LineTax {
  taxablePaise: number;
  /** Intra-state: CGST and SGST, equal. Inter-state: both 0 and the tax is IGST. */
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** a / b rounded half up, for non-negative integers. */
const roundHalfUp = (a: number, b: number): number => Math.floor((2 * a + b) / (2 * b));

/** Half the tax contained in `valuePaise` at `ratePercent`. */
export function halfTaxPaise(valuePaise: number, ratePercent: number): number {
  if (!Number.isInteger(valuePaise) || valuePaise < 0) throw new RangeError(`value must be whole non-negative paise, got ${valuePaise}`);
  if (ratePercent === 0) return 0;
  return roundHalfUp(valuePaise * ratePercent, 2 * (100 + ratePercent));
}

/** The taxable value and tax split of a tax-inclusive amount. */
export function splitTax(valuePaise: number, ratePercent: number, interState: boolean): LineTax {
  const half = halfTaxPaise(valuePaise, ratePercent);
  const taxablePaise = valuePaise - 2 * half;
  return interState ? { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: 2 * half } : { taxablePaise, cgstPaise: half, sgstPaise: half, igstPaise: 0 };
}

/**
 * Split `amount` over `weights` in proportion, in whole paise, the parts adding up to `amount`
 * exactly (largest remainder; ties go to the earlier weight). All-zero weights split nothing.
 */
export function allocate(amount: number, weights: number[]): number[] {
  const total = weights.reduce((n, w) => n + w, 0);
  if (amount === 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / total);
  const parts = exact.map(Math.floor);
  let left = amount - parts.reduce((n, p) => n + p, 0);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}
