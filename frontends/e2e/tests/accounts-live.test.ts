/**
 * Accounts against the real stack (gateway + user + media services at BASE_URL):
 * register → login → profile edit with an avatar upload → add / edit / remove an address (the last
 * one after the access cookie is gone, so the client must refresh once) → logout; and a shopper on an
 * admin route. Four auth calls in this file (the gateway allows 10 per minute per IP by default).
 *
 * Skipped only when BASE_URL does not answer AND E2E_REQUIRE_BACKEND is unset.
 */
import { browserPerSuite, snap, DESKTOP, MOBILE, collectErrors } from '../support/browser.js';
import { BASE_URL, backendSuite } from '../support/catalogue.js';
import { clickAuth, loginViaApi, makePng, registerViaApi, uniqueUser } from '../support/live.js';

const suite = await backendSuite('the live account tests');

const path = (url: string) => new URL(url).pathname;

suite(`accounts against ${BASE_URL}`, () => {
  const browser = browserPerSuite();

  test('register → login → profile + avatar → add, edit, remove an address → logout', async () => {
    const user = uniqueUser('profile');
    const page = await browser.newPage(DESKTOP);
    const errors = collectErrors(page);

    // Register, then log in through the UI.
    await page.goto(`${BASE_URL}/register`);
    await page.getByRole('button', { name: 'Register', exact: true }).waitFor({ timeout: 30_000 });
    await page.getByLabel('Name').fill(user.name);
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.locator('input[name="password"]').fill(user.password);
    await page.locator('input[name="confirmPassword"]').fill(user.password);
    expect((await clickAuth(page, page.getByRole('button', { name: 'Register', exact: true }), '/api/user/register')).status()).toBe(201);
    await page.waitForURL('**/login');
    // The register form stays on screen until the login page has loaded: fill the right one.
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();

    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.locator('input[name="password"]').fill(user.password);
    expect((await clickAuth(page, page.getByRole('button', { name: 'Login', exact: true }), '/api/user/login')).status()).toBe(200);
    await page.waitForURL(`${BASE_URL}/`);
    expect(await page.evaluate(() => Object.keys(localStorage).length)).toBe(0);

    // Account dropdown: a shopper's menu.
    await page.getByRole('button', { name: 'Account' }).click();
    const menu = page.getByRole('navigation', { name: 'Account' });
    await menu.getByText('My Account').waitFor();
    expect(await menu.getByTestId('account-name').textContent()).toBe(user.name);
    expect(await menu.getByText('(Admin)').count()).toBe(0);
    for (const name of ['Category', 'Sub Category', 'Upload Product', 'Product']) expect(await menu.getByRole('link', { name, exact: true }).count()).toBe(0);
    for (const name of ['My Orders', 'Saved Address']) expect(await menu.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    await menu.getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL('**/dashboard/profile');

    // Profile: all three fields required; mobile is empty for a new account.
    await page.getByRole('heading', { name: 'Profile', exact: true }).waitFor({ timeout: 30_000 });
    const submit = page.getByRole('button', { name: 'Submit', exact: true });
    expect(await page.getByLabel('Name').inputValue()).toBe(user.name);
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(user.email);
    expect(await page.getByLabel('Mobile').inputValue()).toBe('');
    expect(await submit.isDisabled()).toBe(true);
    // Desktop: the account menu is the side menu.
    expect(await page.locator('aside').getByRole('navigation', { name: 'Account' }).isVisible()).toBe(true);

    const newName = `${user.name} Renamed`;
    await page.getByLabel('Name').fill(newName);
    await page.getByLabel('Mobile').fill('9876543210');
    expect(await submit.isDisabled()).toBe(false);
    const [update] = await Promise.all([page.waitForResponse((r) => path(r.url()) === '/api/user/update-user'), submit.click()]);
    expect(update.status()).toBe(200);
    await page.getByText('Updated successfully').waitFor();
    await page.getByTestId('profile-name').getByText(newName).waitFor();

    // Avatar: Edit → dialog → choose a PNG → 'Loading...' while it uploads → the new avatar shows.
    await page.getByRole('button', { name: 'Edit avatar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profile Avatar' });
    await dialog.waitFor();
    expect(await dialog.getByText('Upload', { exact: true }).isVisible()).toBe(true);
    await snap(page, 'profile-avatar-dialog');
    // Hold the real request back until the 'Loading...' label has been seen, then let it through.
    let release = () => {};
    const labelSeen = new Promise<void>((r) => (release = r));
    await page.route('**/api/user/upload-avatar', async (route) => {
      await labelSeen;
      await route.continue();
    });
    const uploaded = page.waitForResponse((r) => path(r.url()) === '/api/user/upload-avatar');
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: makePng(96) });
    await dialog.getByText('Loading...').waitFor().finally(release);
    const upload = await uploaded;
    expect(upload.status()).toBe(200);
    const avatarUrl = ((await upload.json()) as { data: { avatar: string } }).data.avatar;
    expect(avatarUrl).toMatch(/^https?:\/\//);
    await dialog.waitFor({ state: 'detached' });
    const avatarImg = page
      .locator('main')
      .getByRole('img', { name: `${newName}'s avatar` })
      .first();
    await avatarImg.waitFor();
    expect(await avatarImg.getAttribute('src')).toBe(avatarUrl);
    await page.waitForFunction((src) => Array.from(document.images).some((i) => i.src === src && i.complete && i.naturalWidth > 0), avatarUrl);

    // The saved profile survives a reload (read back from GET /api/user/user-details).
    await page.reload();
    await page.getByRole('heading', { name: 'Profile', exact: true }).waitFor({ timeout: 30_000 });
    expect(await page.getByLabel('Name').inputValue()).toBe(newName);
    expect(await page.getByLabel('Mobile').inputValue()).toBe('9876543210');
    await page.waitForFunction((src) => Array.from(document.images).some((i) => i.src === src && i.complete && i.naturalWidth > 0), avatarUrl);
    await snap(page, 'profile');

    const mobile = await browser.newPage(MOBILE);
    await mobile.goto(`${BASE_URL}/dashboard/profile`);
    await mobile.getByLabel('Mobile').waitFor({ timeout: 30_000 });
    // Mobile: content only, no side menu.
    expect(await mobile.locator('aside').isVisible()).toBe(false);
    await mobile.waitForFunction((src) => Array.from(document.images).some((i) => i.src === src && i.complete && i.naturalWidth > 0), avatarUrl);
    await snap(mobile, 'profile');
    await mobile.close();

    // Saved Address: empty list → Add Address.
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('navigation', { name: 'Account' }).first().getByRole('link', { name: 'Saved Address' }).click();
    await page.waitForURL('**/dashboard/address');
    await page.getByRole('heading', { name: 'Address', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add address', exact: true }).waitFor();
    expect(await page.getByTestId('address-card').count()).toBe(0);
    await page.getByRole('button', { name: 'Add Address', exact: true }).click();
    const add = page.getByRole('dialog', { name: 'Add Address' });
    await add.waitFor();
    const addSubmit = add.getByRole('button', { name: 'Submit' });
    const address = {
      'Address Line': '12, Green Park Main Road',
      City: 'Bengaluru',
      State: 'Karnataka',
      Pincode: '560001',
      Country: 'India',
      'Mobile No.': '9123456780',
    };
    for (const [label, value] of Object.entries(address)) {
      expect(await addSubmit.isDisabled()).toBe(true);
      await add.getByLabel(label, { exact: true }).fill(value);
    }
    expect(await addSubmit.isDisabled()).toBe(false);
    const [created] = await Promise.all([page.waitForResponse((r) => path(r.url()) === '/api/address/create'), addSubmit.click()]);
    expect(created.status()).toBe(201);
    await page.getByText('Address Created Successfully').waitFor();
    await add.waitFor({ state: 'detached' });
    const card = page.getByTestId('address-card');
    await card.waitFor();
    expect(await card.count()).toBe(1);
    const text = (await card.textContent()) ?? '';
    for (const part of ['12, Green Park Main Road', 'Bengaluru', 'Karnataka', 'India - 560001', '9123456780']) expect(text).toContain(part);
    await snap(page, 'address');

    // Edit: the same fields, prefilled.
    await card.getByRole('button', { name: 'Edit address' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Address' });
    await edit.waitFor();
    for (const [label, value] of Object.entries(address)) expect(await edit.getByLabel(label, { exact: true }).inputValue()).toBe(value);
    await edit.getByLabel('City', { exact: true }).fill('Mysuru');
    const [updated] = await Promise.all([
      page.waitForResponse((r) => path(r.url()) === '/api/address/update'),
      edit.getByRole('button', { name: 'Submit' }).click(),
    ]);
    expect(updated.status()).toBe(200);
    await page.getByText('Address Updated').waitFor();
    await edit.waitFor({ state: 'detached' });
    await card.getByText('Mysuru').waitFor();
    expect(await card.count()).toBe(1);

    const mobileAddress = await browser.newPage(MOBILE);
    await mobileAddress.goto(`${BASE_URL}/dashboard/address`);
    await mobileAddress.getByTestId('address-card').waitFor({ timeout: 30_000 });
    await snap(mobileAddress, 'address');
    await mobileAddress.close();

    // The access token lives 15 minutes: drop its cookie as if it had expired. Remove must still work:
    // the gateway sees the refresh cookie, refreshes the session and sets the new cookies on that
    // same response, so the page never even sees a 401 (clients that only keep cookies stay signed in).
    await browser.context.clearCookies({ name: 'accessToken' });
    const refreshCalls: string[] = [];
    page.on('request', (r) => path(r.url()) === '/api/user/refresh-token' && refreshCalls.push(r.url()));
    const removed = page.waitForResponse((r) => path(r.url()) === '/api/address/disable');
    await card.getByRole('button', { name: 'Remove address' }).click();
    const answer = await removed;
    expect(answer.status()).toBe(200);
    expect((await answer.allHeaders())['set-cookie'] ?? '').toMatch(/accessToken=/);
    expect(refreshCalls).toEqual([]);
    await page.getByText('Address Remove', { exact: true }).waitFor();
    await card.waitFor({ state: 'detached' });
    expect((await browser.context.cookies(BASE_URL)).some((c) => c.name === 'accessToken' && c.httpOnly)).toBe(true);

    // Logout: the header shows Login again.
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('navigation', { name: 'Account' }).first().getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${BASE_URL}/`);
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
    expect(await page.getByRole('button', { name: 'Account' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test("a shopper (non-admin) sees 'Do not have permission' on /dashboard/category", async () => {
    const user = uniqueUser('shopper');
    await registerViaApi(user);
    await loginViaApi(browser.context, user);
    for (const viewport of [DESKTOP, MOBILE]) {
      const page = await browser.newPage(viewport);
      await page.goto(`${BASE_URL}/dashboard/category`);
      const msg = page.getByText('Do not have permission', { exact: true });
      await msg.waitFor({ timeout: 30_000 });
      expect(await msg.evaluate((el) => el.classList.contains('text-red-600'))).toBe(true);
      // The shopper is signed in (so this is the role check, not a missing session).
      if (viewport === DESKTOP) {
        expect(await page.locator('aside').getByTestId('account-name').textContent()).toBe(user.name);
        expect(await page.locator('aside').getByRole('link', { name: 'Category', exact: true }).count()).toBe(0);
      }
      await snap(page, 'live-admin-denied');
      await page.close();
    }
  });
});
