import { describeStack, gatewayUrl, http, waitFor } from './stack.js';
import { adminHeaders, createProduct, deleteCreatedProducts } from './shop.js';

/**
 * The gateway's cache of public reads against the real catalogue (ADR 0010): a repeated search is
 * answered from it, and still a product an admin creates, renames or sells out shows through the
 * gateway's search within a second, because every catalogue replica announces such changes.
 * Product details and home rows are cached per store, and a stock move drops the answers showing
 * that product (ADR 0021).
 */
const search = (text: string) => http(`${gatewayUrl}/api/product/search-product`, { body: { search: text, page: 1 } });
const names = (res: Awaited<ReturnType<typeof search>>) => (res.body.data as { name: string; stock: number }[]).map((p) => p.name);

async function withinASecond(what: string, probe: () => Promise<boolean>): Promise<number> {
  const t0 = Date.now();
  for (;;) {
    if (await probe()) return Date.now() - t0;
    if (Date.now() - t0 > 1_000) throw new Error(`${what}: not seen through the gateway's search within 1 s`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describeStack('the gateway cache of public catalogue reads', () => {
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = await adminHeaders();
  });
  afterAll(async () => {
    if (admin) await deleteCreatedProducts(admin);
  });

  it('answers a repeated search from the cache, and shows a created, renamed and sold-out product within a second', async () => {
    const term = `Cachetest${Date.now().toString(36)}`;
    await search(term);
    const again = await search(term);
    expect(again.status).toBe(200);
    expect(['HIT', 'STALE']).toContain(again.headers.get('x-cache'));
    expect(names(again)).toEqual([]);

    const product = await createProduct(admin, 5);
    const renamed = `${term} Ghee`;
    await withinASecond('a new product', async () => names(await search(product.name)).includes(product.name));

    const edit = await http(`${gatewayUrl}/api/product/update-product-details`, { method: 'PUT', headers: admin, body: { _id: product._id, name: renamed } });
    expect(edit.status).toBe(200);
    await withinASecond('a renamed product', async () => names(await search(term)).includes(renamed));
    expect((await search(term)).body.data.find((p: { name: string }) => p.name === renamed)?.stock).toBeGreaterThan(0);

    const soldOut = await http(`${gatewayUrl}/api/product/update-product-details`, { method: 'PUT', headers: admin, body: { _id: product._id, stock: 0 } });
    expect(soldOut.status).toBe(200);
    await withinASecond('a sold-out product', async () => (await search(term)).body.data.find((p: { name: string }) => p.name === renamed)?.stock === 0);
  });

  type Read = { stock: number; price: number; stocked?: boolean; cache: string | null };
  const details = async (productId: string, store?: string): Promise<Read> => {
    const res = await http(`${gatewayUrl}/api/product/get-product-details`, { body: { productId, ...(store ? { store } : {}) } });
    expect(res.status).toBe(200);
    const { stock, price, stocked } = res.body.data as Read;
    return { stock, price, stocked, cache: res.headers.get('x-cache') };
  };
  const inRow = async (category: string, productId: string, store: string): Promise<Read> => {
    const res = await http(`${gatewayUrl}/api/product/get-product-by-category`, { body: { id: category, store } });
    expect(res.status).toBe(200);
    const p = (res.body.data as ({ _id: string } & Read)[]).find((x) => x._id === productId);
    if (!p) throw new Error('the new product is not in its home row');
    return { stock: p.stock, price: p.price, stocked: p.stocked, cache: res.headers.get('x-cache') };
  };
  /**
   * Reads until `done`, keeping every answer: the first one that is done must be a MISS (the entry
   * was dropped when the change was announced; one merely refreshed for its age is first served
   * STALE, then HIT), and every one before it must still show `before`.
   */
  async function untilChanged(read: () => Promise<Read>, done: (r: Read) => boolean, before: (r: Read) => boolean): Promise<void> {
    const seen: Read[] = [];
    const last = await waitFor(
      async () => {
        const r = await read();
        seen.push(r);
        return done(r) && r;
      },
      { timeoutMs: 8_000, stepMs: 20, what: () => `the change through the gateway; seen ${JSON.stringify(seen.slice(-3))}` },
    );
    expect(last.cache).toBe('MISS');
    for (const r of seen.slice(0, -1)) expect(before(r)).toBe(true);
  }

  it("caches product details and home rows per store: each store's exact stock, dropped on a stock move and an edit", async () => {
    const list = (await http(`${gatewayUrl}/api/store/list`)).body;
    const stores = list.data as { _id: string }[];
    // Where the original endpoints' stock goes (ADR 0015): the product's 7 units.
    const home = list.legacyStockStore as string;
    expect(stores.some((s) => s._id === home)).toBe(true);
    const other = stores.find((s) => s._id !== home)?._id;
    if (!other) throw new Error('the seed has one dark store only: this test needs two');
    const product = await createProduct(admin, 7);
    const set = async (storeId: string, stock: number) => {
      const res = await http(`${gatewayUrl}/api/store/stock`, { method: 'PUT', headers: admin, body: { storeId, productId: product._id, stock } });
      expect(res.status).toBe(200);
    };
    await set(other, 3);
    const category = (
      (await http(`${gatewayUrl}/api/product/get-product-details`, { body: { productId: product._id } })).body.data as { category: { _id: string }[] }
    ).category[0]!._id;

    // Each store's own count, and from the cache the second time.
    await waitFor(async () => (await details(product._id, other)).stock === 3, { what: "the other store's units" });
    expect(await details(product._id, home)).toMatchObject({ stock: 7, stocked: true });
    expect(await details(product._id, home)).toMatchObject({ stock: 7, cache: 'HIT' });
    expect(await details(product._id, other)).toMatchObject({ stock: 3, stocked: true, cache: 'HIT' });
    expect(await details(product._id)).toMatchObject({ stock: 10 });
    await inRow(category, product._id, home);
    expect(await inRow(category, product._id, home)).toMatchObject({ stock: 7, cache: 'HIT' });
    expect(await inRow(category, product._id, other)).toMatchObject({ stock: 3 });

    // An admin's read is their own (every store's units), never the shoppers' cached answer.
    const admins = await http(`${gatewayUrl}/api/product/get-product-details`, { headers: admin, body: { productId: product._id, store: home } });
    expect(admins.headers.get('x-cache')).toBeNull();
    expect(admins.body.data.storeStock).toEqual({ [home]: 7, [other]: 3 });

    // A stock move (not announced as a change): the answers showing the product go, for every store.
    await set(home, 6);
    await untilChanged(
      () => details(product._id, home),
      (r) => r.stock === 6,
      (r) => r.stock === 7,
    );
    await untilChanged(
      () => inRow(category, product._id, home),
      (r) => r.stock === 6,
      (r) => r.stock === 7,
    );
    expect(await details(product._id, other)).toMatchObject({ stock: 3 });
    expect(await details(product._id, home)).toMatchObject({ stock: 6, cache: 'HIT' });

    // An edit shoppers see.
    const edit = await http(`${gatewayUrl}/api/product/update-product-details`, { method: 'PUT', headers: admin, body: { _id: product._id, price: 135 } });
    expect(edit.status).toBe(200);
    await untilChanged(
      () => details(product._id, other),
      (r) => r.price === 135,
      (r) => r.price === 120 && r.stock === 3,
    );
    expect(await inRow(category, product._id, home)).toMatchObject({ stock: 6, price: 135 });
  });
});
