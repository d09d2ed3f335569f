const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** Indian rupees, en-IN grouping: 123456.5 → "₹1,23,456.50". */
export function formatINR(amount: number | string | null | undefined): string {
  const n = Number(amount ?? 0);
  return inr.format(Number.isFinite(n) ? n : 0);
}

/** Price after discount: price minus the rounded-up discount percent of price. */
export function discountedPrice(price: number | string, discountPercent: number | string = 0): number {
  const p = Number(price) || 0;
  const d = Number(discountPercent) || 0;
  return p - Math.ceil((p * d) / 100);
}

export function cx(...parts: Array<string | false | null | undefined | 0>): string {
  return parts.filter(Boolean).join(' ');
}
