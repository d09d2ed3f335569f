/**
 * Indian GST reference data and format checks, shared by the catalogue (which validates what admins
 * and CSV imports store), the order service (which taxes and invoices) and the admin forms (which
 * check as the admin types). Pure: no zod, so frontends import it cheaply.
 */

/** The rates a product may carry (percent). Fees carry their own, from the same list. */
export const GST_RATES = [0, 5, 12, 18, 28] as const;
export type GstRate = (typeof GST_RATES)[number];
export const isGstRate = (n: unknown): n is GstRate => typeof n === 'number' && (GST_RATES as readonly number[]).includes(n);

/** GST state codes (the first two digits of a GSTIN) and the state or territory each names. */
export const GST_STATES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
};

const squash = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '');
const STATE_BY_NAME = new Map<string, string>([
  ...Object.entries(GST_STATES).map(([code, name]) => [squash(name), code] as [string, string]),
  // Names shoppers type for the same places.
  ['newdelhi', '07'],
  ['nctofdelhi', '07'],
  ['orissa', '21'],
  ['pondicherry', '34'],
  ['jandk', '01'],
  ['jammuandkashmirut', '01'],
  ['andamanandnicobar', '35'],
  ['damananddiu', '26'],
  ['dadraandnagarhaveli', '26'],
]);

/** The GST state code of a state written out ("Karnataka", "tamil nadu", "29"), or undefined. */
export function gstStateCode(state: string): string | undefined {
  const t = state.trim();
  if (/^\d{2}$/.test(t)) return GST_STATES[t] ? t : undefined;
  return STATE_BY_NAME.get(squash(t));
}

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The GSTIN check character: positions 1-14 as base-36 digits, weighted 1, 2, 1, 2…; each product
 * contributes its base-36 quotient plus remainder; the check digit brings the sum to a multiple of 36.
 */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const v = GSTIN_CHARS.indexOf(first14[i]!);
    if (v < 0) return '';
    const p = v * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(p / 36) + (p % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

/** State code, PAN (5 letters, 4 digits, a letter), entity number, the letter Z, check character. */
const GSTIN_SHAPE = /^(\d{2})([A-Z]{5}\d{4}[A-Z])([1-9A-Z])Z([0-9A-Z])$/;

/** Why a GSTIN is not valid, in words an admin can act on; undefined when it is. */
export function gstinProblem(raw: string): string | undefined {
  const g = raw.trim().toUpperCase();
  if (g.length !== 15) return 'A GSTIN has 15 characters';
  const m = GSTIN_SHAPE.exec(g);
  if (!m) return 'A GSTIN is a state code, a PAN, an entity number, Z and a check character (like 29ABCDE1234F1Z5)';
  if (!GST_STATES[m[1]!]) return `${m[1]} is not a GST state code`;
  if (gstinCheckChar(g.slice(0, 14)) !== g[14]) return 'This GSTIN has a typo: its check character does not match';
  return undefined;
}

export const isGstin = (raw: string): boolean => gstinProblem(raw) === undefined;

/** HSN codes on invoices: 4, 6 or 8 digits (chapter, heading, sub-heading, tariff item). */
export function hsnProblem(raw: string): string | undefined {
  return /^(\d{4}|\d{6}|\d{8})$/.test(raw.trim()) ? undefined : 'An HSN code has 4, 6 or 8 digits';
}
