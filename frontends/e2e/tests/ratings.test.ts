/**
 * Ratings against the real stack at BASE_URL (ADR 0026): a shopper's delivered order is rated from My
 * Orders (stars, tag chips and a comment, once), the order then shows what was given, and the admin's
 * store dashboard counts it in the store's and the rider's averages. At 1280 and 375 px, with this
 * suite's own product. Skipped only when BASE_URL is down and E2E_REQUIRE_BACKEND is unset.
 */
import { browserPerSuite, collectErrors, snap, textOf, DESKTOP, MOBILE } from '../support/browser.js';
import { BASE_URL, backendSuite } from '../support/catalogue.js';
import { adminSession, newShopper, pickProducts, type OrderView } from '../support/shop.js';
import { confirmedCodOrder, useOwnProducts } from '../support/own-products.js';

const suite = await backendSuite('the ratings tests');

const widths = [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const;

suite(`ratings against ${BASE_URL}`, () => {
  const own = useOwnProducts();
  const staff = browserPerSuite({ between: 'pages', signIn: adminSession });

  test.each(widths)('rates a delivered order from My Orders, then the dashboard counts it (%s)', async (label, viewport) => {
    const [template] = await pickProducts('atta', 1);
    const product = await own.product(template!, 'E2E Rated Paneer', { price: 90, discount: 0, unit: '200 g', description: 'Created by the ratings test.' });
    const { api } = await newShopper(own.browser().context, `rating${label}`);
    const orderId = await confirmedCodOrder(api, [{ productId: product._id, quantity: 1 }], 'rating');
    for (const to of ['packed', 'out_for_delivery', 'delivered'])
      expect((await own.admin().call('POST', '/api/order/admin/advance', { orderId, to })).status).toBe(200);
    const { storeId, storeName } = (await api.call<OrderView>('GET', `/api/order/details/${orderId}`)).body.data;

    const page = await own.browser().newPage(viewport);
    const errors = collectErrors(page);
    await page.goto(`${BASE_URL}/dashboard/myorders`);
    const card = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
    await card.waitFor({ timeout: 30_000 });
    await textOf(card.getByTestId('order-rate'), ['Rate this order']);
    await card.click();
    const details = page.getByTestId('order-dialog');
    await details.getByTestId('rating-prompt').waitFor();
    await snap(page, `rating-prompt-${label}`, { fullPage: false });
    await details.getByTestId('rating-open').click();

    const dialog = page.getByTestId('rating-dialog');
    await dialog.waitFor();
    expect(await page.getByTestId('rating-submit').isDisabled()).toBe(true);
    await dialog.getByTestId('rating-order-stars').getByLabel('5 stars').check({ force: true });
    await dialog.getByTestId('rating-order-tags').locator('[data-tag="fresh"]').click();
    await dialog.getByTestId('rating-order-tags').locator('[data-tag="well_packed"]').click();
    // Two stars offer what went wrong instead.
    await dialog.getByTestId('rating-delivery-stars').getByLabel('2 stars').check({ force: true });
    await textOf(dialog, ['What went wrong?']);
    await dialog.getByTestId('rating-delivery-tags').locator('[data-tag="late"]').click();
    expect(await dialog.getByTestId('rating-delivery-tags').locator('[data-tag="late"]').getAttribute('aria-pressed')).toBe('true');
    await dialog.getByTestId('rating-comment').fill('Fresh paneer, but it came 20 minutes late');
    await textOf(dialog, ['41/300']);
    await snap(page, `rating-dialog-${label}`, { fullPage: false });
    await page.getByTestId('rating-submit').click();
    await page.getByText('Thanks for rating').first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    const given = details.getByTestId('rating-given');
    await textOf(given, ['Your rating', 'Fresh', 'Well packed', 'Late', 'Fresh paneer, but it came 20 minutes late']);
    expect(await given.getByTestId('rating-given-order').getByRole('img').getAttribute('aria-label')).toBe('5 out of 5');
    expect(await given.getByTestId('rating-given-delivery').getByRole('img').getAttribute('aria-label')).toBe('2 out of 5');
    expect(await details.getByTestId('rating-open').count()).toBe(0);
    await snap(page, `rating-given-${label}`, { fullPage: false });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.keyboard.press('Escape');
    await card.getByTestId('order-rated').waitFor();
    // Once only: the server refuses a second rating.
    const again = await api.call('POST', '/api/order/rating', { orderId, orderScore: 1, deliveryScore: 1 });
    expect([again.status, again.body.message]).toEqual([409, 'This order is already rated']);
    expect(errors).toEqual([]);

    // The dashboard: the store's row and the rider's (the admin walked it to the door from the board).
    const dash = await staff.newPage(viewport);
    const dashErrors = collectErrors(dash);
    await dash.goto(`${BASE_URL}/dashboard/store-dashboard`);
    await dash.getByLabel('Store', { exact: true }).selectOption(storeId);
    const row = dash.locator(`[data-testid="ratings-store-row"][data-store-id="${storeId}"]`);
    await row.waitFor({ timeout: 20_000 });
    await textOf(row, [storeName]);
    expect(Number(await row.locator('[data-col="count"]').textContent())).toBeGreaterThanOrEqual(1);
    await dash.getByTestId('ratings-riders').waitFor();
    const answer = (await own.admin().call<{ stores: { storeId: string; count: number }[] }>('GET', `/api/order/admin/ratings?store=${storeId}`)).body.data;
    expect(Number(await row.locator('[data-col="count"]').textContent())).toBe(answer.stores[0]!.count);
    await dash.getByTestId('ratings-stores').scrollIntoViewIfNeeded();
    await snap(dash, `ratings-dashboard-${label}`, { fullPage: false });
    expect(await dash.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    expect(dashErrors).toEqual([]);
  });
});
