/**
 * A signed-in account as the user service answers it (the User schema of contracts/openapi), for
 * tests that fake the user service: every field the service always sends is here, so a fake answer
 * conforms; a test overrides only what it is about.
 */
import type { User } from '@minutemart/contracts/api-types';

const CREATED = '2026-01-15T09:30:00.000Z';

export function fakeUser(overrides: Partial<User> = {}): User {
  return {
    _id: '665f1c2ab0e1f2a3b4c5d6e8',
    name: 'Ravi Shopper',
    email: 'ravi@example.com',
    avatar: '',
    mobile: null,
    verify_email: true,
    last_login_date: CREATED,
    status: 'Active',
    address_details: [],
    shopping_cart: [],
    orderHistory: [],
    role: 'USER',
    stores: [],
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}
