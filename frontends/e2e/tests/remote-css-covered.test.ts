/**
 * The storefront's stylesheet is not loaded again when the shell's own already holds it (the shell's
 * build names such files in `<meta name="mm-covered-remote-css">`, src/federation/covered-css.ts), and is
 * loaded as before when the shell does not name it (a storefront deployed after the shell has other file
 * names: here the meta is taken out of the page instead). Against the real stack at BASE_URL, at 375 px.
 */
import type { Page } from 'playwright-core';
import { browserPerSuite, collectErrors, MOBILE } from '../support/browser.js';
import { BASE_URL, backendSuite, slugify } from '../support/catalogue.js';
import { pickProducts } from '../support/shop.js';

const suite = await backendSuite('the covered remote stylesheet tests');
const STOREFRONT_CSS = '/mf/storefront/static/css/';

/** An element the storefront's page draws, and one of its storefront classes as computed style. */
interface Probe {
  testId: string;
  prop: 'borderTopLeftRadius' | 'display';
  value: string;
}
const CARD: Probe = { testId: 'product-card', prop: 'borderTopLeftRadius', value: '16px' }; // rounded-2xl
const PRICE: Probe = { testId: 'detail-price', prop: 'display', value: 'flex' };

/** Loads `url` and says which storefront stylesheets were fetched and how the probe is styled. */
async function load(page: Page, url: string, probe: Probe) {
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith(STOREFRONT_CSS)) fetched.push(new URL(r.url()).pathname);
  });
  await page.goto(url);
  const drawn = page.getByTestId(probe.testId).first();
  await drawn.waitFor({ timeout: 30_000 });
  // The page's code has run: the shell's router has replaced the prerendered first view.
  await page.locator('#root > [data-first-view]').waitFor({ state: 'detached', timeout: 30_000 });
  const markers = await page.evaluate(() =>
    Array.from(document.querySelectorAll('link[rel="stylesheet"][data-rspack^="minutemart_storefront:"]')).map((l) => ({
      href: l.getAttribute('href'),
      key: l.getAttribute('data-rspack'),
    })),
  );
  const style = await drawn.evaluate((el, prop) => getComputedStyle(el)[prop], probe.prop);
  return { fetched, markers, style };
}

suite(`storefront stylesheets the shell already holds, against ${BASE_URL}`, () => {
  const browser = browserPerSuite({ between: 'kept' });
  let productUrl: string;
  beforeAll(async () => {
    const [p] = await pickProducts('atta', 1);
    productUrl = `${BASE_URL}/product/${slugify(p!.name)}-${p!._id}`;
  });

  test('named by the shell: home and a product page fetch no storefront stylesheet and are styled the same', async () => {
    for (const [url, probe] of [
      [`${BASE_URL}/`, CARD],
      [productUrl, PRICE],
    ] as const) {
      const page = await browser.newPage(MOBILE);
      const errors = collectErrors(page);
      const meta = await (await page.request.get(url)).text();
      expect(meta).toMatch(/<meta content="[^"]*storefront:static\/css\/[^"]+\.css[^"]*" name="mm-covered-remote-css">/);
      const seen = await load(page, url, probe);
      expect(seen.fetched).toEqual([]);
      // The marker the remote's chunk loader found instead of adding a stylesheet: no href, nothing fetched.
      expect(seen.markers.length).toBeGreaterThan(0);
      expect(seen.markers.every((m) => m.href === null)).toBe(true);
      expect(seen.style).toBe(probe.value);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  test('not named (a storefront deployed since): its stylesheet loads as before', async () => {
    const page = await browser.newPage(MOBILE);
    const errors = collectErrors(page);
    await page.route(`${BASE_URL}/`, async (route) => {
      const res = await route.fetch();
      const html = (await res.text()).replace(/<meta content="[^"]*" name="mm-covered-remote-css">/, '');
      await route.fulfill({ response: res, body: html });
    });
    const seen = await load(page, `${BASE_URL}/`, CARD);
    expect(seen.fetched.length).toBeGreaterThan(0);
    expect(seen.markers.length).toBeGreaterThan(0);
    expect(seen.markers.every((m) => m.href !== null && seen.fetched.some((f) => m.href!.endsWith(f)))).toBe(true);
    expect(seen.style).toBe(CARD.value);
    expect(errors).toEqual([]);
    await page.close();
  });
});
