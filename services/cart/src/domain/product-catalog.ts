import type { Model } from 'mongoose';
import type { ProductSnapshot } from '@minutemart/contracts';
import type { ProductDoc } from '../data/product-model.js';

/** What a cart line shows as `productId`: the product as the catalogue last described it. */
export type ProductView = ProductSnapshot;

const VIEW = { _id: 1, name: 1, image: 1, unit: 1, price: 1, discount: 1, stock: 1, publish: 1, category: 1, subCategory: 1 } as const;

const isDuplicateKey = (e: unknown): boolean => (e as { code?: unknown })?.code === 11000;

/**
 * The local product read model. Writes are conditional upserts on the version, one round trip per
 * event: a newer stored version makes the filter miss, the upsert then collides on _id (E11000)
 * and the older event is dropped. That keeps catching up on the whole product topic fast.
 */
export class ProductCatalog {
  constructor(private readonly products: Model<ProductDoc>) {}

  /** Store a snapshot; false when a newer version is already stored. */
  async put(snapshot: ProductSnapshot, version: string): Promise<boolean> {
    const { _id, ...fields } = snapshot;
    return this.write(_id, { ...fields, deleted: false, version, updatedAt: new Date() }, version);
  }

  /** Mark a product deleted (a tombstone); false when a newer version is already stored. */
  async markDeleted(id: string, version: string): Promise<boolean> {
    return this.write(id, { deleted: true, version, updatedAt: new Date() }, version);
  }

  /** A product a shopper may put in a cart now: known, not deleted, published. */
  async available(id: string): Promise<ProductView | null> {
    return this.products.findOne({ _id: id, deleted: false, publish: true }, VIEW).lean<ProductView>();
  }

  async availableMany(ids: string[]): Promise<Map<string, ProductView>> {
    if (ids.length === 0) return new Map();
    const docs = await this.products.find({ _id: { $in: ids }, deleted: false, publish: true }, VIEW).lean<ProductView[]>();
    return new Map(docs.map((d) => [d._id, d]));
  }

  private async write(id: string, set: Record<string, unknown>, version: string): Promise<boolean> {
    try {
      await this.products.collection.updateOne({ _id: id as never, version: { $lte: version } }, { $set: set }, { upsert: true });
      return true;
    } catch (e) {
      if (isDuplicateKey(e)) return false;
      throw e;
    }
  }
}
