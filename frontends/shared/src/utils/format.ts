import { discountedPaise, toPaise, toRupees } from '@minutemart/contracts/pricing';

// Built on first use, not while the app's modules evaluate: an ICU formatter is costly to construct.
let inr: Intl.NumberFormat | undefined;

/** Indian rupees, en-IN grouping: 123456.5 → "₹1,23,456.50". */
export function formatINR(amount: number | string | null | undefined): string {
  const n = Number(amount ?? 0);
  inr ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
  return inr.format(Number.isFinite(n) ? n : 0);
}

/**
 * Price after discount in rupees: price minus the discount percent of price rounded up to the paisa,
 * the platform's one rule (@minutemart/contracts/pricing), so the UI and the server agree to the paisa.
 */
export function discountedPrice(price: number | string, discountPercent: number | string = 0): number {
  return toRupees(discountedPaise(toPaise(price), discountPercent));
}

/** An amount in paise shown as rupees: 25415 → "₹254.15". */
export function formatPaise(paise: number | null | undefined): string {
  return formatINR(toRupees(Number(paise) || 0));
}

export function cx(...parts: Array<string | false | null | undefined | 0>): string {
  return parts.filter(Boolean).join(' ');
}
