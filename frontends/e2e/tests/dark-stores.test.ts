/**
 * Dark stores in the browser, against the real stack at BASE_URL (ADR 0007), at 1280 and 375 px:
 * a shopper chooses a pincode and sees the promise (or the clear "We don't deliver here yet" with the
 * nearest served area); availability follows the chosen store, and a cart line that store does not
 * sell is flagged; checkout shows the promise and the server's refusal for an unserved address;
 * a picker (store floor) and a rider move a COD order along on their phone screens while the
 * shopper's order follows live, and the store dashboard counts it on time.
 */
import { browserPerSuite, snap, textOf, DESKTOP, MOBILE, collectErrors } from '../support/browser.js';
import { BASE_URL, backendSuite, slugify } from '../support/catalogue.js';
import { addToCartViaApi, ADMIN, adminSession, inrPaise, login, pickProducts, unitPaise, type Caller, type OrderView } from '../support/shop.js';
import { choosePincode, claimOnFloor, dashboardRow, keepStoreOpen, productSoldInOnly, promiseFor, shopperAt } from '../support/dark-stores.js';

const suite = await backendSuite('the dark-store tests');

const widths = [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const;

/** Served by the seed's flagship store (Indiranagar, the whole range); Powai's only; nobody's. */
const FLAGSHIP = { storeId: 'blr-indiranagar', pincode: '560038' };
const POWAI = { storeId: 'mum-powai', pincode: '400076' };
const UNSERVED = '110001';

const productUrl = (p: { name: string; _id: string }) => `/product/${slugify(p.name)}-${p._id}`;

suite(`dark stores against ${BASE_URL}`, () => {
  const browser = browserPerSuite();
  let admin: Caller;

  beforeAll(async () => {
    admin = await login(ADMIN.email, ADMIN.password);
  });

  test.each(widths)('a guest chooses a pincode: the promise, then the clear state for one nobody serves (%s)', async (_label, viewport) => {
    const page = await browser.newPage(viewport);
    const errors = collectErrors(page);
    // A page of the origin that runs no app: the location chosen by an earlier test is forgotten.
    await page.goto(`${BASE_URL}/api/store/list`);
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${BASE_URL}/`);
    const button = page.getByTestId('location-button');
    await button.waitFor();
    expect(await page.getByTestId('location-headline').textContent()).toBe('Choose your location');

    const served = await promiseFor(FLAGSHIP.pincode);
    expect(served.serviceable && served.available).toBe(true);
    await choosePincode(page, FLAGSHIP.pincode);
    await page.getByTestId('location-dialog').waitFor({ state: 'detached' });
    await page.locator('[data-testid="location-button"][data-state="serviceable"]').waitFor();
    const headline = (await page.getByTestId('location-headline').textContent())!;
    expect(headline).toMatch(/^Delivery in \d+ minutes$/);
    // The queue may move between the two reads; the number is the server's either way.
    const minutes = Number(/\d+/.exec(headline)![0]);
    const after = await promiseFor(FLAGSHIP.pincode);
    expect([served.minutes, after.minutes]).toContain(minutes);
    expect(await page.getByTestId('location-place').textContent()).toBe(`${served.area} · ${FLAGSHIP.pincode}`);
    expect(await button.boundingBox().then((b) => b!.x + b!.width)).toBeLessThanOrEqual(viewport.width);
    await snap(page, 'location-served', { fullPage: false });

    // Nobody serves it: the clear state, naming the nearest served area, in the chooser and the header.
    const notServed = await promiseFor(UNSERVED);
    expect(notServed.serviceable).toBe(false);
    await choosePincode(page, UNSERVED);
    const answer = page.locator('[data-testid="location-answer"][data-state="not-served"]');
    await answer.waitFor();
    const nearest = notServed.nearest!;
    for (const part of ["We don't deliver here yet", `${UNSERVED} is outside our delivery areas`, `${nearest.area}, ${nearest.city} (${nearest.pincode})`])
      expect(await answer.textContent()).toContain(part);
    await snap(page, 'location-not-served', { fullPage: false });
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.locator('[data-testid="location-button"][data-state="not-served"]').waitFor();
    expect(await page.getByTestId('location-headline').textContent()).toBe("We don't deliver here yet");
    expect(await page.getByTestId('location-place').textContent()).toContain(`nearest: ${nearest.area}`);

    // Kept in the session: a reload shows the same place.
    await page.reload();
    await page.locator('[data-testid="location-button"][data-state="not-served"]').waitFor();
    // A malformed pincode is refused before asking.
    await page.getByTestId('location-button').click();
    await page.getByTestId('location-dialog').getByLabel('Pincode', { exact: true }).fill('0123');
    await page.getByTestId('location-dialog').getByRole('button', { name: 'Check' }).click();
    await page.getByText('Enter a 6-digit pincode').waitFor();
    expect(errors).toEqual([]);
  });

  test('availability is the chosen store\'s: a product Powai does not sell is "Not available at Powai" there and flagged in the cart', async () => {
    const product = await productSoldInOnly(admin, FLAGSHIP.storeId, POWAI.storeId);
    const reopen = await keepStoreOpen(admin, POWAI.storeId, POWAI.pincode);
    try {
      const { api } = await shopperAt(browser.context, 'storestock', FLAGSHIP.pincode);
      const page = await browser.newPage(DESKTOP);
      const errors = collectErrors(page);
      await page.goto(`${BASE_URL}/`);
      await choosePincode(page, POWAI.pincode);
      await page.locator('[data-testid="location-button"][data-state="serviceable"]').waitFor();

      // Product detail reads Powai's shelf. Until that answer is in, the page shows the product as its
      // first view (a guest's, from the HTML) did: never the loading skeleton in between.
      await page.addInitScript(() => {
        new MutationObserver(() => {
          if (document.querySelector('[aria-label="Loading product"]')) sessionStorage.setItem('sawSkeleton', location.pathname);
        }).observe(document, { childList: true, subtree: true });
      });
      const read = page.waitForRequest((r) => r.url().endsWith('/api/product/get-product-details'));
      await page.goto(`${BASE_URL}${productUrl(product)}`);
      expect(JSON.parse((await read).postData() ?? '{}')).toMatchObject({ productId: product._id, store: POWAI.storeId });
      await textOf(page.getByTestId('not-available-here'), ['Not available at Powai']);
      expect(await page.getByTestId('buy-button').count()).toBe(0);
      expect(await page.evaluate(() => sessionStorage.getItem('sawSkeleton'))).toBeNull();

      // In the cart (filled elsewhere), the line is flagged for Powai, in the panel and at checkout…
      await addToCartViaApi(api, product._id, 1);
      await page.reload();
      await page.getByTestId('cart-button').click();
      const line = page.getByTestId('cart-panel').locator(`[data-testid="cart-line"][data-product-id="${product._id}"]`);
      await line.getByTestId('cart-line-unavailable').waitFor();
      expect(await line.getByTestId('cart-line-unavailable').textContent()).toBe('Not available at Powai');
      expect(await page.getByTestId('cart-store-warning').textContent()).toContain("can't come from our Powai store");
      await snap(page, 'cart-flagged', { fullPage: false });

      // …until checkout delivers to the shopper's saved Indiranagar address, whose store sells it.
      await page.goto(`${BASE_URL}/checkout`);
      await page.locator('[data-testid="checkout-promise"][data-state="serviceable"]').waitFor({ timeout: 30_000 });
      await page.locator('[data-testid="location-button"][data-state="serviceable"]').waitFor();
      await textOf(page.getByTestId('location-place'), [FLAGSHIP.pincode]);
      await page.getByTestId('checkout-line').first().waitFor();
      await page.waitForFunction(() => !document.querySelector('[data-testid="checkout-store-short"]'));
      expect(await page.locator('[data-testid="checkout-line"][data-unavailable]').count()).toBe(0);
      await page.goto(`${BASE_URL}${productUrl(product)}`);
      await page.getByTestId('cart-stepper').first().waitFor();
      expect(errors).toEqual([]);
    } finally {
      await reopen();
    }
  });

  test.each(widths)("checkout to a pincode nobody serves: the clear state, then the server's refusal (%s)", async (label, viewport) => {
    const { api } = await shopperAt(browser.context, `unserved${label}`, UNSERVED, 'House 12, Janpath');
    const [p] = await pickProducts('atta', 1);
    await addToCartViaApi(api, p!._id, 1);
    const page = await browser.newPage(viewport);
    const errors = collectErrors(page);
    await page.goto(`${BASE_URL}/checkout`);
    const card = page.locator('[data-testid="checkout-promise"][data-state="not-served"]');
    await card.waitFor({ timeout: 30_000 });
    const notServed = await promiseFor(UNSERVED);
    for (const part of [`We don't deliver to ${UNSERVED} yet`, 'Choose another address', notServed.nearest!.area])
      expect(await card.textContent()).toContain(part);

    const placing = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/order/cash-on-delivery');
    await page.getByRole('button', { name: 'Cash on Delivery' }).click();
    const refused = await placing;
    expect(refused.status()).toBe(422);
    const notice = page.getByTestId('checkout-refused');
    await notice.waitFor();
    expect(await notice.textContent()).toContain(((await refused.json()) as { message: string }).message);
    expect(new URL(page.url()).pathname).toBe('/checkout');
    await page.evaluate(() => window.scrollTo(0, 0));
    await snap(page, 'checkout-not-served');
    const orders = await api.call('GET', '/api/order/order-list');
    expect(orders.body['orders']).toEqual([]);
    expect(errors).toEqual([]);
  });

  describe("picker, rider and the shopper's live order", () => {
    // The staff's phone has its own login: two holders of one rotating refresh token could end it.
    const staff = browserPerSuite({ between: 'pages', signIn: adminSession });

    test.each(widths)(
      'COD at the flagship: claim, a missing item, pack, ride, deliver; the order follows live and the dashboard counts it (%s)',
      async (label, viewport) => {
        const before = await dashboardRow(admin, FLAGSHIP.storeId);
        const { api } = await shopperAt(browser.context, `floor${label}`, FLAGSHIP.pincode, 'Flat 402, Lotus Residency, 100 Feet Road');
        const [a, b] = await pickProducts('atta', 2);
        await addToCartViaApi(api, a!._id, 2);
        await addToCartViaApi(api, b!._id, 1);

        const page = await browser.newPage(viewport);
        const errors = collectErrors(page);
        await page.goto(`${BASE_URL}/checkout`);
        const promise = page.locator('[data-testid="checkout-promise"][data-state="serviceable"]');
        await promise.waitFor({ timeout: 30_000 });
        expect(await promise.textContent()).toMatch(/Delivery in \d+ minutes/);
        expect(await promise.textContent()).toContain('Indiranagar');
        await snap(page, 'checkout-promise');
        const placing = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/order/cash-on-delivery');
        await page.getByRole('button', { name: 'Cash on Delivery' }).click();
        expect((await placing).status()).toBe(201);
        await page.waitForURL('**/success');
        const orderId = (await page.getByTestId('success-order-id').textContent())!;
        const placed = (await api.call<OrderView>('GET', `/api/order/details/${orderId}`)).body.data;
        expect(placed.storeId).toBe(FLAGSHIP.storeId);

        await page.goto(`${BASE_URL}/dashboard/myorders`);
        const card = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
        await card.waitFor({ timeout: 20_000 });
        await textOf(card.getByTestId('order-promise'), [`promised in ${placed.promisedMinutes} min`]);
        await page.locator('[data-testid="orders-live"][data-status="live"]').waitFor({ timeout: 20_000 });
        await card.click();
        const dialog = page.getByTestId('order-dialog');
        await dialog.waitFor();
        await textOf(dialog.getByTestId('dialog-promise'), [`Promised ${placed.promisedMinutes} min`, 'Indiranagar']);

        // The picker's phone (375 px in the mobile run).
        const floor = await staff.newPage(viewport);
        const floorErrors = collectErrors(floor);
        const mine = await claimOnFloor(floor, FLAGSHIP.storeId, orderId);
        await textOf(dialog.getByTestId('order-status'), ['Picking']);
        await dialog.getByTestId('dialog-picking').waitFor();

        // One bag of the first product is not on the shelf: the shopper sees the refund line at once.
        await mine
          .locator(`[data-testid="pick-line"][data-product-id="${a!._id}"]`)
          .getByRole('button', { name: `Mark one ${a!.name} missing` })
          .click();
        await textOf(dialog.getByTestId('dialog-refund'), [`1 × ${a!.name} not available`, inrPaise(unitPaise(a!))]);
        await textOf(dialog.getByTestId('dialog-total'), [inrPaise(unitPaise(a!) + unitPaise(b!))]);
        for (const p of [a!, b!]) {
          const pickLine = mine.locator(`[data-testid="pick-line"][data-product-id="${p._id}"]`);
          await pickLine.getByRole('button', { name: `Picked ${p.name}` }).click();
          await pickLine.locator('[aria-label="Ticked"]').waitFor();
        }
        await snap(floor, 'store-floor');
        expect(await floor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await mine.getByRole('button', { name: /^Pack #/ }).click();
        await textOf(dialog.getByTestId('order-status'), ['Packed']);
        await floor.locator(`[data-testid="floor-order"][data-order-id="${orderId}"]`).waitFor({ state: 'detached' });
        expect(floorErrors).toEqual([]);

        // The rider takes it, leaves with it and hands it over.
        const ride = await staff.newPage(viewport);
        const rideErrors = collectErrors(ride);
        await ride.goto(`${BASE_URL}/dashboard/rider`);
        await ride.getByLabel('Store', { exact: true }).selectOption(FLAGSHIP.storeId);
        const run = ride.locator(`[data-testid="ride-order"][data-order-id="${orderId}"]`);
        await run.waitFor({ timeout: 20_000 });
        expect(await run.textContent()).toContain('Flat 402, Lotus Residency');
        await run.getByRole('button', { name: /^Take/ }).click();
        await run.getByRole('button', { name: 'Out for delivery' }).click();
        await textOf(dialog.getByTestId('order-status'), ['Out for delivery']);
        await snap(ride, 'rider');
        expect(await ride.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await run.getByRole('button', { name: /^Delivered/ }).click();
        await run.waitFor({ state: 'detached' });
        await textOf(dialog.getByTestId('order-status'), ['Delivered']);
        await textOf(dialog.getByTestId('dialog-delivered'), ['Delivered in', 'on time']);
        await textOf(dialog.getByTestId('order-timeline'), ['Picking', 'Packed', 'Out for delivery', 'Delivered']);
        await snap(page, 'order-delivered', { fullPage: false });
        expect(rideErrors).toEqual([]);

        // The dashboard counts it, on time.
        const dash = await staff.newPage(viewport);
        await dash.goto(`${BASE_URL}/dashboard/store-dashboard`);
        await dash.getByLabel('Store', { exact: true }).selectOption(FLAGSHIP.storeId);
        const row = dash.locator(`[data-testid="dashboard-store-row"][data-store-id="${FLAGSHIP.storeId}"]`);
        await row.waitFor({ timeout: 20_000 });
        const cell = async (col: string) => Number(await row.locator(`[data-col="${col}"]`).textContent());
        await dash.waitForFunction(
          ([sel, n]) => Number(document.querySelector(sel as string)?.textContent) >= (n as number),
          [`[data-testid="dashboard-store-row"][data-store-id="${FLAGSHIP.storeId}"] [data-col="on-time-count"]`, before.onTime + 1] as const,
          { timeout: 20_000 },
        );
        expect(await cell('orders')).toBeGreaterThanOrEqual(before.orders + 1);
        expect(await cell('delivered')).toBeGreaterThanOrEqual(before.delivered + 1);
        await dash.locator('[data-testid="dashboard-chart"] canvas').first().waitFor();
        await snap(dash, 'store-dashboard');
        expect(await dash.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        expect(errors).toEqual([]);
      },
    );
  });
});
