/**
 * Browse: search results (heading with the total, infinite scroll, 10 placeholders, 'No Data found')
 * through the header search bar, against the real stack at BASE_URL. Skipped only when BASE_URL is
 * down and E2E_REQUIRE_BACKEND is unset.
 */
import { browserPerSuite, snap, DESKTOP, MOBILE, collectErrors } from '../support/browser.js';
import { apiCall, BASE_URL, backendSuite } from '../support/catalogue.js';

const suite = await backendSuite('the browse (search) tests');

const SEARCH_API = '/api/product/search-product';

suite(`browse: search against ${BASE_URL}`, () => {
  const browser = browserPerSuite({ between: 'pages' });

  test.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ])("typing 'atta' shows 'Search Results: N' and the results; scrolling loads page 2 (%s)", async (_l, viewport) => {
    const expected = await apiCall<unknown[]>('POST', SEARCH_API, { search: 'atta', page: 1 });
    const total = Number(expected.totalCount);
    expect(total).toBeGreaterThan(0);

    const page = await browser.newPage(viewport);
    const errors = collectErrors(page);
    const pages: number[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname === SEARCH_API) {
        const body = req.postDataJSON() as { search: string; page: number };
        if (body.search === 'atta') pages.push(body.page);
      }
    });

    await page.goto(BASE_URL + '/');
    await page.getByTestId('search-strip').click();
    await page.waitForURL('**/search');
    const input = page.getByRole('combobox', { name: 'Search' });
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('atta');
    await page.waitForURL((url) => url.searchParams.get('q') === 'atta');

    await page.getByRole('heading', { name: `Search Results: ${total}`, exact: true }).waitFor({ timeout: 15_000 });
    const cards = page.getByTestId('search-grid').getByTestId('product-card');
    expect(await cards.count()).toBe((expected.data as unknown[]).length);
    expect((await cards.first().getByRole('heading').textContent())?.toLowerCase()).toContain('atta');
    await snap(page, 'browse-search');

    if (Number(expected.totalPage) > 1) {
      const secondPage = page.waitForRequest(
        (req) => req.method() === 'POST' && new URL(req.url()).pathname === SEARCH_API && (req.postDataJSON() as { page: number }).page === 2,
        { timeout: 15_000 },
      );
      // To the end of the results, past the point where the next page is asked for.
      await page.mouse.wheel(0, 100_000);
      await secondPage;
      await page.waitForFunction(
        (n) => document.querySelectorAll('[data-testid="search-grid"] [data-testid="product-card"]').length > n,
        (expected.data as unknown[]).length,
        {
          timeout: 15_000,
        },
      );
      expect(pages.slice(0, 2)).toEqual([1, 2]);
    }

    // Reloading keeps the query in the focused input.
    await page.reload();
    expect(await page.getByRole('combobox', { name: 'Search' }).inputValue()).toBe('atta');
    expect(errors).toEqual([]);
  });

  test.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ])("a nonsense search shows 'No Data found' (%s)", async (_l, viewport) => {
    const page = await browser.newPage(viewport);
    await page.goto(`${BASE_URL}/search?q=${encodeURIComponent('qzxv wplkj')}`);
    await page.getByText('No Data found', { exact: true }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('heading', { name: 'Search Results: 0', exact: true }).isVisible()).toBe(true);
    expect(await page.getByTestId('product-card').count()).toBe(0);
    await snap(page, 'browse-search-empty');

    // A suggestion runs a new search and the header input follows it.
    await page.getByRole('link', { name: 'Milk', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'milk');
    await page.getByTestId('search-grid').getByTestId('product-card').first().waitFor({ timeout: 15_000 });
    expect(await page.getByRole('combobox', { name: 'Search' }).inputValue()).toBe('milk');
  });

  test('10 placeholders while the first page loads', async () => {
    const page = await browser.newPage(DESKTOP);
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    await page.route(`**${SEARCH_API}`, async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto(`${BASE_URL}/search?q=dal`);
    await page.getByTestId('search-placeholders').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('search-placeholders').getByTestId('product-card-skeleton').count()).toBe(10);
    release();
    await page.getByTestId('search-grid').getByTestId('product-card').first().waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('search-placeholders').count()).toBe(0);
  });
});
