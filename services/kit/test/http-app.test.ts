import { Router } from 'express';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { z } from 'zod';
import { createHttpApp, createLogger, parseInput, ok, conflict, handle } from '../src/index.js';
import { appHttp as http } from './app-http.js';

let server: Server;
let base: string;

beforeAll(async () => {
  const r = Router();
  r.post(
    '/echo',
    handle(async (req, res) => ok(res, parseInput(z.object({ name: z.string({ error: 'Provide name' }) }), req.body), 'echoed')),
  );
  r.get(
    '/conflict',
    handle(async () => {
      throw conflict('Already there');
    }),
  );
  r.get(
    '/boom',
    handle(async () => {
      throw new Error('secret internals');
    }),
  );
  const app = createHttpApp({
    logger: createLogger('kit-test', 'silent'),
    routes: [['/api/t', r]],
    readiness: {
      always: () => undefined,
      never: () => {
        throw new Error('db down');
      },
    },
  });
  server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
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

describe('quiet paths', () => {
  it('logs a quiet path’s successful answers at debug and its failures and every other path as usual', async () => {
    const lines: { level: number; req: { url: string }; res: { statusCode: number } }[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(text));
        done();
      },
    });
    const r = Router();
    r.post(
      '/quote',
      handle(async (req, res) => ok(res, parseInput(z.object({ n: z.number({ error: 'Provide n' }) }), req.body), 'quote')),
    );
    r.post(
      '/other',
      handle(async (_req, res) => ok(res, {}, 'other')),
    );
    const app = createHttpApp({ logger: pino({ level: 'info' }, sink), routes: [['/api/q', r]], quietPaths: ['/api/q/quote'] });
    const quiet: Server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    const url = `http://127.0.0.1:${(quiet.address() as AddressInfo).port}/api/q`;
    try {
      expect((await http(`${url}/quote?x=1`, { body: { n: 1 } })).status).toBe(200);
      expect((await http(`${url}/quote`, { body: {} })).status).toBe(400);
      expect((await http(`${url}/other`, { body: {} })).status).toBe(200);
      await new Promise((r2) => setTimeout(r2, 50));
      expect(lines.map((l) => [l.level, l.req.url, l.res.statusCode])).toEqual([
        [40, '/api/q/quote', 400],
        [30, '/api/q/other', 200],
      ]);
    } finally {
      await new Promise<void>((r2) => quiet.close(() => r2()));
    }
  });
});
