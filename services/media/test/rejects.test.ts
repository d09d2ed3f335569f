import { startMedia, upload, listObjects, type MediaUnderTest } from './harness.js';
import { bombPng, htmlPage, productPng, svgWithScript, truncatedJpeg } from './images.js';
import { checkedFetch } from '@minutemart/kit/testing';

const NOT_AN_IMAGE = 'Only JPEG, PNG, WebP, GIF or AVIF images are allowed';

describe('media service: what uploads are refused', () => {
  let m: MediaUnderTest;
  const send = (file: Buffer | undefined, extra: Parameters<typeof upload>[2] = {}) =>
    upload(m.service.url, '/api/file/upload', { token: m.adminToken, file, ...extra });
  const expectRefused = (res: { status: number; body: any }, status: number, message: string | RegExp) => {
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ success: false, error: true, data: null });
    expect(res.body.message).toMatch(message);
  };

  beforeAll(async () => {
    m = await startMedia();
  });
  afterAll(async () => m?.stop());

  it('refuses SVG, even sent as image/svg+xml or renamed .png', async () => {
    expectRefused(await send(svgWithScript, { filename: 'logo.svg', contentType: 'image/svg+xml' }), 415, NOT_AN_IMAGE);
    expectRefused(await send(svgWithScript, { filename: 'logo.png', contentType: 'image/png' }), 415, NOT_AN_IMAGE);
    // A BOM and whitespace in front change nothing.
    expectRefused(await send(Buffer.concat([Buffer.from('\ufeff  \n'), svgWithScript])), 415, NOT_AN_IMAGE);
  });

  it('refuses HTML renamed .png', async () => {
    expectRefused(await send(htmlPage, { filename: 'cat.png', contentType: 'image/png' }), 415, NOT_AN_IMAGE);
  });

  it('refuses wrong magic bytes and a format the decoder disagrees with', async () => {
    expectRefused(await send(Buffer.from('GIF87a is not enough to be a picture, but it starts like one')), 400, /could not be read/);
    expectRefused(await send(Buffer.from('%PDF-1.7\n1 0 obj\n')), 415, NOT_AN_IMAGE);
    const png = await productPng(120, 90, 1);
    // PNG bytes under a JPEG signature.
    expectRefused(await send(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), png])), 400, /could not be read/);
    // PNG signature followed by garbage: without the image header after it, the bytes are no PNG.
    expectRefused(await send(Buffer.concat([png.subarray(0, 8), Buffer.alloc(2000, 7)])), 415, NOT_AN_IMAGE);
  });

  it('refuses a truncated JPEG', async () => {
    expectRefused(await send(await truncatedJpeg(), { filename: 'half.jpg', contentType: 'image/jpeg' }), 400, /corrupt or incomplete/);
  });

  it('refuses a decompression bomb from its declared size, without decoding it', async () => {
    const bomb = bombPng(30_000);
    expect(bomb.length).toBeLessThan(200_000);
    // The service runs in this process; decoding 30000×30000 pixels would take 3.6 GB. Jest's own RSS
    // grows over a long run, so compare against this test's start, not an absolute figure.
    const rssBefore = process.memoryUsage().rss;
    expectRefused(await send(bomb), 400, /at most 40 megapixels/);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(500_000_000);
  });

  it('answers 413 above the size limit', async () => {
    const big = Buffer.concat([await productPng(64, 64, 2), Buffer.alloc(5 * 1024 * 1024 + 1)]);
    expectRefused(await send(big), 413, /at most 5 MB/);
  });

  it('answers 400 "Provide image" without a file, with another field name, or with a JSON body', async () => {
    expectRefused(await send(undefined, { fields: { name: 'apples' } }), 400, /^Provide image$/);
    expectRefused(await send(await productPng(64, 64, 3), { field: 'avatar' }), 400, /^Provide image/);
    expectRefused(await send(Buffer.alloc(0)), 400, /^Provide image$/);
    const json = await checkedFetch(`${m.service.url}/api/file/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${m.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ image: 'http://elsewhere.test/x.png' }),
    });
    expectRefused({ status: json.status, body: await json.json() }, 400, /^Provide image$/);
  });

  it('answers 400 for two files or a malformed multipart body', async () => {
    expectRefused(await send(await productPng(64, 64, 4), { extraFiles: 1 }), 400, /one image at a time/);
    const cut = await checkedFetch(`${m.service.url}/api/file/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${m.adminToken}`, 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
    });
    expectRefused({ status: cut.status, body: await cut.json() }, 400, /could not be read/);
  });

  it('checks auth before reading the body', async () => {
    expect((await upload(m.service.url, '/api/file/upload', { token: m.userToken, file: svgWithScript })).status).toBe(403);
    expect((await upload(m.service.url, '/api/file/avatar', { file: svgWithScript })).status).toBe(401);
    // The avatar path validates content the same way.
    expectRefused(await upload(m.service.url, '/api/file/avatar', { token: m.userToken, file: htmlPage }), 415, NOT_AN_IMAGE);
    expectRefused(await upload(m.service.url, '/api/file/avatar', { token: m.userToken, file: bombPng(10_000) }), 400, /megapixels/);
  });

  it('stored nothing for any refused upload', async () => {
    expect(await listObjects(m.bucket)).toEqual([]);
  });
});
