/**
 * Account screens (forgot password, OTP, reset, profile, address, /user) through the shell with the
 * storefront remote, no backend: every /api call is mocked per test with page.route(). The live flows
 * against the real services are in accounts-live.test.ts and forgot-password-live.test.ts.
 */
import type { Page } from 'playwright-core';
import { addSessionHint, browserPerSuite, snap, DESKTOP, MOBILE, collectErrors } from '../support/browser.js';
import { expectFakesConform, fail, fakeJson, fakeSession, ok } from '../support/api-fakes.js';
import { fakeUser } from '../support/fake-user.js';
import { shellPerSuite } from '../support/server.js';

const SHOPPER = fakeUser();
const EMAIL = 'ravi@example.com';
/** When a saved address was made and last changed, as the user service always says. */
const STAMPS = { createdAt: '2026-01-15T09:30:00.000Z', updatedAt: '2026-01-15T09:30:00.000Z' };
const [ADDRESS_1, ADDRESS_2, ADDRESS_3] = ['665f1c2ab0e1f2a3b4c5d7a1', '665f1c2ab0e1f2a3b4c5d7a2', '665f1c2ab0e1f2a3b4c5d7a3'];

// Fakes of our own services answer only what contracts/openapi allows (support/api-fakes.ts).
const json = fakeJson;
afterEach(expectFakesConform);
// The static server's host, whatever port it got.
const signedIn = (page: Page, user: object | null = SHOPPER) => fakeSession(page, user, 'http://127.0.0.1');

/** Values of the six OTP boxes, joined. */
const otpValue = (page: Page) =>
  page
    .getByRole('group', { name: 'One-time password' })
    .locator('input')
    .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value || '_').join(''));
const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName);

async function paste(page: Page, index: number, text: string) {
  await page
    .getByRole('group', { name: 'One-time password' })
    .locator('input')
    .nth(index)
    .evaluate((el, t) => {
      const data = new DataTransfer();
      data.setData('text/plain', t);
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, text);
}

/** /forgot-password → (mocked) → /verification-otp with the email in router state. */
async function reachOtp(page: Page, base: string) {
  await signedIn(page, null);
  await page.route('**/api/user/forgot-password', async (route) => {
    expect(route.request().method()).toBe('PUT');
    expect(route.request().postDataJSON()).toEqual({ email: EMAIL });
    await json(route, 200, ok('If an account exists for this email, we have sent an OTP to it. Please check your email.'));
  });
  await page.goto(base + '/forgot-password');
  await page.getByLabel('Email', { exact: true }).fill(EMAIL);
  await page.getByRole('button', { name: 'Send Otp' }).click();
  await page.waitForURL('**/verification-otp');
  await page.getByRole('group', { name: 'One-time password' }).waitFor();
}

describe('account screens (no backend)', () => {
  const server = shellPerSuite();
  const browser = browserPerSuite();

  test('OTP and reset pages redirect when reached without the previous step', async () => {
    const page = await browser.newPage(DESKTOP);
    await signedIn(page, null);
    await page.goto(server.url + '/verification-otp');
    await page.waitForURL('**/forgot-password');
    await page.getByRole('button', { name: 'Send Otp' }).waitFor();
    await page.goto(server.url + '/reset-password');
    await page.waitForURL(server.url + '/');
  });

  test.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ])('forgot password: disabled until filled, a failure toasts the server message (%s)', async (_l, viewport) => {
    const page = await browser.newPage(viewport);
    const errors = collectErrors(page);
    await signedIn(page, null);
    await page.route('**/api/user/forgot-password', (route) =>
      json(route, 429, fail('Too many OTP requests. Please try again later.'), { 'Retry-After': '900' }),
    );
    await page.goto(server.url + '/forgot-password');
    const send = page.getByRole('button', { name: 'Send Otp' });
    await send.waitFor();
    expect(await send.isDisabled()).toBe(true);
    await page.getByLabel('Email', { exact: true }).fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await page.getByLabel('Email', { exact: true }).fill(EMAIL);
    expect(await send.isDisabled()).toBe(false);
    await snap(page, 'forgot-password');
    await send.click();
    await page.getByText('Too many OTP requests. Please try again later.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/forgot-password');
    expect(errors).toEqual([]);
  });

  test.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ])('OTP boxes: auto-advance, Backspace back, arrows, digits only, paste fills (%s)', async (_l, viewport) => {
    const page = await browser.newPage(viewport);
    const errors = collectErrors(page);
    await reachOtp(page, server.url);
    const boxes = page.getByRole('group', { name: 'One-time password' }).locator('input');
    expect(await boxes.count()).toBe(6);
    for (let i = 0; i < 6; i++) {
      expect(await boxes.nth(i).getAttribute('maxlength')).toBe('1');
      expect(await boxes.nth(i).getAttribute('inputmode')).toBe('numeric');
    }
    expect(await boxes.first().getAttribute('autocomplete')).toBe('one-time-code');
    expect(await focused(page)).toBe('Digit 1 of 6');
    await snap(page, 'otp');
    const verify = page.getByRole('button', { name: 'Verify OTP' });
    expect(await verify.isDisabled()).toBe(true);

    await page.keyboard.type('12a3');
    expect(await otpValue(page)).toBe('123___');
    expect(await focused(page)).toBe('Digit 4 of 6');
    await page.keyboard.press('Backspace'); // empty box: go back and clear the previous one
    expect(await otpValue(page)).toBe('12____');
    expect(await focused(page)).toBe('Digit 3 of 6');
    await page.keyboard.press('ArrowLeft');
    expect(await focused(page)).toBe('Digit 2 of 6');
    await page.keyboard.type('9'); // typing over a filled box replaces it
    expect(await otpValue(page)).toBe('19____');
    expect(await focused(page)).toBe('Digit 3 of 6');

    await paste(page, 2, '4 5');
    expect(await otpValue(page)).toBe('1945__');
    expect(await focused(page)).toBe('Digit 5 of 6');
    expect(await verify.isDisabled()).toBe(true);

    // A full code pasted anywhere fills all six from the first box.
    await paste(page, 4, '654321');
    expect(await otpValue(page)).toBe('654321');
    expect(await focused(page)).toBe('Digit 6 of 6');
    expect(await verify.isDisabled()).toBe(false);
    await snap(page, 'otp-filled');

    // A code-sized autofill landing in one box is spread over all six.
    await boxes.nth(0).evaluate((el) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setValue?.call(el, '112233');
      el.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(await otpValue(page)).toBe('112233');
    expect(errors).toEqual([]);
  });

  test('OTP: a wrong code toasts the server message; the right one goes to /reset-password; mismatch is caught; reset goes to /login', async () => {
    const page = await browser.newPage(MOBILE);
    await reachOtp(page, server.url);
    const bodies: unknown[] = [];
    await page.route('**/api/user/verify-forgot-password-otp', async (route) => {
      const body = route.request().postDataJSON() as { otp: string };
      bodies.push(body);
      await (body.otp === '246810' ? json(route, 200, ok('Verify otp successfully')) : json(route, 400, fail('Invalid otp')));
    });
    await paste(page, 0, '111111');
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.getByText('Invalid otp').waitFor();
    expect(new URL(page.url()).pathname).toBe('/verification-otp');
    await paste(page, 0, '246810');
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.waitForURL('**/reset-password');
    expect(bodies).toEqual([
      { otp: '111111', email: EMAIL },
      { otp: '246810', email: EMAIL },
    ]);

    const change = page.getByRole('button', { name: 'Change Password' });
    expect(await change.isDisabled()).toBe(true);
    const newPassword = page.locator('input[name="newPassword"]');
    await newPassword.fill('Fresh-pass-1');
    expect(await change.isDisabled()).toBe(true);
    await page.locator('input[name="confirmPassword"]').fill('Fresh-pass-2');
    expect(await newPassword.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).first().click();
    expect(await newPassword.getAttribute('type')).toBe('text');
    await snap(page, 'reset-password');
    let resetCalls = 0;
    await page.route('**/api/user/reset-password', async (route) => {
      resetCalls += 1;
      expect(route.request().postDataJSON()).toEqual({ email: EMAIL, newPassword: 'Fresh-pass-1', confirmPassword: 'Fresh-pass-1' });
      await (resetCalls === 1
        ? json(route, 400, fail('Password must contain at least one letter and one number'))
        : json(route, 200, ok('Password updated successfully.')));
    });
    await change.click();
    await page.getByText('New password and confirm password must be same.').waitFor();
    expect(resetCalls).toBe(0);
    await page.locator('input[name="confirmPassword"]').fill('Fresh-pass-1');
    await change.click();
    await page.getByText('Password must contain at least one letter and one number').waitFor();
    expect(new URL(page.url()).pathname).toBe('/reset-password');
    await change.click();
    await page.waitForURL('**/login');
    await page.getByText('Password updated successfully.').waitFor();
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(EMAIL);
  });

  test('reset page at 1280 px', async () => {
    const page = await browser.newPage(DESKTOP);
    await reachOtp(page, server.url);
    await page.route('**/api/user/verify-forgot-password-otp', (route) => json(route, 200, ok('Verify otp successfully')));
    await paste(page, 0, '246810');
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.waitForURL('**/reset-password');
    await page.locator('input[name="newPassword"]').fill('Fresh-pass-1');
    await page.getByText('Verify otp successfully').waitFor({ state: 'detached' }); // the OTP page's toast gone
    await snap(page, 'reset-password');
  });

  test.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ])('profile: prefilled, Submit disabled until all filled, failures toast the server message, avatar upload (%s)', async (_l, viewport) => {
    const page = await browser.newPage(viewport);
    const errors = collectErrors(page);
    let user = { ...SHOPPER };
    await addSessionHint(page, server.url);
    await page.route('**/api/user/user-details', (route) => json(route, 200, ok('user details', user)));
    await page.goto(server.url + '/dashboard/profile');
    const submit = page.getByRole('button', { name: 'Submit', exact: true });
    await submit.waitFor();
    expect(await page.getByLabel('Name').inputValue()).toBe('Ravi Shopper');
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(EMAIL);
    expect(await page.getByLabel('Mobile').inputValue()).toBe('');
    expect(await submit.isDisabled()).toBe(true);
    expect(await page.locator('aside').isVisible()).toBe(viewport === DESKTOP);

    await page.getByLabel('Mobile').fill('98765 43210');
    await page.route('**/api/user/update-user', async (route) => {
      const body = route.request().postDataJSON() as typeof user;
      if (body.email === 'taken@example.com') return json(route, 409, fail('Email already in use'));
      user = { ...user, ...body };
      return json(route, 200, ok('Updated successfully', user));
    });
    await page.getByLabel('Email', { exact: true }).fill('taken@example.com');
    await submit.click();
    await page.getByText('Email already in use').waitFor();
    await page.getByLabel('Email', { exact: true }).fill(EMAIL);
    await submit.click();
    await page.getByText('Updated successfully').waitFor();
    await page.waitForFunction(() => (document.querySelector('input[name="mobile"]') as HTMLInputElement | null)?.value === '98765 43210');

    // Avatar: a rejected file toasts the server message and keeps the dialog open.
    await page.getByRole('button', { name: 'Edit avatar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profile Avatar' });
    await dialog.waitFor();
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/user/upload-avatar', async (route) => {
      const req = route.request();
      expect(req.method()).toBe('PUT');
      expect(req.headers()['content-type']).toMatch(/^multipart\/form-data/);
      const body = req.postDataBuffer()?.toString('latin1') ?? '';
      expect(body).toContain('name="avatar"');
      if (body.includes('filename="notes.png"')) return json(route, 415, fail('Only JPEG, PNG, WebP, GIF or AVIF images are allowed'));
      await held;
      user = {
        ...user,
        avatar:
          'data:image/svg+xml;utf8,' +
          encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="%23f9a602"/></svg>'),
      };
      return json(route, 200, ok('upload profile', { _id: user._id, avatar: user.avatar }));
    });
    const file = dialog.locator('input[type="file"]');
    await file.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just text') });
    await page.getByText('Only JPEG, PNG, WebP, GIF or AVIF images are allowed').waitFor();
    expect(await dialog.isVisible()).toBe(true);
    await file.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from('89504e47', 'hex') });
    await dialog.getByText('Loading...').waitFor();
    await snap(page, 'profile-avatar-uploading');
    release();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('upload profile').waitFor();
    await page.locator('main').getByRole('img', { name: "Ravi Shopper's avatar" }).first().waitFor();
    expect(errors).toEqual([]);
  });

  test.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ])('address: add / edit dialogs, close button and Escape, server errors, remove toasts Address Remove (%s)', async (_l, viewport) => {
    const page = await browser.newPage(viewport);
    const errors = collectErrors(page);
    await signedIn(page);
    let list = [
      {
        _id: ADDRESS_1,
        userId: SHOPPER._id,
        address_line: '221B, MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        country: 'India',
        pincode: '411001',
        mobile: '9000000001',
        status: true,
        ...STAMPS,
      },
      {
        _id: ADDRESS_2,
        userId: SHOPPER._id,
        address_line: 'Hidden street',
        city: 'X',
        state: 'Y',
        country: 'Z',
        pincode: '1',
        mobile: '2',
        status: false,
        ...STAMPS,
      },
    ];
    let getCalls = 0;
    await page.route('**/api/address/get', (route) => {
      getCalls += 1;
      return json(route, 200, ok('', list));
    });
    await page.goto(server.url + '/dashboard/address');
    await page.getByRole('heading', { name: 'Address', exact: true }).waitFor();
    const cards = page.getByTestId('address-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(1); // status false is hidden
    expect(await cards.first().textContent()).toContain('India - 411001');

    // Close button and Escape both close the dialog.
    await page.getByRole('button', { name: 'Add Address', exact: true }).click();
    const add = page.getByRole('dialog', { name: 'Add Address' });
    await add.waitFor();
    expect(await focused(page)).toBe('INPUT');
    await add.getByRole('button', { name: 'Close' }).click();
    await add.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Add address', exact: true }).click(); // the dashed tile
    await add.waitFor();
    await page.keyboard.press('Escape');
    await add.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Add Address', exact: true }).click();
    await add.waitFor();
    const submit = add.getByRole('button', { name: 'Submit' });
    const fields = { 'Address Line': '7 Lake View', City: 'Kochi', State: 'Kerala', Pincode: '682001', Country: 'India', 'Mobile No.': '9000000002' };
    for (const [label, value] of Object.entries(fields)) {
      expect(await submit.isDisabled()).toBe(true);
      await add.getByLabel(label, { exact: true }).fill(value);
    }
    expect(await submit.isDisabled()).toBe(false);
    // Tab stays inside the modal dialog.
    for (let i = 0; i < 10; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    await snap(page, 'address-add-dialog');

    let createCalls = 0;
    await page.route('**/api/address/create', async (route) => {
      createCalls += 1;
      if (createCalls === 1) return json(route, 400, fail('Provide city'));
      const body = route.request().postDataJSON() as Omit<(typeof list)[number], '_id' | 'userId' | 'status' | keyof typeof STAMPS>;
      // No instruction ticked: the dialog sends an empty set.
      expect(body).toEqual({
        address_line: '7 Lake View',
        city: 'Kochi',
        state: 'Kerala',
        pincode: '682001',
        country: 'India',
        mobile: '9000000002',
        instructions: {},
      });
      list = [{ _id: ADDRESS_3, userId: SHOPPER._id, ...body, status: true, ...STAMPS }, ...list];
      return json(route, 201, ok('Address Created Successfully', list[0]));
    });
    await submit.click();
    await page.getByText('Provide city').waitFor();
    expect(await add.isVisible()).toBe(true);
    const before = getCalls;
    await submit.click();
    await page.getByText('Address Created Successfully').waitFor();
    await add.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="address-card"]').length === 2);
    expect(getCalls).toBe(before + 1);
    // Reopened, the add dialog is empty again.
    await page.getByRole('button', { name: 'Add Address', exact: true }).click();
    expect(await add.getByLabel('City', { exact: true }).inputValue()).toBe('');
    await add.getByRole('button', { name: 'Close' }).click();

    // Edit: prefilled, PUT with the id.
    await cards.nth(1).getByRole('button', { name: 'Edit address' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Address' });
    await edit.waitFor();
    expect(await edit.getByLabel('Address Line', { exact: true }).inputValue()).toBe('221B, MG Road');
    expect(await edit.getByLabel('Pincode', { exact: true }).inputValue()).toBe('411001');
    expect(await edit.getByLabel('Mobile No.', { exact: true }).inputValue()).toBe('9000000001');
    await edit.getByLabel('State', { exact: true }).fill('MH');
    await snap(page, 'address-edit-dialog');
    await page.route('**/api/address/update', async (route) => {
      const body = route.request().postDataJSON() as Record<string, string>;
      expect(body).toMatchObject({ _id: ADDRESS_1, state: 'MH', city: 'Pune' });
      list = list.map((a) => (a._id === body['_id'] ? { ...a, state: body['state'] ?? a.state } : a));
      return json(
        route,
        200,
        ok(
          'Address Updated',
          list.find((a) => a._id === body['_id']),
        ),
      );
    });
    await edit.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Address Updated').waitFor();
    await edit.waitFor({ state: 'detached' });
    await cards.nth(1).getByText('MH', { exact: true }).waitFor();

    // Remove: DELETE with a JSON body, toast 'Address Remove', list refetched.
    await page.route('**/api/address/disable', async (route) => {
      expect(route.request().method()).toBe('DELETE');
      const { _id } = route.request().postDataJSON() as { _id: string };
      list = list.map((a) => (a._id === _id ? { ...a, status: false } : a));
      return json(route, 200, ok('Address remove'));
    });
    await cards.first().getByRole('button', { name: 'Remove address' }).click();
    await page.getByText('Address Remove', { exact: true }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="address-card"]').length === 1);
    expect(await cards.first().textContent()).toContain('221B, MG Road');
    expect(errors).toEqual([]);
  });

  test('address and profile ask a signed-out visitor to log in', async () => {
    const page = await browser.newPage(MOBILE);
    await signedIn(page, null);
    for (const path of ['/dashboard/profile', '/dashboard/address']) {
      await page.goto(server.url + path);
      await page.getByText('Please Login').waitFor();
      expect(await page.getByRole('main').getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    }
    await snap(page, 'address-signed-out');
  });

  test('/user is the account menu as a page (mobile)', async () => {
    const page = await browser.newPage(MOBILE);
    await signedIn(page, { ...SHOPPER, name: '', mobile: '9876543210' });
    await page.goto(server.url + '/');
    await page.getByRole('link', { name: 'My Account' }).click();
    await page.waitForURL('**/user');
    const menu = page.getByRole('navigation', { name: 'Account' });
    await menu.getByText('My Account').waitFor();
    // No name: the mobile number is shown.
    expect(await menu.getByTestId('account-name').textContent()).toBe('9876543210');
    for (const name of ['My Orders', 'Saved Address']) expect(await menu.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    expect(await menu.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
    await snap(page, 'user-menu');
    await menu.getByRole('link', { name: 'Saved Address' }).click();
    await page.waitForURL('**/dashboard/address');
  });
});
