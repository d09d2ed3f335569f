/**
 * Shell + storefront + admin served together by the shell's static server, with no backend: /api calls
 * are either unreachable (502 from the server) or mocked per test with page.route().
 */
import { addSessionHint, browserPerSuite, snap, DESKTOP, MOBILE, collectErrors } from '../support/browser.js';
import { expectFakesConform, fakeJson, fakeSession } from '../support/api-fakes.js';
import { fakeUser } from '../support/fake-user.js';
import { shellPerSuite } from '../support/server.js';

const ADMIN = fakeUser({ _id: '665f1c2ab0e1f2a3b4c5d6e7', name: 'Asha Admin', email: 'asha@example.com', mobile: '9876543210', role: 'ADMIN' });
const SHOPPER = fakeUser();

// Fakes of our own services answer only what contracts/openapi allows (support/api-fakes.ts).
const json = fakeJson;
afterEach(expectFakesConform);

describe('storefront through the shell (no backend)', () => {
  const server = shellPerSuite();
  const browser = browserPerSuite();

  test.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ])('home renders banner, hero and the typed search placeholder (%s)', async (_l, viewport) => {
    const page = await browser.newPage(viewport);
    const errors = collectErrors(page);
    await page.goto(server.url + '/');
    await page.getByRole('heading', { name: '10 minute delivery' }).waitFor();
    expect(await page.getByTestId('home-banner').isVisible()).toBe(true);
    await page.waitForFunction(() => document.querySelector('[data-testid="typed-placeholder"]')?.textContent?.startsWith('Search "'));
    // Desktop: the 'Login' text link; mobile: the account icon labelled 'Login'.
    expect(await page.getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
    // An empty cart has no View Cart bar.
    expect(await page.getByTestId('mobile-cart-bar').count()).toBe(0);
    if (viewport === DESKTOP) expect(await page.getByTestId('cart-button').textContent()).toContain('0 items');
    // The API is unreachable here: the catalogue's load fails and its section goes, the page's end state.
    await page.getByRole('heading', { name: 'Shop by category' }).waitFor({ state: 'detached' });
    await snap(page, 'home');
    expect(errors).toEqual([]);
  });

  test('search strip opens /search with a focused input that follows typing', async () => {
    const page = await browser.newPage(MOBILE);
    await page.goto(server.url + '/');
    await page.getByTestId('search-strip').click();
    await page.waitForURL('**/search');
    const input = page.getByRole('combobox', { name: 'Search' });
    expect(await input.getAttribute('placeholder')).toBe('Search for atta dal and more');
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('atta dal');
    await page.waitForURL((url) => url.searchParams.get('q') === 'atta dal');
    expect(await page.getByRole('link', { name: 'Back to home' }).isVisible()).toBe(true);
    await snap(page, 'search');
    // Pre-filled from q on load.
    await page.goto(server.url + '/search?q=milk');
    expect(await page.getByRole('combobox', { name: 'Search' }).inputValue()).toBe('milk');
    await page.setViewportSize(DESKTOP);
    expect(await page.getByRole('link', { name: 'Back to home' }).isVisible()).toBe(false);
  });

  test.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ])('login form: disabled until filled, show/hide password, failure toasts the server message (%s)', async (_l, viewport) => {
    const page = await browser.newPage(viewport);
    await page.goto(server.url + '/login');
    const submit = page.getByRole('button', { name: 'Login', exact: true });
    await submit.waitFor();
    expect(await submit.isDisabled()).toBe(true);
    expect(await page.getByRole('link', { name: 'Forgot password ?' }).getAttribute('href')).toBe('/forgot-password');
    expect(await page.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');

    await page.getByLabel('Email').fill('ravi@example.com');
    expect(await submit.isDisabled()).toBe(true);
    const password = page.locator('input[name="password"]');
    await password.fill('not-the-password');
    expect(await submit.isDisabled()).toBe(false);
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await password.getAttribute('type')).toBe('password');
    await snap(page, 'login');

    await page.route('**/api/user/login', (route) => json(route, 400, { success: false, error: true, message: 'Check your password', data: null }));
    await submit.click();
    await page.getByText('Check your password').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  test('login success loads user details and goes home; the Account menu shows My Account', async () => {
    const page = await browser.newPage(DESKTOP);
    let loggedIn = false;
    await page.route('**/api/user/user-details', (route) =>
      loggedIn
        ? json(route, 200, { success: true, error: false, message: '', data: SHOPPER })
        : json(route, 401, { success: false, error: true, message: 'Provide token', data: null }),
    );
    await page.route('**/api/user/refresh-token', (route) => json(route, 401, { success: false, error: true, message: 'Invalid token', data: null }));
    await page.route('**/api/user/login', async (route) => {
      expect(route.request().postDataJSON()).toEqual({ email: 'ravi@example.com', password: 'secret-pass' });
      loggedIn = true;
      await json(
        route,
        200,
        { success: true, error: false, message: 'Login successfully', data: { accesstoken: 'x', refreshToken: 'y' } },
        { 'set-cookie': 'signedIn=1; Path=/; SameSite=Lax' },
      );
    });
    await page.goto(server.url + '/login');
    await page.getByLabel('Email').fill('ravi@example.com');
    await page.locator('input[name="password"]').fill('secret-pass');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(server.url + '/');
    await page.getByText('Login successfully').waitFor();
    // No token is kept in JS-readable storage.
    expect(await page.evaluate(() => Object.keys(localStorage).length)).toBe(0);
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByText('My Account').waitFor();
    expect(await page.getByTestId('account-name').textContent()).toBe('Ravi Shopper');
    expect(await page.getByRole('link', { name: 'Category' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'My Orders' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Saved Address' }).isVisible()).toBe(true);
    await snap(page, 'account-menu-user');

    await page.route('**/api/user/logout', (route) => {
      loggedIn = false;
      return json(
        route,
        200,
        { success: true, error: false, message: 'Logout successfully', data: null },
        { 'set-cookie': 'signedIn=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax' },
      );
    });
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Logout successfully').waitFor();
    await page.getByRole('link', { name: 'Login' }).waitFor();
    // Signed out, a reload asks for no session at all.
    let asked = 0;
    page.on('request', (r) => /\/api\/user\/(user-details|refresh-token)$/.test(new URL(r.url()).pathname) && asked++);
    await page.reload();
    await page.getByRole('link', { name: 'Login' }).waitFor();
    expect(asked).toBe(0);
  });

  test('a 401 triggers one refresh-token call and a retry', async () => {
    const page = await browser.newPage(DESKTOP);
    let detailsCalls = 0;
    let refreshCalls = 0;
    await page.route('**/api/user/user-details', (route) => {
      detailsCalls += 1;
      return detailsCalls === 1
        ? json(route, 401, { success: false, error: true, message: 'jwt expired', data: null })
        : json(route, 200, { success: true, error: false, message: '', data: SHOPPER });
    });
    await page.route('**/api/user/refresh-token', (route) => {
      refreshCalls += 1;
      expect(route.request().method()).toBe('POST');
      return json(route, 200, { success: true, error: false, message: 'New Access token generated', data: { accessToken: 'z' } });
    });
    await addSessionHint(page, server.url);
    await page.goto(server.url + '/');
    await page.getByRole('button', { name: 'Account' }).waitFor();
    expect({ detailsCalls, refreshCalls }).toEqual({ detailsCalls: 2, refreshCalls: 1 });
  });

  test.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ])('register: password mismatch is caught on the client (%s)', async (_l, viewport) => {
    const page = await browser.newPage(viewport);
    let registerCalls = 0;
    await page.route('**/api/user/register', (route) => {
      registerCalls += 1;
      return json(route, 201, { success: true, error: false, message: 'User register successfully', data: null });
    });
    await page.goto(server.url + '/register');
    const submit = page.getByRole('button', { name: 'Register', exact: true });
    await submit.waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Name').fill('Ravi');
    await page.getByLabel('Email').fill('ravi@example.com');
    await page.locator('input[name="password"]').fill('one-password');
    await page.locator('input[name="confirmPassword"]').fill('another-password');
    await snap(page, 'register');
    await submit.click();
    await page.getByText('password and confirm password must be same').waitFor();
    expect(registerCalls).toBe(0);

    await page.locator('input[name="confirmPassword"]').fill('one-password');
    await submit.click();
    await page.waitForURL('**/login');
    expect(registerCalls).toBe(1);
  });

  test('admin routes: a shopper sees the red no-permission message', async () => {
    const page = await browser.newPage(DESKTOP);
    await fakeSession(page, SHOPPER, server.url);
    for (const path of ['/dashboard/category', '/dashboard/subcategory', '/dashboard/upload-product', '/dashboard/product']) {
      await page.goto(server.url + path);
      const msg = page.getByText('Do not have permission');
      await msg.waitFor();
      expect(await msg.evaluate((el) => el.classList.contains('text-red-600'))).toBe(true);
    }
    await snap(page, 'admin-denied');
  });

  test('admin routes: logged out sees the no-permission message', async () => {
    const page = await browser.newPage(MOBILE);
    await page.goto(server.url + '/dashboard/category');
    await page.getByText('Do not have permission').waitFor();
    await snap(page, 'admin-denied');
  });

  test.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ])('an admin gets the admin remote and the admin links (%s)', async (_l, viewport) => {
    const page = await browser.newPage(viewport);
    const errors = collectErrors(page);
    await fakeSession(page, ADMIN, server.url);
    await page.goto(server.url + '/dashboard/category');
    await page.getByRole('heading', { name: 'Category' }).waitFor();
    await page.getByText('No categories yet').waitFor();
    await snap(page, 'admin-category');
    if (viewport === DESKTOP) {
      await page.getByRole('button', { name: 'Account' }).click();
    } else {
      await page.getByRole('link', { name: 'My Account' }).click();
      await page.waitForURL('**/user');
    }
    const menu = page.getByRole('navigation', { name: 'Account' }).last();
    await menu.getByText('My Account').waitFor();
    expect(await menu.getByText('(Admin)').isVisible()).toBe(true);
    for (const name of ['Category', 'Sub Category', 'Upload Product', 'Product', 'My Orders', 'Saved Address', 'Logout']) {
      expect(await menu.getByRole(name === 'Logout' ? 'button' : 'link', { name, exact: true }).isVisible()).toBe(true);
    }
    await snap(page, 'account-menu-admin');
    expect(errors).toEqual([]);
  });

  test('View Cart bar opens /cart, which has its own bar; signed-out checkout asks for a login; success and cancel pages', async () => {
    const page = await browser.newPage(MOBILE);
    await page.goto(server.url + '/');
    await page.getByRole('heading', { name: '10 minute delivery' }).waitFor();
    expect(await page.getByTestId('mobile-cart-bar').count()).toBe(0);
    // A guest's cart lives in the browser: one line there, and the bar appears.
    await page.evaluate(() =>
      localStorage.setItem(
        'minutemart:guest-cart:v1',
        JSON.stringify([
          { quantity: 2, product: { _id: '665f1c2ab0e1f2a3b4c5d6f0', name: 'Amul Taaza Milk', image: [], price: 30, discount: 0, unit: '500 ml', stock: 9 } },
        ]),
      ),
    );
    await page.reload();
    await page.getByTestId('mobile-cart-bar').waitFor();
    expect(await page.getByTestId('mobile-cart-bar').textContent()).toContain('2 items');
    expect(await page.getByTestId('mobile-cart-bar').textContent()).toContain('View Cart');
    await page.getByTestId('mobile-cart-bar').getByRole('link').click();
    await page.waitForURL('**/cart');
    await page.getByTestId('cart-line').waitFor();
    expect(await page.getByTestId('mobile-cart-bar').count()).toBe(0);
    // Proceed asks a guest to sign in.
    await page.getByTestId('cart-proceed').click();
    await page.waitForURL('**/login');
    await page.getByText('Please Login', { exact: true }).waitFor();
    await page.evaluate(() => localStorage.clear());
    await page.goto(server.url + '/checkout');
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    await page.getByText('Please Login', { exact: true }).waitFor();
    expect(await page.getByTestId('mobile-cart-bar').count()).toBe(0);
    await page.goto(server.url + '/success');
    await page.getByText('Payment Successfully').waitFor();
    await snap(page, 'success-no-order');
    await page.goto(server.url + '/cancel');
    await page.getByText('Order Cancel').waitFor();
    expect(await page.getByRole('link', { name: 'Go To Home' }).getAttribute('href')).toBe('/');
  });
});
