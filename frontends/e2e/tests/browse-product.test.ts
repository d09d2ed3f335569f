/**
 * Browse: product detail (gallery, '10 Min', prices, Discount, Why shop, details) and out-of-stock
 * products, against the real stack at BASE_URL. Skipped only when BASE_URL is down and
 * E2E_REQUIRE_BACKEND is unset.
 */
import { browserPerSuite, snap, DESKTOP, MOBILE, collectErrors } from '../support/browser.js';
import { apiCall, BASE_URL, backendSuite, catalogue, findOutOfStockProduct, listingPath, type ApiProduct } from '../support/catalogue.js';
import { discountedPaise, toPaise, toRupees } from '@minutemart/contracts/pricing';

const suite = await backendSuite('the browse (product) tests');

const inr = (n: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(n);
/** The original client's rule: price minus the rounded-up discount percent of price, in paise: the platform's one rule. */
const discounted = (price: number, discount: number) => toRupees(discountedPaise(toPaise(price), discount));

suite(`browse: product detail against ${BASE_URL}`, () => {
  const browser = browserPerSuite({ between: 'pages' });

  test.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ])('a card opens the product page: price, Discount, Why shop and every detail (%s)', async (_l, viewport) => {
    const { cats, firstSub } = await catalogue();
    const category = cats[0]!;
    const sub = firstSub(category._id)!;
    const page = await browser.newPage(viewport);
    const errors = collectErrors(page);
    await page.goto(BASE_URL + listingPath(category, sub));

    // Pick a discounted card so the struck price and the Discount label are on the page.
    const listing = await apiCall<ApiProduct[]>('POST', '/api/product/get-pruduct-by-category-and-subcategory', {
      categoryId: category._id,
      subCategoryId: sub._id,
      page: 1,
      limit: 8,
    });
    const target = listing.data.find((p) => Number(p.discount) > 0 && Number(p.stock) > 0) ?? listing.data[0]!;
    const link = page.locator(`[data-testid="listing-grid"] a[href$="-${target._id}"]`);
    await link.waitFor({ timeout: 15_000 });
    await link.click();
    await page.waitForURL((url) => url.pathname.startsWith('/product/') && url.pathname.endsWith(`-${target._id}`));

    const product = (await apiCall<ApiProduct>('POST', '/api/product/get-product-details', { productId: target._id })).data;
    await page.getByRole('heading', { level: 1, name: product.name, exact: true }).waitFor({ timeout: 15_000 });
    expect(await page.getByText('10 Min', { exact: true }).first().isVisible()).toBe(true);

    const price = page.getByTestId('detail-price');
    const text = (await price.textContent()) ?? '';
    expect(text).toContain(inr(discounted(product.price, product.discount)));
    if (product.discount > 0) {
      expect(text).toContain(inr(product.price));
      expect(await price.locator('.line-through').textContent()).toBe(inr(product.price));
      expect(await page.getByTestId('detail-discount').textContent()).toBe(`${product.discount}% Discount`);
    }
    expect(await page.getByRole('button', { name: /^Buy/ }).isVisible()).toBe(true);

    // Gallery: big image, one dot per image, thumbnails with scroll arrows.
    const gallery = page.getByTestId('product-gallery');
    expect(await gallery.getByRole('img', { name: product.name }).isVisible()).toBe(true);
    expect(await gallery.getByRole('tab').count()).toBe(product.image.length);
    expect(await gallery.getByRole('button', { name: 'Scroll images right' }).count()).toBe(1);

    // Why shop: the three points.
    expect(await page.getByRole('heading', { name: /Why shop/ }).isVisible()).toBe(true);
    for (const point of ['Superfast Delivery', 'Best Prices & Offers', 'Wide Assortment']) {
      expect(await page.getByText(point, { exact: true }).isVisible()).toBe(true);
    }
    expect(
      await page
        .getByText(/5000\+ products/)
        .first()
        .isVisible(),
    ).toBe(true);

    // Details: description, unit and each more_details field as label and value.
    const details = page.getByTestId('product-details');
    const labels = await details.locator('dt').allTextContents();
    const values = await details.locator('dd').allTextContents();
    const shown = Object.fromEntries(labels.map((l, i) => [l, values[i]]));
    expect(shown['Unit']).toBe(product.unit);
    if (product.description) expect(shown['Description']).toBe(product.description);
    const more = Object.entries(product.more_details ?? {});
    expect(more.length).toBeGreaterThan(0);
    for (const [label, value] of more) expect(shown[label]).toBe(value);

    await snap(page, 'browse-product');
    expect(errors).toEqual([]);
  });

  test('an out-of-stock product shows Out of stock on its card and Out of Stock on its page', async () => {
    const product = await findOutOfStockProduct();
    expect(product).not.toBeNull();
    const page = await browser.newPage(DESKTOP);
    await page.goto(`${BASE_URL}/search?q=${encodeURIComponent(product!.name)}`);
    const card = page.locator(`[data-testid="product-card"]:has(a[href$="-${product!._id}"])`);
    await card.waitFor({ timeout: 15_000 });
    expect(await card.getAttribute('data-out-of-stock')).toBe('true');
    expect(await card.getByText('Out of stock', { exact: true }).isVisible()).toBe(true);
    expect(await card.getByRole('button', { name: /^Buy/ }).count()).toBe(0);
    await card.scrollIntoViewIfNeeded();
    await snap(page, 'browse-out-of-stock');

    await card.getByRole('heading').getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: product!.name, exact: true }).waitFor();
    expect(await page.getByText('Out of Stock', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /^Buy/ }).count()).toBe(0);
  });

  test('an unknown product id shows a friendly not-found page', async () => {
    const page = await browser.newPage(MOBILE);
    const response = await page.goto(`${BASE_URL}/product/Nothing-Here-0123456789abcdef01234567`);
    // A 404 for search engines too.
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Product not found' }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
  });

  test('a listing or a product page comes with its first view: painted before any script, and not asked for again', async () => {
    const { cats, firstSub } = await catalogue();
    const category = cats[0]!;
    const sub = firstSub(category._id)!;
    const listing = await apiCall<ApiProduct[]>('POST', '/api/product/get-pruduct-by-category-and-subcategory', {
      categoryId: category._id,
      subCategoryId: sub._id,
      page: 1,
      limit: 8,
    });
    const first = listing.data[0]!;

    for (const [path, api, heading, shows] of [
      [listingPath(category, sub), '/api/product/get-pruduct-by-category-and-subcategory', sub.name, 'ProductListing'],
      [`/product/${first.name.replace(/[ ,&]/g, '-')}-${first._id}`, '/api/product/get-product-details', first.name, 'ProductDetail'],
    ] as const) {
      // The HTML alone (scripts refused): the page's heading, its title and its first picture, at high priority.
      const bare = await browser.newPage(MOBILE);
      await bare.route('**/*.js', (route) => route.abort());
      const response = await bare.goto(BASE_URL + path);
      expect(response?.status()).toBe(200);
      expect(await bare.locator(`#root > [data-first-view="${shows}"]`).count()).toBe(1);
      expect(await bare.getByRole('heading', { level: 1, name: heading, exact: true }).count()).toBe(1);
      expect(await bare.title()).toBe(`${heading} | Minutemart`);
      expect(await bare.locator('main img[fetchpriority="high"]').first().getAttribute('src')).toBe(first.image[0]);
      if (shows === 'ProductDetail')
        expect(JSON.parse((await bare.locator('script[type="application/ld+json"]').textContent()) ?? '{}')).toMatchObject({
          name: first.name,
          sku: first._id,
        });
      await snap(bare, `first-view-${shows === 'ProductDetail' ? 'product' : 'listing'}-no-script`, { fullPage: false });
      await bare.close();

      // Then as a guest's browser loads it: the answer came with the page, so the page does not ask for it.
      const page = await browser.newPage(MOBILE);
      const errors = collectErrors(page);
      const asked: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith(api)) asked.push(r.postData() ?? '');
      });
      await page.goto(BASE_URL + path);
      await page.locator('#root > [data-first-view]').waitFor({ state: 'detached', timeout: 15_000 });
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor({ timeout: 15_000 });
      // React's page, live: the first card's (or the product's) Buy button works.
      await page.getByRole('button', { name: /^Buy/ }).first().waitFor();
      expect(await page.locator('main img[fetchpriority="high"]').first().getAttribute('src')).toBe(first.image[0]);
      expect(asked).toEqual([]);
      expect(await page.title()).toBe(`${heading} | Minutemart`);
      expect(errors).toEqual([]);
      await page.close();
    }
  });
});
