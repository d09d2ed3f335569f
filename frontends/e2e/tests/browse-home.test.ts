/**
 * Browse: home (banner, category tiles, a product row per category, See All) and the sub-category
 * listing (side list, grid, infinite scroll), against the real stack at BASE_URL (default
 * http://localhost:8080). Skipped only when BASE_URL is down and E2E_REQUIRE_BACKEND is unset.
 */
import type { Page } from 'playwright-core';
import { browserPerSuite, snap, DESKTOP, MOBILE, collectErrors } from '../support/browser.js';
import { BASE_URL, backendSuite, catalogue, listingPath } from '../support/catalogue.js';

const suite = await backendSuite('the browse (home/listing) tests');

const LISTING_API = '/api/product/get-pruduct-by-category-and-subcategory';

/** Records the body of every listing call the page makes. */
function recordListingCalls(page: Page): Array<{ categoryId: string; subCategoryId: string; page: number; limit: number }> {
  const calls: Array<{ categoryId: string; subCategoryId: string; page: number; limit: number }> = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === LISTING_API) calls.push(req.postDataJSON());
  });
  return calls;
}

suite(`browse: home and sub-category listing against ${BASE_URL}`, () => {
  const browser = browserPerSuite({ between: 'pages' });

  test.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ])('home shows the banner, every category tile and a product row per category (%s)', async (_l, viewport) => {
    const { cats, firstSub } = await catalogue();
    expect(cats.length).toBeGreaterThan(0);
    const page = await browser.newPage(viewport);
    const errors = collectErrors(page);
    await page.goto(BASE_URL + '/');
    await page.getByRole('heading', { name: '10 minute delivery' }).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('home-banner').isVisible()).toBe(true);

    // Tiles: one per category, by name, each going to the first sub-category that contains it.
    const tiles = page.getByTestId('category-tile');
    await tiles.first().waitFor();
    expect(await tiles.count()).toBe(cats.length);
    const hrefs = await tiles.evaluateAll((lis) => lis.map((li) => li.querySelector('a')?.getAttribute('href') ?? null));
    expect(hrefs).toEqual(
      cats.map((cat) => {
        const sub = firstSub(cat._id);
        return sub ? listingPath(cat, sub) : null;
      }),
    );

    // Rows: one per category, in the same order, filled with product cards.
    const rows = page.getByTestId('category-row');
    expect(await rows.count()).toBe(cats.length);
    const first = rows.first();
    await first.getByRole('heading', { name: cats[0]!.name, exact: true }).waitFor();
    await first.getByTestId('product-card').first().waitFor({ timeout: 15_000 });
    expect(await first.getByTestId('product-card').count()).toBeGreaterThan(0);
    const card = first.getByTestId('product-card').first();
    expect(await card.getByText('10 Min', { exact: true }).isVisible()).toBe(true);
    expect(await card.getByTestId('card-price').textContent()).toMatch(/^₹[\d,]+\.\d\d$/);

    if (viewport === MOBILE) {
      // A 375 px row renders the cards that fill it and one more; its first sideways scroll brings the rest.
      expect(await first.getByTestId('product-card').count()).toBe(4);
      await first.getByTestId('row-scroller').evaluate((el) => el.scrollBy({ left: 160 }));
      await page.waitForFunction((el) => el!.querySelectorAll('[data-testid="product-card"]').length > 4, await first.elementHandle(), { timeout: 5000 });
      await first.getByTestId('row-scroller').evaluate((el) => el.scrollTo({ left: 0 }));
    }

    // Rows further down load as they come into view.
    await rows.last().scrollIntoViewIfNeeded();
    await rows.last().getByTestId('product-card').first().waitFor({ timeout: 15_000 });

    if (viewport === DESKTOP) {
      // The right arrow scrolls a row by 200 px.
      await page.evaluate(() => window.scrollTo(0, 0));
      const scroller = first.getByTestId('row-scroller');
      await scroller.scrollIntoViewIfNeeded();
      expect(await scroller.evaluate((el) => el.scrollLeft)).toBe(0);
      await first.getByRole('button', { name: `Scroll ${cats[0]!.name} right` }).click();
      // Smooth scrolling: wait for it to arrive, then check it stopped where it should (one step is 200 px).
      await page.waitForFunction((el) => el && el.scrollLeft >= 199.5, await scroller.elementHandle(), { timeout: 5000 });
      expect(Math.round(await scroller.evaluate((el) => el.scrollLeft))).toBe(200);
    }

    await page.evaluate(() => window.scrollTo(0, 0));
    await snap(page, 'browse-home');
    expect(errors).toEqual([]);
  });

  test('See All opens the first sub-category listing; scrolling loads page 2 and appends', async () => {
    const { cats, subs, firstSub } = await catalogue();
    const category = cats[0]!;
    const sub = firstSub(category._id)!;
    const page = await browser.newPage(DESKTOP);
    const errors = collectErrors(page);
    const calls = recordListingCalls(page);

    await page.goto(BASE_URL + '/');
    const row = page.getByTestId('category-row').first();
    await row.getByRole('link', { name: /^See All/ }).click();
    await page.waitForURL((url) => url.pathname === listingPath(category, sub));

    await page.getByRole('heading', { level: 1, name: sub.name, exact: true }).waitFor();
    const grid = page.getByTestId('listing-grid');
    await grid.getByTestId('product-card').nth(7).waitFor({ timeout: 15_000 });
    expect(calls[0]).toEqual({ categoryId: category._id, subCategoryId: sub._id, page: 1, limit: 8 });

    // Side list: the category's sub-categories, the current one highlighted.
    const side = page.getByTestId('subcategory-list');
    const siblings = subs.filter((s) => s.category.some((c) => c._id === category._id));
    expect(await side.getByRole('link').count()).toBe(siblings.length);
    expect(await side.locator('[aria-current="page"]').textContent()).toBe(sub.name);

    // Infinite scroll: scrolling to the end asks for page 2 and appends its cards.
    const secondPage = page.waitForRequest(
      (req) => req.method() === 'POST' && new URL(req.url()).pathname === LISTING_API && (req.postDataJSON() as { page: number }).page === 2,
      { timeout: 15_000 },
    );
    await page.mouse.wheel(0, 100_000);
    await secondPage;
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="listing-grid"] [data-testid="product-card"]').length > 8, undefined, {
      timeout: 15_000,
    });
    expect(calls.some((c) => c.page === 2 && c.limit === 8)).toBe(true);
    // Page 1 replaced, later pages append: no duplicates.
    const ids = await grid.locator('[data-testid="product-card"] :is(h2, h3) a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(ids.length).toBeGreaterThan(8);
    expect(new Set(ids).size).toBe(ids.length);

    await page.evaluate(() => window.scrollTo(0, 0));
    await snap(page, 'browse-listing');

    // Another sub-category from the side list replaces the grid.
    const other = siblings.find((s) => s._id !== sub._id);
    if (other) {
      await side.getByRole('link', { name: other.name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === listingPath(category, other));
      await page.getByRole('heading', { level: 1, name: other.name, exact: true }).waitFor();
      await page.waitForFunction(() => !document.querySelector('[data-testid="listing-grid"][aria-busy="true"]'));
      expect(await side.locator('[aria-current="page"]').textContent()).toBe(other.name);
      expect(calls.at(-1)?.subCategoryId).toBe(other._id);
    }
    expect(errors).toEqual([]);
  });

  test('a category tile opens the same listing (mobile)', async () => {
    const { cats, firstSub } = await catalogue();
    const category = cats[1] ?? cats[0]!;
    const sub = firstSub(category._id)!;
    const page = await browser.newPage(MOBILE);
    await page.goto(BASE_URL + '/');
    await page.getByTestId('category-tile').nth(cats.indexOf(category)).click();
    await page.waitForURL((url) => url.pathname === listingPath(category, sub));
    await page.getByRole('heading', { level: 1, name: sub.name, exact: true }).waitFor();
    await page.getByTestId('listing-grid').getByTestId('product-card').first().waitFor({ timeout: 15_000 });
    await snap(page, 'browse-listing');
  });
});
