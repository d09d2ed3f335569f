import { startMedia, upload, type MediaUnderTest } from './harness.js';
import { productPng } from './images.js';

describe('media service: GET /media/<key>', () => {
  let m: MediaUnderTest;
  let url: string;

  beforeAll(async () => {
    m = await startMedia();
    const res = await upload(m.service.url, '/api/file/upload', { token: m.adminToken, file: await productPng(500, 400, 7) });
    expect(res.status).toBe(200);
    url = m.local(res.body.data.url);
  });
  afterAll(async () => m?.stop());

  it('serves the image cross-origin, immutable, typed and unsniffable, anonymously', async () => {
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('etag')).toMatch(/^"[^"]+"$/);
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(body.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('answers 304 to a matching If-None-Match, 200 to a stale one', async () => {
    const etag = (await fetch(url)).headers.get('etag')!;
    const cached = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(cached.status).toBe(304);
    expect(cached.headers.get('etag')).toBe(etag);
    expect(cached.headers.get('cache-control')).toContain('immutable');
    expect((await cached.arrayBuffer()).byteLength).toBe(0);

    expect((await fetch(url, { headers: { 'if-none-match': `"other", W/${etag}` } })).status).toBe(304);
    expect((await fetch(url, { headers: { 'if-none-match': '"stale"' } })).status).toBe(200);
  });

  it('answers HEAD with the headers only', async () => {
    const res = await fetch(url, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(Number(res.headers.get('content-length'))).toBeGreaterThan(0);
  });

  it('answers 404 envelopes for unknown and malformed keys', async () => {
    for (const key of [`${'a'.repeat(64)}-800.webp`, 'not-a-key.webp', '..%2F..%2Fetc%2Fpasswd', `${'a'.repeat(64)}-800.png`]) {
      const res = await fetch(`${m.service.url}/media/${key}`);
      expect([key, res.status]).toEqual([key, 404]);
      expect(await res.json()).toMatchObject({ success: false, error: true, message: expect.any(String), data: null });
    }
  });
});
