/**
 * A storefront deployed ahead of the shell. support/skewed-storefront/build.mjs builds a real remote
 * named `storefront` with Rspack and the project's shared-dependency config, but against
 * a newer @minutemart/ui minor (0.6.0; this shell ships 0.5.0); it also dropped ./Search, ./Register and the account
 * pages, gave ./ProductDetail a named export only and added ./Deals.
 *
 * What the old shell must do: refuse the page that needs the newer UI before any of its code runs (the
 * MF runtime's strictVersion check; without it the page rendered and threw on the first click), show a
 * fallback naming each part it cannot show, still load the newer remote's compatible pages, and keep
 * header, search, cart and account menu working. No uncaught error, no blank page.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { ConsoleMessage, Page } from 'playwright-core';
import { browserPerSuite, snap, DESKTOP, MOBILE, collectErrors } from '../support/browser.js';
import { shellPerSuite } from '../support/server.js';
import { BASE_URL, backendSuite } from '../support/catalogue.js';
import { registerViaApi, uniqueUser } from '../support/live.js';

const BUILD = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'support', 'skewed-storefront', 'build.mjs');
const UNAVAILABLE = (part: string) => `${part} is temporarily unavailable`;
const VERSION_REFUSAL = 'of shared singleton module @minutemart/ui does not satisfy the requirement of storefront';

/** Console errors, to show why a fallback appeared (a version refusal, not a dead server). */
function consoleErrors(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error') lines.push(m.text());
  });
  return lines;
}

async function expectShellAround(page: Page) {
  expect(await page.getByRole('link', { name: 'Minutemart home' }).isVisible()).toBe(true);
  expect(
    await page
      .getByTestId('search-strip')
      .or(page.getByRole('combobox', { name: 'Search' }))
      .first()
      .isVisible(),
  ).toBe(true);
  expect(await page.locator('footer').getByText('Minutemart. All rights reserved.').isVisible()).toBe(true);
}

/**
 * For a describe block: the shell's server with the newer storefront built into a folder of its own
 * (removed after the suite), in the same-origin layout of production (/remotes.json from the shell's
 * dist points at /mf/storefront/). `api` as `shellPerSuite` takes it.
 */
function skewedShell(api?: string): { readonly url: string } {
  let outDir: string | undefined;
  const server = shellPerSuite(async () => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-next-storefront-dist-'));
    await promisify(execFile)(process.execPath, [BUILD, outDir], { timeout: 60_000 });
    return { api, roots: { storefront: outDir } };
  });
  afterAll(() => {
    if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
  });
  return server;
}

describe('shell with a storefront deployed ahead of it', () => {
  const server = skewedShell();
  const browser = browserPerSuite({ between: 'kept' });

  test.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ])('home: the page built for the newer UI never runs; the fallback names the storefront (%s)', async (_label, viewport) => {
    const page = await browser.newPage(viewport);
    const errors = collectErrors(page);
    const logged = consoleErrors(page);
    await page.goto(server.url + '/', { waitUntil: 'domcontentloaded' });

    await page.getByRole('heading', { name: UNAVAILABLE('The storefront') }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
    expect(await page.getByText('Fresh deals').count()).toBe(0);
    expect(await page.evaluate(() => (globalThis as { __mmSkewedHomeEvaluated?: boolean }).__mmSkewedHomeEvaluated)).toBeUndefined();
    expect(logged.some((l) => l.includes(VERSION_REFUSAL))).toBe(true);
    await expectShellAround(page);
    await snap(page, 'remote-newer');
    expect(errors).toEqual([]);
    await page.close();
  });

  test('navigation keeps working: compatible pages of the newer remote load, the others name what is missing', async () => {
    const page = await browser.newPage(DESKTOP);
    const errors = collectErrors(page);
    await page.goto(server.url + '/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { name: UNAVAILABLE('The storefront') }).waitFor({ timeout: 30_000 });

    // Retry really asks the server again (a new manifest request), and still refuses the page.
    const manifestAgain = page.waitForRequest((r) => r.url().endsWith('/mf/storefront/mf-manifest.json'), { timeout: 15_000 });
    await page.getByRole('button', { name: 'Retry' }).click();
    await manifestAgain;
    await page.getByRole('heading', { name: UNAVAILABLE('The storefront') }).waitFor({ timeout: 30_000 });

    // The header's Login link → the newer remote's Login (it needs only React and the router).
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await page.getByText('Signed in with the next storefront release.').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('remote-unavailable').count()).toBe(0);

    // A link inside the remote page drives the shell's router (one shared react-router).
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL('**/register');
    await page.getByRole('heading', { name: UNAVAILABLE('Registration') }).waitFor({ timeout: 30_000 });

    // The header search → /search, which the newer remote no longer exposes.
    await page.getByTestId('search-strip').click();
    await page.waitForURL('**/search');
    await page.getByRole('heading', { name: UNAVAILABLE('Search') }).waitFor({ timeout: 30_000 });
    await page.getByRole('combobox', { name: 'Search' }).fill('milk');
    await page.waitForURL('**/search?q=milk');

    // ./ProductDetail lost its default export.
    await page.goto(server.url + '/product/Amul-Milk-665f1c2ab0e1f2a3b4c5d6e8', { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { name: UNAVAILABLE('The product page') }).waitFor({ timeout: 30_000 });

    // The shell's own cart still opens.
    await page.getByTestId('cart-button').click();
    await page.getByTestId('cart-panel').waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Close cart' }).click();

    expect(errors).toEqual([]);
    await page.close();
  });
});

const withBackend = await backendSuite('the signed-in version-skew test');

withBackend(`signed in (API at ${BASE_URL}) with a storefront deployed ahead of the shell`, () => {
  const server = skewedShell(BASE_URL);
  const browser = browserPerSuite({ between: 'kept' });

  test.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ])('the account menu keeps working around the missing account pages (%s)', async (label, viewport) => {
    const user = uniqueUser(`skew${label}`);
    await registerViaApi(user);
    // Through the shell's origin, so the session cookies belong to the page under test.
    const login = await browser.context.request.post(server.url + '/api/user/login', { data: { email: user.email, password: user.password } });
    expect(login.status()).toBe(200);

    const page = await browser.newPage(viewport);
    const errors = collectErrors(page);
    if (label === 'desktop') {
      await page.goto(server.url + '/dashboard/profile', { waitUntil: 'domcontentloaded' });
      await page.getByRole('heading', { name: UNAVAILABLE('Your profile') }).waitFor({ timeout: 30_000 });
      const aside = page.getByRole('complementary').getByRole('navigation', { name: 'Account' });
      await aside.getByRole('link', { name: 'My Orders' }).click();
      await page.waitForURL('**/dashboard/myorders');
      await page.getByRole('heading', { name: UNAVAILABLE('Your order history') }).waitFor({ timeout: 30_000 });
      await snap(page, 'remote-newer-account');
      // The header's account dropdown still signs out.
      await page.getByRole('button', { name: 'Account' }).click();
      await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL(server.url + '/');
      await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor({ timeout: 15_000 });
    } else {
      await page.goto(server.url + '/', { waitUntil: 'domcontentloaded' });
      await page.getByRole('heading', { name: UNAVAILABLE('The storefront') }).waitFor({ timeout: 30_000 });
      await page.getByRole('link', { name: 'My Account' }).click();
      await page.waitForURL('**/user');
      await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Saved Address' }).click();
      await page.waitForURL('**/dashboard/address');
      await page.getByRole('heading', { name: UNAVAILABLE('Your address book') }).waitFor({ timeout: 30_000 });
      await snap(page, 'remote-newer-account');
    }
    expect(errors).toEqual([]);
    await page.close();
    await browser.context.clearCookies();
  });
});
