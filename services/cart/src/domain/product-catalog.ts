import type { AnyBulkWriteOperation, Model } from 'mongoose';
import type { ProductSnapshot } from '@minutemart/contracts';
import type { ProductDoc } from '../data/product-model.js';

/** What a cart line shows as `productId`: the product as the catalogue last described it. */
export type ProductView = ProductSnapshot;

/** One product event, reduced to what the read model stores. */
export type ProductChange = { kind: 'put'; snapshot: ProductSnapshot; version: string } | { kind: 'deleted'; id: string; version: string };

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
   * Apply many changes with two bulk round trips. Callers pass at most one change per product
   * (the newest): an unordered bulk does not promise the order of writes to one document. The
   * stored versions are read first, so changes that are not newer are skipped without a write;
   * products not stored yet are inserted (an insert that collides because the product appeared
   * meanwhile falls back to `apply`); the others get the same conditional update as `apply`, which
   * stays the guard against a concurrent writer (two consumers briefly sharing a partition).
   */
  async applyAll(changes: ProductChange[]): Promise<void> {
    if (changes.length === 0) return;
    const stored = new Map(
      (await this.products.collection.find({ _id: { $in: changes.map(idOf) as never[] } }, { projection: { version: 1 } }).toArray()).map((d) => [
        String(d._id),
        String(d['version']),
      ]),
    );
    const fresh = changes.filter((c) => !stored.has(idOf(c)));
    const newer = changes.filter((c) => stored.has(idOf(c)) && stored.get(idOf(c))! <= c.version);

    const collided = new Set<string>();
    if (fresh.length > 0) {
      const docs = fresh.map((c) => ({ _id: idOf(c), ...writeOf(c).update.$set }));
      try {
        await this.products.collection.insertMany(docs as never[], { ordered: false });
      } catch (e) {
        for (const w of writeErrorsOf(e)) {
          if (w.code !== DUPLICATE_KEY || w.index === undefined) throw e;
          collided.add(idOf(fresh[w.index]!));
        }
      }
    }
    if (newer.length > 0) {
      const ops = newer.map((c) => ({ updateOne: { ...writeOf(c), upsert: true } }) as AnyBulkWriteOperation);
      try {
        await this.products.collection.bulkWrite(ops as never, { ordered: false });
      } catch (e) {
        // E11000 here means a newer version was written meanwhile: this change is stale.
        if (writeErrorsOf(e).some((w) => w.code !== DUPLICATE_KEY)) throw e;
      }
    }
    for (const c of fresh) if (collided.has(idOf(c))) await this.apply(c);
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

const idOf = (change: ProductChange): string => (change.kind === 'put' ? change.snapshot._id : change.id);

/** The write errors of a failed bulk operation; rethrows anything that is not one. */
function writeErrorsOf(e: unknown): { code?: number; index?: number }[] {
  const errors = (e as { writeErrors?: unknown }).writeErrors;
  if (Array.isArray(errors)) return errors as { code?: number; index?: number }[];
  if (errors) return [errors as { code?: number; index?: number }];
  throw e;
}

function writeOf(change: ProductChange) {
  const id = idOf(change);
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
