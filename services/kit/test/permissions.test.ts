import { Router } from 'express';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Role } from '@minutemart/contracts';
import {
  authenticate,
  createHttpApp,
  createJwksVerifier,
  createLogger,
  handle,
  ok,
  requirePermission,
  storeFromBody,
  storeFromQuery,
  storeScope,
} from '../src/index.js';
import { startTestIssuer, type TestIssuer } from '../src/testing/index.js';
import { appHttp as http } from './app-http.js';

let server: Server;
let base: string;
let issuer: TestIssuer;

beforeAll(async () => {
  issuer = await startTestIssuer();
  const r = Router();
  r.get(
    '/queue',
    requirePermission('store.pick', { store: storeFromQuery() }),
    handle(async (req, res) => ok(res, req.query['store'], 'queue')),
  );
  r.put(
    '/stock',
    requirePermission('store.stock', { store: storeFromBody() }),
    handle(async (req, res) => ok(res, req.body.storeId, 'stock')),
  );
  r.put(
    '/store',
    requirePermission('store.operate', { store: storeFromBody('_id') }),
    handle(async (_req, res) => ok(res, null, 'store')),
  );
  r.get(
    '/catalogue',
    requirePermission('catalogue.write'),
    handle(async (_req, res) => ok(res, null, 'catalogue')),
  );
  r.get(
    '/scope',
    requirePermission('store.dashboard'),
    handle(async (req, res) => ok(res, storeScope(req, 'store.dashboard'), 'scope')),
  );
  const app = createHttpApp({
    logger: createLogger('kit-test', 'silent'),
    routes: [['/api/t', r]],
    beforeJson: (a) => a.use(authenticate(createJwksVerifier(issuer.jwksUrl))),
  });
  server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  await issuer.stop();
});

const as = async (role: Role, stores?: string[]) => ({
  authorization: `Bearer ${await issuer.sign({ sub: '65f00000000000000000000a', role, ...(stores ? { stores } : {}) })}`,
});

describe('requirePermission', () => {
  it('answers 401 without a token and 403 for a role without the permission', async () => {
    expect((await http(`${base}/api/t/catalogue`)).status).toBe(401);
    for (const role of ['USER', 'SUPPORT', 'PICKER', 'RIDER', 'STORE_MANAGER'] as const) {
      const res = await http(`${base}/api/t/catalogue`, { headers: await as(role, ['blr-a']) });
      expect([role, res.status, res.body.message]).toEqual([role, 403, 'Permission denied: catalogue.write']);
    }
    expect((await http(`${base}/api/t/catalogue`, { headers: await as('ADMIN') })).status).toBe(200);
  });

  it('lets a store-bound role act only for the stores its token names, however the id is spelled', async () => {
    const pickerA = await as('PICKER', ['blr-a']);
    expect((await http(`${base}/api/t/queue?store=blr-a`, { headers: pickerA })).status).toBe(200);
    expect((await http(`${base}/api/t/queue?store=%20BLR-A%20`, { headers: pickerA })).status).toBe(200);
    const other = await http(`${base}/api/t/queue?store=blr-b`, { headers: pickerA });
    expect([other.status, other.body.message]).toEqual([403, 'Permission denied: not one of your stores']);
    expect((await http(`${base}/api/t/queue`, { headers: pickerA })).status).toBe(403);
    expect((await http(`${base}/api/t/queue?store=blr-a&store=blr-b`, { headers: pickerA })).status).toBe(403);
    // A rider holds no picking permission, even for their own store.
    expect((await http(`${base}/api/t/queue?store=blr-a`, { headers: await as('RIDER', ['blr-a']) })).status).toBe(403);
    // Admins act for every store.
    expect((await http(`${base}/api/t/queue?store=blr-b`, { headers: await as('ADMIN') })).status).toBe(200);

    const manager = await as('STORE_MANAGER', ['blr-a', 'blr-c']);
    expect((await http(`${base}/api/t/stock`, { method: 'PUT', headers: manager, body: { storeId: 'blr-c' } })).status).toBe(200);
    expect((await http(`${base}/api/t/stock`, { method: 'PUT', headers: manager, body: { storeId: 'blr-b' } })).status).toBe(403);
    expect((await http(`${base}/api/t/stock`, { method: 'PUT', headers: manager, body: { storeId: { $ne: 'x' } } })).status).toBe(403);
    expect((await http(`${base}/api/t/store`, { method: 'PUT', headers: manager, body: { _id: { _id: 'blr-a' } } })).status).toBe(200);
  });

  it('gives the scope of a permission for reads that list many stores', async () => {
    expect((await http(`${base}/api/t/scope`, { headers: await as('STORE_MANAGER', ['blr-a']) })).body.data).toEqual(['blr-a']);
    expect((await http(`${base}/api/t/scope`, { headers: await as('ADMIN') })).body.data).toBe('all');
  });

  it('refuses a token with a role it does not know, and reads a malformed store list as no store', async () => {
    const forged = await http(`${base}/api/t/catalogue`, { headers: await as('OWNER' as Role) });
    expect(forged.status).toBe(401);
    expect((await http(`${base}/api/t/queue?store=blr-a`, { headers: await raw({ role: 'PICKER', stores: 'blr-a' }) })).status).toBe(403);
    // A store list on a global role changes nothing: an admin is never limited by one.
    expect((await http(`${base}/api/t/queue?store=blr-b`, { headers: await as('ADMIN', ['blr-a']) })).status).toBe(200);
  });
});

/** A token with claims the typed helper would not allow (the issuer signs what it is given). */
async function raw(claims: { role: Role; stores: unknown }) {
  return { authorization: `Bearer ${await issuer.sign({ sub: '65f00000000000000000000a', ...(claims as { role: Role; stores: string[] }) })}` };
}
