import { Types } from 'mongoose';
import { gatewayUrl, http, openDb, registerShopper } from './stack.js';

/**
 * A shopper, an admin and products on the running stack, made through the public API as a client
 * would; reads that must be exact (stock, holds) go to the catalogue's database.
 */
export interface Shopper {
  userId: string;
  headers: Record<string, string>;
  addressId: string;
}

export async function shopperWithAddress(): Promise<Shopper> {
  const s = await registerShopper();
  const headers = { cookie: s.cookie };
  const made = await http(`${gatewayUrl}/api/address/create`, {
    headers,
    body: { address_line: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', country: 'India', pincode: '560001', mobile: '9876543210' },
  });
  if (made.status !== 201 && made.status !== 200) throw new Error(`address: ${made.status} ${JSON.stringify(made.body)}`);
  const list = await http(`${gatewayUrl}/api/address/get`, { headers });
  return { userId: s.userId, headers, addressId: list.body.data[0]._id };
}

export async function adminHeaders(): Promise<Record<string, string>> {
  const login = await http(`${gatewayUrl}/api/user/login`, {
    body: { email: process.env.SEED_ADMIN_EMAIL ?? 'admin@minutemart.test', password: process.env.SEED_ADMIN_PASSWORD ?? 'Admin@12345' },
  });
  if (login.status !== 200) throw new Error(`admin login: ${login.status}`);
  return { cookie: `accessToken=${login.cookies['accessToken']}` };
}

let made = 0;
const created: string[] = [];

/**
 * Soft-delete every product this file made: the stack's catalogue is shared with the browser
 * suites that run after, which take the newest products of a row as their examples.
 */
export async function deleteCreatedProducts(admin: Record<string, string>): Promise<void> {
  for (const _id of created.splice(0)) await http(`${gatewayUrl}/api/product/delete-product`, { method: 'DELETE', headers: admin, body: { _id } });
}

/** A new product in the first sub-category, with the stock, price and discount asked for. */
export async function createProduct(admin: Record<string, string>, stock: number, price = 120, discount = 10): Promise<{ _id: string; name: string }> {
  const subs = await http(`${gatewayUrl}/api/subcategory/get`, { method: 'POST' });
  const sub = subs.body.data[0];
  const name = `Saga Test Ghee ${Date.now().toString(36)}${made++}`;
  const res = await http(`${gatewayUrl}/api/product/create`, {
    headers: admin,
    body: {
      name,
      image: ['http://localhost:8080/media/saga-test-800.webp'],
      category: [sub.category[0]._id],
      subCategory: [sub._id],
      unit: '500 ml',
      stock,
      price,
      discount,
      description: 'made by a platform test',
      more_details: {},
    },
  });
  if (res.status !== 201 && res.status !== 200) throw new Error(`product: ${res.status} ${JSON.stringify(res.body)}`);
  const id = res.body.data?._id ?? res.body.data;
  created.push(String(id));
  return { _id: String(id), name };
}

/** Stock and holds exactly as stored. */
export async function stockOf(productId: string): Promise<{ stock: number; held: number; holds: number }> {
  const db = await openDb('catalogue');
  try {
    const p = await db.collection('products').findOne({ _id: new Types.ObjectId(productId) }, { projection: { stock: 1, holds: 1 } });
    const holds = (p?.['holds'] ?? []) as { quantity: number }[];
    return { stock: p?.['stock'] as number, held: holds.reduce((n, h) => n + h.quantity, 0), holds: holds.length };
  } finally {
    await db.close();
  }
}

export function placeCod(s: Shopper, lines: { productId: string; quantity: number }[], key?: string) {
  return http(`${gatewayUrl}/api/order/cash-on-delivery`, {
    headers: { ...s.headers, ...(key ? { 'idempotency-key': key } : {}) },
    body: { list_items: lines, addressId: s.addressId },
  });
}

export function checkout(s: Shopper, lines: { productId: string; quantity: number }[], key?: string) {
  return http(`${gatewayUrl}/api/order/checkout`, {
    headers: { ...s.headers, ...(key ? { 'idempotency-key': key } : {}) },
    body: { list_items: lines, addressId: s.addressId },
  });
}

export const orderDetails = (s: { headers: Record<string, string> }, orderId: string) =>
  http(`${gatewayUrl}/api/order/details/${orderId}`, { headers: s.headers });
