/**
 * Buy again against the real stack at BASE_URL (ADR 0024): a shopper's delivered order whose prices
 * and stock changed since is reordered from My Orders: the preview says what changed (in rupees)
 * before the available lines go into the cart through the cart's own write; the Buy again page and
 * Home's row list what the store has now. At 1280 and 375 px, with this suite's own products (price changes on the
 * seeded ones would move other suites' examples). Skipped only when BASE_URL is down and
 * E2E_REQUIRE_BACKEND is unset.
 */
import { snap, textOf, DESKTOP, MOBILE, collectErrors } from '../support/browser.js';
import { BASE_URL, backendSuite, type ApiProduct } from '../support/catalogue.js';
import { eventually, inrPaise, newShopper, pickProducts, unitPaise, type Caller } from '../support/shop.js';
import { confirmedCodOrder, useOwnProducts } from '../support/own-products.js';

const suite = await backendSuite('the buy again tests');

const widths = [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const;

suite(`buy again against ${BASE_URL}`, () => {
  const own = useOwnProducts();
  const product = (template: ApiProduct, name: string, price: number, discount: number) =>
    own.product(template, name, { price, discount, unit: '1 kg', description: 'Created by the buy again test.' });

  /** A delivered cash-on-delivery order of `lines`, placed by the shopper and walked to the door by the admin. */
  async function deliveredOrder(shopper: Caller, lines: { productId: string; quantity: number }[]): Promise<string> {
    const orderId = await confirmedCodOrder(shopper, lines, 'buy-again');
    for (const to of ['packed', 'out_for_delivery', 'delivered'])
      expect((await own.admin().call('POST', '/api/order/admin/advance', { orderId, to })).status).toBe(200);
    return orderId;
  }

  test.each(widths)('reorders a delivered order whose price changed: the difference first, then the cart (%s)', async (label, viewport) => {
    const mobile = viewport === MOBILE;
    const [template] = await pickProducts('atta', 1);
    const [dearer, same, gone] = [
      await product(template!, 'E2E Reorder Ghee', 500, 10),
      await product(template!, 'E2E Reorder Poha', 60, 0),
      await product(template!, 'E2E Reorder Jaggery', 80, 0),
    ];
    const { api } = await newShopper(own.browser().context, `reorder${label}`);
    const orderId = await deliveredOrder(api, [
      { productId: dearer._id, quantity: 2 },
      { productId: same._id, quantity: 1 },
      { productId: gone._id, quantity: 1 },
    ]);
    // Since then: the ghee costs more, the jaggery sold out.
    expect((await own.admin().call('PUT', '/api/product/update-product-details', { _id: dearer._id, price: 540 })).status).toBe(200);
    expect((await own.admin().call('PUT', '/api/product/update-product-details', { _id: gone._id, stock: 0 })).status).toBe(200);
    const [oldGhee, newGhee] = [unitPaise({ price: 500, discount: 10 }), unitPaise({ price: 540, discount: 10 })];

    const page = await own.browser().newPage(viewport);
    const errors = collectErrors(page);
    await page.goto(`${BASE_URL}/dashboard/myorders`);
    const card = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
    await card.waitFor({ timeout: 30_000 });
    await card.click();
    const details = page.getByTestId('order-dialog');
    await details.waitFor();
    await page.getByTestId('reorder-open').click();

    const preview = page.getByTestId('reorder-dialog');
    await preview.waitFor();
    const line = (p: ApiProduct) => preview.locator(`[data-testid="reorder-line"][data-product-id="${p._id}"]`);
    await line(dearer).waitFor({ timeout: 20_000 });
    expect(await line(dearer).getAttribute('data-status')).toBe('price_changed');
    await textOf(line(dearer), [`Price up ${inrPaise(newGhee - oldGhee)} each`, inrPaise(oldGhee), inrPaise(newGhee), `2 × ${inrPaise(newGhee)}`]);
    expect(await line(same).getAttribute('data-status')).toBe('ok');
    expect(await line(gone).getAttribute('data-status')).toBe('out_of_stock');
    await textOf(line(gone), ['Out of stock', 'You had 1']);
    await textOf(preview.getByTestId('reorder-summary'), ['2 of 3 items have changed']);
    await textOf(preview.getByTestId('reorder-new-total'), [inrPaise(2 * newGhee + 6000)]);
    await textOf(preview.getByTestId('reorder-difference'), ['Prices have gone up by', `+${inrPaise(2 * (newGhee - oldGhee))}`]);
    await snap(page, 'reorder-preview', { fullPage: false });

    await page.getByTestId('reorder-add').click();
    await page.getByText('Added to your cart').first().waitFor();
    await preview.waitFor({ state: 'detached' });
    // The cart's own write added the available units; it prices them itself.
    const cart = await eventually('the reordered lines in the cart', async () => {
      const res = await api.call<{ quantity: number; productId: { _id: string; price: number } }[]>('GET', '/api/cart/get');
      const lines = res.body.data ?? [];
      return lines.length === 2 ? lines : null;
    });
    const qty = Object.fromEntries(cart.map((l) => [l.productId._id, l.quantity]));
    expect(qty).toEqual({ [dearer._id]: 2, [same._id]: 1 });
    if (!mobile) await textOf(page.getByTestId('cart-button'), ['3 items']);

    // Buy again: what the store has now, the sold-out jaggery left out.
    await page.goto(`${BASE_URL}/dashboard/buy-again`);
    const items = page.getByTestId('buy-again-item');
    await items.first().waitFor({ timeout: 20_000 });
    const names = await items.getByRole('link').allTextContents();
    expect(names).toEqual(expect.arrayContaining([dearer.name, same.name]));
    expect(names).not.toContain(gone.name);
    await textOf(items.filter({ hasText: dearer.name }), [inrPaise(newGhee), 'Bought once']);
    await snap(page, 'buy-again');

    // Home: the same products as a row under the first category row, with "See all" to the page.
    await page.goto(`${BASE_URL}/`);
    const row = page.getByTestId('home-buy-again');
    await row.waitFor({ timeout: 30_000 });
    const rowNames = await row.getByTestId('buy-again-item').getByRole('link').allTextContents();
    expect(rowNames).toEqual(expect.arrayContaining([dearer.name, same.name]));
    expect(rowNames).not.toContain(gone.name);
    const firstRow = await page.getByTestId('category-row').first().boundingBox();
    expect((await row.boundingBox())!.y).toBeGreaterThan(firstRow!.y + firstRow!.height);
    await row.scrollIntoViewIfNeeded();
    await snap(page, 'home-buy-again', { fullPage: false });
    await row.getByRole('link', { name: /See all/ }).click();
    await page.waitForURL('**/dashboard/buy-again');
    expect(errors).toEqual([]);
  });
});
