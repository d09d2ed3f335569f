/**
 * The guest cart against the real stack at BASE_URL: a shopper who has not signed in fills a cart (kept
 * in the browser), it survives a reload, checkout asks for a login, and the login merges it into the
 * account's server cart (POST /api/cart/merge: the larger quantity of a product already there wins),
 * landing on checkout. Also: a guest's page load asks for no session (no user-details or refresh-token
 * call, no 401 in the console). At 1280 and 375 px. Skipped only when BASE_URL is down and
 * E2E_REQUIRE_BACKEND is unset.
 */
import type { Page } from 'playwright-core';
import { browserPerSuite, snap, textOf, DESKTOP, MOBILE, collectErrors } from '../support/browser.js';
import { BASE_URL, backendSuite, slugify, type ApiProduct } from '../support/catalogue.js';
import { clickAuth, registerViaApi, uniqueUser } from '../support/live.js';
import { addToCartViaApi, login, pickProducts, type CartLine, type Caller } from '../support/shop.js';

const suite = await backendSuite('the guest cart tests');
const GUEST_CART_KEY = 'minutemart:guest-cart:v1';

/** What a guest's browser asked of the session endpoints, and every console error it logged. */
function watchSession(page: Page) {
  const sessionCalls: string[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path === '/api/user/user-details' || path === '/api/user/refresh-token') sessionCalls.push(path);
  });
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  return { sessionCalls, consoleErrors };
}

async function cartOf(api: Caller): Promise<Record<string, number>> {
  const res = await api.call<CartLine[]>('GET', '/api/cart/get');
  return Object.fromEntries(res.body.data.map((l) => [l.productId._id, l.quantity]));
}

suite(`guest cart: kept in the browser, merged at login, against ${BASE_URL}`, () => {
  const browser = browserPerSuite();
  let products: ApiProduct[];

  beforeAll(async () => {
    products = await pickProducts('atta', 2);
  });

  test.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ])('fill as a guest, reload, checkout asks for a login, login merges into the account cart (%s)', async (label, viewport) => {
    const mobile = viewport === MOBILE;
    const [a, b] = products as [ApiProduct, ApiProduct];
    // The account already holds 4 of B: the merge keeps the larger quantity (4), not the sum.
    const user = uniqueUser(`guest${label}`);
    await registerViaApi(user);
    const account = await login(user.email, user.password);
    await addToCartViaApi(account, b._id, 4);

    const page = await browser.newPage(viewport);
    const errors = collectErrors(page);
    const guest = watchSession(page);
    const summary = page.getByTestId(mobile ? 'mobile-cart-bar' : 'cart-button');

    await page.goto(`${BASE_URL}/product/${slugify(a.name)}-${a._id}`);
    await page.getByRole('heading', { name: a.name }).waitFor({ timeout: 60_000 });
    // An empty cart shows no View Cart bar on a phone.
    if (mobile) expect(await page.getByTestId('mobile-cart-bar').count()).toBe(0);
    await page.getByTestId('buy-button').click();
    await page.getByText('Item added', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: `Add one more ${a.name}` }).click();
    await textOf(summary, ['2 items']);

    await page.goto(`${BASE_URL}/product/${slugify(b.name)}-${b._id}`);
    await page.getByRole('heading', { name: b.name }).waitFor({ timeout: 30_000 });
    await page.getByTestId('buy-button').click();
    await textOf(summary, ['3 items']);

    // A reload keeps it: the cart lives in this browser.
    await page.reload();
    await page.getByRole('heading', { name: b.name }).waitFor({ timeout: 30_000 });
    await textOf(summary, ['3 items']);
    expect(await page.getByTestId('cart-stepper').textContent()).toContain('1');
    const stored = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as Array<{ quantity: number; product: { _id: string } }>,
      GUEST_CART_KEY,
    );
    expect(stored.map((l) => [l.product._id, l.quantity])).toEqual([
      [a._id, 2],
      [b._id, 1],
    ]);

    // The cart (slide-over on desktop, /cart on a phone) and its Proceed: a guest is asked to sign in.
    if (mobile) {
      await summary.getByRole('link').click();
      await page.waitForURL('**/cart');
    } else {
      await summary.click();
      await page.getByTestId('cart-panel').waitFor();
    }
    await page.getByTestId('cart-line').nth(1).waitFor();
    await snap(page, 'guest-cart', { fullPage: false });
    // The whole visit asked for no session and logged no error.
    expect(guest.sessionCalls).toEqual([]);
    expect(guest.consoleErrors).toEqual([]);

    await page.getByTestId('cart-proceed').click();
    await page.waitForURL('**/login');
    await page.getByText('Please Login', { exact: true }).first().waitFor();
    await page.getByLabel('Email').fill(user.email);
    await page.locator('input[name="password"]').fill(user.password);
    const res = await clickAuth(page, page.getByRole('button', { name: 'Login', exact: true }), '/api/user/login');
    expect(res.status()).toBe(200);

    // Back to checkout, with the merged cart: A 2 (from the guest), B 4 (the account's larger quantity).
    await page.waitForURL('**/checkout', { timeout: 30_000 });
    await page.getByText(a.name).first().waitFor({ timeout: 30_000 });
    await page.getByText(b.name).first().waitFor();
    expect(await cartOf(account)).toEqual({ [b._id]: 4, [a._id]: 2 });
    expect(await page.evaluate((key) => localStorage.getItem(key), GUEST_CART_KEY)).toBeNull();
    if (!mobile) await textOf(page.getByTestId('cart-button'), ['6 items']);
    await snap(page, 'guest-cart-merged');
    expect(errors).toEqual([]);
  });
});
