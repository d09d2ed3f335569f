import Stripe from 'stripe';
import { testInfra } from '@minutemart/kit/testing';
import { operationsOf } from '@minutemart/contracts/openapi-answers';
import { openDb, waitFor } from '../stack.js';
import { check, doc, type Call } from './client.js';

export type Headers = Record<string, string>;

export interface Person {
  userId: string;
  email: string;
  password: string;
  /** The accessToken cookie. */
  headers: Headers;
  refreshToken: string;
}

export interface Shopper extends Person {
  addressId: string;
}

export interface Product {
  _id: string;
  name: string;
}

export interface Order {
  orderId: string;
  /** The product lines it was placed with. */
  lines: { productId: string; quantity: number }[];
}

/** The seed's flagship store: it serves 560001 and holds the stock of products made through the original endpoints. */
export const FLAGSHIP = 'blr-indiranagar';
/** No dark store serves it. */
export const UNSERVED_PINCODE = '110001';
export const UNKNOWN_ID = 'ffffffffffffffffffffffff';
export const UNKNOWN_ORDER = `ORD-${UNKNOWN_ID}`;
export const guest: Headers = {};
export const badToken: Headers = { authorization: 'Bearer not-a-token' };
export const WEBHOOK_SECRET = process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_minutemart_dev';
export const stripe = new Stripe('sk_test_conformance');
/** A 1×1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
export const IMAGE_URL = 'http://localhost:8080/media/conformance-800.webp';

/** Far from every seeded store: only the closed store the suite makes serves it. */
export const TEST_STORE_PINCODE = '799001';

export const storeBody = (id: string) => ({
  _id: id,
  name: 'Conformance Store',
  city: 'Agartala',
  location: { lat: 23.8315, lng: 91.2868 },
  serves: [{ pincode: TEST_STORE_PINCODE, area: 'Agartala', lat: 23.8315, lng: 91.2868 }],
  hours: { open: '07:00', close: '23:00' },
  pickers: 2,
  status: 'closed',
});

const operations = new Map(operationsOf(doc).map((o) => [o.key, o]));
let n = 0;
export const unique = (tag: string) => `${tag}-${Date.now().toString(36)}-${n++}`;

export function form(field: string, content: Buffer | string, filename: string, type: string): FormData {
  const f = new FormData();
  f.append(field, new Blob([content], { type }), filename);
  return f;
}

/**
 * What the requests need, made through the same public API and checked against the document like
 * every other answer; each thing is made once, when a request first needs it. Records made here
 * that other suites would see (products, categories) are removed in `cleanUp`.
 */
export class World {
  private readonly made = new Map<string, Promise<unknown>>();
  private readonly cleanups: (() => Promise<unknown>)[] = [];

  once<T>(key: string, make: () => Promise<T>): Promise<T> {
    if (!this.made.has(key)) this.made.set(key, make());
    return this.made.get(key) as Promise<T>;
  }

  /** A setup request: it must succeed and conform, else the setup fails with the reason. */
  async api(key: string, call: Omit<Call, 'expect'> & { expect?: Call['expect'] }): Promise<any> {
    const o = operations.get(key);
    if (!o) throw new Error(`setup calls ${key}, which the document lacks`);
    const { answer, problems } = await check(o, { expect: [200, 201, 202], ...call });
    if (problems.length > 0) throw new Error(`setup failed: ${problems.join('; ')}`);
    return answer.body;
  }

  onCleanUp(fn: () => Promise<unknown>): void {
    this.cleanups.push(fn);
  }

  async cleanUp(): Promise<void> {
    for (const fn of this.cleanups.reverse()) await fn().catch(() => undefined);
  }

  admin(): Promise<Headers> {
    return this.once('admin', async () => {
      const email = process.env.SEED_ADMIN_EMAIL ?? 'admin@minutemart.test';
      const password = process.env.SEED_ADMIN_PASSWORD ?? 'Admin@12345';
      const body = await this.api('POST /api/user/login', { why: 'admin signs in', json: { email, password } });
      return { cookie: `accessToken=${body.data.accesstoken}` };
    });
  }

  /** A new account, signed in. */
  async person(tag: string, password = 'Conform123'): Promise<Person> {
    const email = `${unique(`conformance.${tag}`)}@example.test`;
    const reg = await this.api('POST /api/user/register', {
      why: `register ${tag}`,
      json: { name: `Conformance ${tag}`, email, password, confirmPassword: password },
    });
    const login = await this.api('POST /api/user/login', { why: `${tag} signs in`, json: { email, password } });
    return { userId: reg.data._id, email, password, headers: { cookie: `accessToken=${login.data.accesstoken}` }, refreshToken: login.data.refreshToken };
  }

  /** A shopper with a saved address (in Bengaluru, served by the flagship store unless `pincode` says otherwise). */
  shopper(tag: string, pincode = '560001'): Promise<Shopper> {
    return this.once(`shopper:${tag}`, async () => {
      const p = await this.person(tag);
      const made = await this.api('POST /api/address/create', {
        why: `${tag} saves an address`,
        headers: p.headers,
        json: { address_line: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', country: 'India', pincode, mobile: '9876543210' },
      });
      return { ...p, addressId: made.data._id };
    });
  }

  /** A closed dark store of the suite's own (stores cannot be deleted, so it stays closed). */
  darkStore(): Promise<string> {
    return this.once('store', async () => {
      const id = unique('conformance').toLowerCase();
      await this.api('POST /api/store/create', { why: 'a store to change', headers: await this.admin(), json: storeBody(id) });
      return id;
    });
  }

  category(): Promise<{ _id: string; name: string }> {
    return this.once('category', async () => (await this.api('GET /api/category/get', { why: 'list categories' })).data[0]);
  }

  /** A seeded sub-category (with products) and its first category. */
  subCategory(): Promise<{ _id: string; name: string; categoryId: string }> {
    return this.once('subcategory', async () => {
      const sub = (await this.api('POST /api/subcategory/get', { why: 'list sub-categories' })).data[0];
      return { _id: sub._id, name: sub.name, categoryId: sub.category[0]._id };
    });
  }

  /** A new product in the seeded sub-category, its stock on the flagship's shelf. */
  product(tag: string, stock = 40, price = 120): Promise<Product> {
    return this.once(`product:${tag}`, async () => {
      const sub = await this.subCategory();
      const name = `Conformance ${unique(tag)}`;
      const body = await this.api('POST /api/product/create', {
        why: `create product ${tag}`,
        headers: await this.admin(),
        json: {
          name,
          image: [IMAGE_URL],
          category: [sub.categoryId],
          subCategory: [sub._id],
          unit: '1 kg',
          stock,
          price,
          discount: 5,
          description: 'made by the API conformance test',
          more_details: {},
        },
      });
      const _id = String(body.data._id);
      this.onCleanUp(async () =>
        this.api('DELETE /api/product/delete-product', { why: 'clean up', headers: await this.admin(), json: { _id }, expect: [200, 404] }),
      );
      return { _id, name };
    });
  }

  /** Waits until the cart service's copy of the catalogue has the product (it comes by event). */
  cartKnows(product: Product): Promise<void> {
    return this.once(`cart-knows:${product._id}`, async () => {
      const probe = await this.shopper('cart-probe');
      await waitFor(
        async () => {
          const o = operations.get('POST /api/cart/create')!;
          const { answer, problems } = await check(o, {
            why: 'wait for the cart to know the product',
            headers: probe.headers,
            json: { productId: product._id },
            expect: [201, 400, 404],
          });
          if (problems.length > 0) throw new Error(problems.join('; '));
          return answer.status === 201 || answer.status === 400;
        },
        { what: `cart knows ${product.name}` },
      );
    });
  }

  /** A new cash-on-delivery order of `lines`, confirmed (stock held). */
  async codOrder(shopper: Shopper, lines: { productId: string; quantity: number }[]): Promise<Order> {
    // A key of its own: identical baskets placed moments apart would otherwise be taken for one retried order.
    const headers = { ...shopper.headers, 'idempotency-key': unique('conformance-order') };
    const body = await this.api('POST /api/order/cash-on-delivery', {
      why: 'place an order',
      headers,
      json: { list_items: lines, addressId: shopper.addressId },
    });
    const orderId = body.data.orderId as string;
    if (body.data.state !== 'confirmed') await this.reaches(shopper.headers, orderId, 'confirmed');
    return { orderId, lines };
  }

  /** A new card order, awaiting payment. */
  async cardOrder(shopper: Shopper, lines: { productId: string; quantity: number }[]): Promise<Order> {
    const headers = { ...shopper.headers, 'idempotency-key': unique('conformance-order') };
    const body = await this.api('POST /api/order/checkout', { why: 'start a card order', headers, json: { list_items: lines, addressId: shopper.addressId } });
    const orderId = (body.data.orderId ?? body.data.order?.orderId) as string;
    await this.reaches(shopper.headers, orderId, 'awaiting_payment');
    return { orderId, lines };
  }

  async reaches(headers: Headers, orderId: string, state: string): Promise<void> {
    await waitFor(
      async () =>
        (await this.api('GET /api/order/details/{orderId}', { why: `wait for ${state}`, path: `/api/order/details/${orderId}`, headers })).data.state === state,
      { what: `order ${orderId} ${state}` },
    );
  }

  /** The shopper who places the orders the store steps work on. */
  orderer(): Promise<Shopper> {
    return this.shopper('orderer');
  }

  /** The product the store steps pick (enough stock for every order the suite places). */
  shelfProduct(): Promise<Product> {
    return this.product('shelf', 200);
  }

  /** A fresh confirmed order of two units of the shelf product, walked by the store's staff up to `stage`. */
  async orderAt(stage: 'confirmed' | 'picking' | 'picked' | 'packed' | 'out_for_delivery'): Promise<Order> {
    const [shopper, product, admin] = [await this.orderer(), await this.shelfProduct(), await this.admin()];
    const order = await this.codOrder(shopper, [{ productId: product._id, quantity: 2 }]);
    const step = (name: string, json: object) =>
      this.api(`POST /api/order/store/${name}`, { why: `store ${name}`, headers: admin, json: { orderId: order.orderId, ...json } });
    if (stage === 'confirmed') return order;
    await step('claim', {});
    if (stage === 'picking') return order;
    await step('pick', { productId: product._id });
    if (stage === 'picked') return order;
    await step('pack', {});
    if (stage === 'packed') return order;
    await step('dispatch', {});
    return order;
  }

  /** The first match of `pattern` in the latest mail to `email` received since `since`. */
  async mailed(email: string, since: number, pattern: RegExp): Promise<string> {
    return waitFor(
      async () => {
        const mails = (await (await fetch(`${testInfra.mailApiUrl}/email`)).json()) as { to?: { address?: string }[]; date?: string; text?: string }[];
        const mine = mails.filter((m) => m.to?.some((t) => t.address?.toLowerCase() === email) && new Date(m.date ?? 0).getTime() >= since - 5_000);
        return pattern.exec(mine.at(-1)?.text ?? '')?.[1];
      },
      { what: `mail to ${email}`, timeoutMs: 30_000 },
    );
  }

  /** The 6-digit code of the latest password reset mail to `email`. */
  resetCode(email: string, since: number): Promise<string> {
    return this.mailed(email, since, /\b(\d{6})\b/);
  }

  /** An account whose status an admin tool set to Inactive (straight in the user database: no API does it). */
  inactivePerson(): Promise<Person> {
    return this.once('inactive', async () => {
      const p = await this.person('inactive');
      const db = await openDb('user');
      try {
        await db.collection('users').updateOne({ email: p.email }, { $set: { status: 'Inactive' } });
      } finally {
        await db.close();
      }
      return p;
    });
  }
}
