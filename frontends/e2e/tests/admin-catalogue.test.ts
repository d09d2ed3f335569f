/**
 * The admin remote against the real stack at BASE_URL (gateway + catalogue + media), as the seeded admin:
 * category with an uploaded image → sub-category linked to it → product with two images and an extra
 * field → admin search → edit (price) → delete → cleanup (409 while in use, then delete) → CSV import with
 * a live progress bar and a per-row error report. Names carry a per-run tag: the stack is shared.
 *
 * The gateway allows 10 logins a minute per IP, so this file logs in once (through the UI) and every
 * page shares that browser context's cookies.
 */
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser, snap, collectErrors, DESKTOP, MOBILE, type Browser } from '../support/browser.js';
import { BASE_URL, backendSuite } from '../support/catalogue.js';
import { clickAuth } from '../support/live.js';
import type { ApiEnvelope } from '@minutemart/contracts';
import type { Category, Product, SubCategory } from '@minutemart/contracts/api-types';

const suite = await backendSuite('the admin catalogue flow');

const ADMIN = { email: process.env.E2E_ADMIN_EMAIL ?? 'admin@minutemart.test', password: process.env.E2E_ADMIN_PASSWORD ?? 'Admin@12345' };

/** A small PNG tile with a label, drawn with sharp (distinct colours give distinct content-addressed URLs). */
async function png(label: string, background: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480">
    <rect width="480" height="480" rx="48" fill="${background}"/>
    <circle cx="240" cy="200" r="96" fill="#ffffff" fill-opacity="0.85"/>
    <text x="240" y="390" font-family="DejaVu Sans, sans-serif" font-size="44" font-weight="700" text-anchor="middle" fill="#0f172a">${label}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const inr = (n: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(n);

async function toast(page: Page, text: string | RegExp) {
  await page.locator('[data-toast]').filter({ hasText: text }).first().waitFor({ timeout: 15_000 });
}

/** The answer to the page's next `method` call of `path`, awaited from before the click that sends it. */
async function answerTo(page: Page, method: string, path: string): Promise<ApiEnvelope<Product>> {
  const res = await page.waitForResponse((r) => r.request().method() === method && new URL(r.url()).pathname === path, { timeout: 15_000 });
  expect(res.status()).toBeLessThan(300);
  return (await res.json()) as ApiEnvelope<Product>;
}

/** Clicks `trigger` and feeds the file chooser it opens. */
async function chooseFiles(page: Page, trigger: Locator, files: Array<{ name: string; mimeType: string; buffer: Buffer }>) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), trigger.click()]);
  await chooser.setFiles(files);
}

/**
 * Polls `read` until `done` holds (reads go through per-replica caches fed by Kafka: a write can take a
 * moment to show everywhere). Only the best-effort cleanup uses it: the tests wait for the write's own
 * answer or for what the page shows.
 */
async function eventually<T>(read: () => Promise<T>, done: (v: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Types `text` into the product search and waits for `target`; re-runs the search while a lagging replica answers. */
async function searchUntil(page: Page, text: string, target: Locator, timeoutMs = 60_000) {
  const box = page.getByPlaceholder('Search product here ...');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await box.fill(text);
    try {
      await target.waitFor({ timeout: 6_000 });
      return;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      // The emptied box's list has been read: the next fill is a new search, not a debounced repeat.
      const emptied = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/product/get' && r.request().postDataJSON()?.search === '');
      await box.fill('');
      await emptied;
    }
  }
}

/** Waits for `target` to reach `state`, reloading the page (then `prepare`) while a lagging replica answers. */
async function reloadUntil(page: Page, target: Locator, state: 'visible' | 'detached', prepare?: () => Promise<void>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await target.waitFor({ state, timeout: 8_000 });
      return;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await page.reload();
      await prepare?.();
    }
  }
}

suite(`admin catalogue against ${BASE_URL}`, () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];
  /** Set once the CSV is uploaded: its rows may reach the read caches only after a failure, so cleanup waits for them. */
  let importStarted = false;
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const tag = `Zq${stamp}`;
  const names = {
    category: `E2E Category ${tag}`,
    sub: `E2E Sub ${tag}`,
    product: `E2E Masala ${tag}`,
    importA: `E2E Import ${tag} Alpha`,
    importB: `E2E Import ${tag} Beta`,
  };

  async function apiGet<T>(path: string): Promise<ApiEnvelope<T>> {
    return (await (await browser.context.request.get(BASE_URL + path)).json()) as ApiEnvelope<T>;
  }
  async function apiPost<T>(path: string, data: unknown): Promise<ApiEnvelope<T>> {
    return (await (await browser.context.request.post(BASE_URL + path, { data })).json()) as ApiEnvelope<T>;
  }
  async function apiDelete(path: string, _id: string): Promise<number> {
    return (await browser.context.request.delete(BASE_URL + path, { data: { _id } })).status();
  }
  async function productsTagged(): Promise<Product[]> {
    const res = await apiPost<Product[]>('/api/product/get', {
      page: 1,
      limit: 50,
      search: tag,
    });
    return res.data.filter((p) => p.name.includes(tag));
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage(DESKTOP);
    errors = collectErrors(page);
    await page.goto(`${BASE_URL}/login`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.locator('input[name="password"]').fill(ADMIN.password);
    // The login limit is shared with everyone on this IP: a 429 is waited out and retried.
    const res = await clickAuth(page, page.getByRole('button', { name: 'Login', exact: true }), '/api/user/login');
    expect(res.status()).toBe(200);
    await page.waitForURL(`${BASE_URL}/`, { timeout: 30_000 });
  }, 300_000);

  afterAll(async () => {
    // Best-effort cleanup if a step failed half-way (products first: they pin the taxonomy).
    if (browser) {
      try {
        const leftovers = importStarted ? await eventually(productsTagged, (l) => l.length >= 2, 20_000) : await productsTagged();
        for (const p of leftovers) await apiDelete('/api/product/delete-product', p._id);
        const subs = await apiPost<SubCategory[]>('/api/subcategory/get', {});
        for (const s of subs.data.filter((x) => x.name === names.sub)) await apiDelete('/api/subcategory/delete', s._id);
        const cats = await apiGet<Category[]>('/api/category/get');
        for (const c of cats.data.filter((x) => x.name === names.category)) await apiDelete('/api/category/delete', c._id);
      } catch (err) {
        console.warn('[e2e] cleanup failed', err);
      }
    }
    await browser?.close();
  });

  test('category: add with an uploaded image (Upload Image waits for a name)', async () => {
    await page.goto(`${BASE_URL}/dashboard/category`);
    await page.getByRole('heading', { name: 'Category', exact: true }).waitFor({ timeout: 30_000 });
    await page.getByTestId('category-card').first().waitFor();
    await snap(page, 'admin-category');

    await page.getByRole('button', { name: 'Add Category' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Category' });
    await dialog.waitFor();
    expect(await dialog.getByText('No Image').isVisible()).toBe(true);
    const upload = dialog.getByRole('button', { name: 'Upload Image' });
    expect(await upload.isDisabled()).toBe(true);
    await snap(page, 'admin-category-add-empty');

    await dialog.getByLabel('Name', { exact: true }).fill(names.category);
    expect(await upload.isDisabled()).toBe(false);
    await chooseFiles(page, upload, [{ name: 'category.png', mimeType: 'image/png', buffer: await png('E2E', '#fde68a') }]);
    const preview = dialog.getByTestId('image-preview').locator('img');
    await preview.waitFor({ timeout: 20_000 });
    expect(await preview.getAttribute('src')).toMatch(/\/media\/[0-9a-f]{64}-\d+\.webp$/);
    await snap(page, 'admin-category-add');

    await dialog.getByRole('button', { name: 'Add Category', exact: true }).click();
    await toast(page, 'Category added');
    await dialog.waitFor({ state: 'detached' });
    const card = page.getByTestId('category-card').filter({ hasText: names.category });
    await reloadUntil(page, card, 'visible');
    expect(await card.locator('img').getAttribute('src')).toMatch(/\/media\//);
  });

  test('sub-category: add linked to the new category; thumbnail opens the full-screen viewer', async () => {
    await page.goto(`${BASE_URL}/dashboard/subcategory`);
    await page.getByRole('heading', { name: 'Sub Category', exact: true }).waitFor({ timeout: 30_000 });
    await page.getByTestId('subcategory-table').waitFor();
    for (const col of ['Sr.No', 'Name', 'Image', 'Category', 'Action']) {
      expect(await page.getByRole('columnheader', { name: col, exact: true }).isVisible()).toBe(true);
    }
    await snap(page, 'admin-subcategory');

    await page.getByRole('button', { name: 'Add Sub Category' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Sub Category' });
    await dialog.waitFor();
    await dialog.getByLabel('Name', { exact: true }).fill(names.sub);
    await chooseFiles(page, dialog.getByRole('button', { name: 'Upload Image' }), [
      { name: 'sub.png', mimeType: 'image/png', buffer: await png('SUB', '#bae6fd') },
    ]);
    await dialog.getByTestId('image-preview').locator('img').waitFor({ timeout: 20_000 });

    const select = dialog.getByLabel('Category', { exact: true });
    expect(await select.locator('option').first().textContent()).toBe('Select Category');
    await select.selectOption({ label: names.category });
    const chip = dialog.getByRole('list', { name: 'Selected Category' }).getByText(names.category, { exact: true });
    await chip.waitFor();
    expect(await select.inputValue()).toBe('');
    // Chips are removable; put it back afterwards.
    await dialog.getByRole('button', { name: `Remove ${names.category}` }).click();
    await chip.waitFor({ state: 'detached' });
    await select.selectOption({ label: names.category });
    await chip.waitFor();
    await snap(page, 'admin-subcategory-add');

    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    await toast(page, 'Sub Category created');
    await dialog.waitFor({ state: 'detached' });

    const filter = () => page.getByPlaceholder('Filter by name or category').fill(tag);
    await filter();
    const row = page.getByRole('row').filter({ hasText: names.sub });
    await reloadUntil(page, row, 'visible', filter);
    expect(await row.getByText(names.category, { exact: true }).isVisible()).toBe(true);
    await row.getByRole('button', { name: `View image of ${names.sub}` }).click();
    const viewer = page.getByTestId('image-viewer');
    await viewer.waitFor();
    expect(await viewer.locator('img').getAttribute('src')).toMatch(/\/media\//);
    await snap(page, 'admin-subcategory-viewer');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
  });

  test('upload product: two images, category and sub-category chips, an extra field; the form resets', async () => {
    await page.goto(`${BASE_URL}/dashboard/upload-product`);
    await page.getByRole('heading', { name: 'Upload Product', exact: true }).waitFor({ timeout: 30_000 });
    const form = page.getByRole('form', { name: 'New product' });
    await form.getByLabel('Name', { exact: true }).fill(names.product);
    await form.getByLabel('Description').fill('A test masala made by the admin e2e test.');

    await chooseFiles(page, form.getByRole('button', { name: 'Upload Image' }), [
      { name: 'front.png', mimeType: 'image/png', buffer: await png('FRONT', '#fecaca') },
      { name: 'back.png', mimeType: 'image/png', buffer: await png('BACK', '#bbf7d0') },
    ]);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="product-image"] img').length === 2, undefined, { timeout: 20_000 });

    const category = form.getByLabel('Category', { exact: true });
    expect(await category.locator('option').first().textContent()).toBe('Select Category');
    await category.selectOption({ label: names.category });
    await form.getByLabel('Sub Category', { exact: true }).selectOption({ label: names.sub });
    await form.getByRole('list', { name: 'Selected Sub Category' }).getByText(names.sub).waitFor();

    await form.getByLabel('Unit').fill('100 g');
    await form.getByLabel('Number of Stock').fill('3');
    await form.getByLabel('Price').fill('120');
    await form.getByLabel('Discount').fill('10');
    // Spices and masalas: HSN 0910 at 5 % GST, what the tax invoice prints.
    await form.getByLabel('HSN code').fill('09109100');
    await form.getByLabel('GST rate').selectOption('5');

    await form.getByRole('button', { name: 'Add Fields' }).click();
    const fieldDialog = page.getByRole('dialog', { name: 'Add Field' });
    await fieldDialog.getByPlaceholder('Enter field name').fill('Shelf Life');
    await fieldDialog.getByRole('button', { name: 'Add Field', exact: true }).click();
    await fieldDialog.waitFor({ state: 'detached' });
    await form.getByLabel('Shelf Life', { exact: true }).fill('6 months');
    await snap(page, 'admin-upload-product');

    const [answer] = await Promise.all([answerTo(page, 'POST', '/api/product/create'), form.getByRole('button', { name: 'Submit', exact: true }).click()]);
    await toast(page, 'Product created successfully');
    // The form resets after a successful create.
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="product-image"]').length === 0);
    expect(await form.getByLabel('Name', { exact: true }).inputValue()).toBe('');
    expect(await form.getByLabel('Shelf Life', { exact: true }).count()).toBe(0);

    // What the service stored, as its create answer says (lists reach every replica a moment later).
    const created = answer.data;
    expect(created?.name).toBe(names.product);
    expect(created?.image).toHaveLength(2);
    expect(created?.more_details).toEqual({ 'Shelf Life': '6 months' });
    expect({ hsn: created?.hsn, gstRate: created?.gstRate }).toEqual({ hsn: '09109100', gstRate: 5 });
  });

  test('product list: search finds it (low-stock badge), Edit changes the price, Delete removes it', async () => {
    await page.goto(`${BASE_URL}/dashboard/product`);
    await page.getByRole('heading', { name: 'Product', exact: true }).waitFor({ timeout: 30_000 });
    await page.getByTestId('product-card').first().waitFor();
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    expect(await page.getByTestId('page-indicator').textContent()).toMatch(/^1\/\d+$/);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByTestId('page-indicator').filter({ hasText: /^2\// }).waitFor();
    await snap(page, 'admin-product');

    // Typing resets to page 1 once the 300 ms debounce settles.
    const card = page.getByTestId('product-card').filter({ hasText: names.product });
    await searchUntil(page, tag, card);
    expect(await page.getByTestId('page-indicator').textContent()).toBe('1/1');
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    expect(await card.getByText('100 g').isVisible()).toBe(true);
    expect(await card.getByText(/Low stock/).isVisible()).toBe(true);
    expect(await card.getByTestId('product-price').textContent()).toBe(inr(108));
    await snap(page, 'admin-product-search');

    await card.getByRole('button', { name: `Edit ${names.product}` }).click();
    const modal = page.getByRole('dialog', { name: 'Edit Product' });
    await modal.waitFor();
    expect(await modal.getByLabel('Name', { exact: true }).inputValue()).toBe(names.product);
    expect(await modal.getByLabel('Shelf Life', { exact: true }).inputValue()).toBe('6 months');
    expect(await modal.getByTestId('product-image').count()).toBe(2);
    // A nested dialog: Escape closes only the Add Field dialog, not the edit modal.
    await modal.getByRole('button', { name: 'Add Fields' }).click();
    await page.getByRole('dialog', { name: 'Add Field' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Add Field' }).waitFor({ state: 'detached' });
    expect(await modal.isVisible()).toBe(true);

    await modal.getByLabel('Price').fill('150');
    await snap(page, 'admin-product-edit');
    const [updated] = await Promise.all([
      answerTo(page, 'PUT', '/api/product/update-product-details'),
      modal.getByRole('button', { name: 'Update Product' }).click(),
    ]);
    expect(updated.data.price).toBe(150);
    await toast(page, 'Product updated successfully');
    await modal.waitFor({ state: 'detached' });
    await searchUntil(page, tag, card.getByTestId('product-price').filter({ hasText: inr(135) }));

    await card.getByRole('button', { name: `Delete ${names.product}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Permanent Delete' });
    await confirm.getByText('Are you sure want to delete permanent ?').waitFor();
    expect(await confirm.getByRole('button', { name: 'Cancel' }).isVisible()).toBe(true);
    await snap(page, 'admin-product-delete');
    await Promise.all([answerTo(page, 'DELETE', '/api/product/delete-product'), confirm.getByRole('button', { name: 'Delete', exact: true }).click()]);
    await toast(page, 'Product deleted successfully');
    await searchUntil(page, tag, page.getByText('No Data'));
  }, 240_000);

  test('cleanup through the UI: a category in use answers 409, then sub-category and category go', async () => {
    await page.goto(`${BASE_URL}/dashboard/category`);
    const card = page.getByTestId('category-card').filter({ hasText: names.category });
    await card.waitFor({ timeout: 30_000 });
    await card.getByRole('button', { name: `Delete ${names.category}` }).click();
    let confirm = page.getByRole('dialog', { name: 'Permanent Delete' });
    await confirm.getByText('Are you sure permanent delete ?').waitFor();
    await snap(page, 'admin-category-delete');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, /used by 1 sub-categor/);

    await page.goto(`${BASE_URL}/dashboard/subcategory`);
    await page.getByPlaceholder('Filter by name or category').fill(tag);
    const row = page.getByRole('row').filter({ hasText: names.sub });
    await row.getByRole('button', { name: `Delete ${names.sub}` }).click();
    confirm = page.getByRole('dialog', { name: 'Permanent Delete' });
    await confirm.getByText('Are you sure permanent delete ?').waitFor();
    // Cancel does nothing; Confirm deletes.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await row.isVisible()).toBe(true);
    await row.getByRole('button', { name: `Delete ${names.sub}` }).click();
    await page.getByRole('dialog', { name: 'Permanent Delete' }).getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Sub Category deleted');
    await reloadUntil(page, row, 'detached', () => page.getByPlaceholder('Filter by name or category').fill(tag));

    await page.goto(`${BASE_URL}/dashboard/category`);
    await card.getByRole('button', { name: `Delete ${names.category}` }).click();
    await page.getByRole('dialog', { name: 'Permanent Delete' }).getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Category deleted');
    await reloadUntil(page, card, 'detached');
  }, 240_000);

  test('CSV import: live progress to 100 %, counts and the per-row error report', async () => {
    // A seeded sub-category and one of its categories (names as the CSV expects them).
    const subs = await apiPost<SubCategory[]>('/api/subcategory/get', {});
    const seeded = subs.data.find((s) => s.category.length > 0 && !s.name.startsWith('E2E'));
    expect(seeded).toBeDefined();
    const cat = seeded!.category[0]!.name;
    const cell = (v: string) => (/[",]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
    const csv = [
      'name,description,unit,stock,price,discount,category,subCategory,image,more_details.Shelf Life',
      [names.importA, 'Imported by the admin e2e test', '500 g', '40', '99', '5', cat, seeded!.name, '', '9 months'].map(cell).join(','),
      [names.importB, 'Imported by the admin e2e test', '1 kg', '12', '180', '0', cat, seeded!.name, '', '12 months'].map(cell).join(','),
      [`E2E Import ${tag} Broken`, 'Has an unknown category', '1 pc', '1', '10', '0', `No Such Category ${tag}`, seeded!.name, '', ''].map(cell).join(','),
    ].join('\n');

    await page.goto(`${BASE_URL}/dashboard/product`);
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import products from CSV' });
    await dialog.waitFor();
    const template = dialog.getByRole('link', { name: 'Download template CSV' });
    expect(await template.getAttribute('download')).toMatch(/\.csv$/);
    const href = (await template.getAttribute('href')) ?? '';
    expect(decodeURIComponent(href.slice(href.indexOf(',') + 1)).split('\n')[0]).toBe(
      'name,description,unit,stock,price,discount,category,subCategory,image,more_details.Shelf Life,more_details.Country of Origin',
    );
    expect(await dialog.getByRole('button', { name: 'Start import' }).isDisabled()).toBe(true);
    await chooseFiles(page, dialog.getByRole('button', { name: /Choose a CSV file/ }), [
      { name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) },
    ]);
    expect(await dialog.getByTestId('import-file-name').textContent()).toBe('products.csv');
    await snap(page, 'admin-import-pick');

    // Record every value the progress bar shows while the job runs.
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { __progress: number[] }).__progress = seen;
      const observer = new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"]');
        const v = Number(bar?.getAttribute('aria-valuenow'));
        if (bar && seen[seen.length - 1] !== v) seen.push(v);
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
    });
    await dialog.getByRole('button', { name: 'Start import' }).click();
    importStarted = true;
    const bar = dialog.getByRole('progressbar');
    await bar.waitFor();
    await dialog.locator('[role="progressbar"][aria-valuenow="100"]').waitFor({ timeout: 60_000 });
    expect(await dialog.getByTestId('import-percent').textContent()).toBe('100%');
    const seen = await page.evaluate(() => (window as unknown as { __progress: number[] }).__progress);
    expect(seen[seen.length - 1]).toBe(100);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);

    const report = dialog.getByTestId('import-errors');
    await report.waitFor();
    expect(await dialog.getByTestId('import-total').textContent()).toBe('3');
    expect(await dialog.getByTestId('import-imported').textContent()).toBe('2');
    expect(await dialog.getByTestId('import-failed').textContent()).toBe('1');
    const rows = report.locator('tbody tr');
    expect(await rows.count()).toBe(1);
    expect(await rows.first().locator('td').first().textContent()).toBe('4');
    expect(await rows.first().locator('td').nth(1).textContent()).toContain(`Unknown category "No Such Category ${tag}"`);
    await snap(page, 'admin-import-report');

    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The list answer that shows both rows is the one the cards below come from: their ids are in it.
    const listed = page.waitForResponse(
      async (r) =>
        new URL(r.url()).pathname === '/api/product/get' &&
        r.request().postDataJSON()?.search === tag &&
        ((await r.json()) as ApiEnvelope<Product[]>).data.filter((p) => p.name.includes(tag)).length === 2,
      { timeout: 60_000 },
    );
    await searchUntil(page, tag, page.getByTestId('product-card').filter({ hasText: names.importB }));
    const imported = ((await (await listed).json()) as ApiEnvelope<Product[]>).data.filter((p) => p.name.includes(tag));
    expect(await page.getByTestId('product-card').filter({ hasText: names.importA }).count()).toBe(1);

    expect(imported.map((p) => p.name).sort()).toEqual([names.importA, names.importB]);
    for (const p of imported) expect(await apiDelete('/api/product/delete-product', p._id)).toBe(200);
    importStarted = false;
  }, 240_000);

  test('the admin screens at 375 px', async () => {
    const mobile = await browser.newPage(MOBILE);
    const mobileErrors = collectErrors(mobile);
    await mobile.goto(`${BASE_URL}/dashboard/category`);
    await mobile.getByTestId('category-card').first().waitFor({ timeout: 30_000 });
    await snap(mobile, 'admin-category');
    await mobile.getByRole('button', { name: 'Add Category' }).click();
    await mobile.getByRole('dialog', { name: 'Add Category' }).waitFor();
    await snap(mobile, 'admin-category-add-empty');
    await mobile.keyboard.press('Escape');

    await mobile.goto(`${BASE_URL}/dashboard/subcategory`);
    await mobile.getByRole('list', { name: 'Sub categories' }).waitFor({ timeout: 30_000 });
    await snap(mobile, 'admin-subcategory');

    await mobile.goto(`${BASE_URL}/dashboard/upload-product`);
    await mobile.getByRole('heading', { name: 'Upload Product', exact: true }).waitFor({ timeout: 30_000 });
    await snap(mobile, 'admin-upload-product');

    await mobile.goto(`${BASE_URL}/dashboard/product`);
    await mobile.getByTestId('product-card').first().waitFor({ timeout: 30_000 });
    await snap(mobile, 'admin-product');
    await mobile
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    await mobile.getByRole('dialog', { name: 'Edit Product' }).waitFor();
    await snap(mobile, 'admin-product-edit');
    await mobile.keyboard.press('Escape');
    await mobile.getByRole('button', { name: 'Import CSV' }).click();
    await mobile.getByRole('dialog', { name: 'Import products from CSV' }).waitFor();
    await snap(mobile, 'admin-import-pick');
    await mobile.close();
    expect(mobileErrors).toEqual([]);
    expect(errors).toEqual([]);
  });
});
