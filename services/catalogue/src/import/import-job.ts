import { Types, type Model } from 'mongoose';
import type { Job } from 'bullmq';
import type { CategoryDoc } from '../data/category-model.js';
import type { SubCategoryDoc } from '../data/subcategory-model.js';
import type { ProductDoc } from '../data/product-model.js';
import type { DarkStoreDoc } from '../data/store-model.js';
import { DEFAULT_SHELF } from '../domain/shelves.js';
import { productCreate } from '../api/schemas.js';
import { requestContext, type RequestContext } from '@minutemart/kit';
import { newProductAudit, newProductDocument, type ProductInput } from '../domain/products.js';
import { normalise } from '../domain/search-text.js';
import { parseProductCsv, taxCells } from './csv.js';

export const IMPORT_QUEUE = 'catalogue-import';

export interface ImportJobData {
  csv: string;
  maxRows: number;
  /**
   * Who uploaded the file, and in which request: the rows are written later by a worker, outside
   * that request, and each new product's audit entry names them.
   */
  startedBy?: RequestContext;
}

export interface ImportError {
  row: number;
  reason: string;
}

export interface ImportProgress {
  percent: number;
  total: number;
  imported: number;
  failed: number;
  errors: ImportError[];
}

/** Errors listed in a job's status at most; the counts stay exact. */
const MAX_LISTED_ERRORS = 1_000;
const INSERT_CHUNK = 200;

interface ValidRow {
  row: number;
  input: ProductInput;
  cats: CategoryDoc[];
  subs: SubCategoryDoc[];
  /** Units per shelf (a dark store, or the default shelf); several when later rows add stores. */
  shelves: Map<string, number>;
  /** Rows this product stands for: its own and the later rows that only add a store's stock. */
  rows: number;
}

/** Where a row's stock goes: its `store` column, else LEGACY_STOCK_STORE (or the default shelf). */
export interface ImportShelves {
  stores: Model<DarkStoreDoc>;
  legacyShelf: () => Promise<string>;
}

/** A product's document fields for its shelves: the total, and the per-store part. */
function stockOf(v: ValidRow): { stock: number; storeStock?: Record<string, number> } {
  const stores = [...v.shelves].filter(([shelf]) => shelf !== DEFAULT_SHELF);
  const stock = [...v.shelves.values()].reduce((n, u) => n + u, 0);
  return stores.length > 0 ? { stock, storeStock: Object.fromEntries(stores) } : { stock };
}

/**
 * Validate every row first (unknown category, bad number, duplicate row…), then insert the good
 * ones. Each product is one upsert keyed by job and row, so a retried job never inserts a row twice,
 * and each document carries its own product.created event.
 *
 * With a `store` column a row's stock is that store's: the same product (name and unit) may come
 * once per store, and then is one product with each store's units, its details from its first row.
 */
export function importProcessor(
  models: { categories: Model<CategoryDoc>; subCategories: Model<SubCategoryDoc>; products: Model<ProductDoc> },
  onInserted: (ids: string[]) => Promise<void>,
  shelves: ImportShelves,
) {
  return async (job: Job<ImportJobData>): Promise<ImportProgress> => {
    const rows = parseProductCsv(job.data.csv, job.data.maxRows);
    const progress: ImportProgress = { percent: 0, total: rows.length, imported: 0, failed: 0, errors: [] };
    const reject = (row: number, reason: string) => {
      progress.failed++;
      if (progress.errors.length < MAX_LISTED_ERRORS) progress.errors.push({ row, reason });
    };
    await job.updateProgress({ ...progress });

    const [cats, subs] = await Promise.all([models.categories.find({ deletedAt: null }).lean(), models.subCategories.find({ deletedAt: null }).lean()]);
    const catByName = new Map(cats.map((c) => [c.name_key, c]));
    const subByName = new Map(subs.map((s) => [s.name_key, s]));
    const names = (cell: string) =>
      cell
        .split('|')
        .map((s) => s.trim())
        .filter(Boolean);

    const storeColumn = rows.length > 0 && 'store' in rows[0]!.fields;
    const storeIds = storeColumn ? new Set((await shelves.stores.find().select('_id').lean()).map((d) => d._id)) : new Set<string>();
    const legacy = await shelves.legacyShelf();

    const valid: ValidRow[] = [];
    const seen = new Map<string, ValidRow>();
    const seenInStore = new Map<string, number>();
    for (const { row, fields, moreDetails } of rows) {
      const storeCell = (fields['store'] ?? '').trim().toLowerCase();
      if (storeCell && !storeIds.has(storeCell)) {
        reject(row, `Unknown store "${fields['store']!.trim()}"`);
        continue;
      }
      const shelf = storeCell || legacy;
      const rowCats = names(fields['category'] ?? '').map((n) => ({ n, doc: catByName.get(normalise(n)) }));
      const rowSubs = names(fields['subcategory'] ?? '').map((n) => ({ n, doc: subByName.get(normalise(n)) }));
      const unknownCat = rowCats.find((c) => !c.doc);
      if (unknownCat) {
        reject(row, `Unknown category "${unknownCat.n}"`);
        continue;
      }
      const unknownSub = rowSubs.find((s) => !s.doc);
      if (unknownSub) {
        reject(row, `Unknown sub category "${unknownSub.n}"`);
        continue;
      }
      const catDocs = rowCats.map((c) => c.doc!);
      const subDocs = rowSubs.map((s) => s.doc!);
      const image = fields['image']
        ? fields['image']
            .split('|')
            .map((s) => s.trim())
            .filter(Boolean)
        : [subDocs[0]?.image ?? catDocs[0]?.image ?? ''].filter(Boolean);
      const parsed = productCreate.safeParse({
        name: fields['name'],
        description: fields['description'],
        unit: fields['unit'],
        stock: fields['stock'],
        price: fields['price'],
        discount: fields['discount'],
        ...taxCells(fields),
        category: catDocs.map((c) => String(c._id)),
        subCategory: subDocs.map((s) => String(s._id)),
        image,
        more_details: moreDetails,
      });
      if (!parsed.success) {
        reject(row, parsed.error.issues[0]?.message ?? 'Invalid row');
        continue;
      }
      const key = `${normalise(parsed.data.name)}|${normalise(parsed.data.unit)}`;
      const first = seen.get(key);
      if (first && !storeColumn) {
        reject(row, `Same product and unit as row ${first.row}`);
        continue;
      }
      const sameShelf = seenInStore.get(`${key}|${shelf}`);
      if (sameShelf !== undefined) {
        reject(row, `Same product, unit and store as row ${sameShelf}`);
        continue;
      }
      seenInStore.set(`${key}|${shelf}`, row);
      if (first) {
        first.shelves.set(shelf, parsed.data.stock);
        first.rows++;
        continue;
      }
      const v: ValidRow = { row, input: parsed.data, cats: catDocs, subs: subDocs, shelves: new Map([[shelf, parsed.data.stock]]), rows: 1 };
      seen.set(key, v);
      valid.push(v);
    }
    progress.percent = 10;
    await job.updateProgress({ ...progress });

    for (let i = 0; i < valid.length; i += INSERT_CHUNK) {
      const chunk = valid.slice(i, i + INSERT_CHUNK);
      const ops = chunk.map((v) => {
        const { stock, storeStock } = stockOf(v);
        const doc = newProductDocument(new Types.ObjectId(), { ...v.input, stock }, v.cats, v.subs, new Date(), storeStock);
        // Inserted once per row (the upsert below), so a retried job records no entry twice.
        if (job.data.startedBy) doc._outbox.push(...requestContext.run(job.data.startedBy, () => newProductAudit(doc, 'import')));
        const source_key = `import:${job.id}:${v.row}`;
        return { updateOne: { filter: { source_key }, update: { $setOnInsert: { ...doc, source_key } }, upsert: true } };
      });
      await models.products.collection.bulkWrite(ops as never, { ordered: false });
      progress.imported += chunk.reduce((n, v) => n + v.rows, 0);
      const inserted = await models.products
        .find({ source_key: { $in: chunk.map((v) => `import:${job.id}:${v.row}`) } })
        .select('_id')
        .lean();
      await onInserted(inserted.map((d) => String(d._id)));
      progress.percent = 10 + Math.floor((90 * (i + chunk.length)) / Math.max(valid.length, 1));
      await job.updateProgress({ ...progress });
    }
    progress.percent = 100;
    await job.updateProgress({ ...progress });
    return progress;
  };
}
