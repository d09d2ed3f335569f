/**
 * Search suggestions under the search bar against the real stack at BASE_URL (GET /api/product/suggest):
 * an ARIA 1.2 combobox (the input) with a listbox, asked once typing pauses, driven by the arrow keys,
 * Enter and Escape, or a click. At 1280 and 375 px. Once the shopper has a location, the names are
 * those of their store's shelf. Skipped only when BASE_URL is down and E2E_REQUIRE_BACKEND is unset.
 */
import type { Page } from 'playwright-core';
import { browserPerSuite, snap, DESKTOP, MOBILE, collectErrors } from '../support/browser.js';
import { apiCall, BASE_URL, backendSuite } from '../support/catalogue.js';
import { choosePincode } from '../support/dark-stores.js';
import type { AnswerData } from '@minutemart/contracts/api-types';

const suite = await backendSuite('the search suggestion tests');

async function suggestionsFor(q: string, store?: string): Promise<string[]> {
  const at = store ? `&store=${store}` : '';
  return (await apiCall<AnswerData<'/api/product/suggest', 'get'>>('GET', `/api/product/suggest?q=${encodeURIComponent(q)}&limit=8${at}`)).data.map(
    (s) => s.name,
  );
}

const optionTexts = (page: Page) => page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').allTextContents();

suite(`search suggestions against ${BASE_URL}`, () => {
  const browser = browserPerSuite({ between: 'pages' });

  test.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ])('typing shows product names; arrows, Enter, Escape and a click work as a combobox (%s)', async (_label, viewport) => {
    const page = await browser.newPage(viewport);
    const errors = collectErrors(page);
    const asked: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/product/suggest') asked.push(url.searchParams.get('q') ?? '');
    });

    await page.goto(`${BASE_URL}/`);
    await page.getByTestId('search-strip').click();
    await page.waitForURL('**/search');
    const input = page.getByRole('combobox', { name: 'Search' });
    await input.waitFor();
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await input.getAttribute('aria-expanded')).toBe('false');

    // A typo'd word typed quickly: one request once typing pauses, not one per key.
    const typed = 'panee';
    await page.keyboard.type(typed, { delay: 30 });
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await listbox.waitFor({ timeout: 15_000 });
    expect(asked.length).toBeLessThan(typed.length);
    expect(asked.at(-1)).toBe(typed);
    const expected = await suggestionsFor(typed);
    expect(expected.length).toBeGreaterThan(1);
    expect(await optionTexts(page)).toEqual(expected);
    expect(expected.some((name) => /paneer/i.test(name))).toBe(true);
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    expect(await input.getAttribute('aria-controls')).toBe(await listbox.getAttribute('id'));
    expect(await input.getAttribute('aria-autocomplete')).toBe('list');

    // Arrows move the active option (named by aria-activedescendant; focus stays in the input), wrapping round.
    const options = listbox.getByRole('option');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await input.getAttribute('aria-activedescendant')).toBe(await options.nth(1).getAttribute('id'));
    expect(await options.nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await options.nth(0).getAttribute('aria-selected')).toBe('false');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await input.getAttribute('aria-activedescendant')).toBe(await options.nth(expected.length - 1).getAttribute('id'));
    await page.keyboard.press('ArrowDown');
    expect(await input.getAttribute('aria-activedescendant')).toBe(await options.nth(0).getAttribute('id'));
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    await snap(page, 'search-suggestions', { fullPage: false });

    // Enter searches for the active name and closes the list.
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === expected[0]);
    expect(await input.inputValue()).toBe(expected[0]);
    expect(await listbox.count()).toBe(0);
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    await page.getByRole('heading', { name: /^Search Results: [1-9]/ }).waitFor({ timeout: 30_000 });

    // Escape closes an open list; a click on a name searches for it.
    await input.fill('');
    await page.keyboard.type('basmat', { delay: 30 });
    await listbox.waitFor({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    expect(await listbox.count()).toBe(0);
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('ArrowDown');
    await listbox.waitFor();
    const basmati = await suggestionsFor('basmat');
    expect(await optionTexts(page)).toEqual(basmati);
    await options.nth(1).click();
    await page.waitForURL((url) => url.searchParams.get('q') === basmati[1]);
    expect(await input.inputValue()).toBe(basmati[1]);
    expect(await listbox.count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test('with a location chosen the store goes with each request, and answers are kept per store', async () => {
    const page = await browser.newPage(MOBILE);
    const errors = collectErrors(page);
    const asked: URL[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/product/suggest') asked.push(url);
    });
    // A page of the origin that runs no app: a location chosen by another test is forgotten.
    await page.goto(`${BASE_URL}/api/store/list`);
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${BASE_URL}/`);
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    const typeOnSearch = async (text: string) => {
      await page.getByTestId('search-strip').click();
      await page.waitForURL('**/search');
      const input = page.getByRole('combobox', { name: 'Search' });
      await input.fill('');
      await page.keyboard.type(text, { delay: 30 });
      await listbox.waitFor({ timeout: 15_000 });
    };

    await typeOnSearch('panee');
    expect(asked.at(-1)?.searchParams.has('store')).toBe(false);

    // Back home in the app (the answers seen stay in memory), at the flagship's pincode, the same words again.
    await page.goBack();
    await choosePincode(page, '560038');
    await page.locator('[data-testid="location-button"][data-state="serviceable"]').waitFor();
    // Kept per query only, the list would come from memory and nothing would be asked.
    const storeAsk = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/product/suggest' && new URL(r.url()).searchParams.get('q') === 'panee', {
      timeout: 15_000,
    });
    await typeOnSearch('panee');
    expect(new URL((await storeAsk).url()).searchParams.get('store')).toBe('blr-indiranagar');
    const names = await suggestionsFor('panee', 'blr-indiranagar');
    await page.waitForFunction((n) => document.querySelectorAll('[role="option"]').length === n, names.length);
    expect(await optionTexts(page)).toEqual(names);
    expect(errors).toEqual([]);
  });
});
