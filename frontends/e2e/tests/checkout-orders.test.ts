/**
 * Checkout and orders against the real stack at BASE_URL (gateway, order saga over Kafka, stripe-mock):
 * cash on delivery → /success → My Orders, whose status follows an admin's steps live (server-sent
 * events); a card payment through the redirect to the dev payment page (/pay/mock) until the order is
 * paid and confirmed, or cancelled; and a product that sells out while the shopper is on the checkout
 * page. At 1280 and 375 px. Skipped only when BASE_URL is down and E2E_REQUIRE_BACKEND is unset.
 */
import type { Page } from 'playwright-core';
import { toPaise } from '@minutemart/contracts/pricing';
import { browserPerSuite, snap, textOf, DESKTOP, MOBILE, collectErrors } from '../support/browser.js';
import { BASE_URL, backendSuite, type ApiProduct } from '../support/catalogue.js';
import { addToCartViaApi, ADMIN, inrPaise, login, newShopper, pickProducts, unitPaise, type CartLine, type Caller } from '../support/shop.js';
import type { OrderView } from '@minutemart/contracts/order-view';
import { createProduct } from '../support/own-products.js';

const suite = await backendSuite('the checkout and order tests');

const widths = [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const;

const orderCard = (page: Page, orderId: string) => page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);

suite(`checkout and orders against ${BASE_URL}`, () => {
  const browser = browserPerSuite();
  let admin: Caller;

  beforeAll(async () => {
    admin = await login(ADMIN.email, ADMIN.password);
  });

  test.each(widths)('cash on delivery → /success → My Orders, which follows the admin live (%s)', async (label, viewport) => {
    const mobile = viewport === MOBILE;
    const { api } = await newShopper(browser.context, `cod${label}`);
    const [a, b] = await pickProducts('atta', 2);
    await addToCartViaApi(api, a!._id, 2);
    await addToCartViaApi(api, b!._id, 1);
    const items = 2 * unitPaise(a!) + unitPaise(b!);
    const undiscounted = 2 * toPaise(a!.price) + toPaise(b!.price);

    const page = await browser.newPage(viewport);
    const errors = collectErrors(page);
    await page.goto(`${BASE_URL}/checkout`);
    const address = page.getByTestId('checkout-address').first();
    await address.waitFor({ timeout: 30_000 });
    for (const part of ['Flat 402, Lotus Residency, 100 Feet Road', 'Bengaluru', 'Karnataka', 'India', '560038', '9876543210'])
      expect(await address.textContent()).toContain(part);
    expect(await address.locator('input[type="radio"]').isChecked()).toBe(true);
    await textOf(page.getByTestId('bill-grand-total'), [inrPaise(items)]);
    expect(await page.getByTestId('bill-items-total').textContent()).toBe(inrPaise(undiscounted) + inrPaise(items));
    expect(await page.getByTestId('bill-quantity').textContent()).toBe('3 items');
    expect(await page.getByTestId('bill-delivery').textContent()).toBe('Free');
    expect(await page.getByTestId('bill-savings').textContent()).toContain(inrPaise(undiscounted - items));
    expect(await page.getByText('Quntity total').isVisible()).toBe(true);
    expect(await page.getByTestId('mobile-cart-bar').count()).toBe(0);
    await snap(page, 'checkout');

    // Desktop: a second address through the 'Add address' tile becomes the chosen one.
    const deliverTo = mobile ? 'Flat 402, Lotus Residency, 100 Feet Road' : '12 Castle Street';
    if (!mobile) {
      await page.getByRole('button', { name: 'Add address' }).click();
      const form = page.getByRole('dialog', { name: 'Add Address' });
      await form.getByLabel('Address Line').fill('12 Castle Street');
      await form.getByLabel('City').fill('Bengaluru');
      await form.getByLabel('State').fill('Karnataka');
      // Served by the seed's flagship store too: the order must still be deliverable.
      await form.getByLabel('Pincode').fill('560025');
      await form.getByLabel('Country').fill('India');
      await form.getByLabel('Mobile No.').fill('9123456780');
      await form.getByRole('button', { name: 'Submit' }).click();
      await form.waitFor({ state: 'detached' });
      const added = page.getByTestId('checkout-address').filter({ hasText: '12 Castle Street' });
      await added.waitFor();
      expect(await added.locator('input[type="radio"]').isChecked()).toBe(true);
      expect(await page.getByTestId('checkout-address').count()).toBe(2);
    }

    // A double click is one attempt: one Idempotency-Key, one order.
    const placing = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/order/cash-on-delivery');
    await page.getByRole('button', { name: 'Cash on Delivery' }).dblclick();
    const placed = await placing;
    expect([201, 202]).toContain(placed.status());
    expect(placed.request().headers()['idempotency-key']?.length).toBeGreaterThanOrEqual(8);
    await page.waitForURL('**/success');
    await page.getByRole('heading', { name: 'Order Successfully' }).waitFor();
    const orderId = (await page.getByTestId('success-order-id').textContent())!;
    expect(orderId).toMatch(/^ORD-[0-9a-f]{24}$/);
    await snap(page, 'success');
    const list = await api.call<unknown[]>('GET', '/api/order/order-list');
    expect((list.body['orders'] as OrderView[]).map((o) => o.orderId)).toEqual([orderId]);
    // The cart empties once the order is confirmed.
    if (!mobile) await textOf(page.getByTestId('cart-button'), ['0 items']);

    // My Orders: the order, then its status as the admin moves it along, without a reload.
    await page.getByRole('link', { name: 'Track in My Orders' }).click();
    await page.waitForURL('**/dashboard/myorders');
    const card = orderCard(page, orderId);
    await card.waitFor({ timeout: 20_000 });
    for (const part of [a!.name, `${inrPaise(unitPaise(a!))} × 2`, '+1 more', 'Placed on', inrPaise(items)]) expect(await card.textContent()).toContain(part);
    await textOf(card.getByTestId('order-status'), ['Confirmed']);
    await page.locator('[data-testid="orders-live"][data-status="live"]').waitFor({ timeout: 20_000 });

    const packed = await admin.call('POST', '/api/order/admin/advance', { orderId, to: 'packed' });
    expect(packed.status).toBe(200);
    await textOf(card.getByTestId('order-status'), ['Packed']);
    await snap(page, 'my-orders');

    await card.click();
    const dialog = page.getByTestId('order-dialog');
    await dialog.waitFor();
    for (const part of [orderId, 'Packed', deliverTo, inrPaise(items), 'Cash on delivery']) expect(await dialog.textContent()).toContain(part);
    await dialog.getByTestId('order-countdown').waitFor();
    const out = await admin.call('POST', '/api/order/admin/advance', { orderId, to: 'out_for_delivery' });
    expect(out.status).toBe(200);
    await textOf(dialog.getByTestId('order-status'), ['Out for delivery']);
    await textOf(dialog.getByTestId('order-timeline'), ['Processing', 'Confirmed', 'Packed', 'Out for delivery', 'Delivered']);
    // Past 'confirmed' a shopper can no longer cancel.
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    await snap(page, 'order-dialog', { fullPage: false });
    await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).last().click();
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  test.each(widths)('card payment: redirect to the test payment page, pay, then the order shows Paid and Confirmed (%s)', async (label, viewport) => {
    const { api } = await newShopper(browser.context, `card${label}`);
    const [p] = await pickProducts('paneer', 1);
    await addToCartViaApi(api, p!._id, 2);
    const total = 2 * unitPaise(p!);

    const page = await browser.newPage(viewport);
    const errors = collectErrors(page);
    await page.goto(`${BASE_URL}/checkout`);
    await page.getByTestId('checkout-address').first().waitFor({ timeout: 30_000 });
    await textOf(page.getByTestId('bill-grand-total'), [inrPaise(total)]);
    // The answer is read on its way to the page: the page leaves at once for the payment URL.
    // It is held until the test has seen the button's 'Loading...' (else a fast answer navigates away first).
    let answer: { status: number; body: { id?: string; url?: string } } | undefined;
    let release: () => void = () => undefined;
    const loadingSeen = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/order/checkout', async (route) => {
      const res = await route.fetch();
      answer = { status: res.status(), body: (await res.json()) as { id?: string; url?: string } };
      await loadingSeen;
      await route.fulfill({ response: res });
    });
    await page.getByRole('button', { name: 'Online Payment' }).click();
    await page.getByText('Loading...', { exact: true }).first().waitFor();
    release();
    await page.waitForURL('**/pay/mock?**', { timeout: 20_000 });
    expect(answer?.status).toBe(200);
    const body = answer!.body;
    expect(body.id).toBeTruthy();
    expect(body.url).toContain('/pay/mock?');
    const url = new URL(page.url());
    const orderId = url.searchParams.get('order')!;
    expect(url.searchParams.get('session')).toBe(body.id);
    await page.getByTestId('test-payment-banner').waitFor();
    expect(await page.getByTestId('test-payment-banner').textContent()).toContain('Test payment page');
    await textOf(page.getByTestId('pay-total'), [inrPaise(total)]);
    expect(await page.getByText(p!.name).isVisible()).toBe(true);
    await snap(page, 'pay-mock');

    await page.getByRole('button', { name: `Pay ${inrPaise(total)}` }).click();
    await page.waitForURL('**/success?**');
    await page.getByRole('heading', { name: 'Payment Successfully' }).waitFor();
    const details = await api.call<OrderView>('GET', `/api/order/details/${orderId}`);
    expect([details.body.data.state, details.body.data.paymentState]).toEqual(['confirmed', 'paid']);

    await page.goto(`${BASE_URL}/dashboard/myorders`);
    const card = orderCard(page, orderId);
    await card.waitFor({ timeout: 20_000 });
    await textOf(card.getByTestId('order-status'), ['Confirmed']);
    await card.click();
    await textOf(page.getByTestId('order-dialog'), ['Paid online', 'Awaiting payment', 'Confirmed']);
    expect(errors).toEqual([]);
  });

  test('card payment cancelled on the test payment page: /cancel, the order failed, the cart is kept', async () => {
    const { api } = await newShopper(browser.context, 'cardcancel');
    const [p] = await pickProducts('rice', 1);
    await addToCartViaApi(api, p!._id, 1);
    const page = await browser.newPage(MOBILE);
    await page.goto(`${BASE_URL}/checkout`);
    await page.getByTestId('checkout-address').first().waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Online Payment' }).click();
    await page.waitForURL('**/pay/mock?**', { timeout: 20_000 });
    const orderId = new URL(page.url()).searchParams.get('order')!;
    await page.getByRole('button', { name: 'Cancel payment' }).click();
    await page.waitForURL('**/cancel');
    await page.getByRole('heading', { name: 'Order Cancel' }).waitFor();
    await snap(page, 'cancel');
    const details = await api.call<OrderView>('GET', `/api/order/details/${orderId}`);
    expect(details.body.data.state).toBe('payment_failed');
    const cart = await api.call<CartLine[]>('GET', '/api/cart/get');
    expect(cart.body.data.map((l) => l.productId._id)).toEqual([p!._id]);
  });

  describe('a product that sells out during checkout', () => {
    let product: ApiProduct | undefined;
    afterEach(async () => {
      if (product) await admin.call('DELETE', '/api/product/delete-product', { _id: product._id });
      product = undefined;
    });

    test.each(widths)('names the product, keeps the cart and the shopper on checkout (%s)', async (label, viewport) => {
      const mobile = viewport === MOBILE;
      const [template] = await pickProducts('ghee', 1);
      product = await createProduct(admin, template!, `E2E Last Jar Ghee ${label}`, {
        unit: '500 ml',
        stock: 3,
        price: 315,
        discount: 7,
        description: 'Created by the sold-out checkout test.',
      });
      const { api } = await newShopper(browser.context, `soldout${label}`);
      const [other] = await pickProducts('atta', 1);
      await addToCartViaApi(api, product._id, 1);
      await addToCartViaApi(api, other!._id, 1);

      const page = await browser.newPage(viewport);
      const errors = collectErrors(page);
      await page.goto(`${BASE_URL}/checkout`);
      await page.getByTestId('checkout-line').nth(1).waitFor({ timeout: 30_000 });
      await page.getByTestId('checkout-address').first().waitFor();

      // Someone else buys the last jars while the shopper looks at the bill.
      const soldOut = await admin.call('PUT', '/api/product/update-product-details', { _id: product._id, stock: 0 });
      expect(soldOut.status).toBe(200);

      const placing = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/order/cash-on-delivery');
      await page.getByRole('button', { name: 'Cash on Delivery' }).click();
      expect((await placing).status()).toBe(409);
      const notice = page.getByTestId('checkout-unavailable');
      await notice.waitFor();
      expect(await notice.textContent()).toContain(`${product.name} is out of stock`);
      expect(await page.getByTestId('checkout-line').filter({ hasText: product.name }).textContent()).toContain('Out of stock');
      await page.locator('[role="status"], [role="alert"]').filter({ hasText: product.name }).first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/checkout');
      // A full-page shot of a scrolled page draws the sticky header mid-page.
      await page.evaluate(() => window.scrollTo(0, 0));
      await snap(page, 'checkout-sold-out');

      // The cart is kept, on the screen and on the server, and the buttons work again.
      expect(await page.getByTestId('checkout-line').count()).toBe(2);
      const cart = await api.call<CartLine[]>('GET', '/api/cart/get');
      expect(cart.body.data.map((l) => l.productId._id).sort()).toEqual([product._id, other!._id].sort());
      if (!mobile) await textOf(page.getByTestId('cart-button'), ['2 items']);
      expect(await page.getByRole('button', { name: 'Cash on Delivery' }).isEnabled()).toBe(true);
      expect(errors).toEqual([]);
    });
  });
});
