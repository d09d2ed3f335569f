/**
 * Prerendered pages are hydrated, not replaced (ADR 0014): React adopts the DOM of `/` (home.html,
 * rendered by the shell's build) and of a product or listing page (rendered by the gateway), all from
 * the app's own tree, instead of building it again. Checked against the real stack at BASE_URL, at 375
 * and 1280 px: the header and page heading the HTML arrived with are the ones the live page uses,
 * nothing reports a mismatch, and the page works. Also for a browser whose state differs from the
 * build's (a guest cart, a remembered category count): the stores hydrate with the build's state and
 * then show the browser's own.
 */
import type { Page } from 'playwright-core';
import { browserPerSuite, snap, DESKTOP, MOBILE, collectErrors, textOf, type Browser } from '../support/browser.js';
import { BASE_URL, backendSuite, catalogue, listingPath, slugify } from '../support/catalogue.js';
import { pickProducts } from '../support/shop.js';

const suite = await backendSuite('the home hydration tests');

/** Keeps the prerendered header and page heading elements as the HTML parser made them, before any script ran. */
async function rememberPrerendered(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const w = window as unknown as Record<string, unknown>;
      w.__prerenderedHeader = document.querySelector('header');
      w.__prerenderedHeading = document.querySelector('main h1');
    });
  });
}

/** Whether the live header and page heading are the very elements the HTML arrived with. */
async function keptPrerendered(page: Page): Promise<{ header: boolean; heading: boolean }> {
  return page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    return {
      header: !!w.__prerenderedHeader && w.__prerenderedHeader === document.querySelector('header'),
      heading: !!w.__prerenderedHeading && w.__prerenderedHeading === document.querySelector('main h1'),
    };
  });
}

/** Console messages React or the shell log when the first view could not be hydrated. */
function watchHydration(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /hydrat/i.test(m.text())) seen.push(`${m.type()}: ${m.text()}`);
  });
  return seen;
}

/** Waits for the live page: the first view's frame has dropped its marker and the first row has cards. */
async function live(page: Page): Promise<void> {
  await page.locator('#root > [data-first-view]').waitFor({ state: 'detached', timeout: 30_000 });
  await page.getByTestId('category-tile').first().waitFor({ timeout: 30_000 });
  await page.locator('a[href^="/product/"]').first().waitFor({ timeout: 30_000 });
}

suite(`prerendered pages are hydrated against ${BASE_URL}`, () => {
  const suiteBrowser = browserPerSuite();
  let browser: Browser;

  beforeAll(async () => {
    browser = suiteBrowser.current;
  });

  test.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ])('a first visit keeps the HTML it arrived with, and the page works (%s)', async (_l, viewport) => {
    const { cats } = await catalogue();
    const page = await browser.newPage(viewport);
    const errors = collectErrors(page);
    const hydration = watchHydration(page);
    await rememberPrerendered(page);
    await page.goto(BASE_URL + '/');
    await live(page);

    expect(await keptPrerendered(page)).toEqual({ header: true, heading: true });
    expect(hydration).toEqual([]);
    expect(errors).toEqual([]);
    expect(await page.locator('[inert]').count()).toBe(0);
    expect(await page.getByTestId('category-tile').count()).toBe(cats.length);

    // The hydrated page is live: a tile opens its listing without loading another document.
    const tile = page.getByTestId('category-tile').first().locator('a');
    const href = await tile.getAttribute('href');
    await tile.click();
    await page.waitForFunction((h) => window.location.pathname + window.location.search === new URL(h!, window.location.href).pathname + new URL(h!, window.location.href).search, href, { timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__prerenderedHeader === document.querySelector('header'))).toBe(true);
    await snap(page, 'home-hydrated-listing', { fullPage: false });
  });

  test.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ])('a browser with its own state (a guest cart, another category count) hydrates and then shows it (%s)', async (_l, viewport) => {
    const page = await browser.newPage(viewport);
    const errors = collectErrors(page);
    await page.goto(BASE_URL + '/');
    await live(page);
    // One product from the first row into the guest cart; a remembered count unlike the build's.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await live(page);
    await page.getByTestId('buy-button').first().click();
    const summary = page.getByTestId(viewport === MOBILE ? 'mobile-cart-bar' : 'cart-button');
    await textOf(summary, ['1 item']);
    await page.evaluate(() => localStorage.setItem('minutemart:category-count', '20'));

    const hydration = watchHydration(page);
    await rememberPrerendered(page);
    await page.reload();
    await live(page);
    expect(await keptPrerendered(page)).toEqual({ header: true, heading: true });
    expect(hydration).toEqual([]);
    await textOf(summary, ['1 item']);
    expect(errors).toEqual([]);
  });
  test.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ])('a product page and a listing page rendered by the gateway are hydrated (%s)', async (_l, viewport) => {
    const [product] = await pickProducts('atta', 1);
    const { cats, firstSub } = await catalogue();
    const category = cats.find((c) => firstSub(c._id))!;
    const pages = [
      { path: `/product/${slugify(product!.name)}-${product!._id}`, view: 'ProductDetail' },
      { path: listingPath(category, firstSub(category._id)!), view: 'ProductListing' },
    ];
    for (const { path, view } of pages) {
      const page = await browser.newPage(viewport);
      const errors = collectErrors(page);
      const hydration = watchHydration(page);
      await rememberPrerendered(page);
      await page.goto(BASE_URL + path);
      expect(await page.evaluate(() => document.querySelector('#root > [data-first-view]')?.getAttribute('data-first-view'))).toBe(view);
      await page.locator('#root > [data-first-view]').waitFor({ state: 'detached', timeout: 30_000 });
      expect(await keptPrerendered(page)).toEqual({ header: true, heading: true });
      expect(hydration).toEqual([]);
      expect(errors).toEqual([]);
      // Live: the header's logo link goes home without loading another document.
      await page.getByRole('link', { name: 'Minutemart home' }).click();
      await page.waitForFunction(() => window.location.pathname === '/');
      expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__prerenderedHeader === document.querySelector('header'))).toBe(true);
      await page.close();
    }
  });
});
