/**
 * Browse: the product card's cart control. Catalogue data is real (BASE_URL); the signed-in user and the
 * cart endpoints (POST /api/cart/create, GET /api/cart/get, PUT /api/cart/update-qty,
 * DELETE /api/cart/delete-cart-item) are mocked per test with page.route(), so the card is checked
 * against the API contract whether or not the cart service has landed, including the case where it
 * answers 404. Skipped only when BASE_URL is down and E2E_REQUIRE_BACKEND is unset.
 */
import type { Page } from 'playwright-core';
import { addSessionHint, browserPerSuite, snap, DESKTOP, MOBILE, collectErrors } from '../support/browser.js';
import { expectFakesConform, fakeJson } from '../support/api-fakes.js';
import { fakeUser } from '../support/fake-user.js';
import { apiCall, BASE_URL, backendSuite, type ApiProduct } from '../support/catalogue.js';
import type { CartLine } from '../support/shop.js';
import { discountedPaise, toPaise, toRupees } from '@minutemart/contracts/pricing';

const suite = await backendSuite('the browse (cart control) tests');

const SHOPPER = fakeUser();
const inr = (n: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(n);
/** The original client's rule: price minus the rounded-up discount percent of price, in paise: the platform's one rule. */
const discounted = (price: number, discount: number) => toRupees(discountedPaise(toPaise(price), discount));

// Fakes of our own services answer only what contracts/openapi allows (support/api-fakes.ts).
const json = fakeJson;
afterEach(expectFakesConform);

async function signIn(page: Page) {
  await addSessionHint(page, BASE_URL);
  await page.route('**/api/user/user-details', (r) => json(r, 200, { success: true, error: false, message: '', data: SHOPPER }));
}

const lineId = (n: number) => `665f1c2ab0e1f2a3b4c5e${String(n).padStart(3, '0')}`;

/** An in-memory cart service speaking the cart API (contracts/openapi/paths/cart.yaml); returns the calls it saw. */
async function fakeCart(page: Page, products: ApiProduct[]) {
  let lines: CartLine[] = [];
  let made = 0;
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const stored = (l: (typeof lines)[number]) => ({ _id: l._id, quantity: l.quantity, productId: l.productId._id, userId: l.userId });
  await page.route('**/api/cart/**', async (route) => {
    const req = route.request();
    const path = new URL(req.url()).pathname;
    const body = req.postData() ? req.postDataJSON() : undefined;
    calls.push({ method: req.method(), path, body });
    if (path === '/api/cart/get') return json(route, 200, { success: true, error: false, message: '', data: lines });
    if (path === '/api/cart/create') {
      const product = products.find((p) => p._id === body.productId)!;
      made += 1;
      lines = [...lines, { _id: lineId(made), quantity: 1, productId: product, userId: SHOPPER._id }];
      return json(route, 201, { success: true, error: false, message: 'Item add Successfully', data: stored(lines.at(-1)!) });
    }
    if (path === '/api/cart/update-qty') {
      lines = lines.map((l) => (l._id === body._id ? { ...l, quantity: body.qty } : l));
      const line = lines.find((l) => l._id === body._id);
      return json(route, 200, { success: true, error: false, message: 'Update cart', data: line ? stored(line) : null });
    }
    if (path === '/api/cart/delete-cart-item') {
      lines = lines.filter((l) => l._id !== body._id);
      return json(route, 200, { success: true, error: false, message: 'Item remove', data: { _id: body._id } });
    }
    return json(route, 404, { success: false, error: true, message: 'Not found', data: null });
  });
  return calls;
}

suite(`browse: cart control on product cards against ${BASE_URL}`, () => {
  // The next test starts without this one's guest cart: signed in, it would be merged (POST /api/cart/merge).
  const browser = browserPerSuite({ clearLocalStorage: true });
  let products: ApiProduct[];

  beforeAll(async () => {
    products = (await apiCall<ApiProduct[]>('POST', '/api/product/search-product', { search: 'atta', page: 1 })).data;
  });

  test('signed out, Buy keeps the product in this browser: nothing is sent to the cart service', async () => {
    const page = await browser.newPage(MOBILE);
    const calls = await fakeCart(page, products);
    await page.goto(`${BASE_URL}/search?q=atta`);
    await page.getByRole('button', { name: /^Buy/ }).first().click();
    await page.getByText('Item added', { exact: true }).first().waitFor();
    await page.getByTestId('cart-stepper').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/search');
    expect(await page.getByTestId('mobile-cart-bar').textContent()).toContain('1 item');
    expect(calls).toEqual([]);
  });

  test.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ])('signed in: Buy, plus, minus; minus at 1 removes; header shows count and total (%s)', async (_l, viewport) => {
    const page = await browser.newPage(viewport);
    const errors = collectErrors(page);
    await signIn(page);
    const calls = await fakeCart(page, products);
    const product = products.find((p) => Number(p.stock) > 2)!;
    const unit = discounted(product.price, product.discount);

    await page.goto(`${BASE_URL}/search?q=atta`);
    const card = page.locator(`[data-testid="product-card"]:has(a[href$="-${product._id}"])`);
    await card.waitFor({ timeout: 15_000 });
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/api/cart/get')));

    await card.getByRole('button', { name: /^Buy/ }).click();
    await page.getByText('Item added', { exact: true }).first().waitFor();
    const stepper = card.getByTestId('cart-stepper');
    await stepper.waitFor();
    expect((await stepper.textContent())?.replace(/\D/g, '')).toBe('1');
    expect(calls.find((c) => c.path === '/api/cart/create')?.body).toEqual({ productId: product._id });

    await card.getByRole('button', { name: /^Add one more/ }).click();
    await page.waitForFunction((el) => el?.textContent?.replace(/\D/g, '') === '2', await stepper.elementHandle());
    expect(calls.find((c) => c.path === '/api/cart/update-qty')?.body).toEqual({ _id: lineId(1), qty: 2 });

    const summary = viewport === DESKTOP ? page.getByTestId('cart-button') : page.getByTestId('mobile-cart-bar');
    await page.waitForFunction(([el, total]) => Boolean(el?.textContent?.includes('2 items') && el.textContent.includes(total as string)), [
      await summary.elementHandle(),
      inr(unit * 2),
    ] as const);
    await snap(page, 'browse-cart');

    await card.getByRole('button', { name: /^Remove one/ }).click();
    await page.getByText('Item remove', { exact: true }).first().waitFor();
    await page.waitForFunction((el) => el?.textContent?.replace(/\D/g, '') === '1', await stepper.elementHandle());
    await card.getByRole('button', { name: /^Remove one/ }).click();
    await card.getByRole('button', { name: /^Buy/ }).waitFor();
    expect(calls.find((c) => c.method === 'DELETE')).toEqual({ method: 'DELETE', path: '/api/cart/delete-cart-item', body: { _id: lineId(1) } });
    // Empty again: '0 items' on the header button; the phone's View Cart bar goes away.
    if (viewport === DESKTOP) await page.waitForFunction((el) => Boolean(el?.textContent?.includes('0 items')), await summary.elementHandle());
    else await summary.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  test('cart service missing (404): the cart shows empty and Buy explains it in a toast', async () => {
    const page = await browser.newPage(DESKTOP);
    await signIn(page);
    // A gateway with no cart route at all: not an answer the contract describes, so not a checked fake.
    await page.route('**/api/cart/**', (r) =>
      r.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: true, message: `No route for ${r.request().method()}`, data: null }),
      }),
    );
    await page.goto(`${BASE_URL}/search?q=atta`);
    await page.getByRole('button', { name: /^Buy/ }).first().click();
    await page.getByText('The cart is not available right now. Please try again in a few minutes.').waitFor();
    expect(await page.getByTestId('cart-button').textContent()).toContain('0 items');
    expect(await page.getByTestId('cart-stepper').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/search');
  });
});
