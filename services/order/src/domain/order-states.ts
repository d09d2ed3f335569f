import type { OrderState, PaymentMethod } from '@minutemart/contracts';

/**
 * Everything that can happen to an order. The table below is the only place that says which state
 * each one may start from and where it leads; `Record<Action, …>` makes TypeScript refuse a table
 * that forgets an action.
 */
export type Action =
  'stockReserved' | 'stockRejected' | 'paymentSucceeded' | 'paymentFailed' | 'paymentExpired' | 'claim' | 'pack' | 'dispatch' | 'deliver' | 'cancel';

interface Rule {
  from: readonly OrderState[];
  to: (method: PaymentMethod) => OrderState;
}

export const TRANSITIONS: Record<Action, Rule> = {
  // Cash orders are confirmed once their stock is held; card orders then wait for the money.
  stockReserved: { from: ['pending'], to: (m) => (m === 'card' ? 'awaiting_payment' : 'confirmed') },
  stockRejected: { from: ['pending'], to: () => 'rejected' },
  paymentSucceeded: { from: ['awaiting_payment'], to: () => 'confirmed' },
  paymentFailed: { from: ['awaiting_payment'], to: () => 'payment_failed' },
  paymentExpired: { from: ['awaiting_payment'], to: () => 'expired' },
  // A picker takes the order off the store's queue and packs it; the orders board may pack a
  // confirmed order in one step (the admin picked it), as it always could.
  claim: { from: ['confirmed'], to: () => 'picking' },
  pack: { from: ['confirmed', 'picking'], to: () => 'packed' },
  dispatch: { from: ['packed'], to: () => 'out_for_delivery' },
  deliver: { from: ['out_for_delivery'], to: () => 'delivered' },
  // Once the rider has it, it is too late to cancel.
  cancel: { from: ['pending', 'awaiting_payment', 'confirmed', 'picking', 'packed'], to: () => 'cancelled' },
};

/** States no action leads out of. */
export const FINAL_STATES: readonly OrderState[] = ['delivered', 'cancelled', 'rejected', 'payment_failed', 'expired'];

/** Where `action` takes an order in `state`, or undefined when the step is not allowed. */
export function nextState(action: Action, state: OrderState, method: PaymentMethod): OrderState | undefined {
  const rule = TRANSITIONS[action];
  return rule.from.includes(state) ? rule.to(method) : undefined;
}

/** The admin board's "advance" targets, by the action that reaches them. */
export const ADVANCE_ACTIONS = { picking: 'claim', packed: 'pack', out_for_delivery: 'dispatch', delivered: 'deliver' } as const satisfies Partial<
  Record<OrderState, Action>
>;

/** What the shopper may still cancel: nobody in the store has started on it. */
export const SHOPPER_CANCELS: readonly OrderState[] = ['pending', 'awaiting_payment', 'confirmed'];

/** A store's queue, what its promise is computed from: orders waiting for a picker or being picked. */
export const QUEUE_STATES: readonly OrderState[] = ['confirmed', 'picking'];

/**
 * Steps in the store that change the order without changing its state, and the state each needs.
 * Like transitions they are a compare-and-set on (state, seq) with their event in the same write.
 */
export const STEPS = {
  tickItem: 'picking',
  markMissing: 'picking',
  requestSubstitute: 'picking',
  answerSubstitute: 'picking',
  takeForDelivery: 'packed',
} as const satisfies Record<string, OrderState>;
export type Step = keyof typeof STEPS;

/** States in which holding stock is over without a sale: the catalogue releases on these. */
export const RELEASES_STOCK: readonly OrderState[] = ['cancelled', 'payment_failed', 'expired'];
