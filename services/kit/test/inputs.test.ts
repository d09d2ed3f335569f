import { z } from 'zod';
import { objectIdInput } from '../src/http/inputs.js';

const schema = z.object({ _id: objectIdInput('product id') });
const message = (v: unknown) => schema.safeParse({ _id: v }).error?.issues[0]?.message;

describe('objectIdInput', () => {
  it('accepts 24-hex ids as strings or { _id } objects, lower-cased', () => {
    expect(schema.parse({ _id: '0123456789ABCDEF01234567' })._id).toBe('0123456789abcdef01234567');
    expect(schema.parse({ _id: { _id: '0123456789abcdef01234567', name: 'x' } })._id).toBe('0123456789abcdef01234567');
  });

  it('names a missing id and refuses operators, arrays, numbers and UUIDs', () => {
    expect(message(undefined)).toBe('Provide product id');
    for (const bad of [{ $ne: null }, { _id: { $gt: '' } }, ['0123456789abcdef01234567'], 1234, '', '3f2c1b9e-0d4a-4c1e-9b7a-2e5f6a7b8c9d']) {
      expect(message(bad)).toBe('Provide a valid product id');
    }
  });
});
