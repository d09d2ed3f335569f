import type { AnyBulkWriteOperation, Model } from 'mongoose';
import type { ProductSnapshot } from '@minutemart/contracts';
import type { ProductDoc } from '../data/product-model.js';

/** What a cart line shows as `productId`: the product as the catalogue last described it. */
export type ProductView = ProductSnapshot;

/** One product event, reduced to what the read model stores. */
export type ProductChange =
  | { kind: 'put'; snapshot: ProductSnapshot; version: string }
  | { kind: 'deleted'; id: string; version: string };

const VIEW = { _id: 1, name: 1, image: 1, unit: 1, price: 1, discount: 1, stock: 1, publish: 1, category: 1, subCategory: 1 } as const;

const DUPLICATE_KEY = 11000;
const isDuplicateKey = (e: unknown): boolean => (e as { code?: unknown })?.code === DUPLICATE_KEY;

/**
 * The local product read model. A write is a conditional upsert on the version: when a newer
 * version is stored the filter misses, the upsert then collides on _id (E11000) and the older
 * event is dropped. One round trip per event, or one per batch when catching up.
 */
export class ProductCatalog {
  constructor(private readonly products: Model<ProductDoc>) {}

  /** Apply one change; false when a newer version is already stored. */
  async apply(change: ProductChange): Promise<boolean> {
    const { filter, update } = writeOf(change);
    try {
      await this.products.collection.updateOne(filter, update, { upsert: true });
      return true;
    } catch (e) {
      if (isDuplicateKey(e)) return false;
      throw e;
    }
  }

  /**
   * Apply many changes in one unordered bulk write. Callers pass at most one change per product
   * (the newest), since an unordered bulk does not promise the order of writes to one document.
   * Stale changes (E11000) are skipped like in `apply`; any other failure throws.
   */
  async applyAll(changes: ProductChange[]): Promise<void> {
    if (changes.length === 0) return;
    const ops = changes.map((c) => {
      const { filter, update } = writeOf(c);
      return { updateOne: { filter, update, upsert: true } } as AnyBulkWriteOperation;
    });
    try {
      await this.products.collection.bulkWrite(ops as never, { ordered: false });
    } catch (e) {
      const errors = (e as { writeErrors?: { code?: number }[] | { code?: number } }).writeErrors;
      const list = Array.isArray(errors) ? errors : errors ? [errors] : undefined;
      if (!list || list.some((w) => w.code !== DUPLICATE_KEY)) throw e;
    }
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
}

function writeOf(change: ProductChange) {
  const id = change.kind === 'put' ? change.snapshot._id : change.id;
  let set: Record<string, unknown>;
  if (change.kind === 'put') {
    const { _id, ...fields } = change.snapshot;
    set = { ...fields, deleted: false };
  } else {
    set = { deleted: true };
  }
  return {
    filter: { _id: id as never, version: { $lte: change.version } },
    update: { $set: { ...set, version: change.version, updatedAt: new Date() } },
  };
}
