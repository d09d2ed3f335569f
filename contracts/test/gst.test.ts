import { GST_STATES, gstStateCode, gstinCheckChar, gstinProblem, hsnProblem, isGstRate, isGstin } from '../src/gst.js';

describe('GSTIN', () => {
  it('accepts a registered GSTIN and the seed stores’ numbers', () => {
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeUndefined();
    expect(isGstin(' 27aapfu0939f1zv ')).toBe(true);
  });

  it('computes the check character so that any single changed character is caught', () => {
    const body = '29AABCM1234K1Z';
    const good = body + gstinCheckChar(body);
    expect(isGstin(good)).toBe(true);
    for (let i = 0; i < 14; i++) {
      const c = good[i]!;
      const other = /\d/.test(c) ? String((Number(c) + 1) % 10) : c === 'Z' ? 'Y' : String.fromCharCode(c.charCodeAt(0) + 1);
      const typo = good.slice(0, i) + other + good.slice(i + 1);
      expect({ typo, ok: isGstin(typo) }).toEqual({ typo, ok: false });
    }
  });

  it.each([
    ['27AAPFU0939F1Z', 'A GSTIN has 15 characters'],
    ['27AAPFU0939F1XV', 'A GSTIN is a state code, a PAN, an entity number, Z and a check character (like 29ABCDE1234F1Z5)'],
    ['2AAAPFU0939F1ZV', 'A GSTIN is a state code, a PAN, an entity number, Z and a check character (like 29ABCDE1234F1Z5)'],
    ['27AAPFU0939F1ZW', 'This GSTIN has a typo: its check character does not match'],
  ])('refuses %s: %s', (g, why) => {
    expect(gstinProblem(g)).toBe(why);
  });

  it('refuses a state code GST does not use', () => {
    const body = '28AAPFU0939F1Z';
    expect(gstinProblem(body + gstinCheckChar(body))).toBe('28 is not a GST state code');
  });
});

describe('HSN, rates and states', () => {
  it.each(['0701', '070190', '07019000'])('HSN %s is valid', (h) => expect(hsnProblem(h)).toBeUndefined());
  it.each(['070', '07019', '0701900', '070190001', '07a1', ''])('HSN %s is not', (h) => expect(hsnProblem(h)).toBe('An HSN code has 4, 6 or 8 digits'));
  it('knows the five rates only', () => {
    expect([0, 5, 12, 18, 28].every(isGstRate)).toBe(true);
    expect([3, 6, 18.5, '18'].some(isGstRate)).toBe(false);
  });
  it('maps state names as shoppers type them to codes', () => {
    expect(gstStateCode('Karnataka')).toBe('29');
    expect(gstStateCode(' tamil nadu ')).toBe('33');
    expect(gstStateCode('New Delhi')).toBe('07');
    expect(gstStateCode('Jammu & Kashmir')).toBe('01');
    expect(gstStateCode('27')).toBe('27');
    expect(gstStateCode('Atlantis')).toBeUndefined();
    expect(Object.keys(GST_STATES)).toHaveLength(37);
  });
});
