/**
 * Fees and offers in the browser (ADR 0018), against the real stack at BASE_URL, at 1280 and 375 px.
 * An admin gives Koramangala a delivery fee with a free-delivery threshold just above a one-item basket
 * and a handling fee, and creates a code; a shopper there sees the bill's fees with their reasons and
 * the "Add ₹42 for free delivery" nudge in the cart, a refused code's reason at checkout, the code
 * applied, then a surge fee once the store is loaded with orders. The order placed is charged what
 * the quote said. Everything the test sets is put back afterwards.
 */
import type { Page } from 'playwright-core';
import { browserPerSuite, snap, textOf, DESKTOP, MOBILE, collectErrors } from '../support/browser.js';
import { apiCall, BASE_URL, backendSuite, type ApiProduct } from '../support/catalogue.js';
import { ADMIN, addToCartViaApi, eventually, inrPaise, login, unitPaise, type Caller } from '../support/shop.js';
import { keepStoreOpen, placeCodViaApi, promiseFor, shopperAt } from '../support/dark-stores.js';
import type { Quote } from '@minutemart/contracts/price-breakdown';
import type { AnswerData } from '@minutemart/contracts/api-types';
import type { OrderView } from '@minutemart/contracts/order-view';

const suite = await backendSuite('the pricing tests');

const widths = [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const;

const STORE = { storeId: 'blr-koramangala', name: 'Koramangala', pincode: '560034' };
const NUDGE_PAISE = 4200;
const DELIVERY_PAISE = 2500;
const HANDLING_PAISE = 600;
const SURGE_PAISE = 3500;

suite(`fees and offers against ${BASE_URL}`, () => {
  const browser = browserPerSuite();
  let admin: Caller;
  let product: ApiProduct;
  let reopen: () => Promise<void>;
  let code: string;
  let farCode: string;
  const loadOrders: string[] = [];
  /** The codes created here, paused at the end: a shared stack's shoppers would see them in every Offers sheet. */
  const offerIds: string[] = [];

  const setStoreFees = (rules: object) => admin.call('PUT', '/api/order/admin/fees', { scope: 'store', storeId: STORE.storeId, rules });
  /** One unit is ₹42 short of free delivery; a handling fee on every order. */
  const baseFees = () => ({
    delivery: { feePaise: DELIVERY_PAISE, freeAbovePaise: unitPaise(product) + NUDGE_PAISE },
    handling: { feePaise: HANDLING_PAISE, label: 'Handling fee' },
  });
  const unloadStore = async () => {
    for (const orderId of loadOrders.splice(0)) await admin.call('POST', '/api/order/admin/cancel', { orderId, reason: 'e2e pricing: load removed' });
  };

  beforeAll(async () => {
    admin = await login(ADMIN.email, ADMIN.password);
    reopen = await keepStoreOpen(admin, STORE.storeId, STORE.pincode);
    const found = await apiCall<ApiProduct[]>('POST', '/api/product/search-product', {
      search: 'atta',
      page: 1,
      limit: 24,
      store: STORE.storeId,
    });
    product = found.data.find((p) => p.stocked === true && Number(p.stock) >= 20)!;
    expect(product).toBeTruthy();
    const basket = unitPaise(product);
    expect((await setStoreFees(baseFees())).status).toBe(200);
    const stamp = Date.now().toString(36).toUpperCase();
    code = `E2E${stamp}`.slice(0, 20);
    farCode = `BIG${stamp}`.slice(0, 20);
    for (const terms of [
      { title: '₹30 off', code, kind: 'flat', amountPaise: 3000 },
      { title: '₹200 off big baskets', code: farCode, kind: 'flat', amountPaise: 20000, minBasketPaise: basket + 100_000 },
    ]) {
      const created = await admin.call<{ _id: string }>('POST', '/api/order/admin/offers', terms);
      expect(created.status).toBe(201);
      offerIds.push(created.body.data._id);
    }
  });
  afterAll(async () => {
    for (const offerId of offerIds) await admin?.call('POST', '/api/order/admin/offers/pause', { offerId }).catch(() => undefined);
    await unloadStore();
    await setStoreFees({}).catch(() => undefined);
    await reopen?.();
  });
  afterEach(async () => {
    await unloadStore();
    await setStoreFees(baseFees());
  });

  test.each(widths)(
    'the bill shows each fee with its reason and the free-delivery nudge; a refused code says why, a good one applies; surge appears when the store is loaded (%s)',
    async (label, viewport) => {
      const mobile = viewport === MOBILE;
      const { api, addressId } = await shopperAt(browser.context, `pricing${label}`, STORE.pincode, '3, 1st Main, Koramangala 5th Block');
      await addToCartViaApi(api, product._id, 1);
      const unit = unitPaise(product);
      const page = await browser.newPage(viewport);
      const errors = collectErrors(page);

      // The signed-in shopper's saved address becomes their location; the bill is the one for its store.
      await page.goto(`${BASE_URL}/`);
      await page.locator('[data-testid="location-button"][data-state="serviceable"]').waitFor({ timeout: 30_000 });
      // The cart: items, delivery ₹25 with why, handling ₹6, and how to get free delivery.
      const firstQuote = page.waitForResponse((r) => r.url().endsWith('/api/order/quote') && r.request().method() === 'POST', { timeout: 30_000 });
      await page.goto(`${BASE_URL}/cart`);
      const answer = await firstQuote;
      expect([answer.status(), answer.request().postData()]).toEqual([200, expect.stringContaining(product._id)]);
      const nudges = ((await answer.json()) as { data: { nudges: Array<{ message: string }> } }).data.nudges.map((n) => n.message);
      expect(nudges).toContain('Add ₹42 for free delivery');
      await textOf(page.getByTestId('bill-nudge').filter({ hasText: 'free delivery' }), ['Add ₹42 for free delivery']).catch(async (e: unknown) => {
        await snap(page, 'pricing-cart-nudge-missing', { fullPage: true });
        throw e;
      });
      await textOf(page.getByTestId('bill-delivery'), [inrPaise(DELIVERY_PAISE)]);
      await textOf(page.getByTestId('bill-fee-handling'), [inrPaise(HANDLING_PAISE)]);
      await textOf(page.getByTestId('bill-grand-total'), [inrPaise(unit + DELIVERY_PAISE + HANDLING_PAISE)]);
      await textOf(page.getByLabel('Bill details'), ['Free on orders of', 'On every order']);
      await snap(page, 'pricing-cart-nudge', { fullPage: !mobile });

      // Checkout: a code whose minimum is far off is refused with the amount missing.
      await page.goto(`${BASE_URL}/checkout`);
      await page.getByTestId('coupon-input').fill(farCode.toLowerCase());
      await page.getByTestId('coupon-apply').click();
      await textOf(page.getByTestId('coupon-message'), ['more to use this offer']);
      await textOf(page.getByTestId('bill-grand-total'), [inrPaise(unit + DELIVERY_PAISE + HANDLING_PAISE)]);
      await page.getByTestId('offers-panel').scrollIntoViewIfNeeded();
      await snap(page, 'pricing-code-refused', { fullPage: !mobile });

      // A good code: applied, what it saves, the discount in the bill, the total lower by it.
      await page.getByTestId('coupon-input').fill(code);
      await page.getByTestId('coupon-apply').click();
      await textOf(page.getByTestId('coupon-applied'), [`${code} applied: you save ₹30`]);
      await textOf(page.getByTestId('bill-discount'), [inrPaise(3000)]);
      await textOf(page.getByLabel('Bill details'), [`Offer ${code}`, '₹30 off']);
      await textOf(page.getByTestId('bill-grand-total'), [inrPaise(unit + DELIVERY_PAISE + HANDLING_PAISE - 3000)]);
      await page.getByTestId('offers-open').click();
      await textOf(page.getByTestId('offers-sheet'), ['₹200 off big baskets', 'more to use this offer']);
      await settled(page);
      await snap(page, 'pricing-offers-sheet', { fullPage: false });
      await page.keyboard.press('Escape');
      await snap(page, 'pricing-code-applied', { fullPage: !mobile });

      // The store gets busy: surge is on while its promise exceeds what it was, and the bill says why.
      const calm = (await promiseFor(STORE.pincode)).minutes!;
      expect((await setStoreFees({ ...baseFees(), surge: { feePaise: SURGE_PAISE, aboveMinutes: calm } })).status).toBe(200);
      const loader = await shopperAt(browser.context, `pricingload${label}`, STORE.pincode);
      // shopperAt signed the browser in as the loader: the page stays the first shopper's.
      await browser.context.addCookies(api.cookies);
      for (let i = 0; i < 12 && (await promiseFor(STORE.pincode)).minutes! <= calm; i++)
        loadOrders.push(await placeCodViaApi(loader.api, loader.addressId, [{ productId: product._id, quantity: 1 }]));
      const busy = (await promiseFor(STORE.pincode)).minutes!;
      expect(busy).toBeGreaterThan(calm);
      await page.reload();
      await page.getByTestId('coupon-input').fill(code);
      await page.getByTestId('coupon-apply').click();
      await textOf(page.getByTestId('bill-fee-surge'), [inrPaise(SURGE_PAISE)]);
      await textOf(page.getByLabel('Bill details'), ['High demand fee', `The store is busy: delivery in ${busy} minutes`]);
      const total = unit + DELIVERY_PAISE + HANDLING_PAISE + SURGE_PAISE - 3000;
      await textOf(page.getByTestId('bill-grand-total'), [inrPaise(total)]);
      if (mobile) await textOf(page.getByTestId('checkout-bar-total'), [inrPaise(total)]);
      await page.getByTestId('bill-fee-surge').scrollIntoViewIfNeeded();
      await snap(page, 'pricing-surge', { fullPage: !mobile });

      // What the bill said is what the order is charged, fixed on it.
      const quoted = await api.call<Quote>('POST', '/api/order/quote', {
        list_items: [{ productId: product._id, quantity: 1 }],
        addressId,
        couponCode: code,
      });
      await page.getByRole('button', { name: 'Cash on Delivery' }).click();
      await page.waitForURL((url) => url.pathname === '/success', { timeout: 30_000 });
      const orderId = (await page.getByTestId('success-order-id').textContent())!;
      const order = await api.call<Pick<OrderView, 'totals' | 'pricing'>>('GET', `/api/order/details/${orderId}`);
      expect(order.body.data.totals.grandTotalPaise).toBe(quoted.body.data.grandTotalPaise);
      expect(order.body.data.pricing?.fees.map((f) => [f.kind, f.amountPaise])).toEqual(quoted.body.data.fees.map((f) => [f.kind, f.amountPaise]));
      expect(order.body.data.pricing?.discountPaise).toBe(3000);
      loadOrders.push(orderId);

      // My Orders shows what was charged and saved, on the card and in the detail.
      await page.goto(`${BASE_URL}/dashboard/myorders`);
      const card = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
      await card.waitFor({ timeout: 20_000 });
      await textOf(card.getByTestId('order-total'), [inrPaise(total)]);
      await textOf(card.getByTestId('order-saved'), [`Saved ${inrPaise(order.body.data.totals.savingsPaise)}`]);
      expect(order.body.data.totals.savingsPaise).toBeGreaterThanOrEqual(3000);
      await card.click();
      const dialog = page.getByTestId('order-dialog');
      await textOf(dialog.getByTestId('charge-surge'), ['High demand fee', inrPaise(SURGE_PAISE)]);
      await textOf(dialog.getByTestId('charge-discount'), [`Offer ${code}`, inrPaise(3000)]);
      await textOf(dialog.getByTestId('dialog-total'), [inrPaise(total)]);
      await settled(page);
      await dialog.getByTestId('dialog-total').scrollIntoViewIfNeeded();
      await snap(page, 'pricing-order-detail', { fullPage: false });
      expect(errors).toEqual([]);
    },
  );

  test.each(widths)(
    "admins create a code, pause it and read its usage on Offers; set a city's fees and preview a basket on Fees (%s)",
    async (label, viewport) => {
      await browser.context.addCookies(admin.cookies);
      const page = await browser.newPage(viewport);
      const errors = collectErrors(page);
      const mine = `ADM${Date.now().toString(36).toUpperCase()}${label === 'mobile' ? 'M' : 'D'}`.slice(0, 20);

      await page.goto(`${BASE_URL}/dashboard/offers`);
      await page.getByTestId('offer-new').click();
      const form = page.getByTestId('offer-form');
      await form.getByLabel('Title').fill('₹40 off, first 5');
      await form.getByLabel('Code').fill(mine.toLowerCase());
      await form.getByLabel('Amount off (₹)').fill('40');
      await form.getByLabel('Redemptions in all').fill('5');
      await snap(page, 'pricing-admin-offer-form', { fullPage: false });
      await page.getByTestId('offer-create').click();
      const row = page.locator(`[data-testid="offer-row"][data-code="${mine}"]`);
      await textOf(row, ['₹40 off, first 5', mine, 'Running', '0 used of 5']);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await snap(page, 'pricing-admin-offers', { fullPage: viewport !== MOBILE });
      await row.getByRole('button', { name: 'Pause' }).click();
      await textOf(row, ['Paused']);
      await row.getByRole('button', { name: 'Usage' }).click();
      await page.getByRole('dialog').getByText('open orders').waitFor();
      await page.keyboard.press('Escape');

      // Fees for a city of its own (no store is in it), so no other test's order is priced differently.
      const city = `E2E City ${label}`;
      await page.goto(`${BASE_URL}/dashboard/fees`);
      await page.getByTestId('fees-form').waitFor({ timeout: 20_000 });
      await page.getByLabel('Another city').fill(city);
      await page.getByRole('button', { name: 'Choose', exact: true }).click();
      await page.getByTestId('fees-set-delivery').check();
      await page.locator('input[name="delivery-feePaise"]').fill('30');
      await page.locator('input[name="delivery-freeAbovePaise"]').fill('199');
      await page.getByTestId('fees-save').click();
      await eventuallyScope(admin, `city:${city.toLowerCase()}`);
      // The preview follows the scope being edited: this city's ₹30 delivery on a ₹150 basket.
      expect(await page.getByTestId('preview-for').inputValue()).toBe(`city:${city}`);
      await page.getByTestId('preview-basket').fill('150');
      await page.getByTestId('preview-run').click();
      await textOf(page.getByLabel('Bill details'), ['Delivery Charge', 'Free on orders of ₹199', inrPaise(3000), inrPaise(18000)]);
      // A full-page shot of a scrolled page draws the sticky header mid-page: only the phone's viewport is scrolled to the bill.
      if (viewport === MOBILE) await page.getByLabel('Bill details').scrollIntoViewIfNeeded();
      await snap(page, 'pricing-admin-fees', { fullPage: viewport !== MOBILE });
      expect(errors).toEqual([]);
    },
  );
});

/** A sheet's or dialog's opening transition done, so a shot shows it as it stays. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
}

/** The city's scope is stored with what the form saved, in paise. */
async function eventuallyScope(admin: Caller, id: string): Promise<void> {
  await eventually(`fees of ${id} saved`, async () => {
    const fees = await admin.call<AnswerData<'/api/order/admin/fees', 'get'>>('GET', '/api/order/admin/fees');
    const delivery = fees.body.data.scopes.find((x) => x._id === id)?.rules.delivery;
    return delivery?.feePaise === 3000 && delivery.freeAbovePaise === 19900;
  });
}
