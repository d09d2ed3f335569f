/**
 * A dead remote must not blank the page: the shell keeps its header and shows a fallback naming the
 * part that is missing, with Retry; Retry loads the remote once it answers again.
 */
import { browserPerSuite, snap, DESKTOP, MOBILE, collectErrors } from '../support/browser.js';
import { deadPort, shellPerSuite, startServer } from '../support/server.js';

const HOME_FALLBACK = 'The storefront is temporarily unavailable';
const LOGIN_FALLBACK = 'Login is temporarily unavailable';

describe('shell with a dead storefront remote', () => {
  let remotePort: number;
  const server = shellPerSuite(async () => {
    remotePort = await deadPort();
    return {
      remotes: {
        storefront: `http://127.0.0.1:${remotePort}/mf/storefront/mf-manifest.json`,
        admin: `http://127.0.0.1:${remotePort}/mf/admin/mf-manifest.json`,
      },
    };
  });
  const browser = browserPerSuite({ between: 'kept' });

  test.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ])('shows the fallback and keeps the header (%s)', async (_label, viewport) => {
    const page = await browser.newPage(viewport);
    await page.goto(server.url + '/', { waitUntil: 'domcontentloaded' });

    await page.getByRole('heading', { name: HOME_FALLBACK }).waitFor({ state: 'visible', timeout: 30_000 });
    expect(await page.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
    // The shell is still there around the fallback.
    expect(await page.getByRole('link', { name: 'Minutemart home' }).isVisible()).toBe(true);
    expect(await page.getByTestId('search-strip').isVisible()).toBe(true);
    expect(await page.locator('footer').getByText('Minutemart. All rights reserved.').isVisible()).toBe(true);
    await snap(page, 'remote-down');
    await page.close();
  });

  test('Retry keeps the fallback while the remote is down, then loads it once it is back', async () => {
    const page = await browser.newPage(DESKTOP);
    const errors = collectErrors(page);
    await page.goto(server.url + '/login', { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { name: LOGIN_FALLBACK }).waitFor({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: LOGIN_FALLBACK }).waitFor({ timeout: 30_000 });

    // Bring the remote up on the port the manifest points at (cross-origin: exercises CORS too).
    const remote = await startServer({ port: remotePort });
    try {
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.getByRole('heading', { name: 'Login' }).waitFor({ timeout: 30_000 });
      expect(await page.getByText(LOGIN_FALLBACK).count()).toBe(0);
    } finally {
      await remote.close();
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});
