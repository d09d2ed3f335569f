/**
 * Staff with least privilege in the browser, against the real stack at BASE_URL, on a 375 px phone:
 * an admin invites a picker and a rider of the flagship store by e-mail; the picker opens the link
 * from the mail, sets a password, signs in and lands on the store floor of that store only, with no
 * catalogue page offered, and picks and packs a shopper's order; the rider signs in, lands on the
 * rider screen and delivers it. The catalogue pages answer "Do not have permission" to them.
 */
import type { Page } from 'playwright-core';
import { launchBrowser, snap, MOBILE, collectErrors, type Browser } from '../support/browser.js';
import { BASE_URL, backendSuite } from '../support/catalogue.js';
import { MAILDEV_URL } from '../support/live.js';
import { ADMIN, addToCartViaApi, eventually, login, pickProducts, type Caller } from '../support/shop.js';
import { placeCodViaApi, shopperAt } from '../support/dark-stores.js';

const suite = await backendSuite('the staff role tests');

const FLAGSHIP = { storeId: 'blr-indiranagar', pincode: '560038' };
const PASSWORD = 'Staff4Store9';
const stamp = Date.now().toString(36);

/** The invitation link in the newest mail MailDev received for this address. */
async function invitationLink(address: string): Promise<string> {
  return eventually(`the invitation mail to ${address}`, async () => {
    const res = await fetch(`${MAILDEV_URL}/email`).catch(() => null);
    if (!res?.ok) return null;
    const mails = (await res.json()) as Array<{ to?: Array<{ address?: string }>; text?: string }>;
    const mine = mails.filter((m) => m.to?.some((t) => t.address?.toLowerCase() === address));
    const link = /(https?:\/\/\S+\/staff\/invite#token=[A-Za-z0-9_-]+)/.exec(mine.at(-1)?.text ?? '')?.[1];
    // The link names the stack's public address; the browser drives this one.
    return link ? `${BASE_URL}${new URL(link).pathname}${new URL(link).hash}` : null;
  }, 30_000);
}

/** Opens the invitation, sets the password, signs in from the login page it leads to. */
async function acceptAndSignIn(page: Page, address: string): Promise<void> {
  await page.goto(await invitationLink(address));
  const form = page.getByTestId('staff-invite-form');
  await form.waitFor();
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Set password' }).click();
  await page.waitForURL('**/login');
  // The address comes along from the invitation.
  expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(address);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

suite(`staff roles against ${BASE_URL}`, () => {
  // Two phones, each with its own sign-in.
  let pickerPhone: Browser;
  let riderPhone: Browser;
  let admin: Caller;

  beforeAll(async () => {
    [pickerPhone, riderPhone] = [await launchBrowser(), await launchBrowser()];
    admin = await login(ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await pickerPhone?.close();
    await riderPhone?.close();
  });

  test('an invited picker picks an order of their store only; an invited rider delivers it (375 px)', async () => {
    const picker = `e2e.picker.${stamp}@example.com`;
    const rider = `e2e.rider.${stamp}@example.com`;
    for (const [email, role] of [[picker, 'PICKER'], [rider, 'RIDER']] as const) {
      const res = await admin.call('POST', '/api/user/staff/invite', { email, name: `E2E ${role === 'PICKER' ? 'Picker' : 'Rider'} ${stamp}`, role, stores: [FLAGSHIP.storeId] });
      expect(res.status).toBe(201);
    }
    const { api } = await shopperAt(pickerPhone.context, `staff${stamp}`, FLAGSHIP.pincode, 'Flat 9, Staff Test Lane');
    // The shopper only places the order (through the API): the phone is the picker's.
    await pickerPhone.context.clearCookies();
    const [product] = await pickProducts('atta', 1);
    await addToCartViaApi(api, product!._id, 1);
    const orderId = await placeCodViaApi(api, (await api.call<Array<{ _id: string }>>('GET', '/api/address/get')).body.data[0]!._id, [{ productId: product!._id, quantity: 1 }]);

    // The picker's phone: invitation, password, sign-in, and the store floor of their store.
    const floor = await pickerPhone.newPage(MOBILE);
    const floorErrors = collectErrors(floor);
    await acceptAndSignIn(floor, picker);
    await floor.waitForURL('**/dashboard/store-floor');
    const storeSelect = floor.getByLabel('Store', { exact: true });
    await storeSelect.waitFor();
    expect(await storeSelect.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual([FLAGSHIP.storeId]);
    // Only their own screen is offered: no catalogue, orders board or other store screens.
    expect(await floor.getByRole('navigation', { name: 'Admin sections' }).count()).toBe(0);
    await floor.goto(`${BASE_URL}/user`);
    const menu = floor.getByRole('navigation', { name: 'Account' });
    await menu.waitFor();
    const links = await menu.getByRole('link').allTextContents();
    expect(links).toContain('Store floor');
    for (const hidden of ['Category', 'Product', 'Upload Product', 'Orders', 'Stores', 'Rider', 'Staff', 'Audit']) expect(links).not.toContain(hidden);
    await floor.goto(`${BASE_URL}/dashboard/product`);
    await floor.getByText('Do not have permission', { exact: true }).waitFor();

    await floor.goto(`${BASE_URL}/dashboard/store-floor`);
    const job = floor.locator(`[data-testid="floor-order"][data-order-id="${orderId}"]`);
    await job.waitFor({ timeout: 20_000 });
    await job.getByRole('button', { name: /^Claim/ }).click();
    const mine = floor.locator(`[data-testid="floor-order"][data-order-id="${orderId}"][data-mine]`);
    await mine.waitFor();
    const line = mine.locator(`[data-testid="pick-line"][data-product-id="${product!._id}"]`);
    await line.getByRole('button', { name: `Picked ${product!.name}` }).click();
    await line.locator('[aria-label="Ticked"]').waitFor();
    await mine.getByRole('button', { name: /^Pack #/ }).click();
    await job.waitFor({ state: 'detached' });
    await snap(floor, 'staff-picker-floor');
    expect(await floor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    // Another store's queue is refused to them by the order service itself.
    const elsewhere = await floor.evaluate(async () => (await fetch('/api/order/store-queue?store=mum-powai')).status);
    expect(elsewhere).toBe(403);
    expect(floorErrors).toEqual([]);

    // The rider's phone: lands on the rider screen, takes it, leaves, delivers.
    const ride = await riderPhone.newPage(MOBILE);
    const rideErrors = collectErrors(ride);
    await acceptAndSignIn(ride, rider);
    await ride.waitForURL('**/dashboard/rider');
    const run = ride.locator(`[data-testid="ride-order"][data-order-id="${orderId}"]`);
    await run.waitFor({ timeout: 20_000 });
    expect(await run.textContent()).toContain('Flat 9, Staff Test Lane');
    await run.getByRole('button', { name: /^Take/ }).click();
    await run.getByRole('button', { name: 'Out for delivery' }).click();
    await run.getByRole('button', { name: /^Delivered/ }).click();
    await run.waitFor({ state: 'detached' });
    await snap(ride, 'staff-rider');
    expect(await ride.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    expect(rideErrors).toEqual([]);

    const done = (await api.call<{ state: string; picker: { name: string }; rider: { name: string } }>('GET', `/api/order/details/${orderId}`)).body.data;
    expect(done.state).toBe('delivered');
    expect([done.picker.name, done.rider.name]).toEqual([`E2E Picker ${stamp}`, `E2E Rider ${stamp}`]);
  });
});
