import { ORDER_STATES, PAYMENT_METHODS, computeTotals, discountedPaise, type OrderState } from '@minutemart/contracts';
import { FINAL_STATES, TRANSITIONS, nextState, type Action } from '../src/domain/order-states.js';
import { readOrderConfig } from '../src/config.js';

describe('the order state table', () => {
  it('walks a cash order and a card order through their happy paths', () => {
    expect(nextState('stockReserved', 'pending', 'cod')).toBe('confirmed');
    expect(nextState('stockReserved', 'pending', 'card')).toBe('awaiting_payment');
    expect(nextState('paymentSucceeded', 'awaiting_payment', 'card')).toBe('confirmed');
    const path = (['pack', 'dispatch', 'deliver'] as Action[]).reduce<OrderState>((s, a) => nextState(a, s, 'cod')!, 'confirmed');
    expect(path).toBe('delivered');
  });

  it('lets a picker claim a confirmed order and pack it once picked; the board still packs a confirmed one directly', () => {
    const path = (['claim', 'pack', 'dispatch', 'deliver'] as Action[]).reduce<OrderState>((s, a) => nextState(a, s, 'cod')!, 'confirmed');
    expect(path).toBe('delivered');
    expect(nextState('claim', 'picking', 'cod')).toBeUndefined();
    expect(nextState('cancel', 'picking', 'cod')).toBe('cancelled');
    expect(nextState('dispatch', 'picking', 'cod')).toBeUndefined();
  });

  it('refuses every step the table does not name', () => {
    let allowed = 0;
    for (const action of Object.keys(TRANSITIONS) as Action[]) {
      for (const state of ORDER_STATES) {
        for (const method of PAYMENT_METHODS) {
          const to = nextState(action, state, method);
          if (TRANSITIONS[action].from.includes(state)) {
            expect(to).toBeDefined();
            allowed++;
          } else expect(to).toBeUndefined();
        }
      }
    }
    expect(allowed).toBeGreaterThan(0);
  });

  it('has no way out of a final state, no way back to pending, and no cancelling on the road', () => {
    for (const action of Object.keys(TRANSITIONS) as Action[]) {
      for (const state of FINAL_STATES) expect(nextState(action, state, 'cod')).toBeUndefined();
      for (const method of PAYMENT_METHODS) for (const state of ORDER_STATES) expect(nextState(action, state, method)).not.toBe('pending');
    }
    expect(nextState('cancel', 'out_for_delivery', 'cod')).toBeUndefined();
    expect(nextState('paymentExpired', 'confirmed', 'card')).toBeUndefined();
    expect(nextState('paymentSucceeded', 'expired', 'card')).toBeUndefined();
  });
});

describe('money in paise', () => {
  it('rounds the discount up, per unit, as the original client does', () => {
    expect(discountedPaise(9900, 10)).toBe(8910);
    expect(discountedPaise(4999, 15)).toBe(4999 - 750);
    expect(discountedPaise(100, 0)).toBe(100);
    expect(discountedPaise(100, 150)).toBe(0);
  });

  it('totals lines without floating-point drift', () => {
    const t = computeTotals([{ price: 0.1, discount: 0, quantity: 3 }, { price: 99, discount: 10, quantity: 3 }]);
    expect(t).toEqual({ subTotalPaise: 30 + 29700, itemsPaise: 30 + 26730, deliveryPaise: 0, grandTotalPaise: 26760, savingsPaise: 2970, totalQty: 6 });
  });
});

describe('order service configuration', () => {
  it('refuses the development webhook secret and Stripe key in production', () => {
    expect(() => readOrderConfig({ NODE_ENV: 'production' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => readOrderConfig({ NODE_ENV: 'production', STRIPE_WEBHOOK_SECRET: 'whsec_live_abc' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => readOrderConfig({ NODE_ENV: 'production', STRIPE_WEBHOOK_SECRET: 'whsec_live_abc', STRIPE_SECRET_KEY: 'sk_live_abc' })).toThrow(/INTERNAL_TOKEN/);
    expect(() => readOrderConfig({ NODE_ENV: 'production', STRIPE_WEBHOOK_SECRET: 'whsec_live_abc', STRIPE_SECRET_KEY: 'sk_live_abc', INTERNAL_TOKEN: 'a-real-internal-token' })).not.toThrow();
    expect(readOrderConfig({}).STRIPE_WEBHOOK_SECRET).toBe('whsec_minutemart_dev');
  });
});
