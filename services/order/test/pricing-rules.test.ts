import type { FeeRules } from '@minutemart/contracts';
import {
  DEFAULT_FEE_RULES,
  buildBreakdown,
  chooseOffers,
  computeFees,
  discountLines,
  evaluateOffer,
  feeMoment,
  inWindow,
  offerAmount,
  priceLines,
  priceOrder,
  repriceDelivered,
  resolveRules,
  rupees,
  type OfferContext,
  type OfferRecord,
  type OrderPricing,
} from '../src/domain/pricing.js';

const at = (ist: string, day = '2030-03-04') => new Date(`${day}T${ist}:00+05:30`);
const NONE = { lateNight: false, surge: false, promisedMinutes: 10 };
const rules = (over: Partial<FeeRules>): FeeRules => resolveRules(over);

describe('fees at their edges (ADR 0018)', () => {
  it('by default charge nothing and ask no minimum: the total is the item total, delivery Free', () => {
    const b = buildBreakdown(
      priceLines([{ productId: 'a', name: 'Atta', image: [], unit: '5 kg', quantity: 2, price: 300, discount: 10 }]),
      DEFAULT_FEE_RULES,
      feeMoment(DEFAULT_FEE_RULES, at('23:30'), 90),
      [],
    );
    expect(b).toMatchObject({
      itemsSubTotalPaise: 60000,
      itemsPaise: 54000,
      feesPaise: 0,
      discountPaise: 0,
      grandTotalPaise: 54000,
      productSavingsPaise: 6000,
      minimumOrder: null,
      nudges: [],
    });
    expect(b.fees).toEqual([{ kind: 'delivery', label: 'Delivery', reason: 'Free delivery', amountPaise: 0, waivedPaise: 0 }]);
  });

  it('delivery: charged a paisa below the free threshold with a nudge, free at it', () => {
    const r = rules({ delivery: { feePaise: 2500, freeAbovePaise: 19900 } });
    const below = computeFees(19899, r, NONE);
    expect(below.fees[0]).toMatchObject({ kind: 'delivery', amountPaise: 2500 });
    expect(below.nudges).toEqual([{ kind: 'free_delivery', message: 'Add ₹0.01 for free delivery', shortfallPaise: 1 }]);
    const atIt = computeFees(19900, r, NONE);
    expect(atIt.fees[0]).toMatchObject({ amountPaise: 0, waivedPaise: 2500, reason: 'Free on orders of ₹199 or more' });
    expect(atIt.nudges).toEqual([]);
    expect(computeFees(15700, r, NONE).nudges[0]!.message).toBe('Add ₹42 for free delivery');
    // Never free: no nudge to chase.
    expect(computeFees(100_000, rules({ delivery: { feePaise: 1500, freeAbovePaise: null } }), NONE)).toMatchObject({
      fees: [{ amountPaise: 1500 }],
      nudges: [],
    });
  });

  it('small cart: charged below the value, not at it', () => {
    const r = rules({ smallCart: { feePaise: 1500, belowPaise: 9900 } });
    expect(computeFees(9899, r, NONE).fees.map((f) => [f.kind, f.amountPaise])).toEqual([
      ['delivery', 0],
      ['small_cart', 1500],
    ]);
    expect(computeFees(9899, r, NONE).nudges[0]!.message).toBe('Add ₹0.01 to avoid the ₹15 small cart fee');
    expect(computeFees(9900, r, NONE).fees.map((f) => f.kind)).toEqual(['delivery']);
  });

  it('minimum order: short by a paisa below it, met at it', () => {
    const r = rules({ minimumOrder: { minimumPaise: 14900 } });
    expect(computeFees(14899, r, NONE).minimumOrder).toEqual({ minimumPaise: 14900, shortfallPaise: 1 });
    expect(computeFees(14899, r, NONE).nudges[0]).toMatchObject({ kind: 'minimum_order', message: 'Add ₹0.01 more to place the order (minimum ₹149)' });
    expect(computeFees(14900, r, NONE).minimumOrder).toEqual({ minimumPaise: 14900, shortfallPaise: 0 });
  });

  it('handling fee: on every order under its own label', () => {
    expect(computeFees(1, rules({ handling: { feePaise: 600, label: 'Platform fee' } }), NONE).fees[1]).toEqual({
      kind: 'handling',
      label: 'Platform fee',
      reason: 'On every order',
      amountPaise: 600,
      waivedPaise: 0,
    });
  });

  it('late night: a window across midnight in IST, start included, end excluded', () => {
    const w = { from: '23:00', to: '05:00' };
    expect(inWindow(w, at('22:59'))).toBe(false);
    expect(inWindow(w, at('23:00'))).toBe(true);
    expect(inWindow(w, at('00:00'))).toBe(true);
    expect(inWindow(w, at('04:59'))).toBe(true);
    expect(inWindow(w, at('05:00'))).toBe(false);
    // The same instant read in UTC would be 17:30: the window is the store's local time.
    expect(inWindow(w, new Date('2030-03-04T17:30:00Z'))).toBe(true);
    const day = { from: '13:00', to: '15:00' };
    expect([inWindow(day, at('12:59')), inWindow(day, at('13:00')), inWindow(day, at('14:59')), inWindow(day, at('15:00'))]).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(inWindow({ from: '10:00', to: '10:00' }, at('10:00'))).toBe(false);
    const r = rules({ lateNight: { feePaise: 2000, from: '23:00', to: '05:00' } });
    expect(feeMoment(r, at('23:00'), 10).lateNight).toBe(true);
    expect(feeMoment(DEFAULT_FEE_RULES, at('23:00'), 10).lateNight).toBe(false);
    expect(computeFees(500, r, feeMoment(r, at('01:30'), 10)).fees[1]).toMatchObject({
      kind: 'late_night',
      amountPaise: 2000,
      reason: 'Orders between 23:00 and 05:00',
    });
  });

  it('surge: while the promise exceeds the minutes, not at them', () => {
    const r = rules({ surge: { feePaise: 3000, aboveMinutes: 20 } });
    expect(feeMoment(r, at('12:00'), 20).surge).toBe(false);
    expect(feeMoment(r, at('12:00'), 21).surge).toBe(true);
    expect(computeFees(500, r, feeMoment(r, at('12:00'), 21)).fees[1]).toMatchObject({
      kind: 'surge',
      amountPaise: 3000,
      reason: 'The store is busy: delivery in 21 minutes',
    });
  });

  it('resolves each kind whole from the narrowest scope that sets it', () => {
    const platform = { delivery: { feePaise: 2500, freeAbovePaise: 19900 }, handling: { feePaise: 500, label: 'Handling fee' } };
    const city = { delivery: { feePaise: 3000, freeAbovePaise: null } };
    const store = { handling: { feePaise: 0, label: 'Handling fee' } };
    const r = resolveRules(platform, city, store);
    expect(r.delivery).toEqual({ feePaise: 3000, freeAbovePaise: null });
    expect(r.handling.feePaise).toBe(0);
    expect(r.surge).toEqual(DEFAULT_FEE_RULES.surge);
  });

  it('writes amounts a shopper reads', () => {
    expect([rupees(4200), rupees(4250), rupees(1), rupees(1234500)]).toEqual(['₹42', '₹42.50', '₹0.01', '₹12,345']);
  });
});

const offer = (over: Partial<OfferRecord> = {}): OfferRecord => ({
  _id: 'o1',
  title: 'Flat ₹50',
  description: '',
  code: 'SAVE50',
  automatic: false,
  kind: 'flat',
  amountPaise: 5000,
  percent: 0,
  capPaise: null,
  minBasketPaise: 0,
  startsAt: at('00:00', '2030-01-01'),
  endsAt: null,
  firstOrderOnly: false,
  perShopperLimit: null,
  totalLimit: null,
  budgetPaise: null,
  scope: { kind: 'all', ids: [] },
  stackable: false,
  status: 'active',
  redemptions: 0,
  spentPaise: 0,
  ...over,
});
const ctx = (over: Partial<OfferContext> = {}): OfferContext => ({
  now: at('12:00'),
  storeId: 'blr-1',
  city: 'Bengaluru',
  lines: [
    { productId: 'p1', lineTotalPaise: 30000, categoryIds: ['dairy'] },
    { productId: 'p2', lineTotalPaise: 10000, categoryIds: ['snacks'] },
  ],
  shopper: { usedTimes: () => 0, firstOrder: true },
  ...over,
});

describe('offers (ADR 0018)', () => {
  it('percent rounds down to the paisa and stops at its cap; flat never exceeds the basket', () => {
    expect(offerAmount(offer({ kind: 'percent', percent: 15, capPaise: null }), 33333)).toBe(4999);
    expect(offerAmount(offer({ kind: 'percent', percent: 50, capPaise: 10000 }), 40000)).toBe(10000);
    expect(offerAmount(offer({ amountPaise: 5000 }), 3000)).toBe(3000);
    // The budget's last paise: never more than is left of it.
    expect(offerAmount(offer({ budgetPaise: 10000, spentPaise: 9990 }), 40000)).toBe(10);
  });

  it('says why an offer does not apply, in order, and applies at exactly its minimum', () => {
    const why = (o: Partial<OfferRecord>, c: Partial<OfferContext> = {}) => evaluateOffer(offer(o), ctx(c));
    expect(why({ status: 'paused' }).refusal).toBe('paused');
    expect(why({ startsAt: at('12:01') })).toMatchObject({ refusal: 'not_yet_valid', reason: 'Valid from 4 Mar, 12:01' });
    expect(why({ endsAt: at('12:00') })).toMatchObject({ refusal: 'expired' });
    expect(why({ endsAt: at('12:01') }).applicable).toBe(true);
    expect(why({ totalLimit: 10, redemptions: 10 }).refusal).toBe('exhausted');
    expect(why({ budgetPaise: 5000, spentPaise: 5000 }).refusal).toBe('exhausted');
    expect(why({ scope: { kind: 'stores', ids: ['blr-2'] } }).refusal).toBe('not_for_store');
    expect(why({ scope: { kind: 'cities', ids: ['bengaluru'] } }).applicable).toBe(true);
    expect(why({ scope: { kind: 'cities', ids: ['Mumbai'] } })).toMatchObject({ refusal: 'not_for_city', reason: 'Not valid in Bengaluru' });
    expect(why({ firstOrderOnly: true }, { shopper: { usedTimes: () => 0, firstOrder: false } }).refusal).toBe('first_order_only');
    expect(why({ perShopperLimit: 1 }, { shopper: { usedTimes: () => 1, firstOrder: true } })).toMatchObject({
      refusal: 'already_used',
      reason: 'You have already used this offer',
    });
    expect(why({ scope: { kind: 'categories', ids: ['bakery'] } }).refusal).toBe('no_eligible_items');
    expect(why({ minBasketPaise: 40001 })).toMatchObject({ refusal: 'minimum_not_met', reason: 'Add ₹0.01 more to use this offer', shortfallPaise: 1 });
    expect(why({ minBasketPaise: 40000 })).toMatchObject({ applicable: true, savesPaise: 5000 });
    expect(why({ minBasketPaise: 20000, scope: { kind: 'categories', ids: ['snacks'] } })).toMatchObject({
      refusal: 'minimum_not_met',
      reason: 'Add ₹100 more of eligible items to use this offer',
    });
    expect(why({ kind: 'percent', percent: 10, scope: { kind: 'products', ids: ['p2'] } }).savesPaise).toBe(1000);
  });

  it('applies a code with the automatic offers it stacks with, else the best automatic offer alone or all stackable ones', () => {
    const e = (o: Partial<OfferRecord>) => evaluateOffer(offer(o), ctx());
    const auto20 = e({ _id: 'a20', code: null, automatic: true, amountPaise: 2000, stackable: true });
    const auto30 = e({ _id: 'a30', code: null, automatic: true, amountPaise: 3000, stackable: true });
    const auto45 = e({ _id: 'a45', code: null, automatic: true, amountPaise: 4500, stackable: false });
    const stackCode = e({ _id: 'c', stackable: true });
    const loneCode = e({ _id: 'd', stackable: false });
    expect(chooseOffers([auto20, auto30, auto45], null).map((x) => x.offer._id)).toEqual(['a20', 'a30']);
    expect(chooseOffers([auto20, auto45], null).map((x) => x.offer._id)).toEqual(['a45']);
    expect(chooseOffers([auto20, auto30, auto45], stackCode).map((x) => x.offer._id)).toEqual(['c', 'a20', 'a30']);
    expect(chooseOffers([auto20, auto30, auto45], loneCode).map((x) => x.offer._id)).toEqual(['d']);
    expect(chooseOffers([], null)).toEqual([]);
    // Together never more than the basket.
    expect(discountLines([stackCode, auto30], 6000).map((d) => d.amountPaise)).toEqual([5000, 1000]);
  });
});

describe('an order priced at placement terms', () => {
  const pricing = (): OrderPricing => ({
    breakdown: null as never,
    rules: resolveRules({ delivery: { feePaise: 2500, freeAbovePaise: 19900 }, handling: { feePaise: 500, label: 'Handling fee' } }),
    moment: NONE,
    offers: [
      {
        offerId: 'o1',
        code: 'TEN',
        title: '10% off',
        automatic: false,
        kind: 'percent',
        amountPaise: 0,
        percent: 10,
        capPaise: null,
        scope: { kind: 'all', ids: [] },
        claimedPaise: 2000,
      },
    ],
    categories: {},
    couponCode: 'TEN',
  });
  const line = (productId: string, price: number, quantity: number) => ({ productId, name: productId, image: [], unit: '1 pc', quantity, price, discount: 0 });

  it('caps an offer at what its redemption holds and reconciles to the paisa', () => {
    const p = priceOrder([line('a', 150, 1), line('b', 100, 1)], pricing());
    expect(p.pricing!.breakdown).toMatchObject({ itemsPaise: 25000, feesPaise: 500, discountPaise: 2000, grandTotalPaise: 23500 });
    expect(p.totals).toEqual({ subTotalPaise: 25000, itemsPaise: 25000, deliveryPaise: 0, grandTotalPaise: 23500, savingsPaise: 2000, totalQty: 2 });
  });

  it('after a missing item keeps the free delivery it crossed, works the percentage out again and never raises the total', () => {
    const placed = priceOrder([line('a', 150, 1), line('b', 100, 1)], { ...pricing(), offers: [{ ...pricing().offers[0]!, claimedPaise: 99999 }] });
    expect(placed.pricing!.breakdown.grandTotalPaise).toBe(25000 + 500 - 2500);
    const missing = placed.items.map((i) => (i.productId === 'a' ? { ...i, missing: 1 } : i));
    const after = repriceDelivered(missing, placed.pricing);
    // ₹100 left: below the ₹199 free-delivery threshold, still free; 10% of ₹100.
    expect(after.pricing!.breakdown).toMatchObject({ itemsPaise: 10000, feesPaise: 500, discountPaise: 1000, grandTotalPaise: 9500 });
    expect(after.pricing!.breakdown.fees.find((f) => f.kind === 'delivery')!.amountPaise).toBe(0);
    expect(after.totals.grandTotalPaise).toBeLessThan(placed.totals.grandTotalPaise);
    expect(after.items.find((i) => i.productId === 'a')).toMatchObject({ lineTotalPaise: 0, quantity: 1, missing: 1 });
  });

  it('without placement terms (orders placed before pricing) prices as before', () => {
    expect(priceOrder([line('a', 150, 2)]).totals).toEqual({
      subTotalPaise: 30000,
      itemsPaise: 30000,
      deliveryPaise: 0,
      grandTotalPaise: 30000,
      savingsPaise: 0,
      totalQty: 2,
    });
  });
});
