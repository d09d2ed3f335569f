import type { Model } from 'mongoose';
import type { ProductSnapshot } from '@minutemart/contracts';
import type { PricedProductDoc } from '../data/priced-product-model.js';

export type PriceChange = { kind: 'put'; snapshot: ProductSnapshot; version: string } | { kind: 'deleted'; id: string; version: string };

const isDuplicateKey = (e: unknown) => (e as { code?: unknown })?.code === 11000;

/** A product read is reused this long: a quote is asked at every cart change, a price changes rarely. */
const FRESH_MS = 5_000;
/** Beyond this many remembered products the memory starts over (a catalogue far bigger than a basket's reach). */
const MAX_REMEMBERED = 50_000;

/**
 * The prices a quote reads, kept from the product topic. A write is an upsert conditional on the
 * version: when a newer version is stored the filter misses and the upsert collides on `_id`, so
 * an older event is dropped. Reads are remembered for FRESH_MS (the replica that applies a change
 * forgets it at once; the others within FRESH_MS): the quote is a preview, the order is priced from
 * what the catalogue held.
 */
export class ProductPrices {
  private readonly memory = new Map<string, { at: number; doc: PricedProductDoc | null }>();

  constructor(private readonly products: Model<PricedProductDoc>) {}

  async apply(change: PriceChange): Promise<void> {
    const id = change.kind === 'put' ? change.snapshot._id : change.id;
    const set =
      change.kind === 'put'
        ? {
            name: change.snapshot.name,
            image: change.snapshot.image,
            unit: change.snapshot.unit,
            price: change.snapshot.price,
            discount: change.snapshot.discount,
            categoryIds: [...change.snapshot.category, ...change.snapshot.subCategory].map((c) => c._id),
            sellable: change.snapshot.publish,
          }
        : { sellable: false };
    try {
      await this.products.collection.updateOne(
        { _id: id as never, version: { $lte: change.version } },
        { $set: { ...set, version: change.version } },
        { upsert: true },
      );
    } catch (e) {
      if (!isDuplicateKey(e)) throw e;
    }
    this.memory.delete(id);
  }

  /** The products a shopper can buy now, by id. */
  async sellable(ids: string[]): Promise<Map<string, PricedProductDoc>> {
    const now = Date.now();
    const missing = ids.filter((id) => {
      const hit = this.memory.get(id);
      return !hit || now - hit.at > FRESH_MS;
    });
    if (missing.length > 0) {
      const docs = await this.products.find({ _id: { $in: missing } }).lean<PricedProductDoc[]>();
      if (this.memory.size + missing.length > MAX_REMEMBERED) this.memory.clear();
      const found = new Map(docs.map((d) => [d._id, d]));
      // A product not known yet is remembered as unknown too: the same basket asked again does not read it again.
      for (const id of missing) this.memory.set(id, { at: now, doc: found.get(id) ?? null });
    }
    const out = new Map<string, PricedProductDoc>();
    for (const id of ids) {
      const doc = this.memory.get(id)?.doc;
      if (doc?.sellable) out.set(id, doc);
    }
    return out;
  }

  /** Category ids of products, sold or not (a line held by the catalogue is priced whatever happened since). */
  async categories(ids: string[]): Promise<Record<string, string[]>> {
    const docs = await this.products.find({ _id: { $in: ids } }, { categoryIds: 1 }).lean<Pick<PricedProductDoc, '_id' | 'categoryIds'>[]>();
    return Object.fromEntries(docs.map((d) => [d._id, d.categoryIds]));
  }
}
