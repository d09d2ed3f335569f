/**
 * Rider capacity in the browser, against the real stack at BASE_URL (ADR 0027), at 1280 and 375 px: an
 * admin switches rider capacity on for a store of the test's own on the rider screen; its rider signs in there and
 * the storefront's header shows the usual promise; the rider signs out and the header (and the location
 * chooser) say "Busy: delivery in ~N min" with the minutes the order service gives.
 */
import { browserPerSuite, snap, textOf, DESKTOP, MOBILE, collectErrors } from '../support/browser.js';
import { BASE_URL, backendSuite } from '../support/catalogue.js';
import { loginViaApi } from '../support/live.js';
import { ADMIN, addToCartViaApi, adminSession, eventually, login, pickProducts, type Caller } from '../support/shop.js';
import { choosePincode, promiseFor, shopperAt } from '../support/dark-stores.js';
import { staffAccount } from '../support/staff.js';

const suite = await backendSuite('the rider capacity tests');

const widths = [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const;

const stamp = Date.now().toString(36).slice(-5);
const STORE = { _id: `e2e-riders-${stamp}`, name: `Riders ${stamp}` };
// 78xxxx: a region no seeded store serves.
const PINCODE = `78${String(Date.now()).slice(-4)}`;
const AT = { lat: 26.1445, lng: 91.7362 };

suite(`rider capacity against ${BASE_URL}`, () => {
  const shopper = browserPerSuite({ clearLocalStorage: true });
  const riderPhone = browserPerSuite({ between: 'kept' });
  const desk = browserPerSuite({ between: 'pages', signIn: adminSession });
  let admin: Caller;

  beforeAll(async () => {
    admin = await login(ADMIN.email, ADMIN.password);
    const created = await admin.call('POST', '/api/store/create', {
      ...STORE,
      city: 'Guwahati',
      location: AT,
      serves: [{ pincode: PINCODE, area: 'Paltan Bazaar', ...AT }],
      hours: { open: '00:00', close: '24:00' },
      pickers: 2,
      status: 'open',
    });
    expect(created.status).toBe(201);
    // The order service hears of the store over Kafka; until then the switch answers 404.
    await eventually(`${STORE._id} in the order service`, async () => (await promiseFor(PINCODE)).storeId === STORE._id, 30_000);
    const rider = await staffAccount(admin, 'RIDER', [STORE._id]);
    await loginViaApi(riderPhone.context, rider);
  });

  afterAll(async () => {
    // The store stays (stores cannot be deleted): closed, and its rider capacity off.
    await admin?.call('PUT', '/api/order/admin/rider-capacity', { storeId: STORE._id, on: false });
    await admin?.call('PUT', '/api/store/update', { _id: STORE._id, status: 'closed' });
  });

  test('an admin switches rider capacity on for the store on the rider screen (1280 px)', async () => {
    const page = await desk.newPage(DESKTOP);
    const errors = collectErrors(page);
    await page.goto(`${BASE_URL}/dashboard/rider`);
    await page.getByLabel('Store', { exact: true }).selectOption(STORE._id);
    const bar = page.getByTestId('rider-shift');
    await textOf(bar.getByTestId('riders-on-shift'), ['On shift here: nobody']);
    const toggle = bar.getByTestId('rider-capacity');
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    expect(await bar.getByTestId('rider-shift-riders').count()).toBe(0);
    const switched = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/order/admin/rider-capacity');
    await toggle.click();
    expect((await switched).status()).toBe(200);
    await page.locator('[data-testid="rider-capacity"][aria-checked="true"]').waitFor();
    await textOf(bar.getByTestId('rider-shift-riders'), ['0 on shift', 'no rider free']);
    await snap(page, 'rider-capacity-switched-on', { fullPage: false });
    expect(errors).toEqual([]);
  });

  test.each(widths)('the rider signs in: the usual promise; signs out: "Busy" with the true minutes (%s)', async (label, viewport) => {
    // The rider's phone: the rider screen of their one store, off shift.
    const ride = await riderPhone.newPage(viewport);
    const rideErrors = collectErrors(ride);
    await ride.goto(`${BASE_URL}/dashboard/rider`);
    const bar = ride.getByTestId('rider-shift');
    await textOf(bar.getByTestId('rider-shift-state'), ['Off shift']);
    await bar.getByRole('button', { name: `Sign in at ${STORE.name}` }).click();
    await ride.locator('[data-testid="rider-shift"][data-on-shift]').waitFor();
    await textOf(bar.getByTestId('rider-shift-state'), ['On shift since']);
    await textOf(bar.getByTestId('rider-shift-riders'), ['1 on shift', 'a rider is free for the next order']);
    await snap(ride, `rider-shift-on-${label}`, { fullPage: false });

    // The storefront: the store's usual promise, as the order service gives it.
    const served = await promiseFor(PINCODE);
    expect(served).toMatchObject({ available: true, storeId: STORE._id, riders: { onShift: 1, busy: false } });
    const page = await shopper.newPage(viewport);
    const errors = collectErrors(page);
    await page.goto(`${BASE_URL}/`);
    await choosePincode(page, PINCODE);
    await page.getByTestId('location-dialog').waitFor({ state: 'detached' });
    const button = page.locator('[data-testid="location-button"][data-state="serviceable"]');
    await button.waitFor();
    expect(await page.getByTestId('location-headline').textContent()).toBe(`Delivery in ${served.minutes} minutes`);
    expect(await button.getAttribute('data-busy')).toBeNull();
    await snap(page, `rider-capacity-served-${label}`, { fullPage: false });

    // The rider signs out: nobody on shift, so the promise waits for a rider called in.
    await bar.getByRole('button', { name: 'Sign out' }).click();
    await textOf(bar.getByTestId('rider-shift-state'), ['Off shift']);
    await textOf(bar.getByTestId('rider-shift-riders'), ['0 on shift', 'no rider free']);
    await snap(ride, `rider-shift-off-${label}`, { fullPage: false });
    expect(await ride.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    expect(rideErrors).toEqual([]);

    const busy = await promiseFor(PINCODE);
    expect(busy).toMatchObject({ available: true, riders: { onShift: 0, busy: true } });
    expect(busy.minutes!).toBeGreaterThan(served.minutes!);
    expect(busy.message).toBe(`Busy: delivery in ~${busy.minutes} min`);
    await page.reload();
    await page.locator('[data-testid="location-button"][data-busy]').waitFor();
    expect(await page.getByTestId('location-headline').textContent()).toBe(`Busy: delivery in ~${busy.minutes} min`);
    expect(await button.boundingBox().then((b) => b!.x + b!.width)).toBeLessThanOrEqual(viewport.width);
    await snap(page, `rider-capacity-busy-${label}`, { fullPage: false });
    // The location chooser says the same.
    await page.getByTestId('location-button').click();
    await textOf(page.getByTestId('location-dialog'), [`Busy: delivery in ~${busy.minutes} min`]);
    await snap(page, `rider-capacity-busy-chooser-${label}`, { fullPage: false });

    // Signed in with an address there: checkout's promise card says it too.
    const { api } = await shopperAt(shopper.context, `riders${label}`, PINCODE, 'House 4, Paltan Bazaar');
    const [product] = await pickProducts('atta', 1);
    await addToCartViaApi(api, product!._id, 1);
    await page.goto(`${BASE_URL}/checkout`);
    const card = page.locator('[data-testid="checkout-promise"][data-busy]');
    await card.waitFor({ timeout: 30_000 });
    await textOf(card, [`Busy: delivery in ~${busy.minutes} min`, 'No rider is on shift right now', STORE.name]);
    await card.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await snap(page, `rider-capacity-busy-checkout-${label}`, { fullPage: false });
    expect(errors).toEqual([]);
  });
});
