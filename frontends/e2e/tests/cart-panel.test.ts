/**
 * The cart against the real stack at BASE_URL: add from home and from the product page (the header
 * button, or the View Cart bar on a phone, shows count and total at once), then change quantities in
 * the slide-over (1280 px) or on /cart (375 px) and check every figure against the server's cart.
 * Skipped only when BASE_URL is down and E2E_REQUIRE_BACKEND is unset.
 */
import type { Page } from 'playwright-core';
import { browserPerSuite, snap, textOf, DESKTOP, MOBILE, collectErrors } from '../support/browser.js';
import { BASE_URL, backendSuite, slugify, type ApiProduct } from '../support/catalogue.js';
import { inrPaise, newShopper, pickProducts, unitPaise, type CartLine, type Envelope } from '../support/shop.js';

const suite = await backendSuite('the cart panel tests');

/** The summary a shopper sees: the header cart button (desktop) or the View Cart bar (phone). */
const summaryOf = (page: Page, mobile: boolean) => page.getByTestId(mobile ? 'mobile-cart-bar' : 'cart-button');

async function productDetails(id: string): Promise<ApiProduct> {
  const res = await fetch(BASE_URL + '/api/product/get-product-details', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ productId: id }),
  });
  return ((await res.json()) as Envelope<ApiProduct>).data;
}

suite(`cart: slide-over and /cart against ${BASE_URL}`, () => {
  const browser = browserPerSuite();

  test.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ])('add from home and product detail, then change quantities in the cart (%s)', async (label, viewport) => {
    const mobile = viewport === MOBILE;
    const { api } = await newShopper(browser.context, `cart${label}`);
    const page = await browser.newPage(viewport);
    const errors = collectErrors(page);
    const summary = summaryOf(page, mobile);

    // Home: the first card of the first row with a Buy button.
    const cartRead = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/cart/get');
    await page.goto(`${BASE_URL}/`);
    await cartRead;
    const card = page.locator('[data-testid="product-card"]:has([data-testid="buy-button"])').first();
    // The first page of a fresh browser on a busy machine: generous.
    await card.waitFor({ timeout: 60_000 });
    const href = (await card.locator('a[href^="/product/"]').first().getAttribute('href'))!;
    const first = await productDetails(href.slice(href.lastIndexOf('-') + 1));
    // An empty cart: '0 items' on the header button; no View Cart bar at all on a phone.
    if (mobile) expect(await summary.count()).toBe(0);
    else await textOf(summary, ['0 items'], 10_000);
    // "At once" means before the cart service has answered: hold its answer while the header is checked.
    let release = () => {};
    let held = Promise.resolve();
    const hold = () => (held = new Promise<void>((resolve) => (release = resolve)));
    await page.route('**/api/cart/create', async (route) => {
      await held;
      await route.continue();
    });
    hold();
    await card.getByTestId('buy-button').click();
    await textOf(summary, ['1 item', inrPaise(unitPaise(first))], 5_000);
    release();
    await page.getByText('Item added', { exact: true }).first().waitFor();

    // Product detail: a different product.
    const [second] = (await pickProducts('milk', 3)).filter((p) => p._id !== first._id);
    await page.goto(`${BASE_URL}/product/${slugify(second!.name)}-${second!._id}`);
    await page.getByRole('heading', { name: second!.name }).waitFor({ timeout: 30_000 });
    hold();
    await page.getByTestId('buy-button').click();
    await textOf(summary, ['2 items', inrPaise(unitPaise(first) + unitPaise(second!))], 5_000);
    release();
    await page.getByText('Item added', { exact: true }).first().waitFor();
    await page.unroute('**/api/cart/create');

    // Open the cart: the slide-over on desktop, /cart from the View Cart bar on a phone.
    await summary.click();
    const cart = mobile ? page.locator('main') : page.getByTestId('cart-panel');
    if (mobile) await page.waitForURL('**/cart');
    const lines = cart.getByTestId('cart-line');
    await lines.nth(1).waitFor();
    expect(await lines.count()).toBe(2);
    const line1 = cart.locator(`[data-testid="cart-line"][data-product-id="${first._id}"]`);
    const line2 = cart.locator(`[data-testid="cart-line"][data-product-id="${second!._id}"]`);
    expect(await line1.textContent()).toContain(first.name);
    expect(await line1.textContent()).toContain(first.unit);
    expect(await line1.locator('s').textContent()).toBe(inrPaise(Math.round(first.price * 100)));

    // + on the first line: quantity 2, its item total, the bill and the header all follow.
    await line1.getByRole('button', { name: `Add one more ${first.name}` }).click();
    const items = 2 * unitPaise(first) + unitPaise(second!);
    const undiscounted = Math.round(first.price * 100) * 2 + Math.round(second!.price * 100);
    await textOf(line1.getByTestId('line-total'), [inrPaise(2 * unitPaise(first))], 5_000);
    await textOf(cart.getByTestId('bill-grand-total'), [inrPaise(items)], 5_000);
    expect(await cart.getByTestId('bill-items-total').textContent()).toBe(inrPaise(undiscounted) + inrPaise(items));
    expect(await cart.getByTestId('bill-delivery').textContent()).toBe('Free');
    expect(await cart.getByTestId('bill-savings').textContent()).toContain(inrPaise(undiscounted - items));
    expect(await cart.getByTestId('cart-proceed').textContent()).toContain(inrPaise(items));
    if (!mobile) await textOf(summary, ['3 items', inrPaise(items)], 5_000);
    await page.getByText('Item added', { exact: true }).first().waitFor();
    await snap(page, mobile ? 'cart-page' : 'cart-panel', { fullPage: false });

    // − at 1 removes the second line.
    await line2.getByRole('button', { name: `Remove one ${second!.name}` }).click();
    await line2.waitFor({ state: 'detached', timeout: 5_000 });
    await page.getByText('Item remove', { exact: true }).first().waitFor();
    await textOf(cart.getByTestId('bill-grand-total'), [inrPaise(2 * unitPaise(first))], 5_000);

    // The server agrees with what the screen shows.
    const server = await api.call<CartLine[]>('GET', '/api/cart/get');
    expect(server.body.data.map((l) => [l.productId._id, l.quantity])).toEqual([[first._id, 2]]);

    // Proceed goes to checkout.
    await cart.getByTestId('cart-proceed').click();
    await page.waitForURL('**/checkout');
    await page.getByRole('heading', { name: 'Choose your address' }).waitFor();
    if (!mobile) expect(await page.getByTestId('cart-panel').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
