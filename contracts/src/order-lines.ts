import type { OrderItem, RefundLine } from './order-view.js';

/**
 * How an order's lines read once a picker has ticked them: the order service's rules
 * (services/order/src/domain/fulfilment.ts `unresolved`, substitutions.ts), for the screens that
 * show them. No zod: frontends import it as `@minutemart/contracts/order-lines`.
 */
type Line = Pick<OrderItem, 'productId' | 'name' | 'quantity' | 'substituteFor' | 'substitution'> & { picked?: number; missing?: number };

/** Units of a line waiting for the catalogue to hold their substitute. */
export const awaitingSubstitute = (i: Line): number => (i.substitution?.state === 'pending' ? i.substitution.quantity : 0);

/** Units still to tick: neither picked, missing nor waiting for a substitute. */
export const leftToTick = (i: Line): number => Math.max(0, i.quantity - (i.picked ?? 0) - (i.missing ?? 0) - awaitingSubstitute(i));

/** The lines that stand in for `productId`'s missing units. */
export const substitutesOf = <L extends Line>(items: readonly L[], productId: string): L[] => items.filter((i) => i.substituteFor?.productId === productId);

/** Missing units of `item` that no substitute replaced: what the shopper goes without. */
export const unreplaced = (items: readonly Line[], item: Line): number =>
  Math.max(0, (item.missing ?? 0) - substitutesOf(items, item.productId).reduce((n, s) => n + s.quantity, 0));

/** A refund that pays back a cheaper substitute's difference, not a missing item. */
export const isSubstituteRefund = (r: Pick<RefundLine, 'substituteId'>): boolean => Boolean(r.substituteId);
