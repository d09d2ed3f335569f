/**
 * The storefront's first-load budget: the JavaScript a phone downloads to show `/` is at most 200 KB compressed, the
 * Module Federation runtime and the storefront's remote entry included. Measured, not assumed: the
 * production builds (built by global-setup unless E2E_SKIP_BUILD) are served by the shell's static
 * server, Chromium loads `/` at 375 px until the network is idle, and every script it fetched is
 * counted at the size of its brotli copy (the file the gateway sends for `Accept-Encoding: br`; a file
 * too small to have one is compressed here). Its /api goes to BASE_URL when that answers, so the
 * page renders its real rows; either way the page needs the same code.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { COMPILE_HINT } from '../../shared/mf/compile-hints-plugin.js';
import { browserPerSuite, MOBILE } from '../support/browser.js';
import { liveOrDeadApi, shellPerSuite } from '../support/server.js';

export const FIRST_LOAD_JS_BUDGET_BYTES = 200_000;

const frontends = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const DIST = { shell: path.join(frontends, 'shell', 'dist'), storefront: path.join(frontends, 'storefront', 'dist') };

/** The built file a script URL of the static server names. */
function fileOf(url: string): string {
  const p = decodeURIComponent(new URL(url).pathname);
  if (p.startsWith('/mf/storefront/')) return path.join(DIST.storefront, p.slice('/mf/storefront/'.length));
  if (p.startsWith('/mf/')) throw new Error(`a remote other than the storefront was loaded for /: ${p}`);
  return path.join(DIST.shell, p.slice(1));
}

/** Bytes on the wire for Accept-Encoding: br, as the gateway serves it. */
function brotliBytes(file: string): number {
  if (fs.existsSync(`${file}.br`)) return fs.statSync(`${file}.br`).size;
  return brotliCompressSync(fs.readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

describe('first-load JavaScript of / (the 200 KB budget)', () => {
  const server = shellPerSuite(async () => ({ api: await liveOrDeadApi() }));
  const browser = browserPerSuite({ between: 'kept' });

  /** `/` at 375 px until the network is quiet, with the URL of every script it fetched. */
  async function loadHome() {
    const page = await browser.newPage(MOBILE);
    const scripts = new Set<string>();
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.add(r.url());
    });
    await page.goto(`${server.url}/`, { waitUntil: 'load' });
    await page.getByRole('heading', { name: '10 minute delivery' }).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    // Anything the first render starts late (its lazy chunks) is asked for by the time the main thread
    // is idle; then the network goes quiet again once those have arrived.
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
    await page.waitForLoadState('networkidle');
    return { page, scripts };
  }

  test(`is at most ${FIRST_LOAD_JS_BUDGET_BYTES / 1000} KB compressed, federation runtime included`, async () => {
    for (const dir of Object.values(DIST)) expect(fs.existsSync(path.join(dir, 'index.html')) || fs.existsSync(path.join(dir, 'mf-manifest.json'))).toBe(true);
    const { page, scripts } = await loadHome();

    const files = [...scripts].map((url) => ({ url: new URL(url).pathname, bytes: brotliBytes(fileOf(url)) })).sort((x, y) => y.bytes - x.bytes);
    const total = files.reduce((sum, f) => sum + f.bytes, 0);
    console.log(
      `[budget] first-load JS of / : ${(total / 1000).toFixed(1)} KB brotli in ${files.length} files (budget ${FIRST_LOAD_JS_BUDGET_BYTES / 1000} KB)\n` +
        files.map((f) => `  ${(f.bytes / 1000).toFixed(1).padStart(6)} KB  ${f.url}`).join('\n'),
    );
    // The measurement must see the runtime: the shell's entry (host runtime) and the storefront's remote entry.
    expect(files.some((f) => /^\/static\/js\/main\.[0-9a-f]+\.js$/.test(f.url))).toBe(true);
    expect(files.some((f) => /^\/mf\/storefront\/remoteEntry\.[0-9a-f]+\.js$/.test(f.url))).toBe(true);
    expect(files.some((f) => f.url.includes('__federation_expose_Home'))).toBe(true);
    expect(total).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_BYTES);
    await page.close();
  });

  test('the HTML preloads the chunks the entry starts with, and nothing it does not use', async () => {
    const { page, scripts: urls } = await loadHome();
    const scripts = new Set([...urls].map((url) => new URL(url).pathname));
    const preloaded = await page.$$eval('link[rel="preload"][as="script"]', (links) =>
      links.map((l) => ({ path: new URL((l as HTMLLinkElement).href).pathname, priority: l.getAttribute('fetchpriority') })),
    );
    // react-dom, react-router, @minutemart/ui and bootstrap at least; each one then used by the page.
    expect(preloaded.length).toBeGreaterThanOrEqual(4);
    for (const p of preloaded) {
      expect(scripts).toContain(p.path);
      // Low, like the deferred main.js: they must not take the link from the stylesheet (first paint).
      expect(p.priority).toBe('low');
    }
    await page.close();
  });

  test("every script of the first load starts with V8's compile hint (compiled while it downloads)", async () => {
    const { page, scripts } = await loadHome();
    expect(scripts.size).toBeGreaterThanOrEqual(6);
    // The first line of each file as sent: the plain file, and the brotli copy the gateway prefers.
    const withoutHint = [...scripts].map(fileOf).filter((file) => {
      const sent = fs.existsSync(`${file}.br`) ? brotliDecompressSync(fs.readFileSync(`${file}.br`)) : fs.readFileSync(file);
      return !fs.readFileSync(file, 'utf8').startsWith(COMPILE_HINT) || !sent.toString('utf8', 0, COMPILE_HINT.length).startsWith(COMPILE_HINT);
    });
    expect(withoutHint).toEqual([]);
    await page.close();
  });
});
