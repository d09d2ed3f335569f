/**
 * Helpers for the dark-store browser tests: the promise the order service gives a pincode, products
 * sold in one store and not in another (admins' reads carry `storeStock`), shoppers at a given address,
 * the header's location chooser, COD orders placed through the API and claimed on the store floor,
 * and a same-aisle product to substitute a missing one with.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { BASE_URL } from './server.js';
import { registerViaApi, uniqueUser } from './live.js';
import { eventually, login, unitPaise, type Address, type Caller, type Envelope, type OrderView } from './shop.js';
import { apiCall, type ApiProduct } from './catalogue.js';
import type { AnswerData, DarkStore } from '@minutemart/contracts/api-types';

export type PromiseAnswer = AnswerData<'/api/order/promise', 'get'>;

export async function promiseFor(pincode: string): Promise<PromiseAnswer> {
  const res = await fetch(`${BASE_URL}/api/order/promise?pincode=${pincode}`);
  if (!res.ok) throw new Error(`promise for ${pincode}: ${res.status}`);
  return ((await res.json()) as Envelope<PromiseAnswer>).data;
}

/**
 * Opens a seeded store round the clock until the returned function puts its hours back. The seed gives
 * some stores real opening hours (Powai: 07:00–23:30 IST), so a test that needs one taking orders would
 * otherwise pass or fail by the time of day it runs at. Waits until the order service's copy of the
 * store (it hears the change over Kafka) promises deliveries to `pincode`.
 */
export async function keepStoreOpen(admin: Caller, storeId: string, pincode: string): Promise<() => Promise<void>> {
  const list = await admin.call<DarkStore[]>('GET', '/api/store/list');
  const before = list.body.data.find((s) => s._id === storeId)?.hours;
  if (!before) throw new Error(`store ${storeId} is not listed`);
  const setHours = async (hours: DarkStore['hours']) => {
    const res = await admin.call('PUT', '/api/store/update', { _id: storeId, hours });
    if (res.status !== 200) throw new Error(`store update ${storeId}: ${res.status} ${res.body.message}`);
  };
  await setHours({ open: '00:00', close: '24:00' });
  await eventually(`${storeId} taking orders for ${pincode}`, async () => {
    const answer = await promiseFor(pincode);
    return answer.available && answer.storeId === storeId;
  });
  return () => setHours(before);
}

/** A published product one store sells (≥ `min` units) and another does not sell at all. */
export async function productSoldInOnly(admin: Caller, sells: string, lacks: string, min = 5): Promise<ApiProduct> {
  for (let page = 1; page <= 40; page++) {
    const res = await admin.call<ApiProduct[]>('POST', '/api/product/get', { page, limit: 50 });
    if (res.status !== 200) throw new Error(`product/get: ${res.status} ${res.body.message}`);
    const hit = res.body.data.find((p) => p.publish !== false && (p.storeStock?.[sells] ?? 0) >= min && p.storeStock?.[lacks] === undefined);
    if (hit) return hit;
    if (res.body.data.length < 50) break;
  }
  throw new Error(`no product sold at ${sells} and not at ${lacks}`);
}

/** A fresh shopper whose one saved address has this pincode, signed in in the browser context. */
export async function shopperAt(
  context: BrowserContext,
  tag: string,
  pincode: string,
  line = 'Flat 7, Dark Store Lane',
): Promise<{ api: Caller; addressId: string }> {
  const user = uniqueUser(tag);
  await registerViaApi(user);
  const api = await login(user.email, user.password);
  await context.addCookies(api.cookies);
  const created = await api.call('POST', '/api/address/create', {
    address_line: line,
    city: 'Bengaluru',
    state: 'Karnataka',
    country: 'India',
    pincode,
    mobile: '9876501234',
  });
  if (created.status >= 300) throw new Error(`address create failed: ${created.status} ${created.body.message}`);
  const list = await api.call<Address[]>('GET', '/api/address/get');
  const address = list.body.data.find((a) => String(a.pincode) === pincode);
  if (!address) throw new Error('the new address is not listed');
  return { api, addressId: address._id };
}

type Dashboard = AnswerData<'/api/order/admin/dashboard', 'get'>;
/** A store's numbers over the dashboard's range. */
export type DashboardStoreRow = Dashboard['stores'][number];

/** The dashboard lists only stores with orders in the range: the others count nothing. */
const noOrders = (storeId: string): DashboardStoreRow => ({
  storeId,
  storeName: '',
  orders: 0,
  delivered: 0,
  onTime: 0,
  late: 0,
  cancelled: 0,
  onTimeRate: null,
  avgPromisedMinutes: null,
  avgActualMinutes: null,
});

/** The dashboard's per-store numbers for the last 24 hours up to the end of this hour. */
export async function dashboardRow(admin: Caller, storeId: string): Promise<DashboardStoreRow> {
  const HOUR = 3_600_000;
  const to = new Date(Math.ceil((Date.now() + 30 * 60_000) / HOUR) * HOUR - 30 * 60_000);
  const from = new Date(to.getTime() - 24 * HOUR);
  const res = await admin.call<Dashboard>('GET', `/api/order/admin/dashboard?from=${from.toISOString()}&to=${to.toISOString()}&store=${storeId}`);
  if (res.status !== 200) throw new Error(`dashboard: ${res.status} ${res.body.message}`);
  return res.body.data.stores.find((s) => s.storeId === storeId) ?? noOrders(storeId);
}

/** Types a pincode into the header's location chooser and waits for the promise it asks for. */
export async function choosePincode(page: Page, pincode: string): Promise<void> {
  await page.getByTestId('location-button').click();
  const dialog = page.getByTestId('location-dialog');
  await dialog.waitFor();
  await dialog.getByLabel('Pincode', { exact: true }).fill(pincode);
  const answered = page.waitForResponse((r) => r.url().includes(`/api/order/promise?pincode=${pincode}`));
  await dialog.getByRole('button', { name: 'Check' }).click();
  const status = (await answered).status();
  if (status !== 200) throw new Error(`promise for ${pincode}: ${status}`);
}

/** A cash-on-delivery order placed through the API, once its stock is held (`confirmed`): its id. `tag` starts its Idempotency-Key. */
export async function placeCodViaApi(api: Caller, addressId: string, lines: Array<{ productId: string; quantity: number }>, tag = 'e2e'): Promise<string> {
  const placed = await api.call<OrderView>(
    'POST',
    '/api/order/cash-on-delivery',
    { list_items: lines, addressId },
    { 'Idempotency-Key': `${tag}-${Date.now()}-${Math.random().toString(36).slice(2)}` },
  );
  if (placed.status !== 201 && placed.status !== 202) throw new Error(`cash-on-delivery: ${placed.status} ${placed.body.message}`);
  const { orderId } = placed.body.data;
  await eventually(
    `order ${orderId} confirmed`,
    async () => (await api.call<OrderView>('GET', `/api/order/details/${orderId}`)).body.data?.state === 'confirmed',
  );
  return orderId;
}

/** The store floor for `storeId` on a staff page, with the order claimed: the picker's card of it. */
export async function claimOnFloor(floor: Page, storeId: string, orderId: string): Promise<Locator> {
  await floor.goto(`${BASE_URL}/dashboard/store-floor`);
  await floor.getByLabel('Store', { exact: true }).selectOption(storeId);
  const job = floor.locator(`[data-testid="floor-order"][data-order-id="${orderId}"]`);
  await job.waitFor({ timeout: 20_000 });
  await job.getByRole('button', { name: /^Claim/ }).click();
  const mine = floor.locator(`[data-testid="floor-order"][data-order-id="${orderId}"][data-mine]`);
  await mine.waitFor();
  return mine;
}

/** A product's sub-category as shoppers of one store browse it: `stock` is that store's shelf. */
export async function aisleOf(product: Pick<ApiProduct, '_id'>, storeId: string): Promise<ApiProduct[]> {
  const details = (await apiCall<ApiProduct>('POST', '/api/product/get-product-details', { productId: product._id })).data;
  const [category] = details.category;
  const [sub] = details.subCategory;
  if (!category || !sub) throw new Error(`${details.name} has no category or sub-category`);
  const body = { categoryId: category._id, subCategoryId: sub._id, store: storeId, page: 1, limit: 100 };
  return (await apiCall<ApiProduct[]>('POST', '/api/product/get-product-by-category-and-subcategory', body)).data;
}

/**
 * What a picker may put in the bag instead of `missing` at `storeId`: a product of its sub-category
 * the seed stocks there (≥ `units` + 5), with another name, cheaper (so the shopper gets a refund
 * line), the closest in price; ties by id, so every run on the seed picks the same one.
 */
export async function cheaperSameAisle(missing: ApiProduct, storeId: string, units: number, exclude: string[] = []): Promise<ApiProduct> {
  const price = unitPaise(missing);
  const fits = (await aisleOf(missing, storeId))
    .filter((p) => p._id !== missing._id && p.name !== missing.name && !exclude.includes(p._id) && p.stock >= units + 5 && unitPaise(p) < price)
    .sort((a, b) => unitPaise(b) - unitPaise(a) || a._id.localeCompare(b._id));
  if (!fits[0]) throw new Error(`nothing cheaper than ${missing.name} in its aisle at ${storeId}`);
  return fits[0];
}
