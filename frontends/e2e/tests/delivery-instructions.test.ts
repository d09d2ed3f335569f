/**
 * Delivery instructions in the browser, against the real stack at BASE_URL (ADR 0024), at 1280 and
 * 375 px: the shopper saves instructions on an address (checkboxes and a note with its counter),
 * checkout shows them and changes them for this order only, and the rider's screen shows the
 * order's instructions on its card.
 */
import { browserPerSuite, snap, textOf, DESKTOP, MOBILE, collectErrors } from '../support/browser.js';
import { BASE_URL, backendSuite } from '../support/catalogue.js';
import { addToCartViaApi, ADMIN, eventually, login, newShopper, pickProducts, type Address, type Caller, type OrderView } from '../support/shop.js';

const suite = await backendSuite('the delivery instructions tests');

const widths = [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const;

const FLAGSHIP = 'blr-indiranagar';
const SAVED_NOTE = 'Blue gate next to the temple, second floor';
const ORDER_NOTE = 'Baby asleep: please call, gate code 4411';

suite(`delivery instructions against ${BASE_URL}`, () => {
  const browser = browserPerSuite();
  const staff = browserPerSuite({ between: 'pages' });
  let admin: Caller;

  beforeAll(async () => {
    admin = await login(ADMIN.email, ADMIN.password);
  });

  test.each(widths)('saved on the address, changed for one order at checkout, read by the rider (%s)', async (label, viewport) => {
    const { api } = await newShopper(browser.context, `instr${label}`);
    const page = await browser.newPage(viewport);
    const errors = collectErrors(page);

    // The address dialog: two flags and a note, its counter following the text.
    await page.goto(`${BASE_URL}/dashboard/address`);
    await page.getByRole('button', { name: 'Edit address' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Leave at the door').check();
    await dialog.getByLabel('Pets at home').check();
    await dialog.getByLabel(/Note for the rider/).fill(SAVED_NOTE);
    await textOf(dialog.getByTestId('note-counter'), [`${SAVED_NOTE.length}/200`]);
    await snap(page, 'address-instructions', { fullPage: false });
    const saving = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/address/update');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    expect((await saving).status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });
    await textOf(page.getByTestId('address-instructions'), ['For the rider', 'Leave at the door · Pets at home', SAVED_NOTE]);
    await snap(page, 'address-saved', { fullPage: false });
    const saved = (await api.call<Address[]>('GET', '/api/address/get')).body.data[0];
    expect(saved?.instructions).toEqual({ leaveAtDoor: true, pets: true, note: SAVED_NOTE });

    // Checkout shows them; this order asks for a call and another note instead.
    const [atta] = await pickProducts('atta', 1);
    await addToCartViaApi(api, atta!._id, 1);
    // A stack seeded a moment ago: the order service's price replica may not have heard of the product yet.
    await eventually(
      'the order service prices the product',
      async () => {
        const quoted = await api.call<{ unpriced: unknown[] }>('POST', '/api/order/quote', {
          list_items: [{ productId: atta!._id, quantity: 1 }],
          pincode: '560038',
        });
        return quoted.status === 200 && quoted.body.data.unpriced.length === 0;
      },
      60_000,
    );
    await page.goto(`${BASE_URL}/checkout`);
    const card = page.getByTestId('checkout-instructions');
    await textOf(card, ['Leave at the door', 'Pets at home', SAVED_NOTE], 30_000);
    await card.scrollIntoViewIfNeeded();
    await snap(page, 'checkout-instructions-saved', { fullPage: false });
    await card.getByRole('button', { name: 'Change for this order' }).click();
    await card.getByLabel('Leave at the door').uncheck();
    await card.getByLabel('Call on arrival').check();
    await card.getByLabel(/Note for the rider/).fill(ORDER_NOTE);
    await snap(page, 'checkout-instructions');
    const placing = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/order/cash-on-delivery');
    await page.getByRole('button', { name: 'Cash on Delivery' }).click();
    expect((await placing).status()).toBe(201);
    await page.waitForURL('**/success');
    const orderId = (await page.getByTestId('success-order-id').textContent())!;
    const order = (await api.call<OrderView>('GET', `/api/order/details/${orderId}`)).body.data;
    expect(order.delivery_address?.instructions).toEqual({ callOnArrival: true, pets: true, note: ORDER_NOTE });
    // The saved address keeps its own.
    expect((await api.call<Address[]>('GET', '/api/address/get')).body.data[0]?.instructions?.note).toBe(SAVED_NOTE);

    // Picked and packed by the store (its own tests cover the floor), then on the rider's phone.
    expect((await admin.call('POST', '/api/order/store/claim', { orderId })).status).toBe(200);
    expect((await admin.call('POST', '/api/order/store/pick', { orderId, productId: atta!._id })).status).toBe(200);
    expect((await admin.call('POST', '/api/order/store/pack', { orderId })).status).toBe(200);
    await staff.context.addCookies((await login(ADMIN.email, ADMIN.password)).cookies);
    const ride = await staff.newPage(viewport);
    const rideErrors = collectErrors(ride);
    await ride.goto(`${BASE_URL}/dashboard/rider`);
    await ride.getByLabel('Store', { exact: true }).selectOption(order.storeId || FLAGSHIP);
    const run = ride.locator(`[data-testid="ride-order"][data-order-id="${orderId}"]`);
    await run.waitFor({ timeout: 20_000 });
    const told = run.getByTestId('ride-instructions');
    await textOf(told, ['Call on arrival', 'Pets at home', ORDER_NOTE]);
    expect(await told.locator('[data-flag]').evaluateAll((els) => els.map((e) => e.getAttribute('data-flag')))).toEqual(['callOnArrival', 'pets']);
    await run.scrollIntoViewIfNeeded();
    await snap(ride, 'rider-instructions');
    expect(await ride.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    expect(rideErrors).toEqual([]);
    expect(errors).toEqual([]);
  });
});
