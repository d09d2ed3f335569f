/**
 * For suites that make products of their own and order them through the API: the browser, the seeded
 * admin, products made in the test's template's category (deleted at the end: the browse suites take
 * the newest products as their examples), and cash-on-delivery orders placed by a shopper.
 */
import { browserPerSuite, type SuiteBrowser, type SuiteBrowserOptions } from './browser.js';
import type { ApiProduct } from './catalogue.js';
import { ADMIN, login, type Address, type Caller } from './shop.js';
import { placeCodViaApi } from './dark-stores.js';

export interface OwnProducts {
  browser(): SuiteBrowser;
  admin(): Caller;
  /** A product in `template`'s category and sub-category, 50 units unless `stock` says, its name made unique. */
  product(template: ApiProduct, name: string, fields: ProductFields): Promise<ApiProduct>;
}

/** Registers the suite's hooks; call inside the describe. The browser is reset after each test as `options` say (`browserPerSuite`). */
export function useOwnProducts(options: SuiteBrowserOptions = {}): OwnProducts {
  const browser = browserPerSuite(options);
  let admin: Caller | undefined;
  const made: string[] = [];
  beforeAll(async () => {
    admin = await login(ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    for (const _id of made) await admin?.call('DELETE', '/api/product/delete-product', { _id });
  });
  const ready = <T>(v: T | undefined): T => {
    if (!v) throw new Error('useOwnProducts: used before beforeAll ran');
    return v;
  };
  return {
    browser: () => browser,
    admin: () => ready(admin),
    async product(template, name, fields) {
      const created = await createProduct(ready(admin), template, name, fields);
      made.push(created._id);
      return created;
    },
  };
}

/** What a product of a suite's own says beside its template's image and aisle. */
export interface ProductFields {
  price: number;
  discount: number;
  unit: string;
  description: string;
  /** 50 unless given. */
  stock?: number;
}

/** Creates a product in `template`'s category and sub-category as `admin`, its name made unique; the suite deletes it. */
export async function createProduct(admin: Caller, template: ApiProduct, name: string, fields: ProductFields): Promise<ApiProduct> {
  const created = await admin.call<ApiProduct>('POST', '/api/product/create', {
    name: `${name} ${Date.now().toString(36)}`,
    image: template.image,
    category: template.category.map((c) => c._id),
    subCategory: template.subCategory.map((c) => c._id),
    stock: 50,
    more_details: {},
    ...fields,
  });
  expect(created.status).toBe(201);
  return created.body.data;
}

/** A cash-on-delivery order of `lines` to the shopper's default address; its id once confirmed. */
export async function confirmedCodOrder(shopper: Caller, lines: { productId: string; quantity: number }[], tag: string): Promise<string> {
  const addresses = await shopper.call<Address[]>('GET', '/api/address/get');
  return placeCodViaApi(shopper, addresses.body.data.find((a) => a.status)!._id, lines, tag);
}
