/**
 * The admin orders board against the real stack at BASE_URL (gateway, user, catalogue, order over
 * Kafka), at 1280 and 375 px. A throwaway shopper places cash-on-delivery orders through the API
 * while the seeded admin watches the board: each order appears without a reload (server-sent events
 * on /api/order/stream), the admin moves one through Packed → Out for delivery → Delivered, sees an
 * order moved by someone else change column on its own, and cancels another with a reason. Every
 * step is checked against what the order service stores.
 *
 * Auth calls are rate-limited per IP: this file logs in twice (admin, shopper) and registers once.
 */
import type { Locator, Page } from 'playwright-core';
import { browserPerSuite, snap, collectErrors, DESKTOP, MOBILE } from '../support/browser.js';
import { apiCall as catalogueCall, backendSuite, BASE_URL, type ApiProduct } from '../support/catalogue.js';
import { apiCall, loginViaApi, registerViaApi, uniqueUser } from '../support/live.js';
import { login as signIn, type Address } from '../support/shop.js';
import { openOrderStream, type OrderStream } from '../support/order-stream.js';
import type { OrderView } from '@minutemart/contracts/order-view';
import { createProduct } from '../support/own-products.js';

const suite = await backendSuite('the admin orders board');

const ADMIN = { email: process.env.E2E_ADMIN_EMAIL ?? 'admin@minutemart.test', password: process.env.E2E_ADMIN_PASSWORD ?? 'Admin@12345' };
const ADDRESS = { address_line: '7, Residency Road', city: 'Bengaluru', state: 'Karnataka', country: 'India', pincode: '560025', mobile: '9123456780' };

const inr = (paise: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);
const tail = (orderId: string) => orderId.slice(-6);

/** `accessToken=…; refreshToken=…` from a login response, for Node-side calls as that user. */
function cookieHeader(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => /^(accessToken|refreshToken)=./.test(pair))
    .join('; ');
}

async function json<T>(res: Response, what: string): Promise<T> {
  const body = (await res.json().catch(() => null)) as { data?: T; message?: string } | null;
  if (!res.ok) throw new Error(`${what}: ${res.status} ${body?.message ?? ''}`);
  return body?.data as T;
}

suite(`admin orders board against ${BASE_URL}`, () => {
  const browser = browserPerSuite({ between: 'kept' });
  let shopperCookie = '';
  let addressId = '';
  let product: ApiProduct;
  /** The shopper's own order stream: an order's `confirmed` event is the sign the stock answer is stored. */
  let shopperStream: OrderStream;

  /** A COD order as the shopper would place it; the service answers once stock is held (201) or soon after (202). */
  async function placeCod(quantity = 1): Promise<OrderView> {
    const res = await apiCall('POST', '/api/order/cash-on-delivery', { list_items: [{ productId: product._id, quantity }], addressId }, shopperCookie);
    expect([201, 202]).toContain(res.status);
    return json<OrderView>(res, 'cash-on-delivery');
  }

  /** The order as the service stores it, read as its owner. */
  async function stored(orderId: string): Promise<OrderView> {
    return json<OrderView>(await apiCall('GET', `/api/order/details/${orderId}`, undefined, shopperCookie), 'order details');
  }

  /** The answer of the board's own call for `orderId` (the order as the service stored it), awaited from before the click. */
  const answerOf = (page: Page, path: string, orderId: string) =>
    page.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().postDataJSON()?.orderId === orderId, { timeout: 15_000 });

  const card = (page: Page, column: string, orderId: string): Locator => page.locator(`[data-testid="column-${column}"] [data-order-id="${orderId}"]`);

  async function openBoard(page: Page) {
    await page.goto(`${BASE_URL}/dashboard/orders`);
    await page.getByRole('heading', { name: 'Orders', exact: true }).waitFor({ timeout: 30_000 });
    await page.getByTestId('order-board').waitFor();
    await page.locator('[data-testid="stream-status"][data-status="live"]').waitFor({ timeout: 30_000 });
    // Survives only while the page is not reloaded: proves later changes arrived live.
    await page.evaluate(() => ((window as unknown as { __sameBoard: boolean }).__sameBoard = true));
  }

  const sameBoard = (page: Page) => page.evaluate(() => (window as unknown as { __sameBoard?: boolean }).__sameBoard === true);

  async function toast(page: Page, text: string | RegExp) {
    await page.locator('[data-toast]').filter({ hasText: text }).first().waitFor({ timeout: 15_000 });
  }

  /** Packed → Out for delivery → Delivered with the card's own buttons, checking the column and the service each time. */
  async function advanceToDelivered(page: Page, orderId: string, shots?: string) {
    const steps = [
      { from: 'confirmed', to: 'packed', label: 'Packed', toast: 'is Packed' },
      { from: 'packed', to: 'out_for_delivery', label: 'Out for delivery', toast: 'is Out for delivery' },
      { from: 'out_for_delivery', to: 'delivered', label: 'Delivered', toast: 'is Delivered' },
    ];
    for (const step of steps) {
      // Success toasts last 2 s: wait for it from before the click.
      const [answer] = await Promise.all([
        answerOf(page, '/api/order/admin/advance', orderId),
        toast(page, `#${tail(orderId)} ${step.toast}`),
        card(page, step.from, orderId)
          .getByRole('button', { name: `Move order ${orderId} to ${step.label}` })
          .click(),
      ]);
      expect(answer.status()).toBe(200);
      expect(((await answer.json()) as { data: OrderView }).data.state).toBe(step.to);
      await card(page, step.to, orderId).waitFor({ timeout: 15_000 });
      expect(await card(page, step.from, orderId).count()).toBe(0);
      expect((await stored(orderId)).state).toBe(step.to);
      if (shots && step.to === 'packed') await snap(page, `${shots}-packed`);
    }
    const done = await stored(orderId);
    const adminSteps = done.history.filter((h) => ['packed', 'out_for_delivery', 'delivered'].includes(h.state));
    expect(adminSteps.map((h) => h.state)).toEqual(['packed', 'out_for_delivery', 'delivered']);
    expect(adminSteps.every((h) => h.by?.kind === 'admin')).toBe(true);
  }

  /** Cancel with the confirmation dialog: Confirm stays disabled until a reason is given. */
  async function cancelOnBoard(page: Page, column: string, orderId: string, reason: { chip?: string; typed?: string }, shot?: string) {
    await card(page, column, orderId)
      .getByRole('button', { name: `Cancel order ${orderId}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Order' });
    await dialog.getByText('Are you sure you want to cancel this order ?').waitFor();
    const confirm = dialog.getByRole('button', { name: 'Confirm', exact: true });
    expect(await confirm.isDisabled()).toBe(true);
    if (reason.chip) await dialog.getByRole('button', { name: reason.chip, exact: true }).click();
    if (reason.typed) await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason.typed);
    expect(await confirm.isEnabled()).toBe(true);
    if (shot) await snap(page, shot);
    const [answer] = await Promise.all([answerOf(page, '/api/order/admin/cancel', orderId), toast(page, `#${tail(orderId)} cancelled`), confirm.click()]);
    expect(answer.status()).toBe(200);
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
    await page.locator(`[data-testid="order-board"] [data-order-id="${orderId}"]`).waitFor({ state: 'detached', timeout: 15_000 });
    const after = await stored(orderId);
    expect(after.state).toBe('cancelled');
    const last = after.history[after.history.length - 1];
    expect(last?.by?.kind).toBe('admin');
    expect(last?.reason).toBe(reason.typed ?? reason.chip);
  }

  beforeAll(async () => {
    // Closing a persistent context's last window ends Chromium's session and drops the session
    // cookies the admin signs in with: this blank page keeps one window open between the tests.
    await browser.newPage();
    await loginViaApi(browser.context, { name: 'Admin', ...ADMIN });

    const shopper = uniqueUser('orders');
    await registerViaApi(shopper);
    const login = await apiCall('POST', '/api/user/login', { email: shopper.email, password: shopper.password });
    expect(login.status).toBe(200);
    shopperCookie = cookieHeader(login);
    shopperStream = await openOrderStream(shopperCookie);
    await json(await apiCall('POST', '/api/address/create', ADDRESS, shopperCookie), 'address');
    const addresses = await json<Address[]>(await apiCall('GET', '/api/address/get', undefined, shopperCookie), 'addresses');
    addressId = addresses.find((a) => a.status)!._id;

    // A product of this suite's own: other suites buy the seeded ones, and sold-out is not what this tests.
    const found = await catalogueCall<ApiProduct[]>('POST', '/api/product/search-product', { search: 'atta', page: 1 });
    const template = found.data[0]!;
    const admin = await signIn(ADMIN.email, ADMIN.password);
    product = await createProduct(admin, template, 'E2E Board Atta', {
      unit: '5 kg',
      stock: 1000,
      price: 289,
      discount: 5,
      description: 'Created by the admin orders board test.',
    });
  }, 300_000);

  afterAll(async () => {
    shopperStream?.close();
    // The browse suites take the newest products as their examples: leave none of ours behind.
    if (product) await (await signIn(ADMIN.email, ADMIN.password)).call('DELETE', '/api/product/delete-product', { _id: product._id });
  });

  test('1280 px: a new order appears live, goes to Delivered step by step; another moves on its own and is cancelled', async () => {
    const page = await browser.newPage(DESKTOP);
    const errors = collectErrors(page);
    await openBoard(page);
    const nav = page.getByRole('navigation', { name: 'Account' });
    expect(await nav.getByRole('link', { name: 'Orders', exact: true }).getAttribute('aria-current')).toBe('page');
    for (const column of ['processing', 'confirmed', 'packed', 'out_for_delivery', 'delivered']) await page.getByTestId(`column-${column}`).waitFor();
    const confirmedBefore = Number(await page.getByTestId('column-confirmed').getByTestId('column-count').textContent());

    // A shopper orders; the card shows up in Confirmed without a reload.
    const placed = await placeCod(2);
    const a = placed.orderId;
    expect(a).toMatch(/^ORD-[0-9a-f]{24}$/);
    const confirmed = await shopperStream.reached(a, 'confirmed');
    expect(confirmed.state).toBe('confirmed');
    const cardA = card(page, 'confirmed', a);
    await cardA.waitFor({ timeout: 30_000 });
    expect(await sameBoard(page)).toBe(true);
    expect(await cardA.getByTestId('order-city').textContent()).toBe('Bengaluru · 560025');
    expect(await cardA.getByTestId('order-items').textContent()).toBe('2 items');
    expect(await cardA.getByTestId('order-total').textContent()).toBe(inr(confirmed.totals.grandTotalPaise));
    expect(await cardA.textContent()).toContain('COD');
    expect(await cardA.textContent()).toContain(tail(a));
    await page.waitForFunction(
      (min) => Number(document.querySelector('[data-testid="column-confirmed"] [data-testid="column-count"]')?.textContent) >= min,
      confirmedBefore + 1,
    );
    await snap(page, 'admin-orders-board');

    await advanceToDelivered(page, a, 'admin-orders');
    expect(await sameBoard(page)).toBe(true);

    // The detail dialog: lines, totals, address and the timeline of what just happened.
    await card(page, 'delivered', a)
      .getByRole('button', { name: `Open order ${a}` })
      .click();
    const detail = page.getByRole('dialog', { name: `Order #${tail(a)}` });
    await detail.waitFor();
    expect(await detail.getByTestId('order-full-id').textContent()).toBe(a);
    expect(await detail.getByTestId('order-lines').locator('li').count()).toBe(1);
    expect(await detail.getByTestId('order-lines').textContent()).toContain(product.name);
    expect(await detail.getByTestId('order-totals').textContent()).toContain(inr(confirmed.totals.grandTotalPaise));
    expect(await detail.getByTestId('order-address').textContent()).toContain('7, Residency Road');
    const timeline = (await detail.getByTestId('order-timeline').locator('li > p:first-of-type').allTextContents()).map((t) => t.trim());
    expect(timeline.slice(-4)).toEqual(['Confirmed', 'Packed', 'Out for delivery', 'Delivered']);
    await snap(page, 'admin-orders-detail');
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });

    // Someone else (another admin, through the API) packs an order: it changes column on its own.
    const b = (await placeCod(1)).orderId;
    await card(page, 'confirmed', b).waitFor({ timeout: 30_000 });
    const moved = await browser.context.request.post(`${BASE_URL}/api/order/admin/advance`, { data: { orderId: b, to: 'packed' } });
    expect(moved.status()).toBe(200);
    await card(page, 'packed', b).waitFor({ timeout: 15_000 });
    expect(await card(page, 'confirmed', b).count()).toBe(0);
    expect(await sameBoard(page)).toBe(true);

    // Cancel it from the board with a reason; it leaves the board and is listed under Cancelled.
    await cancelOnBoard(page, 'packed', b, { chip: 'Customer requested' }, 'admin-orders-cancel');
    await page.getByRole('button', { name: /^Cancelled/ }).click();
    const cancelled = page.getByTestId('order-list').locator(`[data-order-id="${b}"]`);
    await cancelled.waitFor({ timeout: 15_000 });
    expect(await cancelled.textContent()).toContain('Customer requested');
    expect(await cancelled.getByRole('button', { name: /^Move order/ }).count()).toBe(0);
    await snap(page, 'admin-orders-cancelled');

    // Search by the last characters of an id, as people read them off a phone screen.
    await page.getByRole('button', { name: 'Board', exact: true }).click();
    await page.getByLabel('Search orders by id').fill(tail(a).toUpperCase());
    const results = page.getByTestId('order-list');
    await results.locator(`[data-order-id="${a}"]`).waitFor({ timeout: 15_000 });
    expect(await results.locator('[data-testid="order-card"]').count()).toBe(1);
    await snap(page, 'admin-orders-search');
    expect(await sameBoard(page)).toBe(true);
    await page.close();
    expect(errors).toEqual([]);
  }, 240_000);

  test('375 px: the board scrolls sideways; an order is delivered and another cancelled from a phone', async () => {
    const page = await browser.newPage(MOBILE);
    const errors = collectErrors(page);
    await openBoard(page);
    // One column and a peek of the next fit the screen; the page itself never scrolls sideways.
    const board = page.getByTestId('order-board');
    expect(await board.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);

    const c = (await placeCod(1)).orderId;
    await card(page, 'confirmed', c).waitFor({ timeout: 30_000 });
    await card(page, 'confirmed', c).scrollIntoViewIfNeeded();
    await snap(page, 'admin-orders-board');
    await advanceToDelivered(page, c);

    await card(page, 'delivered', c)
      .getByRole('button', { name: `Open order ${c}` })
      .click();
    const detail = page.getByRole('dialog', { name: `Order #${tail(c)}` });
    await detail.getByTestId('order-timeline').waitFor();
    await snap(page, 'admin-orders-detail');
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });

    const d = (await placeCod(1)).orderId;
    await card(page, 'confirmed', d).waitFor({ timeout: 30_000 });
    await cancelOnBoard(page, 'confirmed', d, { typed: 'Shopper unreachable by phone' }, 'admin-orders-cancel');
    expect(await sameBoard(page)).toBe(true);
    await page.close();
    expect(errors).toEqual([]);
  }, 240_000);

  test('a refused stream (as after the access token expires) is reopened and catches up on what it missed', async () => {
    const page = await browser.newPage(DESKTOP);
    const errors = collectErrors(page);
    // The service answers 401 to a stream whose cookie has expired; EventSource gives up on a non-200.
    let refused = 0;
    await page.route('**/api/order/stream*', (route) => {
      refused += 1;
      return route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: true, message: 'Please login to continue', data: null }),
      });
    });
    await page.goto(`${BASE_URL}/dashboard/orders`);
    await page.getByTestId('order-board').waitFor({ timeout: 30_000 });
    await page.locator('[data-testid="stream-status"][data-status="offline"]').waitFor({ timeout: 30_000 });
    await page.evaluate(() => ((window as unknown as { __sameBoard: boolean }).__sameBoard = true));

    // An order placed while the board hears nothing…
    const e = (await placeCod(1)).orderId;
    await shopperStream.reached(e, 'confirmed');
    expect(await page.locator(`[data-order-id="${e}"]`).count()).toBe(0);

    // …shows up once the stream is let through again: the board reconnects by itself and re-reads.
    await page.unroute('**/api/order/stream*');
    await page.locator('[data-testid="stream-status"][data-status="live"]').waitFor({ timeout: 45_000 });
    await card(page, 'confirmed', e).waitFor({ timeout: 15_000 });
    expect(refused).toBeGreaterThan(0);
    expect(await sameBoard(page)).toBe(true);
    await page.close();
    expect(errors).toEqual([]);
  }, 180_000);
});
