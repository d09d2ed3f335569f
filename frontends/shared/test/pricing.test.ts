import { discountedPrice, formatINR } from '../src/utils/format';

// The original client's rule: "Discounted price = price minus the rounded-up discount percent of price", rounded up to
// the paisa, the way the order service charges (@minutemart/contracts/pricing).
describe('discountedPrice', () => {
  test.each([
    [100, 10, 90],
    [299, 15, 254.15], // 4485 paise off
    [99, 15, 84.15], // 1485 paise off
    [45, 5, 42.75], // 225 paise off
    [1, 1, 0.99], // 1 paisa off
    [0.5, 1, 0.49], // 0.5 paise → 1
    [33.33, 7, 30.99], // 233.31 paise → 234
    [250, 0, 250],
    [250, 100, 0],
    [199.5, 10, 179.55], // 1995 paise off
  ])('price %p with %p%% off → %p', (price, discount, expected) => {
    expect(discountedPrice(price, discount)).toBe(expected);
  });

  test('the discount is always rounded up to a whole paisa, never down', () => {
    for (let price = 1; price <= 500; price += 7.13) {
      for (const discount of [1, 3, 7, 12, 33]) {
        const pricePaise = Math.round(price * 100);
        const offPaise = Math.round((price - discountedPrice(price, discount)) * 100);
        expect(offPaise).toBe(Math.ceil((pricePaise * discount) / 100));
        expect(offPaise).toBeGreaterThanOrEqual((pricePaise * discount) / 100);
      }
    }
  });

  test('numbers that arrive as strings, and missing or junk values', () => {
    expect(discountedPrice('299', '15')).toBe(254.15);
    expect(discountedPrice(120)).toBe(120);
    expect(discountedPrice('abc', 10)).toBe(0);
    expect(discountedPrice(80, 'x')).toBe(80);
  });

  test('prices show in rupees with en-IN grouping', () => {
    expect(formatINR(discountedPrice(299, 15))).toBe('₹254.15');
    expect(formatINR(discountedPrice(125000, 20))).toBe('₹1,00,000.00');
  });
});
