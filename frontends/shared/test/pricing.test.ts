import { discountedPrice, formatINR } from '../src/utils/format';

// Spec section 9: "Discounted price = price minus the rounded-up discount percent of price."
describe('discountedPrice', () => {
  test.each([
    [100, 10, 90],
    [299, 15, 254], // 44.85 → 45
    [99, 15, 84], // 14.85 → 15
    [45, 5, 42], // 2.25 → 3
    [1, 1, 0], // 0.01 → 1
    [250, 0, 250],
    [250, 100, 0],
    [199.5, 10, 179.5], // 19.95 → 20
  ])('price %p with %p%% off → %p', (price, discount, expected) => {
    expect(discountedPrice(price, discount)).toBe(expected);
  });

  test('the discount is always rounded up, never down', () => {
    for (let price = 1; price <= 500; price += 7) {
      for (const discount of [1, 3, 7, 12, 33]) {
        const off = price - discountedPrice(price, discount);
        expect(off).toBe(Math.ceil((price * discount) / 100));
        expect(off).toBeGreaterThanOrEqual((price * discount) / 100);
      }
    }
  });

  test('numbers that arrive as strings, and missing or junk values', () => {
    expect(discountedPrice('299', '15')).toBe(254);
    expect(discountedPrice(120)).toBe(120);
    expect(discountedPrice('abc', 10)).toBe(0);
    expect(discountedPrice(80, 'x')).toBe(80);
  });

  test('prices show in rupees with en-IN grouping', () => {
    expect(formatINR(discountedPrice(299, 15))).toBe('₹254.00');
    expect(formatINR(discountedPrice(125000, 20))).toBe('₹1,00,000.00');
  });
});
