import express from 'express';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { accessLog, requestIds } from '../src/index.js';

interface Line {
  level: number;
  msg: string;
  req: { id: string; method: string; url: string; remoteAddress: string };
  res: { statusCode: number };
  responseTime: number;
}

let server: Server;
let base: string;
const lines: Line[] = [];

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  const logger = pino({ level: 'info' }, sink);
  const app = express();
  app.use(requestIds);
  app.use(
    accessLog(logger, {
      ignore: (req) => req.url === '/healthz',
      level: (res) => (res.getHeader('x-quiet') ? 'debug' : res.statusCode >= 500 ? 'error' : 'info'),
    }),
  );
  app.get('/healthz', (_req, res) => res.send('ok'));
  app.get('/quiet', (_req, res) => res.setHeader('x-quiet', '1').send('shh'));
  app.get('/boom', (_req, res) => res.status(500).send('no'));
  app.get('/hang', () => undefined);
  app.use(
    '/api',
    express.Router().get('/items', (_req, res) => res.json({ ok: true })),
  );
  server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  lines.length = 0;
});

const settle = () => new Promise((r) => setTimeout(r, 50));

describe('access log', () => {
  it('writes one line per answered request: id, method, full url, status, time', async () => {
    await fetch(`${base}/api/items?page=2`, { headers: { 'x-request-id': 'req-1' } });
    await settle();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { id: 'req-1', method: 'GET', url: '/api/items?page=2', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
    });
    expect(lines[0]!.responseTime).toBeGreaterThanOrEqual(0);
  });

  it('logs a server error at its level and skips ignored paths and levels that are off', async () => {
    await fetch(`${base}/boom`);
    await fetch(`${base}/healthz`);
    await fetch(`${base}/quiet`);
    await settle();
    expect(lines.map((l) => [l.level, l.msg, l.req.url])).toEqual([[50, 'request errored', '/boom']]);
  });

  it('logs a request whose client went away before the answer', async () => {
    await new Promise<void>((resolve) => {
      const req = httpRequest(`${base}/hang`);
      req.on('error', () => resolve());
      req.end();
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 50);
    });
    await settle();
    expect(lines.map((l) => [l.level, l.msg, l.req.url])).toEqual([[30, 'request aborted', '/hang']]);
  });
});
