import { landingFor, storesOf, userCan, userHolds } from '../src/session/access';
import type { User } from '../src/api/types';

const person = (role: User['role'], stores: string[] = []): Pick<User, 'role' | 'stores'> => ({ role, stores });

describe('what the screens offer', () => {
  it('lands a picker on the store floor, a rider on the rider screen, and the others where they asked', () => {
    expect(landingFor(person('PICKER', ['a']))).toBe('/dashboard/store-floor');
    expect(landingFor(person('RIDER', ['a']))).toBe('/dashboard/rider');
    expect(landingFor(person('STORE_MANAGER', ['a']))).toBe('/dashboard/store-dashboard');
    expect(landingFor(person('SUPPORT'))).toBe('/dashboard/orders');
    expect(landingFor(person('ADMIN'))).toBeNull();
    expect(landingFor(person('USER'))).toBeNull();
    expect(landingFor(null)).toBeNull();
  });

  it('offers a page to whoever holds its permission, a store-bound person for their own stores only', () => {
    const picker = person('PICKER', ['a']);
    expect(userHolds(picker, 'store.pick')).toBe(true);
    expect(userCan(picker, 'store.pick', 'a')).toBe(true);
    expect(userCan(picker, 'store.pick', 'b')).toBe(false);
    for (const p of ['catalogue.write', 'orders.read', 'store.deliver', 'store.operate', 'staff.manage', 'audit.read'] as const)
      expect([p, userHolds(picker, p)]).toEqual([p, false]);
    expect(userHolds(person('PICKER'), 'store.pick')).toBe(false);
    expect(userHolds(person('ADMIN'), 'catalogue.write')).toBe(true);
    expect(userHolds(person('USER'), 'store.pick')).toBe(false);
    expect(userHolds(null, 'store.pick')).toBe(false);
    expect(storesOf(picker)).toEqual(['a']);
    expect(storesOf(person('ADMIN'))).toBeNull();
  });
});
