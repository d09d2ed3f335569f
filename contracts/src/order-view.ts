import type { Dated } from './api-types.js';
import type { OrderRating } from './ratings.js';
import type { components } from './generated/openapi-types.js';

/**
 * The grouped order the order service answers with (GET details, order-list `orders`, the
 * stream's `order` events, the admin board), as the OpenAPI document's `Order` schema and its parts
 * (contracts/openapi, generated into generated/openapi-types.ts): never written a second time. `D`
 * is how dates travel: ISO strings on the wire (the default), Date in the service that stores them.
 * Types only: frontends import it without pulling zod.
 */
type S = components['schemas'];

/** A line of the order; its two line amounts are for the units delivered (quantity − missing). */
export type OrderItem = S['OrderItem'];

/** On a line with missing units, the substitute the picker asked for (`pending`, `held`, `refused` with why). */
export type SubstitutionState = NonNullable<OrderItem['substitution']>;

export type OrderTotals = S['Totals'];

export type OrderAddress = S['AddressSnapshot'];

/** Who took a step; `admin` is any staff member (the name predates the staff roles), `role` says which. */
export type Actor = S['OrderHistoryEntry']['by'];
export type ActorKind = Actor['kind'];

export type OrderHistoryEntry<D = string> = Dated<S['OrderHistoryEntry'], 'at', D>;

/** Who picks or delivers the order, and since when. */
export type StaffAssignment<D = string> = Dated<S['StaffAssignment'], 'at', D>;

/** Units found missing while picking: taken off the order, their price refunded (or not collected). */
export type RefundLine<D = string> = Dated<S['RefundLine'], 'at', D>;

export type Unavailable = S['Unavailable'];

type OrderDates = 'confirmedAt' | 'promisedAt' | 'deliveredAt' | 'createdAt' | 'updatedAt';

export type OrderView<D = string> = Dated<Omit<S['Order'], 'picker' | 'rider' | 'refunds' | 'history' | 'rating'>, OrderDates, D> & {
  picker: StaffAssignment<D> | null;
  rider: StaffAssignment<D> | null;
  refunds: RefundLine<D>[];
  history: OrderHistoryEntry<D>[];
  rating: OrderRating<D> | null;
};
