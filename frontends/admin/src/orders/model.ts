import { ORDER_STATE_LABELS, type OrderState, type PaymentMethod, type PaymentState } from '@minutemart/contracts/order-states';
import type { AdvanceTarget, Order, StateCounts } from '../api/orders';

/** The board's columns, left to right. Processing holds both orders waiting for stock and for payment. */
export const BOARD_COLUMNS: ReadonlyArray<{ key: string; title: string; hint: string; states: readonly OrderState[] }> = [
  { key: 'processing', title: 'Processing', hint: 'Not yet confirmed', states: ['pending', 'awaiting_payment'] },
  { key: 'confirmed', title: 'Confirmed', hint: 'Stock held · to pack', states: ['confirmed'] },
  { key: 'packed', title: 'Packed', hint: 'Ready for a rider', states: ['packed'] },
  { key: 'out_for_delivery', title: 'Out for delivery', hint: 'With a rider', states: ['out_for_delivery'] },
  { key: 'delivered', title: 'Delivered', hint: 'Completed', states: ['delivered'] },
];

export const BOARD_STATES: readonly OrderState[] = BOARD_COLUMNS.flatMap((c) => c.states);
export const CLOSED_STATES: readonly OrderState[] = ['cancelled', 'rejected', 'payment_failed', 'expired'];
/** The filter strip, in the order an order moves (then the ways it can end early). */
export const FILTER_STATES: readonly OrderState[] = [...BOARD_STATES, ...CLOSED_STATES];
/** States an order still needs someone to act on. */
export const OPEN_STATES: readonly OrderState[] = ['pending', 'awaiting_payment', 'confirmed', 'packed', 'out_for_delivery'];

export const stateLabel = (state: OrderState): string => ORDER_STATE_LABELS[state] ?? state;

/** The one step an admin can move an order forward from its state (the server enforces the full table). */
const NEXT_STEP: Partial<Record<OrderState, { to: AdvanceTarget; label: string; short: string }>> = {
  confirmed: { to: 'packed', label: 'Mark packed', short: 'Pack' },
  packed: { to: 'out_for_delivery', label: 'Out for delivery', short: 'Dispatch' },
  out_for_delivery: { to: 'delivered', label: 'Mark delivered', short: 'Deliver' },
};

export const nextStep = (state: OrderState) => NEXT_STEP[state] ?? null;

/** An admin may cancel until the order is delivered or has ended some other way. */
export const canCancel = (state: OrderState): boolean => OPEN_STATES.includes(state);

/** Per-order version: the history's last sequence number (every transition adds one), then the update time. */
function version(o: Order): [number, number] {
  const seq = o.history.reduce((max, h) => Math.max(max, Number(h.seq) || 0), 0);
  return [seq, Date.parse(o.updatedAt) || 0];
}

/** True when `incoming` is at least as new as `current`: a late list page never undoes a live change. */
export function isNewer(incoming: Order, current: Order | undefined): boolean {
  if (!current) return true;
  const [a, at] = version(incoming);
  const [b, bt] = version(current);
  return a !== b ? a > b : at >= bt;
}

/** The state an order was in before its latest transition, read from its own history. */
export function previousState(o: Order): OrderState | null {
  return o.history.length >= 2 ? (o.history[o.history.length - 2]?.state ?? null) : null;
}

/**
 * Counts after a live change, so the chips move at once; the page re-reads the server's counts
 * shortly afterwards, which corrects any guess made here.
 */
export function adjustCounts(counts: StateCounts | null, before: Order | undefined, after: Order): StateCounts | null {
  if (!counts) return counts;
  const from = before ? before.state : previousState(after);
  if (from === after.state) return counts;
  const next = { ...counts };
  if (from) next[from] = Math.max(0, (next[from] ?? 0) - 1);
  next[after.state] = (next[after.state] ?? 0) + 1;
  return next;
}

export const sumCounts = (counts: StateCounts | null, states: readonly OrderState[]): number => states.reduce((n, s) => n + (counts?.[s] ?? 0), 0);

/**
 * What the search box sends: a full id ('ORD-…', any case) or its last characters; a leading '#'
 * (as the cards print it) and spaces are dropped, hex is lower-cased like the ids.
 */
export function normalizeOrderQuery(text: string): string {
  const t = text.trim().replace(/^#/, '').replace(/^…/, '').replace(/\s+/g, '');
  const m = /^(ord-)?([0-9a-f]+)$/i.exec(t);
  if (!m) return t;
  return `${m[1] ? 'ORD-' : ''}${(m[2] ?? '').toLowerCase()}`;
}

export function matchesQuery(o: Order, q: string): boolean {
  if (!q) return true;
  const needle = q.toLowerCase();
  return [o.orderId, o._id].some((id) => Boolean(id) && (id.toLowerCase() === needle || id.toLowerCase().endsWith(needle)));
}

export const byNewest = (a: Order, b: Order) => (Date.parse(b.createdAt) || 0) - (Date.parse(a.createdAt) || 0);

/** The last characters of an order id: what people read out and search by. */
export const shortId = (orderId: string) => orderId.slice(-6);

const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { cod: 'COD', card: 'Card' };
export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  cod_due: 'Due on delivery',
  awaiting: 'Awaiting payment',
  paid: 'Paid',
  failed: 'Payment failed',
  expired: 'Expired',
  refund_due: 'Refund due',
  collected: 'Collected',
};
/** Shorter words for the board's narrow cards. */
const PAYMENT_STATE_SHORT: Record<PaymentState, string> = {
  cod_due: 'Due',
  awaiting: 'Awaiting',
  paid: 'Paid',
  failed: 'Failed',
  expired: 'Expired',
  refund_due: 'Refund due',
  collected: 'Collected',
};
export type Tone = 'green' | 'amber' | 'red' | 'slate' | 'blue';
const PAYMENT_TONES: Record<PaymentState, Tone> = {
  cod_due: 'slate',
  awaiting: 'amber',
  paid: 'green',
  failed: 'red',
  expired: 'slate',
  refund_due: 'amber',
  collected: 'green',
};

export function paymentSummary(
  o: Pick<Order, 'paymentMethod' | 'paymentState'> & { state?: OrderState },
  short = false,
): { method: string; state: string; tone: Tone } {
  // Cash is due only while the order can still be delivered; on an order that ended early it is just COD.
  const moot = o.paymentState === 'cod_due' && o.state !== undefined && CLOSED_STATES.includes(o.state);
  return {
    method: PAYMENT_METHOD_LABELS[o.paymentMethod] ?? String(o.paymentMethod ?? '—'),
    state: moot ? '' : ((short ? PAYMENT_STATE_SHORT : PAYMENT_STATE_LABELS)[o.paymentState] ?? String(o.paymentState ?? '')),
    tone: PAYMENT_TONES[o.paymentState] ?? 'slate',
  };
}

export const STATE_TONES: Record<OrderState, Tone> = {
  pending: 'amber',
  awaiting_payment: 'amber',
  confirmed: 'blue',
  picking: 'blue',
  packed: 'blue',
  out_for_delivery: 'blue',
  delivered: 'green',
  cancelled: 'red',
  rejected: 'red',
  payment_failed: 'red',
  expired: 'slate',
};

export { formatPaise } from '@minutemart/ui';

/** '4 min', '1 h 5 min', '3 d' (compact: '4m', '1h 5m', '3d', for the board's narrow cards). */
export function formatElapsed(ms: number, compact = false): string {
  const min = Math.max(0, Math.floor(ms / 60_000));
  if (min < 1) return compact ? 'now' : 'just now';
  const [m, h, d, sep] = compact ? ['m', 'h', 'd', ''] : [' min', ' h', ' d', ' '];
  if (min < 60) return `${min}${m}`;
  const hours = Math.floor(min / 60);
  if (hours < 24) return min % 60 ? `${hours}${h}${sep}${min % 60}${m}` : `${hours}${h}`;
  return `${Math.floor(hours / 24)}${d}`;
}

/** How long something took: '9 min', 'under a minute'. */
export const formatDuration = (ms: number) => (ms < 60_000 ? 'under a minute' : formatElapsed(ms));

/** How urgent an open order is against its promised delivery time (10-minute delivery is the product). */
export function urgency(o: Order, now: number): 'late' | 'soon' | 'ok' | 'closed' {
  if (!OPEN_STATES.includes(o.state)) return 'closed';
  const placed = Date.parse(o.createdAt) || now;
  const promised = Date.parse(o.promisedAt ?? '') || placed + 10 * 60_000;
  if (now > promised) return 'late';
  if (promised - now < 3 * 60_000) return 'soon';
  return 'ok';
}

const dateTime = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
/** Timeline steps are often seconds apart: they show seconds. */
const dateTimeSeconds = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', second: '2-digit' });
export const formatDateTime = (iso: string | null | undefined) => (iso && Date.parse(iso) ? dateTime.format(new Date(iso)) : '—');
export const formatStepTime = (iso: string | null | undefined) => (iso && Date.parse(iso) ? dateTimeSeconds.format(new Date(iso)) : '—');

export function cityLine(o: Order): string {
  const a = o.delivery_address;
  const parts = [a?.city, a?.pincode].filter((x) => x !== undefined && x !== null && String(x).trim() !== '').map(String);
  return parts.length ? parts.join(' · ') : 'No address';
}

/** Lines are priced only once the store holds the stock: before that (or when refused) there is no total. */
export const isPriced = (o: Order) => o.items.length > 0;

export const itemCount = (o: Order) => o.totals.totalQty || o.items.reduce((n, l) => n + (Number(l.quantity) || 0), 0);
