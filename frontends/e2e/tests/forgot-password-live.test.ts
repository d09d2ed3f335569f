/**
 * Forgot password end to end against the real stack: register (API) → /forgot-password → the 6-digit
 * code from MailDev → /verification-otp (typed, erased with Backspace, then pasted) → /reset-password →
 * log in with the new password. Four auth calls in this file (the gateway allows 10 per minute per IP).
 *
 * Skipped only when BASE_URL does not answer AND E2E_REQUIRE_BACKEND is unset.
 */
import { browserPerSuite, snap, MOBILE, collectErrors } from '../support/browser.js';
import { BASE_URL, backendSuite } from '../support/catalogue.js';
import { clickAuth, readOtpFromMail, registerViaApi, uniqueUser } from '../support/live.js';

const suite = await backendSuite('the forgot-password flow');

suite(`forgot password against ${BASE_URL}`, () => {
  const browser = browserPerSuite({ between: 'kept' });

  test('request an OTP, read it from the mail, verify it (typed and pasted), set a new password, log in with it', async () => {
    const user = uniqueUser('reset');
    await registerViaApi(user);
    const page = await browser.newPage(MOBILE);
    const errors = collectErrors(page);

    // Login → 'Forgot password ?'
    await page.goto(`${BASE_URL}/login`);
    await page.getByRole('link', { name: 'Forgot password ?' }).click();
    await page.waitForURL('**/forgot-password');
    const send = page.getByRole('button', { name: 'Send Otp' });
    expect(await send.isDisabled()).toBe(true);
    await page.getByLabel('Email').fill(user.email);
    const requestedAt = Date.now();
    expect((await clickAuth(page, send, '/api/user/forgot-password')).status()).toBe(200);
    await page.waitForURL('**/verification-otp');
    const code = await readOtpFromMail(user.email, requestedAt);
    expect(code).toMatch(/^\d{6}$/);

    // OTP: six boxes, numeric keyboard; typing advances, Backspace goes back.
    await page.getByText(user.email).waitFor();
    const boxes = page.getByRole('group', { name: 'One-time password' }).locator('input');
    expect(await boxes.count()).toBe(6);
    expect(await boxes.first().getAttribute('inputmode')).toBe('numeric');
    expect(await boxes.first().getAttribute('maxlength')).toBe('1');
    const verify = page.getByRole('button', { name: 'Verify OTP' });
    expect(await verify.isDisabled()).toBe(true);
    await boxes.first().click();
    await page.keyboard.type(code.slice(0, 3));
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Digit 4 of 6');
    for (let i = 0; i < 3; i++) await page.keyboard.press('Backspace');
    expect(await boxes.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value).join(''))).toBe('');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Digit 1 of 6');

    // Pasting the whole code fills every box.
    await boxes.first().evaluate((el, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, ` ${code} `);
    await page.waitForFunction(
      (c) =>
        Array.from(document.querySelectorAll<HTMLInputElement>('[aria-label^="Digit "]'))
          .map((e) => e.value)
          .join('') === c,
      code,
    );
    expect(await verify.isDisabled()).toBe(false);
    await snap(page, 'live-otp-filled');
    expect((await clickAuth(page, verify, '/api/user/verify-forgot-password-otp')).status()).toBe(200);
    await page.waitForURL('**/reset-password');

    // Reset: both fields required, must match (checked on the client first).
    const change = page.getByRole('button', { name: 'Change Password' });
    expect(await change.isDisabled()).toBe(true);
    const newPassword = `New!${Date.now()}xY9`;
    await page.locator('input[name="newPassword"]').fill(newPassword);
    await page.locator('input[name="confirmPassword"]').fill(`${newPassword}-typo`);
    await change.click();
    await page.getByText('New password and confirm password must be same.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/reset-password');
    await page.locator('input[name="confirmPassword"]').fill(newPassword);
    expect((await clickAuth(page, change, '/api/user/reset-password')).status()).toBe(200);
    await page.waitForURL('**/login');

    // The email comes prefilled; log in with the new password.
    expect(await page.getByLabel('Email').inputValue()).toBe(user.email);
    await page.locator('input[name="password"]').fill(newPassword);
    expect((await clickAuth(page, page.getByRole('button', { name: 'Login', exact: true }), '/api/user/login')).status()).toBe(200);
    await page.waitForURL(`${BASE_URL}/`);
    await page.getByRole('link', { name: 'My Account' }).click();
    await page.waitForURL('**/user');
    expect(await page.getByTestId('account-name').textContent()).toBe(user.name);
    expect(errors).toEqual([]);
  });
});
