import type { Model } from 'mongoose';
import type { ProductSnapshot } from '@minutemart/contracts';
import type { PricedProductDoc } from '../data/priced-product-model.js';

export type PriceChange = { kind: 'put'; snapshot: ProductSnapshot; version: string } | { kind: 'deleted'; id: string; version: string };

const isDuplicateKey = (e: unknown) => (e as { code?: unknown })?.code === 11000;

/**
 * The prices a quote reads, kept from the product topic. A write is an upsert conditional on the
 * version: when a newer version is stored the filter misses and the upsert collides on `_id`, so
 * an older event is dropped.
 */
export class ProductPrices {
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
      await this.products.collection.updateOne({ _id: id as never, version: { $lte: change.version } }, { $set: { ...set, version: change.version } }, { upsert: true });
    } catch (e) {
      if (!isDuplicateKey(e)) throw e;
    }
  }

  /** The products a shopper can buy now, by id. */
  async sellable(ids: string[]): Promise<Map<string, PricedProductDoc>> {
    if (ids.length === 0) return new Map();
    const docs = await this.products.find({ _id: { $in: ids }, sellable: true }).lean<PricedProductDoc[]>();
    return new Map(docs.map((d) => [d._id, d]));
  }

  /** Category ids of products, sold or not (a line held by the catalogue is priced whatever happened since). */
  async categories(ids: string[]): Promise<Record<string, string[]>> {
    const docs = await this.products.find({ _id: { $in: ids } }, { categoryIds: 1 }).lean<Pick<PricedProductDoc, '_id' | 'categoryIds'>[]>();
    return Object.fromEntries(docs.map((d) => [d._id, d.categoryIds]));
  }
}
