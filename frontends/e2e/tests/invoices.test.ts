/**
 * GST invoices against the real stack at BASE_URL, at 1280 and 375 px: a shopper's COD order is
 * invoiced at confirmation; a unit found missing issues a credit note; My Orders' order detail lists
 * both and downloads the invoice as a PDF whose text holds the store's GSTIN, each line's HSN code,
 * the CGST/SGST split and the number; the admin order detail shows the invoice and its credit note.
 */
import { readFileSync } from 'node:fs';
import { PDFParse } from 'pdf-parse';
import type { AnswerData } from '@minutemart/contracts/api-types';
import { browserPerSuite, snap, collectErrors, DESKTOP, MOBILE } from '../support/browser.js';
import { BASE_URL, backendSuite, type ApiProduct } from '../support/catalogue.js';
import { ADMIN, adminSession, eventually, login, type Caller, type Envelope } from '../support/shop.js';
import { placeCodViaApi, shopperAt } from '../support/dark-stores.js';

const suite = await backendSuite('the invoice tests');

const FLAGSHIP = { storeId: 'blr-indiranagar', pincode: '560038', gstin: '29AAKCM4821Q1ZQ' };

/** In-stock products matching a search, most stock first (discounted or not: tax is what matters here). */
async function inStock(search: string): Promise<ApiProduct> {
  const res = await fetch(`${BASE_URL}/api/product/search-product`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ search, page: 1, limit: 24 }),
  });
  const found = ((await res.json()) as Envelope<ApiProduct[]>).data.filter((p) => Number(p.stock) >= 10).sort((a, b) => b.stock - a.stock);
  if (!found[0]) throw new Error(`no product in stock for "${search}"`);
  return found[0];
}

/** The order's invoice and credit notes, as GET /api/order/invoice/{orderId}/documents lists them. */
type Docs = AnswerData<'/api/order/invoice/{orderId}/documents', 'get'>;

suite(`tax invoices against ${BASE_URL}`, () => {
  const shopperBrowser = browserPerSuite();
  const staff = browserPerSuite({ between: 'pages' });
  let admin: Caller;

  beforeAll(async () => {
    admin = await login(ADMIN.email, ADMIN.password);
  });
  beforeEach(async () => {
    // A login of its own for each width: nothing of the other run's session carries over.
    await staff.context.clearCookies();
    await staff.context.addCookies(await adminSession());
  });

  test.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const)('the invoice and a credit note, downloaded from My Orders and shown on the admin order detail (%s)', async (label, viewport) => {
    const [atta, ghee] = await Promise.all([inStock('atta'), inStock('ghee')]);
    const hsnOf = async (id: string) => (await admin.call<ApiProduct>('POST', '/api/product/get-product-details', { productId: id })).body.data.hsn!;
    const codes = [await hsnOf(atta._id), await hsnOf(ghee._id)];
    const { api, addressId } = await shopperAt(shopperBrowser.context, `invoice${label}`, FLAGSHIP.pincode);
    const orderId = await placeCodViaApi(api, addressId, [
      { productId: atta._id, quantity: 2 },
      { productId: ghee._id, quantity: 1 },
    ]);
    const docs = () => api.call<Docs>('GET', `/api/order/invoice/${orderId}/documents`).then((r) => r.body.data);
    const invoice = await eventually('the invoice', async () => (await docs()).invoice, 30_000);
    expect(invoice.number).toMatch(/^INV\/\d{4}\/\d{6}$/);
    expect(invoice.totals.cgstPaise).toBe(invoice.totals.sgstPaise);

    // A unit of atta is not on the shelf: refunded, so a credit note.
    expect((await admin.call('POST', '/api/order/store/claim', { orderId })).status).toBe(200);
    expect((await admin.call('POST', '/api/order/store/missing', { orderId, productId: atta._id, quantity: 1 })).status).toBe(200);
    const note = await eventually('the credit note', async () => (await docs()).creditNotes[0], 30_000);
    // The rest is picked and packed: the order waits for a rider on the orders board.
    for (const productId of [atta._id, ghee._id]) expect((await admin.call('POST', '/api/order/store/pick', { orderId, productId })).status).toBe(200);
    expect((await admin.call('POST', '/api/order/store/pack', { orderId })).status).toBe(200);

    const page = await shopperBrowser.newPage(viewport);
    const errors = collectErrors(page);
    await page.goto(`${BASE_URL}/dashboard/myorders`);
    await page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`).click();
    const dialog = page.getByTestId('order-dialog');
    await dialog.waitFor();
    const documents = dialog.getByTestId('tax-documents');
    await documents.getByTestId('invoice-row').waitFor({ timeout: 20_000 });
    expect(await documents.getByTestId('invoice-row').textContent()).toContain(invoice.number);
    expect(await documents.getByTestId('credit-note-row').textContent()).toContain(note.number);
    await documents.scrollIntoViewIfNeeded();
    await snap(page, `invoice-my-orders-${label}`, { fullPage: false });

    const [download] = await Promise.all([page.waitForEvent('download'), documents.getByTestId('download-invoice').click()]);
    expect(download.suggestedFilename()).toBe(`Invoice-${invoice.number.replace(/\//g, '-')}.pdf`);
    const file = await download.path();
    const text = (await new PDFParse({ data: new Uint8Array(readFileSync(file)) }).getText()).text;
    for (const needle of [FLAGSHIP.gstin, invoice.number, ...codes, 'CGST', 'SGST', 'TAX INVOICE', orderId])
      expect({ needle, found: text.includes(needle) }).toEqual({ needle, found: true });
    expect(errors).toEqual([]);

    const board = await staff.newPage(viewport);
    await board.goto(`${BASE_URL}/dashboard/orders`);
    await board
      .getByRole('heading', { name: 'Orders', exact: true })
      .waitFor({ timeout: 30_000 })
      .catch(async (e: Error) => {
        await snap(board, `invoice-admin-board-missing-${label}`, { fullPage: false });
        throw new Error(`${e.message}\nat ${board.url()}: ${(await board.locator('body').innerText()).slice(0, 400)}`);
      });
    // Found by its id, as support would: the search lists the match whatever the screen's width.
    await board.getByLabel('Search orders by id').fill(orderId.slice(-6));
    const card = board.getByTestId('order-list').locator(`[data-order-id="${orderId}"]`);
    await card.waitFor({ timeout: 30_000 });
    await card.getByRole('button', { name: `Open order ${orderId}` }).click();
    const detail = board.getByRole('dialog', { name: `Order #${orderId.slice(-6)}` });
    await detail.waitFor();
    const adminDocs = detail.getByTestId('tax-documents');
    await adminDocs.getByTestId('credit-note-row').waitFor({ timeout: 20_000 });
    expect(await adminDocs.textContent()).toContain(invoice.number);
    await adminDocs.scrollIntoViewIfNeeded();
    await snap(board, `invoice-admin-detail-${label}`, { fullPage: false });
    const pdf = await admin.call('GET', `/api/order/invoice/${orderId}/credit-note/1`);
    expect(pdf.status).toBe(200);

    // The profile turns the optional order mails off; the transactional ones are said to stay.
    await page.goto(`${BASE_URL}/dashboard/profile`);
    const mails = page.getByTestId('order-mail-settings');
    const onItsWay = mails.getByRole('checkbox', { name: /On its way/ });
    await onItsWay.waitFor();
    await expect(onItsWay.isChecked()).resolves.toBe(true);
    await onItsWay.uncheck();
    await eventually(
      'the setting saved',
      async () => (await api.call<AnswerData<'/api/user/notifications', 'get'>>('GET', '/api/user/notifications')).body.data.outForDelivery === false,
    );
    expect(await mails.textContent()).toContain('We always email you when an order is confirmed, delivered (with its tax invoice), refunded or cancelled.');
    await mails.scrollIntoViewIfNeeded();
    await snap(page, `order-mail-settings-${label}`, { fullPage: false });
    expect(errors).toEqual([]);
  });
});
