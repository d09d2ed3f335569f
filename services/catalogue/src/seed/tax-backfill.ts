import type { Connection } from 'mongoose';
import { productUpdatedV1, storeUpsertedV1 } from '@minutemart/contracts';
import { newEvent } from '@minutemart/kit';
import { productModel } from '../data/product-model.js';
import { storeModel } from '../data/store-model.js';
import { categoryModel } from '../data/category-model.js';
import { subCategoryModel } from '../data/subcategory-model.js';
import { storeSnapshot } from '../domain/dark-stores.js';
import { productSnapshot } from '../domain/products.js';
import { SOURCE } from '../domain/changes.js';
import type { SeedProduct } from './generate.js';
import type { StoreSpec } from './stores-data.js';

/**
 * Databases seeded before products and stores carried tax data get it on the next seed: seed
 * products without an HSN code take the seed's, seed stores without a legal identity take theirs.
 * What an admin has set is never overwritten. Each change is one compare-and-set update with its
 * full-snapshot event, like every other product and store write.
 */
export async function addMissingTaxData(db: Connection, rows: SeedProduct[], storeSpecs: StoreSpec[]): Promise<{ products: number; stores: number }> {
  const stores = storeModel(db);
  let storesDone = 0;
  for (const spec of storeSpecs) {
    const current = await stores.findOne({ _id: spec._id, legal: { $exists: false } }).lean();
    if (!current) continue;
    const now = new Date(Math.max(Date.now(), current.updatedAt.getTime() + 1));
    const next = { ...current, legal: spec.legal, updatedAt: now };
    const res = await stores.updateOne(
      { _id: spec._id, updatedAt: current.updatedAt, legal: { $exists: false } },
      { $set: { legal: spec.legal, updatedAt: now }, $push: { _outbox: newEvent(storeUpsertedV1, SOURCE, spec._id, storeSnapshot(next)) } },
    );
    storesDone += res.modifiedCount;
  }

  const products = productModel(db);
  const byKey = new Map(rows.map((r) => [`seed:${r.key}`, r]));
  const cats = new Map((await categoryModel(db).find({ deletedAt: null }).lean()).map((c) => [String(c._id), c]));
  const subs = new Map((await subCategoryModel(db).find({ deletedAt: null }).lean()).map((s) => [String(s._id), s]));
  let productsDone = 0;
  const keys = [...byKey.keys()];
  for (let i = 0; i < keys.length; i += 500) {
    const waiting = await products.find({ source_key: { $in: keys.slice(i, i + 500) }, deletedAt: null, hsn: { $exists: false } }).lean();
    const ops = waiting.flatMap((p) => {
      const row = byKey.get(p.source_key!);
      if (!row) return [];
      const id = String(p._id);
      const snapshot = productSnapshot(
        id,
        { ...p, hsn: row.hsn, gstRate: row.gstRate, publish: p.publish !== false },
        p.category.flatMap((c) => cats.get(String(c)) ?? []),
        p.subCategory.flatMap((s) => subs.get(String(s)) ?? []),
      );
      const filter = { _id: p._id, hsn: { $exists: false }, ...(p.rev === undefined ? { rev: { $exists: false } } : { rev: p.rev }) };
      return [
        {
          updateOne: {
            filter,
            update: { $set: { hsn: row.hsn, gstRate: row.gstRate }, $inc: { rev: 1 }, $push: { _outbox: newEvent(productUpdatedV1, SOURCE, id, snapshot) } },
          },
        },
      ];
    });
    if (ops.length === 0) continue;
    productsDone += (await products.collection.bulkWrite(ops as never, { ordered: false })).modifiedCount;
  }
  return { products: productsDone, stores: storesDone };
}
