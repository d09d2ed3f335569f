import { listObjects, startMedia, type MediaUnderTest } from './harness.js';

let m: MediaUnderTest;
beforeAll(async () => {
  m = await startMedia({ INTERNAL_TOKEN: 'test-internal-token-123' });
});
afterAll(async () => {
  await m?.stop();
});

const auth = { authorization: 'Bearer test-internal-token-123' };
const pdf = (text: string) => Buffer.from(`%PDF-1.3\n${text}\n%%EOF\n`);
const put = (path: string, body: Buffer, headers: Record<string, string> = auth, type = 'application/pdf') =>
  fetch(`${m.service.url}/internal/documents/${path}`, { method: 'PUT', headers: { ...headers, 'content-type': type }, body: new Uint8Array(body) });

describe('/internal/documents', () => {
  it('stores a PDF once, privately, and serves it back to the token holder', async () => {
    const first = await put('invoices/ORD-1-INV.pdf', pdf('one'));
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ success: true, data: { key: 'documents/invoices/ORD-1-INV.pdf', stored: true } });
    const again = await put('invoices/ORD-1-INV.pdf', pdf('two'));
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ message: 'Document already stored', data: { stored: false } });

    const got = await fetch(`${m.service.url}/internal/documents/invoices/ORD-1-INV.pdf`, { headers: auth });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await got.arrayBuffer()).toString()).toContain('one');
    expect(await listObjects(m.bucket)).toContain('documents/invoices/ORD-1-INV.pdf');
    // Not reachable through the public image route.
    expect((await fetch(`${m.service.url}/media/documents%2Finvoices%2FORD-1-INV.pdf`)).status).toBe(404);
  });

  it('refuses callers without the token, names that are not PDFs, and bodies that are not PDFs', async () => {
    expect((await put('invoices/x.pdf', pdf('x'), {})).status).toBe(401);
    expect((await put('invoices/x.pdf', pdf('x'), { authorization: 'Bearer wrong-token-of-same-len' })).status).toBe(401);
    expect((await fetch(`${m.service.url}/internal/documents/invoices/ORD-1-INV.pdf`)).status).toBe(401);
    const badName = await put('invoices/..%2Fsecret.pdf', pdf('x'));
    expect(badName.status).toBe(400);
    const badKind = await put('photos/x.pdf', pdf('x'));
    expect(await badKind.json()).toMatchObject({ message: 'Unknown document kind' });
    const notPdf = await put('invoices/y.pdf', Buffer.from('hello'));
    expect(notPdf.status).toBe(400);
    expect(await notPdf.json()).toMatchObject({ message: 'The document is not a PDF' });
    const wrongType = await put('invoices/z.pdf', pdf('x'), auth, 'text/plain');
    expect(wrongType.status).toBe(400);
    expect((await fetch(`${m.service.url}/internal/documents/invoices/none.pdf`, { headers: auth })).status).toBe(404);
  });
});
