import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { createLogger } from '@minutemart/kit';
import { FirstViews, remoteStylesheets, type CatalogueRead } from '../src/first-views.js';

const logger = createLogger('gateway-test', 'silent');

// A shell build as the gateway sees it: index.html, the page template and a renderer with the
// interface of frontends/shell/src/first-view/server-views.tsx (the real one is covered end to end
// by frontends/e2e/tests/browse-product.test.ts).
const TEMPLATE =
  '<html><head><meta name="description" content="__MM_DESCRIPTION__"><title>__MM_TITLE__</title></head>' +
  '<body><div id="root"><div inert data-first-view="__MM_FIRST_VIEW_PAGE__">__MM_FIRST_VIEW__</div></div>__MM_FIRST_VIEW_DATA__</body></html>';
// (A new build is picked up by its file's mtime, imported under a new URL: Node's loader, not Jest's, honours that.)
const renderer = (version: string) => `
export function firstViewRequest(pathname) {
  const m = /^\\/product\\/(.+)$/.exec(pathname);
  return m ? { page: 'ProductDetail', path: '/api/product/get-product-details', body: { productId: m[1] } } : null;
}
let renders = 0;
export function renderFirstView(pathname, answer, origin) {
  if (!answer || !answer.success) return null;
  renders += 1;
  return { page: 'ProductDetail', html: '<h1>' + answer.data.name.replace(/</g, '&lt;') + '</h1><p>${version} ' + origin + '</p><i>render ' + renders + '</i>',
    title: answer.data.name + ' | Minutemart', description: 'Buy ' + answer.data.name };
}`;

let shell: string;
let read: CatalogueRead;
let server: Server;
let base: string;

beforeAll(async () => {
  shell = mkdtempSync(join(tmpdir(), 'mm-shell-'));
  mkdirSync(join(shell, 'server'));
  writeFileSync(join(shell, 'index.html'), '<html><body>loading page</body></html>');
  writeFileSync(join(shell, 'server', 'page.html'), TEMPLATE);
  writeFileSync(join(shell, 'server', 'first-views.mjs'), renderer('v1'));
  const views = new FirstViews(shell, (path, body, res) => read(path, body, res), logger, {
    waitMs: 300,
    pageStylesheets: remoteStylesheets(shell, '/mf/storefront/', 'storefront'),
  });
  const app = express();
  app.get(/.*/, async (req, res) => {
    // As gateway/src/frontends.ts does, but with 299 for "index.html" so the tests can tell it apart.
    const view = await views.render(req, res);
    if (view?.status === 200) res.type('html').send(view.html);
    else if (view) res.status(view.status).sendFile(join(shell, 'index.html'));
    else res.status(299).send('index.html');
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  rmSync(shell, { recursive: true, force: true });
});

const answer = (status: number, json: unknown) => ({ status, body: Buffer.from(JSON.stringify(json)) });
const product =
  (name: string): CatalogueRead =>
  async () =>
    answer(200, { success: true, error: false, message: 'product details', data: { name } });

describe('first views of product pages', () => {
  test('the page comes with its view, its title and description, and the answer it was made from', async () => {
    const asked: unknown[] = [];
    read = async (path, body, res) => {
      asked.push({ path, body });
      return product('Amul Taaza Toned Milk')(path, body, res);
    };
    const res = await fetch(`${base}/product/abc123`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(asked).toEqual([{ path: '/api/product/get-product-details', body: { productId: 'abc123' } }]);
    expect(html).toContain('<title>Amul Taaza Toned Milk | Minutemart</title>');
    expect(html).toContain('<meta name="description" content="Buy Amul Taaza Toned Milk">');
    expect(html).toContain(`data-first-view="ProductDetail"><h1>Amul Taaza Toned Milk</h1><p>v1 ${base}</p><i>render `);
    const data = /<script type="application\/json" id="first-view-data">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(data!)).toEqual({
      path: '/api/product/get-product-details',
      body: { productId: 'abc123' },
      answer: { success: true, error: false, message: 'product details', data: { name: 'Amul Taaza Toned Milk' } },
    });
  });

  test("a product's text cannot break out of the title, the description or the data block", async () => {
    read = product('Milk "&" <b>Co</b> $& </script><script>alert(1)</script>');
    const html = await (await fetch(`${base}/product/x`)).text();
    expect(html).toContain(
      '<title>Milk &quot;&amp;&quot; &lt;b&gt;Co&lt;/b&gt; $&amp; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Minutemart</title>',
    );
    // One script element: the data block, whose `<` are escaped.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    expect(html).not.toContain('__MM_');
  });

  test('a product that does not exist is a 404 page (the loading page, which then says so)', async () => {
    read = async () => answer(404, { success: false, error: true, message: 'Product not found' });
    const res = await fetch(`${base}/product/missing`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('loading page');
  });

  test('without an answer in time, or with none at all, the page is sent without its view', async () => {
    read = () => new Promise((r) => setTimeout(() => r(answer(200, { success: true, data: { name: 'Late' } })), 800));
    const started = Date.now();
    const slow = await fetch(`${base}/product/slow`);
    expect(slow.status).toBe(299);
    expect(Date.now() - started).toBeLessThan(700);

    read = async () => {
      throw new Error('no replica available');
    };
    expect((await fetch(`${base}/product/down`)).status).toBe(299);
    read = async () => answer(500, { success: false });
    expect((await fetch(`${base}/product/broken`)).status).toBe(299);
    read = async () => ({ status: 200, body: Buffer.from('<html>not json</html>') });
    expect((await fetch(`${base}/product/broken`)).status).toBe(299);
    // Not a page with a first view of its own.
    expect((await fetch(`${base}/login`)).status).toBe(299);
  });

  test("the storefront's stylesheets for the page are linked from its head, absolute, while its manifest names them", async () => {
    read = product('Butter');
    const manifest = join(shell, 'mf-manifest.json');
    writeFileSync(
      manifest,
      JSON.stringify({
        exposes: [
          { name: 'ProductDetail', assets: { css: { sync: ['static/css/885.abc.css'], async: [] } } },
          { name: 'Home', assets: { css: { sync: ['static/css/1.def.css'] } } },
        ],
      }),
    );
    const html = await (await fetch(`${base}/product/butter`)).text();
    expect(html).toContain(`<link rel="stylesheet" href="${base}/mf/storefront/static/css/885.abc.css"></head>`);
    expect(html).not.toContain('1.def.css');
    rmSync(manifest);
    expect(await (await fetch(`${base}/product/butter`)).text()).not.toContain('<link rel="stylesheet"');
  });

  test("a stylesheet the shell's own already holds (its template names it) is not linked", async () => {
    read = product('Ghee');
    const manifest = join(shell, 'mf-manifest.json');
    const template = join(shell, 'server', 'page.html');
    writeFileSync(
      manifest,
      JSON.stringify({ exposes: [{ name: 'ProductDetail', assets: { css: { sync: ['static/css/885.abc.css', 'static/css/9.new.css'] } } }] }),
    );
    // A new shell build: the template names one of the two files (rspack writes `content` first).
    writeFileSync(
      template,
      TEMPLATE.replace('<title>', '<meta content="admin:static/css/885.abc.css storefront:static/css/885.abc.css" name="mm-covered-remote-css"><title>'),
    );
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(shell, 'server', 'first-views.mjs'), later, later);
    try {
      const html = await (await fetch(`${base}/product/ghee`)).text();
      expect(html).not.toContain(`href="${base}/mf/storefront/static/css/885.abc.css"`);
      expect(html).toContain(`<link rel="stylesheet" href="${base}/mf/storefront/static/css/9.new.css"></head>`);
    } finally {
      rmSync(manifest);
      writeFileSync(template, TEMPLATE);
      const again = new Date(Date.now() + 10_000);
      utimesSync(join(shell, 'server', 'first-views.mjs'), again, again);
    }
  });

  test('a page is rendered once per answer: again only when the answer changes', async () => {
    let body = answer(200, { success: true, error: false, message: 'product details', data: { name: 'Curd' } }).body;
    read = async () => ({ status: 200, body });
    const renderCount = async () => Number(/<i>render (\d+)<\/i>/.exec(await (await fetch(`${base}/product/curd`)).text())?.[1]);
    const first = await renderCount();
    expect(await renderCount()).toBe(first);
    expect(await renderCount()).toBe(first);
    body = answer(200, { success: true, error: false, message: 'product details', data: { name: 'Curd 400 g' } }).body;
    const html = await (await fetch(`${base}/product/curd`)).text();
    expect(html).toContain('<h1>Curd 400 g</h1>');
    expect(Number(/<i>render (\d+)<\/i>/.exec(html)?.[1])).toBeGreaterThan(first);
  });

  test('a shell built without the renderer sends every page without its view', async () => {
    rmSync(join(shell, 'server', 'first-views.mjs'));
    read = product('Eggs');
    expect((await fetch(`${base}/product/e`)).status).toBe(299);
  });
});
