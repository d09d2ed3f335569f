import { jest } from '@jest/globals';
import { discountedPrice, formatINR } from '../src/utils/format';
import { idFromSlug, listingUrl, nameFromSlug, productUrl, slugify } from '../src/utils/slug';
import { toast, TOAST_LIMIT } from '../src/toast/toast';
import { cartTotals, type CartLine } from '../src/cart/cart';

describe('slug helpers', () => {
  test('spaces, commas and ampersands become hyphens', () => {
    expect(slugify('Atta, Rice & Dal')).toBe('Atta--Rice---Dal');
    expect(slugify('Milk')).toBe('Milk');
    expect(slugify(undefined)).toBe('');
  });
  test('the id is the text after the last hyphen', () => {
    expect(idFromSlug('Atta--Rice---Dal-665f1c2ab0e1f2a3b4c5d6e7')).toBe('665f1c2ab0e1f2a3b4c5d6e7');
    expect(idFromSlug('665f1c2ab0e1f2a3b4c5d6e7')).toBe('665f1c2ab0e1f2a3b4c5d6e7');
    expect(nameFromSlug('Atta--Rice---Dal-665f')).toBe('Atta Rice Dal');
  });
  test('product and listing URLs', () => {
    expect(productUrl('Amul Taaza Milk, 1 L', 'abc123')).toBe('/product/Amul-Taaza-Milk--1-L-abc123');
    expect(listingUrl({ name: 'Dairy & Bread', _id: 'c1' }, { name: 'Milk', _id: 's1' })).toBe('/Dairy---Bread-c1/Milk-s1');
  });
});

describe('formatting', () => {
  test('INR with en-IN grouping', () => {
    expect(formatINR(123456.5)).toBe('₹1,23,456.50');
    expect(formatINR(0)).toBe('₹0.00');
    expect(formatINR('99')).toBe('₹99.00');
    expect(formatINR(Number.NaN)).toBe('₹0.00');
  });
  test('INR text is exactly what Intl en-IN currency formatting gives', () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
    const amounts = [0, 0.01, 0.5, 1, 9.99, 99, 100, 999.99, 1000, 12345.67, 99999.99, 100000, 123456.5, 1234567.89, 99999999.99, 1234567890.12];
    const negatives = [-0.01, -5, -1234.5, -100000];
    const thirdDecimal = [0.125, 1.005, 1.015, 2.675, 254.155, 0.995, 999.995];
    // Random amounts to the paisa, at every order of magnitude a price or order total can have.
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const spread = Array.from({ length: 2000 }, (_, i) => Math.round(random() * 10 ** (i % 11)) / 100);
    for (const amount of [...amounts, ...negatives, ...thirdDecimal, ...spread]) {
      expect([amount, formatINR(amount)]).toEqual([amount, intl.format(amount)]);
    }
  });
  test('discounted price subtracts the discount rounded up to the paisa', () => {
    expect(discountedPrice(100, 10)).toBe(90);
    expect(discountedPrice(99, 15)).toBe(84.15); // 1485 paise off exactly
    expect(discountedPrice(33.33, 7)).toBe(30.99); // 233.31 paise → 234 off
    expect(discountedPrice('250', '0')).toBe(250);
  });
  test('cart totals', () => {
    const lines = [
      { _id: 'a', quantity: 2, productId: { _id: 'p1', name: 'Milk', image: [], price: 100, discount: 10 } },
      { _id: 'b', quantity: 1, productId: { _id: 'p2', name: 'Eggs', image: [], price: 60 } },
    ] satisfies CartLine[];
    expect(cartTotals(lines)).toEqual({
      totalQty: 3,
      totalPrice: 240,
      notDiscountTotalPrice: 260,
      subTotalPaise: 26000,
      itemsPaise: 24000,
      deliveryPaise: 0,
      grandTotalPaise: 24000,
      savingsPaise: 2000,
    });
  });
  test('cart totals agree with the server to the paisa (the discount rounds per unit, in paise)', () => {
    const lines = [
      { _id: 'a', quantity: 3, productId: { _id: 'p1', name: 'Atta', image: [], price: 299, discount: 15 } },
      { _id: 'b', quantity: 2, productId: { _id: 'p2', name: 'Dal', image: [], price: '45.5' as unknown as number, discount: '7' as unknown as number } },
    ] satisfies CartLine[];
    const t = cartTotals(lines);
    // 29900 − ceil(4485) = 25415 per unit; 4550 − ceil(318.5) = 4231 per unit.
    expect(t.itemsPaise).toBe(25415 * 3 + 4231 * 2);
    expect(t.subTotalPaise).toBe(29900 * 3 + 4550 * 2);
    expect(t.savingsPaise).toBe(t.subTotalPaise - t.itemsPaise);
    expect(t.totalPrice).toBe(847.07);
  });
});

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    toast.clear();
    jest.useRealTimers();
  });
  test('success lasts 2 s, error 4 s', () => {
    toast.success('Saved');
    toast.error('Nope');
    jest.advanceTimersByTime(2001);
    expect(toast.store.get().map((t) => t.message)).toEqual(['Nope']);
    jest.advanceTimersByTime(2000);
    expect(toast.store.get()).toEqual([]);
  });
  test('at most 20 at once, oldest dropped', () => {
    for (let i = 0; i < 25; i++) toast.info(`t${i}`);
    const list = toast.store.get();
    expect(list).toHaveLength(TOAST_LIMIT);
    expect(list[0]?.message).toBe('t5');
  });
});
