import { createHash } from 'node:crypto';
import { Schema, Types, type Connection, type Model } from 'mongoose';
import { categoryCreatedV1, productUpdatedV1, subcategoryCreatedV1 } from '@minutemart/contracts';
import { newEvent, type Logger } from '@minutemart/kit';
import { categoryModel, type CategoryDoc } from '../data/category-model.js';
import { subCategoryModel, type SubCategoryDoc } from '../data/subcategory-model.js';
import { productModel } from '../data/product-model.js';
import { storeModel } from '../data/store-model.js';
import { newStoreDocument } from '../domain/dark-stores.js';
import { newProductDocument, productSnapshot } from '../domain/products.js';
import { normalise } from '../domain/search-text.js';
import { SOURCE } from '../domain/changes.js';
import { CATALOGUE, type CategorySpec } from './catalogue-data.js';
import { seedProducts, slug } from './generate.js';
import { FLAGSHIP_STORE, SEED_STORES, type StoreSpec } from './stores-data.js';
import { storeSpread, total } from './store-spread.js';
import { addMissingTaxData } from './tax-backfill.js';
import { imageHash, imageSvg, renderPng, subColour, type ImageSpec } from './images.js';
import type { ImageUploader } from './media-client.js';

/** Uploaded seed pictures by content hash, so a re-run uploads nothing it uploaded before. */
interface SeedImageDoc {
  _id: string;
  url: string;
  key: string;
  createdAt: Date;
}
const seedImageModel = (db: Connection): Model<SeedImageDoc> =>
  (db.models['seedImage'] as Model<SeedImageDoc>) ??
  db.model<SeedImageDoc>('seedImage', new Schema<SeedImageDoc>({ _id: String, url: String, key: String, createdAt: Date }), 'seed_images');

/** Stable ids: the same seed row gets the same ObjectId in every database, so links survive a reset. */
export const stableId = (key: string): Types.ObjectId => new Types.ObjectId(createHash('sha256').update(key).digest('hex').slice(0, 24));

export interface SeedResult {
  categories: { total: number; inserted: number };
  subCategories: { total: number; inserted: number };
  products: { total: number; inserted: number; taxDataAdded: number };
  stores: { total: number; inserted: number; productsMovedToStores: number; legalAdded: number };
  images: { total: number; uploaded: number };
  ms: { images: number; writes: number; total: number };
}

async function pool<T>(items: T[], concurrency: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

/** Render and upload what is not uploaded yet; returns image key → URL. */
async function ensureImages(db: Connection, specs: ImageSpec[], upload: ImageUploader, concurrency: number, log: Logger) {
  const cache = seedImageModel(db);
  const withHash = specs.map((spec) => {
    const svg = imageSvg(spec);
    return { spec, svg, hash: imageHash(svg) };
  });
  const known = new Map((await cache.find({ _id: { $in: withHash.map((w) => w.hash) } }).lean()).map((d) => [d._id, d.url]));
  const missing = withHash.filter((w) => !known.has(w.hash));
  let uploaded = 0;
  await pool(missing, concurrency, async (w) => {
    const url = await upload(await renderPng(w.svg), `${w.spec.key}.png`);
    await cache.updateOne({ _id: w.hash }, { $set: { url, key: w.spec.key, createdAt: new Date() } }, { upsert: true });
    known.set(w.hash, url);
    if (++uploaded % 50 === 0) log.info({ uploaded, of: missing.length }, 'seed images uploaded');
  });
  return { urls: new Map(withHash.map((w) => [w.spec.key, known.get(w.hash)!])), uploaded };
}

/**
 * Load the seed catalogue. Idempotent: every row is an upsert that only sets fields on insert, keyed
 * by a stable key, so a re-run changes nothing (an admin's edits and deletions included). Each new
 * row carries its own "created" (or store.upserted) event in its outbox, drained by the running
 * service's relay.
 *
 * Dark stores (ADR 0007): the seed's stores are upserted the same way, and each new product gets
 * its units per store (storeSpread). When this run creates the first stores of a catalogue that
 * already has products, their units move to the flagship store's shelf (seed products also get the
 * other stores' units), so a shop that ran as one store keeps selling what it had.
 */
export async function seedCatalogue(
  db: Connection,
  opts: { upload: ImageUploader; logger: Logger; imageConcurrency?: number; catalogue?: CategorySpec[]; stores?: StoreSpec[] },
): Promise<SeedResult> {
  const t0 = Date.now();
  const catalogue = opts.catalogue ?? CATALOGUE;
  const storeSpecs = opts.stores ?? SEED_STORES;
  const categories = categoryModel(db);
  const subCategories = subCategoryModel(db);
  const products = productModel(db);
  const stores = storeModel(db);
  await Promise.all([categories.syncIndexes(), subCategories.syncIndexes(), products.syncIndexes(), stores.syncIndexes()]);

  const { products: rows, types } = seedProducts(catalogue);
  const subSpecs = catalogue.flatMap((c) => c.subs.map((s, i) => ({ cat: c, sub: s, colour: subColour(c.colour, i) })));
  const subColourOf = new Map(subSpecs.map((s) => [`${s.cat.name}|${s.sub.name}`, s.colour]));
  const typeSub = new Map<string, string>();
  for (const c of catalogue) for (const s of c.subs) for (const t of s.types) typeSub.set(slug(`${c.name} ${s.name} ${t.type}`), `${c.name}|${s.name}`);

  const specs: ImageSpec[] = [
    ...catalogue.map((c) => ({ key: `category-${slug(c.name)}`, label: c.name, shape: c.subs[0]!.types[0]!.shape, colour: c.colour })),
    ...subSpecs.map((s) => ({ key: `sub-${slug(`${s.cat.name} ${s.sub.name}`)}`, label: s.sub.name, shape: s.sub.types[0]!.shape, colour: s.colour })),
    ...types.map((t) => ({ key: `type-${t.key}`, label: t.label, shape: t.shape, colour: subColourOf.get(typeSub.get(t.key)!) ?? t.colour })),
  ];
  const tImages = Date.now();
  const { urls, uploaded } = await ensureImages(db, specs, opts.upload, opts.imageConcurrency ?? 6, opts.logger);
  const imagesMs = Date.now() - tImages;
  const tWrites = Date.now();

  // ---- categories: reuse a live one of the same name (an admin may have made it), else insert ----
  const liveCats = new Map((await categories.find({ deletedAt: null }).lean()).map((c) => [c.name_key, c]));
  const catOps = catalogue.flatMap((c) => {
    if (liveCats.has(normalise(c.name))) return [];
    const _id = stableId(`category:${slug(c.name)}`);
    const image = urls.get(`category-${slug(c.name)}`)!;
    const now = new Date();
    const event = newEvent(categoryCreatedV1, SOURCE, String(_id), { _id: String(_id), name: c.name, image });
    return [
      {
        updateOne: {
          filter: { _id },
          update: {
            $setOnInsert: { _id, name: c.name, name_key: normalise(c.name), image, deletedAt: null, createdAt: now, updatedAt: now, _outbox: [event] },
          },
          upsert: true,
        },
      },
    ];
  });
  const catRes = catOps.length > 0 ? await categories.collection.bulkWrite(catOps as never, { ordered: false }) : undefined;
  const catDocs = await categories
    .find({
      $or: [
        { name_key: { $in: catalogue.map((c) => normalise(c.name)) }, deletedAt: null },
        { _id: { $in: catalogue.map((c) => stableId(`category:${slug(c.name)}`)) } },
      ],
    })
    .lean();
  const liveCatByName = new Map(catDocs.filter((c) => !c.deletedAt).map((c) => [c.name_key, c]));

  // ---- sub-categories ----
  const liveSubs = new Map((await subCategories.find({ deletedAt: null }).lean()).map((s) => [s.name_key, s]));
  const subOps = subSpecs.flatMap(({ cat, sub }) => {
    const parent = liveCatByName.get(normalise(cat.name));
    if (!parent || liveSubs.has(normalise(sub.name))) return [];
    const _id = stableId(`subcategory:${slug(`${cat.name} ${sub.name}`)}`);
    const image = urls.get(`sub-${slug(`${cat.name} ${sub.name}`)}`)!;
    const now = new Date();
    const event = newEvent(subcategoryCreatedV1, SOURCE, String(_id), {
      _id: String(_id),
      name: sub.name,
      image,
      category: [{ _id: String(parent._id), name: parent.name }],
    });
    return [
      {
        updateOne: {
          filter: { _id },
          update: {
            $setOnInsert: {
              _id,
              name: sub.name,
              name_key: normalise(sub.name),
              image,
              category: [parent._id],
              deletedAt: null,
              createdAt: now,
              updatedAt: now,
              _outbox: [event],
            },
          },
          upsert: true,
        },
      },
    ];
  });
  const subRes = subOps.length > 0 ? await subCategories.collection.bulkWrite(subOps as never, { ordered: false }) : undefined;
  const liveSubByName = new Map((await subCategories.find({ deletedAt: null }).lean()).map((s) => [s.name_key, s]));

  // ---- dark stores: upsert by id; an admin's edits stay ----
  const hadStores = Boolean(await stores.exists({}));
  const storeOps = storeSpecs.map(({ _id, ...spec }) => ({
    updateOne: { filter: { _id }, update: { $setOnInsert: newStoreDocument(_id, spec) }, upsert: true },
  }));
  const storeRes = storeOps.length > 0 ? await stores.collection.bulkWrite(storeOps as never, { ordered: false }) : undefined;
  const storeIds = storeSpecs.map((st) => st._id);
  const spread = (key: string, stock: number) => (storeIds.length > 0 ? storeSpread(key, stock, storeIds, FLAGSHIP_STORE) : undefined);

  // ---- products: upsert by source key; rows whose category or sub-category was deleted are skipped ----
  let inserted = 0;
  const CHUNK = 1_000;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const ops = rows.slice(i, i + CHUNK).flatMap((p) => {
      const cat = liveCatByName.get(normalise(p.category)) as CategoryDoc | undefined;
      const sub = liveSubByName.get(normalise(p.subCategory)) as SubCategoryDoc | undefined;
      if (!cat || !sub) return [];
      const source_key = `seed:${p.key}`;
      const perStore = spread(p.key, p.stock);
      const doc = newProductDocument(
        stableId(`product:${p.key}`),
        {
          name: p.name,
          image: [urls.get(`type-${p.typeKey}`)!],
          category: [String(cat._id)],
          subCategory: [String(sub._id)],
          unit: p.unit,
          stock: perStore ? total(perStore) : p.stock,
          price: p.price,
          discount: p.discount,
          hsn: p.hsn,
          gstRate: p.gstRate,
          description: p.description,
          more_details: p.more_details,
          publish: true,
        },
        [cat],
        [sub],
        p.createdAt,
        perStore,
      );
      return [{ updateOne: { filter: { source_key }, update: { $setOnInsert: { ...doc, source_key } }, upsert: true } }];
    });
    if (ops.length === 0) continue;
    const res = await products.collection.bulkWrite(ops as never, { ordered: false });
    inserted += res.upsertedCount;
  }

  const moved =
    !hadStores && storeIds.includes(FLAGSHIP_STORE)
      ? await moveToStores(
          db,
          rows.map((p) => ({ key: p.key, stockAtSeed: p.stock })),
          storeIds,
        )
      : 0;
  const taxAdded = await addMissingTaxData(db, rows, storeSpecs);

  return {
    categories: { total: catalogue.length, inserted: catRes?.upsertedCount ?? 0 },
    subCategories: { total: subSpecs.length, inserted: subRes?.upsertedCount ?? 0 },
    products: { total: rows.length, inserted, taxDataAdded: taxAdded.products },
    stores: { total: storeSpecs.length, inserted: storeRes?.upsertedCount ?? 0, productsMovedToStores: moved, legalAdded: taxAdded.stores },
    images: { total: specs.length, uploaded },
    ms: { images: imagesMs, writes: Date.now() - tWrites, total: Date.now() - t0 },
  };
}

/**
 * The first stores arrived: every live product still on the default shelf only (no `storeStock`)
 * moves its units to the flagship; seed products also get the other stores' units. Each move is a
 * compare-and-set on the snapshot revision with its product.updated event; a product that changed
 * meanwhile is simply read again.
 */
async function moveToStores(db: Connection, seedRows: { key: string; stockAtSeed: number }[], storeIds: string[]): Promise<number> {
  const products = productModel(db);
  const bySourceKey = new Map(seedRows.map((r) => [`seed:${r.key}`, r.key]));
  const cats = new Map((await categoryModel(db).find({ deletedAt: null }).lean()).map((c) => [String(c._id), c]));
  const subs = new Map((await subCategoryModel(db).find({ deletedAt: null }).lean()).map((s) => [String(s._id), s]));
  let moved = 0;
  for (let round = 0; round < 5; round++) {
    const waiting = await products.find({ deletedAt: null, storeStock: { $exists: false } }).lean();
    if (waiting.length === 0) break;
    const ops = waiting.map((p) => {
      const key = p.source_key ? bySourceKey.get(p.source_key) : undefined;
      const others = key ? storeSpread(key, p.stock, storeIds, FLAGSHIP_STORE) : {};
      const storeStock = { ...others, [FLAGSHIP_STORE]: p.stock };
      const stock = total(storeStock);
      const id = String(p._id);
      const snapshot = productSnapshot(
        id,
        { ...p, stock, storeStock, publish: p.publish !== false },
        p.category.flatMap((c) => cats.get(String(c)) ?? []),
        p.subCategory.flatMap((s) => subs.get(String(s)) ?? []),
      );
      const filter = { _id: p._id, storeStock: { $exists: false }, ...(p.rev === undefined ? { rev: { $exists: false } } : { rev: p.rev }) };
      return {
        updateOne: { filter, update: { $set: { storeStock, stock }, $inc: { rev: 1 }, $push: { _outbox: newEvent(productUpdatedV1, SOURCE, id, snapshot) } } },
      };
    });
    const res = await products.collection.bulkWrite(ops as never, { ordered: false });
    moved += res.modifiedCount;
  }
  return moved;
}
