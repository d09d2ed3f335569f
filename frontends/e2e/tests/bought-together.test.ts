/**
 * Often bought together against the real stack at BASE_URL (ADR 0024): two confirmed orders put this
 * suite's products in baskets together; the product page of the one in both then shows the others,
 * the one bought with it twice first, with the product card and its add control, and a product
 * nobody bought with anything shows no row. At 1280 and 375 px. Skipped only when BASE_URL is down
 * and E2E_REQUIRE_BACKEND is unset.
 */
import { snap, textOf, DESKTOP, MOBILE, collectErrors } from '../support/browser.js';
import { BASE_URL, backendSuite, slugify, type ApiProduct } from '../support/catalogue.js';
import { eventually, newShopper, pickProducts, type Caller } from '../support/shop.js';
import { confirmedCodOrder, useOwnProducts } from '../support/own-products.js';

const suite = await backendSuite('the often bought together tests');

const widths = [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const;

suite(`often bought together against ${BASE_URL}`, () => {
  const own = useOwnProducts();
  const product = (template: ApiProduct, name: string, price: number) =>
    own.product(template, name, { price, discount: 5, unit: '500 g', description: 'Created by the often bought together test.' });
  const confirmedOrder = (shopper: Caller, products: ApiProduct[]) =>
    confirmedCodOrder(
      shopper,
      products.map((p) => ({ productId: p._id, quantity: 1 })),
      'together',
    );

  test.each(widths)('the product page shows what was bought with it, most often first (%s)', async (label, viewport) => {
    const [template] = await pickProducts('atta', 1);
    const [bread, butter, jam, lonely] = [
      await product(template!, 'E2E Together Bread', 45),
      await product(template!, 'E2E Together Butter', 56),
      await product(template!, 'E2E Together Jam', 120),
      await product(template!, 'E2E Together Lonely', 30),
    ];
    const { api } = await newShopper(own.browser().context, `together${label}`);
    await confirmedOrder(api, [bread, butter]);
    await confirmedOrder(api, [bread, butter, jam]);
    // The counts follow the order events: wait until the read has the second order (through the gateway,
    // as the page asks). Each poll is its own key (`limit`): the gateway's public-read cache would serve an
    // answer taken before the counts for its fresh time; the page's own key (with the store) is asked first by the page.
    let poll = 0;
    await eventually(
      'the companions counted',
      async () => {
        const res = await fetch(`${BASE_URL}/api/product/together?productId=${bread._id}&limit=${12 - (poll++ % 10)}`);
        const ids = ((await res.json()) as { data: ApiProduct[] }).data.map((p) => p._id);
        return ids.includes(butter._id) && ids.includes(jam._id);
      },
      30_000,
    );

    const page = await own.browser().newPage(viewport);
    const errors = collectErrors(page);
    await page.goto(`${BASE_URL}/product/${slugify(bread.name)}-${bread._id}`);
    await page.getByRole('heading', { level: 1, name: bread.name }).waitFor({ timeout: 20_000 });
    const row = page.getByTestId('together-row');
    // Below the product's own content: it loads when the shopper scrolls near it.
    await page.mouse.wheel(0, 4000);
    await row.waitFor({ timeout: 20_000 });
    await textOf(row.getByRole('heading', { level: 2 }), ['Often bought together']);
    const names = await row.getByTestId('together-item').getByRole('link').allTextContents();
    expect(names.slice(0, 2)).toEqual([butter.name, jam.name]);
    expect(names).not.toContain(bread.name);
    // The card's own add control works from the row.
    const butterCard = row.getByTestId('together-item').filter({ hasText: butter.name });
    await butterCard.getByTestId('buy-button').click();
    await butterCard.getByTestId('cart-stepper').waitFor();
    await eventually('butter in the cart', async () => {
      const res = await api.call<{ productId: { _id: string } }[]>('GET', '/api/cart/get');
      return (res.body.data ?? []).some((l) => l.productId._id === butter._id);
    });
    await row.scrollIntoViewIfNeeded();
    await snap(page, 'often-bought-together', { fullPage: false });

    // Nobody bought the lonely product with anything: its page has no row at all.
    await page.goto(`${BASE_URL}/product/${slugify(lonely.name)}-${lonely._id}`);
    await page.getByRole('heading', { level: 1, name: lonely.name }).waitFor({ timeout: 20_000 });
    const asked = page.waitForResponse((r) => r.url().includes('/api/product/together') && r.url().includes(lonely._id), { timeout: 20_000 });
    await page.mouse.wheel(0, 4000);
    await asked;
    expect(await row.count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
