import type { OrderState, PaymentMethod, PaymentState } from './order-states.js';
import type { StaffRole } from './permissions.js';
import type { Totals } from './pricing.js';
import type { PriceBreakdown, PriceLine } from './price-breakdown.js';

/**
 * The grouped order the order service answers with (GET details, order-list `orders`, the
 * stream's `order` events, the admin board). One definition for the service that builds it and
 * the storefront and admin remotes that read it; `D` is how dates travel (Date in the service,
 * ISO strings once serialised). Types only: frontends import it without pulling zod.
 */
/** A line of the order; its two line amounts are for the units delivered (quantity − missing). */
export interface OrderItem extends PriceLine {
  /** Units the picker put in the bag / found missing (0 until picking). */
  picked: number;
  missing: number;
  /** On a substitute's line: the line it stands in for. */
  substituteFor?: { productId: string; name: string };
  /**
   * On a line with missing units, the substitute the picker asked for: `pending` until the
   * catalogue held it, `refused` (with why) when it could not, `held` once it is a line of its own.
   */
  substitution?: SubstitutionState;
}

export interface SubstitutionState {
  productId: string;
  name: string;
  quantity: number;
  state: 'pending' | 'held' | 'refused';
  /** Shopper-readable, for a refusal: "Only 1 left in this store". */
  reason?: string;
}

export type OrderTotals = Totals;

export interface OrderAddress {
  _id: string;
  address_line: string;
  city: string;
  state: string;
  country: string;
  pincode: string;
  mobile: string;
}

/** `admin` is any staff member (the name predates the staff roles); `role` says which. */
export type ActorKind = 'shopper' | 'admin' | 'system' | 'payment';

export interface Actor {
  kind: ActorKind;
  /** A user id for shoppers and staff. */
  id?: string;
  /** The staff member's name when the order service knows it. */
  name?: string;
  /** Staff (kind `admin`): the role they acted in. Absent on steps recorded before roles were kept. */
  role?: StaffRole;
}

export interface OrderHistoryEntry<D = string> {
  seq: number;
  state: OrderState;
  status: string;
  at: D;
  by: Actor;
  reason?: string;
}

/** Who picks or delivers the order, and since when. */
export interface StaffAssignment<D = string> {
  id: string;
  name?: string;
  /** The role they took it in (an admin may pick or deliver too). */
  role?: StaffRole;
  at: D;
}

/** Units found missing while picking: taken off the order, their price refunded (or not collected). */
export interface RefundLine<D = string> {
  productId: string;
  name: string;
  /** Set when the refund is a cheaper substitute's difference (the substitute's id), not missing units. */
  substituteId?: string;
  quantity: number;
  amountPaise: number;
  at: D;
  by: Actor;
}

export interface Unavailable {
  productId: string;
  name: string;
  requested: number;
  available: number;
  reason: 'out_of_stock' | 'not_sold';
  /** `store`: only the order's store lacks it (not carried there, or other stores have units); see stock.rejected. */
  scope?: 'store' | 'everywhere';
}

export interface OrderView<D = string> {
  _id: string;
  orderId: string;
  userId: string;
  storeId: string;
  /** The dark store's name when the order was placed ('Minutemart' in one-store mode). */
  storeName: string;
  state: OrderState;
  status: string;
  paymentMethod: PaymentMethod;
  paymentState: PaymentState;
  /** Empty until the stock is held (pending) and for a refused order. */
  items: OrderItem[];
  /** All zeros until then; after a missing item, the totals of what is delivered. */
  totals: OrderTotals;
  /**
   * The bill line by line (fees with their reasons, offers): fixed at placement, final once the
   * stock is held, re-priced after a missing item (ADR 0018). null for orders placed before it.
   */
  pricing: PriceBreakdown | null;
  subTotalAmt: number;
  totalAmt: number;
  delivery_address: OrderAddress | null;
  /** Minutes promised when the order was placed; the clock starts at confirmation. */
  promisedMinutes: number | null;
  /** Store to address centre, great-circle km (null in one-store mode). */
  distanceKm: number | null;
  confirmedAt: D | null;
  /** confirmedAt + promisedMinutes. */
  promisedAt: D | null;
  deliveredAt: D | null;
  /** deliveredAt − confirmedAt in whole minutes (rounded up), and whether that kept the promise. */
  actualMinutes: number | null;
  onTime: boolean | null;
  picker: StaffAssignment<D> | null;
  rider: StaffAssignment<D> | null;
  refunds: RefundLine<D>[];
  /** Sum of refunds[].amountPaise. */
  refundPaise: number;
  history: OrderHistoryEntry<D>[];
  unavailable: Unavailable[];
  createdAt: D;
  updatedAt: D;
}
