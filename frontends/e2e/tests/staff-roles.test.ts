/**
 * Staff with least privilege in the browser, against the real stack at BASE_URL, on a 375 px phone:
 * an admin invites a picker and a rider of the flagship store by e-mail; the picker opens the link
 * from the mail, sets a password, signs in and lands on the store floor of that store only, with no
 * catalogue page offered, and picks and packs a shopper's order; the rider signs in, lands on the
 * rider screen and delivers it. The catalogue pages answer "Do not have permission" to them.
 * A store manager's store form offers only what they may change; support gets no board step the
 * API would refuse; the Audit page filters the trail by entity.
 */
import type { Page } from 'playwright-core';
import { browserPerSuite, launchBrowser, snap, DESKTOP, MOBILE, collectErrors } from '../support/browser.js';
import { BASE_URL, backendSuite } from '../support/catalogue.js';
import { loginViaApi } from '../support/live.js';
import { STAFF_PASSWORD as PASSWORD, invitationLink, staffAccount } from '../support/staff.js';
import { ADMIN, addToCartViaApi, eventually, login, pickProducts, type Address, type Caller, type OrderView } from '../support/shop.js';
import { placeCodViaApi, shopperAt } from '../support/dark-stores.js';

const suite = await backendSuite('the staff role tests');

const FLAGSHIP = { storeId: 'blr-indiranagar', pincode: '560038' };
const stamp = Date.now().toString(36);

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
  const pickerPhone = browserPerSuite({ between: 'kept' });
  const riderPhone = browserPerSuite({ between: 'kept' });
  let admin: Caller;

  beforeAll(async () => {
    admin = await login(ADMIN.email, ADMIN.password);
  });

  test('an invited picker picks an order of their store only; an invited rider delivers it (375 px)', async () => {
    const picker = `e2e.picker.${stamp}@example.com`;
    const rider = `e2e.rider.${stamp}@example.com`;
    for (const [email, role] of [
      [picker, 'PICKER'],
      [rider, 'RIDER'],
    ] as const) {
      const res = await admin.call('POST', '/api/user/staff/invite', {
        email,
        name: `E2E ${role === 'PICKER' ? 'Picker' : 'Rider'} ${stamp}`,
        role,
        stores: [FLAGSHIP.storeId],
      });
      expect(res.status).toBe(201);
    }
    const { api } = await shopperAt(pickerPhone.context, `staff${stamp}`, FLAGSHIP.pincode, 'Flat 9, Staff Test Lane');
    // The shopper only places the order (through the API): the phone is the picker's.
    await pickerPhone.context.clearCookies();
    const [product] = await pickProducts('atta', 1);
    await addToCartViaApi(api, product!._id, 1);
    const orderId = await placeCodViaApi(api, (await api.call<Address[]>('GET', '/api/address/get')).body.data[0]!._id, [
      { productId: product!._id, quantity: 1 },
    ]);

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

    const done = (await api.call<OrderView>('GET', `/api/order/details/${orderId}`)).body.data;
    expect(done.state).toBe('delivered');
    expect([done.picker?.name, done.rider?.name]).toEqual([`E2E Picker ${stamp}`, `E2E Rider ${stamp}`]);
  });

  test('a store manager changes only hours, pickers and status; support gets no board step; the Audit page filters by entity', async () => {
    const desk = await launchBrowser();
    admin = await login(ADMIN.email, ADMIN.password);
    try {
      const page = await desk.newPage(DESKTOP);
      const errors = collectErrors(page);
      const manager = await staffAccount(admin, 'STORE_MANAGER', [FLAGSHIP.storeId]);
      const support = await staffAccount(admin, 'SUPPORT', []);
      const storeOf = async () =>
        (await admin.call<Array<{ _id: string; name: string; city: string; pickers: number; serves: unknown[] }>>('GET', '/api/store/list')).body.data.find(
          (x) => x._id === FLAGSHIP.storeId,
        )!;
      const flagship = await storeOf();

      // The store manager: their store only, and a form with only what the server lets them change.
      await loginViaApi(desk.context, manager);
      await page.goto(`${BASE_URL}/dashboard/stores`);
      const cards = page.getByTestId('store-card');
      await cards.first().waitFor();
      expect(await cards.evaluateAll((cs) => cs.map((c) => c.getAttribute('data-store-id')))).toEqual([FLAGSHIP.storeId]);
      expect(await page.getByRole('button', { name: 'Add store' }).count()).toBe(0);
      await page.getByRole('button', { name: `Edit ${flagship.name}` }).click();
      const form = page.getByTestId('store-form');
      await form.waitFor();
      for (const label of ['Name', 'City', 'Latitude', 'Longitude', 'Pincode 1'])
        expect([label, await form.getByLabel(label, { exact: true }).count()]).toEqual([label, 0]);
      expect(await form.getByRole('button', { name: 'Add pincode' }).count()).toBe(0);
      const fixed = form.getByTestId('store-fixed');
      expect(await fixed.textContent()).toContain(flagship.name);
      expect(await fixed.textContent()).toContain('changed by an admin');
      await form.getByLabel('Pickers on shift', { exact: true }).fill(String(flagship.pickers + 1));
      await snap(page, 'staff-manager-store-form');
      await page.getByRole('button', { name: 'Save store' }).click();
      await form.waitFor({ state: 'detached' });
      const saved = await storeOf();
      expect([saved.pickers, saved.name, saved.city, saved.serves]).toEqual([flagship.pickers + 1, flagship.name, flagship.city, flagship.serves]);
      // Back as it was for the suites that run next.
      expect((await admin.call('PUT', '/api/store/update', { _id: FLAGSHIP.storeId, pickers: flagship.pickers })).status).toBe(200);

      // Support: reads the board and cancels, but is offered none of the steps only admins may take.
      const { api } = await shopperAt(desk.context, `support${stamp}`, FLAGSHIP.pincode, 'Flat 3, Support Lane');
      const [product] = await pickProducts('atta', 1);
      await addToCartViaApi(api, product!._id, 1);
      const orderId = await placeCodViaApi(api, (await api.call<Address[]>('GET', '/api/address/get')).body.data[0]!._id, [
        { productId: product!._id, quantity: 1 },
      ]);
      await desk.context.clearCookies();
      await loginViaApi(desk.context, support);
      await page.goto(`${BASE_URL}/dashboard/orders`);
      const card = page.locator(`[data-testid="order-board"] [data-order-id="${orderId}"]`);
      await card.waitFor({ timeout: 20_000 });
      await card.getByRole('button', { name: `Cancel order ${orderId}` }).waitFor();
      expect(await card.getByRole('button', { name: new RegExp(`^Move order ${orderId}`) }).count()).toBe(0);
      await card.getByRole('button', { name: `Open order ${orderId}` }).click();
      const detail = page.getByRole('dialog', { name: `Order #${orderId.slice(-6)}` });
      await detail.getByRole('button', { name: 'Cancel order' }).waitFor();
      expect(await detail.getByRole('button', { name: /^(Mark packed|Out for delivery|Mark delivered)$/ }).count()).toBe(0);
      await detail.getByRole('button', { name: 'Cancel order' }).click();
      const confirm = page.getByRole('dialog', { name: 'Cancel Order' });
      await confirm.getByRole('textbox', { name: 'Reason' }).fill('Shopper called support');
      await confirm.getByRole('button', { name: 'Confirm', exact: true }).click();
      await confirm.waitFor({ state: 'detached', timeout: 15_000 });
      // The timeline names who cancelled by role.
      await detail.getByText(/· Support/).waitFor({ timeout: 15_000 });
      await snap(page, 'staff-support-order');

      // An admin's fee change and the cancellation on the Audit page, each found by its entity.
      const city = `E2E Audit ${stamp}`;
      expect(
        (await admin.call('PUT', '/api/order/admin/fees', { scope: 'city', city, rules: { handling: { feePaise: 700, label: 'Handling fee' } } })).status,
      ).toBe(200);
      await desk.context.clearCookies();
      await loginViaApi(desk.context, { name: 'Admin', ...ADMIN });
      await page.goto(`${BASE_URL}/dashboard/audit`);
      const filter = page.getByTestId('audit-filter');
      await filter.waitFor();
      const show = async (entity: string, wanted: string) =>
        eventually(
          `the ${entity} entry on the Audit page`,
          async () => {
            await filter.getByLabel('Entity', { exact: true }).selectOption(entity);
            await filter.getByRole('button', { name: 'Show' }).click();
            const entry = page.getByTestId('audit-entry').filter({ hasText: wanted });
            await page.getByTestId('audit-list').or(page.getByText('No changes found')).first().waitFor();
            return (await entry.count()) > 0 ? entry.first() : null;
          },
          30_000,
        );
      const fee = await show('fee', `fee city:${city.toLowerCase()}`);
      expect(await fee.textContent()).toContain('(ADMIN)');
      expect(await fee.textContent()).toContain('700');
      expect(new Set(await page.getByTestId('audit-entry').evaluateAll((es) => es.map((e) => e.getAttribute('data-entity'))))).toEqual(new Set(['fee']));
      const cancelled = await show('order', `order ${orderId} · cancel`);
      expect(await cancelled.textContent()).toContain(`${support.email} (SUPPORT)`);
      expect(new Set(await page.getByTestId('audit-entry').evaluateAll((es) => es.map((e) => e.getAttribute('data-entity'))))).toEqual(new Set(['order']));
      await snap(page, 'staff-audit-page');
      expect(errors).toEqual([]);
    } finally {
      await desk.close();
    }
  });
});
