import { discountedPaise, toPaise, toRupees } from '@minutemart/contracts/pricing';

/** Indian digit grouping of a whole number: "1234567" → "12,34,567" (the last three digits, then pairs). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
}

/**
 * Indian rupees, en-IN grouping: 123456.5 → "₹1,23,456.50"; the same text as
 * `Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })` (a test holds the two equal).
 * Not Intl itself: the first currency formatter a page builds loads ICU locale data, a long task on a
 * phone's main thread in the middle of the first render of prices (docs/benchmarks.md).
 */
export function formatINR(amount: number | string | null | undefined): string {
  const n = Number(amount ?? 0);
  const abs = Math.abs(Number.isFinite(n) ? n : 0);
  // Rounded half up from the shortest decimal text of the number, as ICU does ("1.005" → 1.01), not
  // from its binary value (1.00499…): shifting the decimal point in the text keeps that exact.
  const shifted = Number(`${abs}e2`);
  const paise = Math.round(Number.isNaN(shifted) ? abs * 100 : shifted);
  const rupees = groupIndian(String(Math.floor(paise / 100)));
  const sign = n < 0 && paise > 0 ? '-' : '';
  return `${sign}₹${rupees}.${String(paise % 100).padStart(2, '0')}`;
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
