/**
 * Repeat visits (docs/adr/0022-service-worker-updates.md): the production builds served as the gateway
 * serves them (the shell's static server; its /api goes to BASE_URL when that answers), in a Chromium
 * that allows service workers.
 * - After a first visit, a second one takes every script from the service worker and none from the
 *   network, while remotes.json and the storefront's manifest are still read from the network.
 * - The web manifest is valid and Chromium finds the app installable.
 * - Offline, the page shows the last cart (the guest cart the storefront keeps in localStorage) with
 *   the offline state, Retry and a checkout that says why it is off; back online, the store returns.
 * - A remote that is down still gets its fallback inside the shell with the worker in control.
 * - Through the gateway at BASE_URL: sw.js is revalidated on every check and its CSP lets the worker run;
 *   offline, a signed-in shopper sees the cart the server last sent.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { browserPerSuite, launchBrowser, snap, DESKTOP, MOBILE, collectErrors } from '../support/browser.js';
import { backendSuite } from '../support/catalogue.js';
import { addToCartViaApi, newShopper, pickProducts } from '../support/shop.js';
import { BASE_URL, deadApi, liveOrDeadApi, shellPerSuite } from '../support/server.js';

const HOME_HEADING = '10 minute delivery';
const OFFLINE_TITLE = "You're offline — showing your last cart";
const GUEST_CART_KEY = 'minutemart:guest-cart:v1';

/** Two lines as the storefront's guest cart stores them (`guestCart.save`: the product as it was shown). */
const GUEST_LINES = [
  {
    quantity: 2,
    product: { _id: '665f1a2b3c4d5e6f7a8b9c01', name: 'Amul Taaza Toned Milk', image: [], price: 27, discount: 0, unit: '500 ml', stock: 40 },
  },
  {
    quantity: 1,
    product: { _id: '665f1a2b3c4d5e6f7a8b9c02', name: 'Aashirvaad Shudh Chakki Atta', image: [], price: 320, discount: 10, unit: '5 kg', stock: 12 },
  },
];

/** Resolves once the worker controls the page and keeps every script the page has loaded so far. */
async function workerHasScripts(page: Page): Promise<string[]> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script' || e.name.endsWith('.js'))
      .map((e) => e.name),
  );
  await page.waitForFunction(
    async (urls) => {
      for (const url of urls) if (!(await caches.match(url))) return false;
      return true;
    },
    scripts,
    { timeout: 30_000, polling: 250 },
  );
  return scripts;
}

/** Every request of the context: the page's (and whether the worker answered it) and the worker's own. */
function watchRequests(context: BrowserContext, page: Page) {
  const fromPage: Array<{ url: string; type: string; viaWorker: boolean }> = [];
  const fromWorker: string[] = [];
  page.on('requestfinished', async (request) => {
    const response = await request.response();
    fromPage.push({ url: request.url(), type: request.resourceType(), viaWorker: Boolean(response?.fromServiceWorker()) });
  });
  context.on('request', (request) => {
    if (request.serviceWorker()) fromWorker.push(request.url());
  });
  return { fromPage, fromWorker };
}

const pathOf = (url: string) => new URL(url).pathname;

describe('repeat visits: the service worker, the web manifest, offline', () => {
  beforeAll(() => {
    // Network events of service workers (the worker's own fetches) are reported with this set.
    process.env['PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS'] = '1';
  });
  const server = shellPerSuite(async () => ({ api: await liveOrDeadApi() }));
  const deadRemoteServer = shellPerSuite(async () => {
    const dead = await deadApi();
    return { api: await liveOrDeadApi(), remotes: { storefront: `${dead}/mf/storefront/mf-manifest.json`, admin: `${dead}/mf/admin/mf-manifest.json` } };
  });
  const browser = browserPerSuite({ serviceWorkers: 'allow', between: 'kept' });

  test('a second visit takes every script from the service worker; the federation manifests still come from the network', async () => {
    const first = await browser.newPage(MOBILE);
    const errors = collectErrors(first);
    await first.goto(`${server.url}/`);
    await first.getByRole('heading', { name: HOME_HEADING }).waitFor({ timeout: 60_000 });
    const firstScripts = await workerHasScripts(first);
    expect(firstScripts.some((u) => /\/mf\/storefront\/remoteEntry\.[0-9a-f]+\.js$/.test(u))).toBe(true);
    await first.close();

    const page = await browser.newPage(MOBILE);
    const seen = watchRequests(browser.context, page);
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { name: HOME_HEADING }).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');

    const scripts = seen.fromPage.filter((r) => r.type === 'script');
    // The shell's entry and the storefront's remote entry and Home page at least.
    expect(scripts.length).toBeGreaterThanOrEqual(6);
    expect(scripts.filter((r) => !r.viaWorker).map((r) => pathOf(r.url))).toEqual([]);
    expect(seen.fromWorker.filter((u) => pathOf(u).endsWith('.js')).map(pathOf)).toEqual([]);
    // Network first: a new remote or a moved one takes effect on this load.
    expect(seen.fromWorker.map(pathOf)).toEqual(expect.arrayContaining(['/remotes.json', '/mf/storefront/mf-manifest.json']));
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${server.url}/sw.js`);
    console.log(
      `[repeat visit] ${scripts.length} scripts, all from the service worker; the worker asked the network for: ${[...new Set(seen.fromWorker.map(pathOf))].join(', ')}`,
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  test('the web manifest is valid and Chromium finds the app installable', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { name: HOME_HEADING }).waitFor({ timeout: 60_000 });
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');

    const res = await page.request.get(`${server.url}${href}`);
    expect(res.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await res.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
    };
    expect(manifest).toMatchObject({ short_name: 'Minutemart', start_url: '/', display: 'standalone', theme_color: '#0b9a4f' });
    expect(manifest.name).toContain('Minutemart');
    const themeMeta = await page.locator('meta[name="theme-color"]').getAttribute('content');
    expect(themeMeta).toBe(manifest.theme_color);
    // 192 and 512 px, each also as maskable; every file a PNG of the size it claims (IHDR width/height).
    const wanted = ['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable'];
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(wanted.sort());
    for (const icon of manifest.icons) {
      const png = await (await page.request.get(`${server.url}${icon.src}`)).body();
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      const [w, h] = icon.sizes.split('x').map(Number);
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([w, h]);
    }

    await workerHasScripts(page);
    const cdp = await browser.context.newCDPSession(page);
    const parsed = (await cdp.send('Page.getAppManifest')) as { errors: Array<{ message: string }> };
    expect(parsed.errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
    expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
    await page.close();
  });

  test.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ])('offline: the last cart, the offline state and Retry instead of an error page (%s)', async (_label, viewport) => {
    const page = await browser.newPage(viewport);
    const errors = collectErrors(page);
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { name: HOME_HEADING }).waitFor({ timeout: 60_000 });
    // The cart as the storefront keeps a guest's: what an earlier visit added.
    await page.evaluate(([key, lines]) => localStorage.setItem(key as string, JSON.stringify(lines)), [GUEST_CART_KEY, GUEST_LINES] as const);
    await workerHasScripts(page);

    await browser.context.setOffline(true);
    try {
      await page.reload();
      const offline = page.getByTestId('offline-page');
      await offline.getByRole('heading', { name: OFFLINE_TITLE }).waitFor({ timeout: 30_000 });
      // The shell's header is there; the last cart with its lines and items total (₹54 + ₹288).
      await page.getByRole('link', { name: 'Minutemart home' }).first().waitFor();
      expect(await offline.getByTestId('offline-cart-line').allTextContents()).toEqual([
        expect.stringContaining('Amul Taaza Toned Milk'),
        expect.stringContaining('Aashirvaad Shudh Chakki Atta'),
      ]);
      expect(await offline.getByTestId('offline-cart-total').textContent()).toBe('₹342.00');
      // Checkout needs the network: off, and it says why.
      const checkout = offline.getByTestId('offline-checkout');
      expect(await checkout.isDisabled()).toBe(true);
      const reason = await page.locator(`#${await checkout.getAttribute('aria-describedby')}`).textContent();
      expect(reason).toContain('Checkout needs a connection');
      // No error page: neither the remote's fallback nor the home page's failed catalogue shows.
      expect(await page.getByText('temporarily unavailable').count()).toBe(0);

      await offline.getByRole('button', { name: 'Retry' }).click();
      await offline.getByTestId('offline-still').waitFor();
      await snap(page, 'offline-last-cart');

      // Another page opened offline shows the same state.
      await page.goto(`${server.url}/cart`);
      await page.getByRole('heading', { name: OFFLINE_TITLE }).waitFor({ timeout: 30_000 });
    } finally {
      await browser.context.setOffline(false);
    }
    // Back online the page opened offline starts again.
    await page.getByTestId('offline-page').waitFor({ state: 'detached', timeout: 30_000 });
    await page.getByRole('heading', { name: 'My Cart' }).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('cart-line').count()).toBe(2);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('a remote that is down still gets its fallback inside the shell, with the worker in control', async () => {
    const first = await browser.newPage(MOBILE);
    await first.goto(`${deadRemoteServer.url}/`);
    await first.getByRole('heading', { name: 'The storefront is temporarily unavailable' }).waitFor({ timeout: 30_000 });
    await first.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
    await first.close();

    const page = await browser.newPage(MOBILE);
    const errors = collectErrors(page);
    await page.goto(`${deadRemoteServer.url}/`);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.getByRole('heading', { name: 'The storefront is temporarily unavailable' }).waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: 'Minutemart home' }).first().waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});

const gatewaySuite = await backendSuite('the service worker through the gateway');

gatewaySuite(`the service worker through the gateway at ${BASE_URL}`, () => {
  test('sw.js and the manifest are served uncached, and the CSP lets the worker take over a second visit', async () => {
    const sw = await fetch(`${BASE_URL}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get('content-type')).toContain('javascript');
    // A deploy reaches shoppers only through a fresh sw.js.
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    const manifest = await fetch(`${BASE_URL}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');

    const browser = await launchBrowser({ serviceWorkers: 'allow' });
    try {
      const page = await browser.newPage(MOBILE);
      const refused: string[] = [];
      page.on('console', (m) => m.type() === 'error' && /Content Security Policy|ServiceWorker/i.test(m.text()) && refused.push(m.text()));
      await page.goto(`${BASE_URL}/`);
      await page.getByRole('heading', { name: HOME_HEADING }).waitFor({ timeout: 60_000 });
      await workerHasScripts(page);
      const second = await browser.newPage(MOBILE);
      const seen = watchRequests(browser.context, second);
      await second.goto(`${BASE_URL}/`);
      await second.getByRole('heading', { name: HOME_HEADING }).waitFor({ timeout: 60_000 });
      await second.waitForLoadState('networkidle');
      const scripts = seen.fromPage.filter((r) => r.type === 'script');
      expect(scripts.length).toBeGreaterThanOrEqual(6);
      expect(scripts.filter((r) => !r.viaWorker).map((r) => pathOf(r.url))).toEqual([]);
      expect(refused).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  test('offline, a signed-in shopper sees the cart the server last sent', async () => {
    const browser = await launchBrowser({ serviceWorkers: 'allow' });
    try {
      const { api } = await newShopper(browser.context, 'offlinecart');
      const [product] = await pickProducts('atta', 1);
      await addToCartViaApi(api, product!._id, 3);
      const page = await browser.newPage(DESKTOP);
      const errors = collectErrors(page);
      await page.goto(`${BASE_URL}/`);
      await page.getByRole('heading', { name: HOME_HEADING }).waitFor({ timeout: 60_000 });
      await page.getByTestId('cart-button').getByText('3 items').waitFor({ timeout: 30_000 });
      await workerHasScripts(page);

      await browser.context.setOffline(true);
      try {
        await page.reload();
        const offline = page.getByTestId('offline-page');
        await offline.getByRole('heading', { name: OFFLINE_TITLE }).waitFor({ timeout: 30_000 });
        expect(await offline.getByTestId('offline-cart-line').allTextContents()).toEqual([expect.stringContaining(product!.name)]);
        expect(await offline.getByTestId('offline-cart-line').textContent()).toContain('3 ×');
        await snap(page, 'offline-signed-in-cart');
      } finally {
        await browser.context.setOffline(false);
      }
      await page.getByTestId('offline-page').waitFor({ state: 'detached', timeout: 30_000 });
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
