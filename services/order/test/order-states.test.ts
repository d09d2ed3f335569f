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

  it('allows exactly these steps, for both payment methods, and refuses every other', () => {
    // Written out by hand from the product's rules, not read from TRANSITIONS: a change to the table
    // must change this too. `from > to`; the same for cash and card unless the row says otherwise.
    const byHand: Record<Action, Record<'cod' | 'card', string>> = {
      stockReserved: { cod: 'pending>confirmed', card: 'pending>awaiting_payment' },
      stockRejected: { cod: 'pending>rejected', card: 'pending>rejected' },
      paymentSucceeded: { cod: 'awaiting_payment>confirmed', card: 'awaiting_payment>confirmed' },
      paymentFailed: { cod: 'awaiting_payment>payment_failed', card: 'awaiting_payment>payment_failed' },
      paymentExpired: { cod: 'awaiting_payment>expired', card: 'awaiting_payment>expired' },
      claim: { cod: 'confirmed>picking', card: 'confirmed>picking' },
      pack: { cod: 'confirmed>packed picking>packed', card: 'confirmed>packed picking>packed' },
      dispatch: { cod: 'packed>out_for_delivery', card: 'packed>out_for_delivery' },
      deliver: { cod: 'out_for_delivery>delivered', card: 'out_for_delivery>delivered' },
      cancel: {
        cod: 'pending>cancelled awaiting_payment>cancelled confirmed>cancelled picking>cancelled packed>cancelled',
        card: 'pending>cancelled awaiting_payment>cancelled confirmed>cancelled picking>cancelled packed>cancelled',
      },
    };
    const actual = Object.fromEntries(
      (Object.keys(TRANSITIONS) as Action[]).map((action) => [
        action,
        Object.fromEntries(
          PAYMENT_METHODS.map((method) => [
            method,
            ORDER_STATES.flatMap((state) => {
              const to = nextState(action, state, method);
              return to ? [`${state}>${to}`] : [];
            }).join(' '),
          ]),
        ),
      ]),
    );
    expect(actual).toEqual(byHand);
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
    const t = computeTotals([
      { price: 0.1, discount: 0, quantity: 3 },
      { price: 99, discount: 10, quantity: 3 },
    ]);
    expect(t).toEqual({ subTotalPaise: 30 + 29700, itemsPaise: 30 + 26730, deliveryPaise: 0, grandTotalPaise: 26760, savingsPaise: 2970, totalQty: 6 });
  });
});

describe('order service configuration', () => {
  it('refuses the development webhook secret and Stripe key in production', () => {
    expect(() => readOrderConfig({ NODE_ENV: 'production' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => readOrderConfig({ NODE_ENV: 'production', STRIPE_WEBHOOK_SECRET: 'whsec_live_abc' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => readOrderConfig({ NODE_ENV: 'production', STRIPE_WEBHOOK_SECRET: 'whsec_live_abc', STRIPE_SECRET_KEY: 'sk_live_abc' })).toThrow(
      /INTERNAL_TOKEN/,
    );
    expect(() =>
      readOrderConfig({
        NODE_ENV: 'production',
        STRIPE_WEBHOOK_SECRET: 'whsec_live_abc',
        STRIPE_SECRET_KEY: 'sk_live_abc',
        INTERNAL_TOKEN: 'a-real-internal-token',
      }),
    ).not.toThrow();
    expect(readOrderConfig({}).STRIPE_WEBHOOK_SECRET).toBe('whsec_minutemart_dev');
  });
});
