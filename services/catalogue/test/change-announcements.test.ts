import {
  catalogueChangesChannel,
  catalogueStockMovesChannel,
  type CatalogueChangeAnnouncement,
  type CatalogueStockMoveAnnouncement,
} from '@minutemart/contracts/catalogue-changes';
import { createLogger, createRedis } from '@minutemart/kit';
import { testInfra, uniqueName, waitFor } from '@minutemart/kit/testing';
import { productBody, startCatalogue, startStack, taxonomyFixture, type CatalogueUnderTest, type Stack } from './harness.js';

/**
 * The gateway caches public reads until a catalogue replica says shoppers would see something new
 * (contracts/catalogue-changes). Every replica says it once its own cache has the change; a stock
 * count moving with every order is not said, a shelf running out is; the count's move is said on the
 * stock channel instead, naming the product.
 */
const logger = createLogger('catalogue-test', 'silent');
const prefix = uniqueName('tann');
const subscriber = createRedis(testInfra.redisUrl, logger);
const heard: CatalogueChangeAnnouncement[] = [];
const moves: CatalogueStockMoveAnnouncement[] = [];
let a: Stack;
let b: CatalogueUnderTest;

beforeAll(async () => {
  subscriber.on('message', (channel: string, body: string) =>
    channel === catalogueStockMovesChannel(prefix)
      ? moves.push(JSON.parse(body) as CatalogueStockMoveAnnouncement)
      : heard.push(JSON.parse(body) as CatalogueChangeAnnouncement),
  );
  await subscriber.subscribe(catalogueChangesChannel(prefix), catalogueStockMovesChannel(prefix));
  a = await startStack({ REDIS_PREFIX: prefix });
  b = await startCatalogue({ ...a.env, PORT: '0' });
});
afterAll(async () => {
  await b?.stop();
  await a?.stop();
  await subscriber.quit();
});

type Subject = { product: string } | 'taxonomy';
const names = (m: CatalogueChangeAnnouncement, s: Subject) => (s === 'taxonomy' ? m.taxonomy : m.products.includes(s.product));
/** The replicas that named `subject` in the announcements heard from index `from` on. */
const announcers = (from: number, subject: Subject) =>
  new Set(
    heard
      .slice(from)
      .filter((m) => names(m, subject))
      .map((m) => m.replica),
  );

/** Waits for both replicas (a writes, b hears the event) to announce what `act` says it changed. */
async function announcedByBoth(act: () => Promise<Subject>): Promise<void> {
  const from = heard.length;
  const subject = await act();
  await waitFor(() => announcers(from, subject).size === 2, { what: `both replicas announcing ${JSON.stringify(subject)}` });
}

/**
 * The replicas that announced `product` for `act`, known once both have announced a sentinel: a
 * visible change of another product, written through the same replica after the act. On the
 * writing replica the act's announcement is queued before its response, so it reaches Redis before
 * the sentinel's (or shares its message, which then names both): a wrongful one is always seen from
 * there. The other replica hears the two events on Kafka, maybe from different partitions and in
 * either order, so a wrongful announcement from it can come after the sentinel's and go unseen.
 */
async function announcersOf(product: string, act: () => Promise<unknown>, sentinel: { product: string; touch: () => Promise<unknown> }): Promise<number> {
  const from = heard.length;
  await act();
  await sentinel.touch();
  await waitFor(() => announcers(from, { product: sentinel.product }).size === 2, { what: 'both replicas announcing the sentinel' });
  return announcers(from, { product }).size;
}

describe('catalogue change announcements', () => {
  it('announce a new or edited product and a taxonomy change from every replica, a moving stock count from none (on the stock channel from both)', async () => {
    const { category, subCategory } = await taxonomyFixture(a, 'Announce');
    const create = async () => {
      const res = await a.api('/product/create', { headers: a.admin, body: productBody(category._id, subCategory._id, { stock: 10 }) });
      expect(res.status).toBe(201);
      return res.body.data._id as string;
    };
    const update = (product: string, patch: Record<string, unknown>) => async () => {
      const res = await a.api('/product/update-product-details', { method: 'PUT', headers: a.admin, body: { _id: product, ...patch } });
      expect(res.status).toBe(200);
      return { product };
    };

    let id = '';
    await announcedByBoth(async () => ({ product: (id = await create()) }));
    let sentinelPrice = 100;
    const sentinel = { product: await create(), touch: () => update(sentinel.product, { price: ++sentinelPrice })() };
    await announcedByBoth(sentinel.touch);

    const movesFrom = moves.length;
    expect(await announcersOf(id, update(id, { stock: 9 }), sentinel)).toBe(0);
    const movedBy = () => new Set(moves.slice(movesFrom).flatMap((m) => (m.products.includes(id) ? [m.replica] : [])));
    await waitFor(() => movedBy().size === 2, { what: 'both replicas announcing the stock move' });
    await announcedByBoth(update(id, { stock: 0 }));
    await announcedByBoth(update(id, { stock: 5 }));
    await announcedByBoth(update(id, { price: 31 }));
    await announcedByBoth(async () => {
      const res = await a.api('/category/update', { method: 'PUT', headers: a.admin, body: { _id: category._id, name: `${category.name} Renamed` } });
      expect(res.status).toBe(200);
      return 'taxonomy' as const;
    });
    expect(await announcersOf(id, update(id, { price: 31 }), sentinel)).toBe(0);
  });
});
