/**
 * After the seed: waits until the running stack has taken in what it wrote. The seed writes to the
 * catalogue's database with an outbox entry per row; the catalogue's relay publishes those events and
 * the replicas that read them (the catalogue's own cache and search index, the order service's priced
 * products) catch up over the next seconds. A shopper searching in that time saw a count that grew
 * from one search to the next, and a checkout refused products it did not know yet.
 *   MONGO_URL, MM_DB_SUFFIX, MM_PORT_OFFSET as for the rest of the stack; WAIT_FOR_SEED_S (180).
 */
import mongoose from 'mongoose';

const suffix = process.env.MM_DB_SUFFIX ?? '';
const offset = Number(process.env.MM_PORT_OFFSET ?? 0);
const catalogueUrl = `http://127.0.0.1:${4002 + offset}`;
const orderUrl = `http://127.0.0.1:${4004 + offset}`;
const deadline = Date.now() + Number(process.env.WAIT_FOR_SEED_S ?? 180) * 1000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Published, live products as the catalogue's list read counts them (its answer's totalCount). */
async function listedByCatalogue(): Promise<number | undefined> {
  try {
    const res = await fetch(`${catalogueUrl}/api/product/get`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ page: 1, limit: 1 }),
      signal: AbortSignal.timeout(5_000),
    });
    const body = (await res.json()) as { totalCount?: number };
    return typeof body.totalCount === 'number' ? body.totalCount : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a service of the stack runs at all: a stack started with only the services the seed needs has no order service to wait for. */
async function running(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

const pricing = await running(orderUrl);
const mongo = await mongoose.createConnection(process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017').asPromise();
try {
  const catalogue = mongo.useDb(`minutemart_catalogue${suffix}`);
  const order = mongo.useDb(`minutemart_order${suffix}`);
  const live = { deletedAt: null };
  let state = '';
  for (;;) {
    const pending = { '_outbox.0': { $exists: true } };
    const [unsent, products, published, listed, priced] = await Promise.all([
      Promise.all(['products', 'categories', 'subcategories', 'dark_stores'].map((c) => catalogue.collection(c).countDocuments(pending))).then((n) =>
        n.reduce((a, b) => a + b, 0),
      ),
      catalogue.collection('products').countDocuments(live),
      catalogue.collection('products').countDocuments({ ...live, publish: { $ne: false } }),
      listedByCatalogue(),
      pricing ? order.collection('priced_products').countDocuments() : Promise.resolve(Infinity),
    ]);
    state = `${unsent} events not yet published; the catalogue lists ${listed ?? '?'} of ${published} published products; ${pricing ? `the order service prices ${priced} of ${products}` : 'no order service runs'}`;
    if (unsent === 0 && listed === published && priced >= products) break;
    if (Date.now() > deadline) {
      console.error(`[seed] the stack has not taken in the seed: ${state}`);
      process.exit(1);
    }
    await sleep(1_000);
  }
  console.log(`[seed] taken in: the catalogue lists ${state.split('lists ')[1]}`);
} finally {
  await mongo.close();
}
