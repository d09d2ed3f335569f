/**
 * The admin remote's Stores screen against the real stack at BASE_URL: every dark store with its load,
 * a new store through the form, an edit of it, and one product's units on its shelf. The store it
 * creates is closed at the end and serves a pincode no seeded store serves, so shoppers never meet it.
 */
import { browserPerSuite, snap, DESKTOP, MOBILE, collectErrors } from '../support/browser.js';
import { BASE_URL, backendSuite, type ApiProduct } from '../support/catalogue.js';
import { ADMIN, adminSession, login, pickProducts, type Caller } from '../support/shop.js';
import type { DarkStore } from '@minutemart/contracts/api-types';

const suite = await backendSuite('the admin stores tests');

suite(`admin Stores screen against ${BASE_URL}`, () => {
  const browser = browserPerSuite({ between: 'kept', signIn: adminSession });
  let admin: Caller;

  beforeAll(async () => {
    admin = await login(ADMIN.email, ADMIN.password);
  });

  test('lists the stores with their load at 375 px, the form fits the phone', async () => {
    const stores = (await admin.call<DarkStore[]>('GET', '/api/store/list')).body.data;
    const page = await browser.newPage(MOBILE);
    const errors = collectErrors(page);
    await page.goto(`${BASE_URL}/dashboard/stores`);
    await page.getByTestId('store-card').first().waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('store-card').count()).toBe(stores.length);
    const first = page.locator(`[data-testid="store-card"][data-store-id="${stores[0]!._id}"]`);
    for (const p of stores[0]!.serves) expect(await first.textContent()).toContain(p.pincode);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await snap(page, 'admin-stores');
    await first.getByRole('button', { name: /^Edit/ }).click();
    await page.getByTestId('store-form').waitFor();
    expect(await page.getByTestId('serves-row').count()).toBe(stores[0]!.serves.length);
    await snap(page, 'admin-store-form', { fullPage: false });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.close();
    expect(errors).toEqual([]);
  });

  test("creates a store, edits it and sets a product's units on its shelf (1280 px)", async () => {
    const stamp = Date.now().toString(36).slice(-5);
    const id = `e2e-${stamp}`;
    // 8xxxxx: a region no seeded store serves.
    const pincode = `8${String(Date.now()).slice(-5)}`;
    const page = await browser.newPage(DESKTOP);
    const errors = collectErrors(page);
    await page.goto(`${BASE_URL}/dashboard/stores`);
    await page.getByTestId('store-card').first().waitFor({ timeout: 20_000 });

    await page.getByRole('button', { name: 'Add store' }).click();
    const form = page.getByTestId('store-form');
    await form.waitFor();
    await form.getByLabel('Name', { exact: true }).fill(`E2E Store ${stamp}`);
    await form.getByLabel('City', { exact: true }).fill('Testpur');
    await form.getByLabel('Store id (optional)').fill(id);
    await form.getByLabel('Latitude', { exact: true }).fill('21.1458');
    await form.getByLabel('Longitude', { exact: true }).fill('79.0882');
    await form.getByLabel('Opens at').fill('07:00');
    await form.getByLabel('Closes at').fill('23:00');
    await form.getByLabel('Pickers on shift').fill('3');
    await form.getByLabel('Status').selectOption('paused');
    // A bad pincode first: the catalogue's message shows in the form.
    await form.getByLabel('Pincode 1', { exact: true }).fill('012345');
    await form.getByLabel('Area 1', { exact: true }).fill('Test Nagar');
    await form.getByLabel('Latitude 1', { exact: true }).fill('21.15');
    await form.getByLabel('Longitude 1', { exact: true }).fill('79.09');
    await page.getByRole('button', { name: 'Create store' }).click();
    await form.getByRole('alert').waitFor();
    expect(await form.getByRole('alert').textContent()).toContain('6 digits');
    await form.getByLabel('Pincode 1', { exact: true }).fill(pincode);
    const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/store/create');
    await page.getByRole('button', { name: 'Create store' }).click();
    expect((await created).status()).toBe(201);
    const card = page.locator(`[data-testid="store-card"][data-store-id="${id}"]`);
    await card.waitFor();
    expect(await card.getByTestId('store-status').getAttribute('data-status')).toBe('paused');
    expect(await card.textContent()).toContain(pincode);

    await card.getByRole('button', { name: /^Edit/ }).click();
    await form.waitFor();
    await form.getByLabel('Pickers on shift').fill('4');
    await form.getByLabel('Status').selectOption('closed');
    const updated = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/store/update');
    await page.getByRole('button', { name: 'Save store' }).click();
    expect((await updated).status()).toBe(200);
    await page.locator(`[data-testid="store-card"][data-store-id="${id}"] [data-status="closed"]`).waitFor();
    const saved = (await admin.call<DarkStore[]>('GET', '/api/store/list')).body.data.find((s) => s._id === id)!;
    expect([saved.pickers, saved.status, saved.serves.map((s) => s.pincode)]).toEqual([4, 'closed', [pincode]]);

    // Its shelf: a product is not sold there until units are set.
    const [product] = await pickProducts('atta', 1);
    await page.getByLabel('Store', { exact: true }).selectOption(id);
    await page.getByLabel('Search products for stock').fill(product!.name);
    const row = page.locator(`[data-testid="stock-row"][data-product-id="${product!._id}"]`);
    await row.waitFor({ timeout: 20_000 });
    expect(await row.textContent()).toContain(`not sold at E2E Store ${stamp}`);
    await row.getByLabel(`Units of ${product!.name} at E2E Store ${stamp}`).fill('7');
    const stocked = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/store/stock');
    await row.getByRole('button', { name: 'Save' }).click();
    expect((await stocked).status()).toBe(200);
    await row.getByText(`7 at E2E Store ${stamp}`).waitFor();
    const details = await admin.call<ApiProduct>('POST', '/api/product/get-product-details', { productId: product!._id });
    expect(details.body.data.storeStock?.[id]).toBe(7);
    await snap(page, 'admin-stores');
    expect(errors).toEqual([]);
  });
});
