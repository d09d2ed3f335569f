import { Router } from 'express';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { z } from 'zod';
import { createHttpApp, createLogger, parseInput, ok, conflict, handle } from '../src/index.js';
import { http } from '../src/testing/index.js';

let server: Server;
let base: string;

beforeAll(async () => {
  const r = Router();
  r.post('/echo', handle(async (req, res) => ok(res, parseInput(z.object({ name: z.string({ error: 'Provide name' }) }), req.body), 'echoed')));
  r.get('/conflict', handle(async () => { throw conflict('Already there'); }));
  r.get('/boom', handle(async () => { throw new Error('secret internals'); }));
  const app = createHttpApp({
    logger: createLogger('kit-test', 'silent'),
    routes: [['/api/t', r]],
    readiness: { always: () => undefined, never: () => { throw new Error('db down'); } },
  });
  server = await new Promise((resolve) => { const s = app.listen(0, '127.0.0.1', () => resolve(s)); });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('HTTP app factory', () => {
  it('wraps success in the envelope and echoes a request id', async () => {
    const res = await http(`${base}/api/t/echo`, { body: { name: 'x' }, headers: { 'x-request-id': 'abc-123' } });
    expect(res.body).toEqual({ success: true, error: false, message: 'echoed', data: { name: 'x' } });
    expect(res.headers.get('x-request-id')).toBe('abc-123');
  });

  it('turns validation failures, bad JSON, big bodies and unknown routes into 4xx envelopes', async () => {
    const invalid = await http(`${base}/api/t/echo`, { body: { name: { $gt: '' } } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.success).toBe(false);
    const missing = await http(`${base}/api/t/echo`, { body: {} });
    expect(missing.body.message).toBe('Provide name');
    const bad = await http(`${base}/api/t/echo`, { raw: '{"name"', method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(bad.status).toBe(400);
    const big = await http(`${base}/api/t/echo`, { body: { name: 'x'.repeat(200_000) } });
    expect(big.status).toBe(413);
    const none = await http(`${base}/api/t/nothing`);
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ success: false, error: true });
    expect((await http(`${base}/api/t/conflict`)).status).toBe(409);
  });

  it('hides internals of unexpected errors behind a 500 envelope', async () => {
    const res = await http(`${base}/api/t/boom`);
    expect(res.status).toBe(500);
    expect(res.body.success).toBe(false);
    expect(JSON.stringify(res.body)).not.toContain('secret internals');
  });

  it('reports liveness and per-dependency readiness', async () => {
    expect((await http(`${base}/healthz`)).status).toBe(200);
    const ready = await http(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(ready.body.data).toEqual({ always: 'ok', never: 'db down' });
  });
});
