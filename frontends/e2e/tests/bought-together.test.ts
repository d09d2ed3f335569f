/**
 * Often bought together against the real stack at BASE_URL (ADR 0024): two confirmed orders put this
 * suite's products in baskets together; the product page of the one in both then shows the others,
 * the one bought with it twice first, with the product card and its add control, and a product
 * nobody bought with anything shows no row. The cart shows what goes with all its lines (counts
 * summed, none of its own products), in the slide-over at 1280 px and on /cart at 375 px, and a
 * product added from that row leaves it. Skipped only when BASE_URL is down and E2E_REQUIRE_BACKEND is unset.
 */
import { snap, textOf, DESKTOP, MOBILE, collectErrors } from '../support/browser.js';
import { BASE_URL, backendSuite, slugify, type ApiProduct } from '../support/catalogue.js';
import { addToCartViaApi, eventually, newShopper, pickProducts, type Caller } from '../support/shop.js';
import { confirmedCodOrder, useOwnProducts } from '../support/own-products.js';

const suite = await backendSuite('the often bought together tests');

const widths = [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const;

suite(`often bought together against ${BASE_URL}`, () => {
  const own = useOwnProducts();
  /** This test's products, one per name (after `prefix`) at its price, in an atta product's category. */
  const products = async <K extends string>(prefix: string, prices: Record<K, number>): Promise<Record<K, ApiProduct>> => {
    const [template] = await pickProducts('atta', 1);
    const made: Partial<Record<K, ApiProduct>> = {};
    for (const name of Object.keys(prices) as K[])
      made[name] = await own.product(template!, `${prefix} ${name}`, {
        price: prices[name],
        discount: 5,
        unit: '500 g',
        description: 'Created by the often bought together test.',
      });
    return made as Record<K, ApiProduct>;
  };
  const confirmedOrder = (shopper: Caller, products: ApiProduct[]) =>
    confirmedCodOrder(
      shopper,
      products.map((p) => ({ productId: p._id, quantity: 1 })),
      'together',
    );

  const inServerCart = (shopper: Caller, p: ApiProduct) =>
    eventually(`${p.name} in the cart`, async () => {
      const res = await shopper.call<{ productId: { _id: string } }[]>('GET', '/api/cart/get');
      return (res.body.data ?? []).some((l) => l.productId._id === p._id);
    });

  /**
   * Waits until the read has counted the orders (through the gateway, as the page asks). Each poll is a key
   * of its own (`limit`, no store): the gateway's public-read cache would serve an answer taken before the
   * counts for its fresh time; the page's own key (with the store) is asked first by the page.
   */
  const companionsCounted = async (what: string, query: Record<string, string>, path: string, wanted: ApiProduct[]) => {
    let poll = 0;
    await eventually(
      what,
      async () => {
        const params = new URLSearchParams({ ...query, limit: String(12 - (poll++ % 10)) });
        const res = await fetch(`${BASE_URL}${path}?${params}`);
        const ids = ((await res.json()) as { data: ApiProduct[] }).data.map((p) => p._id);
        return wanted.every((p) => ids.includes(p._id));
      },
      30_000,
    );
  };

  test.each(widths)('the cart shows what was bought with its products, most often first, none of its own (%s)', async (label, viewport) => {
    const mobile = viewport === MOBILE;
    const { bread, butter, jam, tea } = await products('E2E Cart Together', { bread: 45, butter: 56, jam: 120, tea: 210 });
    const { api } = await newShopper(own.browser().context, `carttogether${label}`);
    await confirmedOrder(api, [bread, butter]);
    await confirmedOrder(api, [bread, butter, jam]);
    await confirmedOrder(api, [jam, tea]);
    // Bread and jam in the cart: butter was with bread twice and with jam once (3), tea with jam once.
    const basket = [bread, jam].map((p) => p._id).sort();
    await companionsCounted('the basket companions counted', { productIds: basket.join(',') }, '/api/product/together/basket', [butter, tea]);
    await addToCartViaApi(api, bread._id);
    await addToCartViaApi(api, jam._id);

    const page = await own.browser().newPage(viewport);
    const errors = collectErrors(page);
    const asked = page.waitForResponse((r) => r.url().includes('/api/product/together/basket'), { timeout: 30_000 });
    if (mobile) {
      await page.goto(`${BASE_URL}/cart`);
    } else {
      await page.goto(`${BASE_URL}/`);
      await textOf(page.getByTestId('cart-button'), ['2 items'], 30_000);
      await page.getByTestId('cart-button').click();
    }
    const cart = mobile ? page.locator('main') : page.getByTestId('cart-panel');
    await cart.getByTestId('cart-line').nth(1).waitFor({ timeout: 30_000 });
    // The cart asks with its products sorted (one gateway cache entry per basket and store).
    const request = new URL((await asked).url());
    expect(request.searchParams.get('productIds')).toBe(basket.join(','));
    expect(request.searchParams.get('store')).toBeTruthy();

    const row = cart.getByTestId('cart-together-row');
    await row.waitFor({ timeout: 20_000 });
    await textOf(row.getByRole('heading', { level: 2 }), ['Often bought together']);
    const names = () => row.getByTestId('together-item').getByRole('link').allTextContents();
    expect((await names()).slice(0, 2)).toEqual([butter.name, tea.name]);
    expect(await names()).not.toContain(bread.name);
    expect(await names()).not.toContain(jam.name);
    // Between the lines and the bill.
    const [lines, rowBox, bill] = [
      await cart.getByRole('list', { name: 'Cart items' }).boundingBox(),
      await row.boundingBox(),
      await cart.getByTestId('bill-grand-total').boundingBox(),
    ];
    expect(rowBox!.y).toBeGreaterThan(lines!.y + lines!.height);
    expect(bill!.y).toBeGreaterThan(rowBox!.y + rowBox!.height);
    // Nothing sticks out of the cart sideways: the strip scrolls inside its card.
    const scroll = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, win: window.innerWidth }));
    expect(scroll.doc).toBeLessThanOrEqual(scroll.win);
    await row.scrollIntoViewIfNeeded();
    await snap(page, mobile ? 'cart-page-together' : 'cart-panel-together', { fullPage: false });

    // Butter from the row: a line of its own, and the row then leaves it out.
    await row.getByTestId('together-item').filter({ hasText: butter.name }).getByTestId('buy-button').click();
    await cart.locator(`[data-testid="cart-line"][data-product-id="${butter._id}"]`).waitFor({ timeout: 10_000 });
    await eventually('butter gone from the row', async () => !(await names()).includes(butter.name) && (await names()).includes(tea.name));
    await inServerCart(api, butter);
    expect(errors).toEqual([]);
  });

  test.each(widths)('the product page shows what was bought with it, most often first (%s)', async (label, viewport) => {
    const { bread, butter, jam, lonely } = await products('E2E Together', { bread: 45, butter: 56, jam: 120, lonely: 30 });
    const { api } = await newShopper(own.browser().context, `together${label}`);
    await confirmedOrder(api, [bread, butter]);
    await confirmedOrder(api, [bread, butter, jam]);
    // The counts follow the order events: wait until the read has the second order.
    await companionsCounted('the companions counted', { productId: bread._id }, '/api/product/together', [butter, jam]);

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
    await inServerCart(api, butter);
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
