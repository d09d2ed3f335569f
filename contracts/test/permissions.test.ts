import { OPERATION_ACCESS, PERMISSIONS, PERMISSION_NAMES, ROLES, STORE_BOUND_ROLES, can, isStoreBound, storesFor, type Role } from '../src/index.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadOpenApi } from '../src/openapi.js';

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

describe('the permission table', () => {
  it('gives a permission that is not store-scoped to global roles only', () => {
    for (const name of PERMISSION_NAMES) {
      const rule = PERMISSIONS[name];
      if (rule.storeScoped) continue;
      const bound = (rule.roles as readonly Role[]).filter(isStoreBound);
      expect({ name, bound }).toEqual({ name, bound: [] });
    }
  });

  it('gives admins every permission and shoppers none', () => {
    for (const name of PERMISSION_NAMES) {
      expect([name, can({ role: 'ADMIN' }, name, 'any-store')]).toEqual([name, true]);
      expect([name, can({ role: 'USER' }, name, 'any-store')]).toEqual([name, false]);
    }
  });

  it('limits store-bound roles to their stores, and to the permissions of their job', () => {
    const pickerA = { role: 'PICKER' as const, stores: ['a'] };
    expect(can(pickerA, 'store.pick', 'a')).toBe(true);
    expect(can(pickerA, 'store.pick', 'b')).toBe(false);
    expect(can(pickerA, 'store.pick')).toBe(false);
    expect(can(pickerA, 'store.deliver', 'a')).toBe(false);
    expect(storesFor(pickerA, 'store.pick')).toEqual(['a']);
    expect(storesFor(pickerA, 'orders.read')).toEqual([]);
    const manager = { role: 'STORE_MANAGER' as const, stores: ['a'] };
    expect(PERMISSION_NAMES.filter((p) => can(manager, p, 'a')).sort()).toEqual(['staff.manage', 'store.dashboard', 'store.operate', 'store.stock']);
    expect(PERMISSION_NAMES.filter((p) => can({ role: 'RIDER', stores: ['a'] }, p, 'a'))).toEqual(['store.deliver']);
    expect(PERMISSION_NAMES.filter((p) => can({ role: 'SUPPORT' }, p)).sort()).toEqual(['orders.cancel', 'orders.read']);
    expect([...STORE_BOUND_ROLES].sort()).toEqual(ROLES.filter(isStoreBound).sort());
  });

  it('names the access of every operation in the OpenAPI document, and no other', () => {
    const doc = loadOpenApi();
    const documented = Object.entries(doc['paths'] as Record<string, Record<string, unknown>>).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((m) => METHODS.includes(m))
        .map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(Object.keys(OPERATION_ACCESS).sort()).toEqual(documented.sort());
  });

  it('documents a security requirement exactly for the operations that need a signed-in caller', () => {
    const doc = loadOpenApi();
    const open: string[] = [];
    for (const [key, access] of Object.entries(OPERATION_ACCESS)) {
      const [method, path] = key.split(' ') as [string, string];
      const security = doc['paths'][path][method.toLowerCase()]['security'] as unknown[] | undefined;
      const secured = Array.isArray(security) && security.length > 0;
      if (secured !== (access.access !== 'public')) open.push(key);
    }
    expect(open).toEqual([]);
  });

  it('is the table README shows', () => {
    const readme = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8');
    const staff = ROLES.filter((r) => r !== 'USER');
    const cell = (name: (typeof PERMISSION_NAMES)[number], role: Role) =>
      !(PERMISSIONS[name].roles as readonly Role[]).includes(role) ? '–' : PERMISSIONS[name].storeScoped && isStoreBound(role) ? 'own stores' : 'yes';
    expect(readme).toContain(`| Permission | Store-scoped | ${staff.join(' | ')} | What |`);
    for (const name of PERMISSION_NAMES) {
      const row = `| \`${name}\` | ${PERMISSIONS[name].storeScoped ? 'yes' : 'no'} | ${staff.map((r) => cell(name, r)).join(' | ')} | ${PERMISSIONS[name].description} |`;
      expect({ name, inReadme: readme.includes(row) }).toEqual({ name, inReadme: true });
    }
  });
});
