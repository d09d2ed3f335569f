import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { loadOpenApi } from '@minutemart/contracts/openapi';
import { checkedFetch } from '@minutemart/kit/testing';
import { docsRoutes, OPENAPI_JSON_PATH } from '../src/docs.js';

// The docs router as app.ts mounts it (at /api, ahead of the upstream proxies).
let server: Server;
let base: string;
beforeAll(async () => {
  const app = express();
  app.use('/api', docsRoutes());
  app.use((req, res) => res.status(404).json({ fellThrough: req.originalUrl }));
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('GET /api/openapi.json', () => {
  it('serves the contracts OpenAPI document as JSON', async () => {
    const res = await checkedFetch(`${base}${OPENAPI_JSON_PATH}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const doc = (await res.json()) as Record<string, any>;
    expect(doc).toEqual(loadOpenApi());
    expect(doc['openapi']).toBe('3.1.0');
    expect(Object.keys(doc['paths'])).toEqual(expect.arrayContaining(['/api/openapi.json', '/api/user/login', '/api/product/get']));
  });

  it('is the document Swagger UI loads', async () => {
    const page = await fetch(`${base}/api/docs/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger-ui-init.js');
    const init = await (await fetch(`${base}/api/docs/swagger-ui-init.js`)).text();
    expect(init).toContain(`"swaggerUrl": "${OPENAPI_JSON_PATH}"`);
    const legacy = await fetch(`${base}/api/docs/openapi.json`);
    expect(await legacy.json()).toEqual(loadOpenApi());
  });

  it('lets every other /api path through to the proxies', async () => {
    const res = await fetch(`${base}/api/product/get`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ fellThrough: '/api/product/get' });
  });
});
