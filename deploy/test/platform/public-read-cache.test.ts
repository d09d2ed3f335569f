import { describeStack, gatewayUrl, http } from './stack.js';
import { adminHeaders, createProduct, deleteCreatedProducts } from './shop.js';

/**
 * The gateway's cache of public reads against the real catalogue (ADR 0010): a repeated search is
 * answered from it, and still a product an admin creates, renames or sells out shows through the
 * gateway's search within a second, because every catalogue replica announces such changes.
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
});
