import { catalogueChangesChannel } from '@minutemart/contracts/catalogue-changes';
import { createLogger, createRedis } from '@minutemart/kit';
import { testInfra, uniqueName } from '@minutemart/kit/testing';
import { productBody, startCatalogue, startStack, taxonomyFixture, type CatalogueUnderTest, type Stack } from './harness.js';

/**
 * The gateway caches public reads until a catalogue replica says shoppers would see something new
 * (contracts/catalogue-changes). Every replica says it once its own cache has the change; a stock
 * count moving with every order is not said, a shelf running out is.
 */
const logger = createLogger('catalogue-test', 'silent');
const prefix = uniqueName('tann');
const subscriber = createRedis(testInfra.redisUrl, logger);
let heard = 0;
let a: Stack;
let b: CatalogueUnderTest;

beforeAll(async () => {
  subscriber.on('message', () => heard++);
  await subscriber.subscribe(catalogueChangesChannel(prefix));
  a = await startStack({ REDIS_PREFIX: prefix });
  b = await startCatalogue({ ...a.env, PORT: '0' });
});
afterAll(async () => {
  await b?.stop();
  await a?.stop();
  await subscriber.quit();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Messages heard while `act` runs and for a moment after (both replicas have answered by then). */
async function announcementsOf(act: () => Promise<unknown>): Promise<number> {
  await sleep(300);
  const before = heard;
  await act();
  await sleep(700);
  return heard - before;
}

describe('catalogue change announcements', () => {
  it('announce a new or edited product and a taxonomy change from every replica, a moving stock count from none', async () => {
    const { category, subCategory } = await taxonomyFixture(a, 'Announce');
    let id = '';
    const created = await announcementsOf(async () => {
      const res = await a.api('/product/create', { headers: a.admin, body: productBody(category._id, subCategory._id, { stock: 10 }) });
      expect(res.status).toBe(201);
      id = res.body.data._id;
    });
    // One from the replica that wrote it, one from the one that heard the event.
    expect(created).toBeGreaterThanOrEqual(2);

    const update = (patch: Record<string, unknown>) => async () => {
      const res = await a.api('/product/update-product-details', { method: 'PUT', headers: a.admin, body: { _id: id, ...patch } });
      expect(res.status).toBe(200);
    };
    expect(await announcementsOf(update({ stock: 9 }))).toBe(0);
    expect(await announcementsOf(update({ stock: 0 }))).toBeGreaterThanOrEqual(2);
    expect(await announcementsOf(update({ stock: 5 }))).toBeGreaterThanOrEqual(2);
    expect(await announcementsOf(update({ price: 31 }))).toBeGreaterThanOrEqual(2);
    expect(
      await announcementsOf(async () => {
        const res = await a.api('/category/update', { method: 'PUT', headers: a.admin, body: { _id: category._id, name: `${category.name} Renamed` } });
        expect(res.status).toBe(200);
      }),
    ).toBeGreaterThanOrEqual(2);
    expect(await announcementsOf(update({ price: 31 }))).toBe(0);
  });
});
