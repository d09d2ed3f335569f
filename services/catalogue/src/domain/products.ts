import { Types, type Model } from 'mongoose';
import { isGstRate, productCreatedV1, productDeletedV1, productUpdatedV1, type GstRate, type ProductSnapshot } from '@minutemart/contracts';
import { auditEntries, auditState, conflict, newEvent, notFound, type OutboxEntry } from '@minutemart/kit';
import type { CategoryDoc } from '../data/category-model.js';
import type { SubCategoryDoc } from '../data/subcategory-model.js';
import type { ProductDoc } from '../data/product-model.js';
import { normalise, productTokens } from './search-text.js';
import { SOURCE, type OnChange } from './changes.js';
import type { Taxonomy } from './taxonomy.js';
import { casPause, DEFAULT_SHELF, defaultShelf, MAX_CAS_ATTEMPTS, revGuard, storeStockPath, storeUnits } from './shelves.js';

const oid = (id: string) => new Types.ObjectId(id);

/** A new product as the domain takes it: ids as lower-case hex strings, text trimmed (the api's schemas produce it). */
export interface ProductInput {
  name: string;
  image: string[];
  category: string[];
  subCategory: string[];
  unit: string;
  stock: number;
  price: number;
  discount: number;
  hsn?: string | undefined;
  gstRate?: GstRate | undefined;
  description: string;
  more_details: Record<string, string>;
  publish: boolean;
}

/** The writable fields an update may change; an absent one is left as it is. */
export type ProductPatch = Partial<ProductInput>;

export interface ProductState {
  name: string;
  image: string[];
  unit: string;
  price: number;
  discount: number;
  hsn?: string;
  gstRate?: number;
  stock: number;
  storeStock?: Record<string, number>;
  publish: boolean;
}

/** The event payload: what carts and orders need to know without calling us. */
export function productSnapshot(id: string, p: ProductState, cats: NamedRef[], subs: NamedRef[]): ProductSnapshot {
  return {
    _id: id,
    name: p.name,
    image: p.image,
    unit: p.unit,
    price: p.price,
    discount: p.discount,
    stock: p.stock,
    ...(p.storeStock ? { storeStock: { ...p.storeStock } } : {}),
    publish: p.publish,
    ...taxFields(p),
    category: cats.map((c) => ({ _id: String(c._id), name: c.name })),
    subCategory: subs.map((s) => ({ _id: String(s._id), name: s.name })),
  };
}

/** The tax fields a snapshot or a held line carries: only those set, only valid rates. */
export const taxFields = (p: { hsn?: string | null; gstRate?: number | null }): Pick<ProductSnapshot, 'hsn' | 'gstRate'> => ({
  ...(p.hsn ? { hsn: p.hsn } : {}),
  ...(isGstRate(p.gstRate) ? { gstRate: p.gstRate } : {}),
});

/** What an audit entry of a product change shows (its price, stock and what shoppers see of it). */
const AUDITED = [
  'name',
  'unit',
  'image',
  'price',
  'discount',
  'hsn',
  'gstRate',
  'stock',
  'storeStock',
  'publish',
  'category',
  'subCategory',
  'description',
  'more_details',
] as const;

/** Fields derived from the name, kept in the document so Mongo can search them. */
export const searchFields = (name: string) => ({ name_key: normalise(name), search_tokens: productTokens(name) });

/**
 * A complete new product document (with its product.created event), for create, import and seed.
 * `storeStock` says which dark stores hold how many of `input.stock`; the rest is on the default shelf.
 */
export function newProductDocument(
  id: Types.ObjectId,
  input: ProductInput,
  cats: CategoryDoc[],
  subs: SubCategoryDoc[],
  now = new Date(),
  storeStock?: Record<string, number>,
) {
  const idStr = String(id);
  const created: OutboxEntry = newEvent(
    productCreatedV1,
    SOURCE,
    idStr,
    productSnapshot(idStr, { ...input, ...(storeStock ? { storeStock } : {}) }, cats, subs),
  );
  return {
    _id: id,
    name: input.name,
    image: input.image,
    category: input.category.map(oid),
    subCategory: input.subCategory.map(oid),
    unit: input.unit,
    stock: input.stock,
    ...(storeStock ? { storeStock } : {}),
    rev: 0,
    price: input.price,
    discount: input.discount,
    ...taxFields(input),
    description: input.description,
    more_details: input.more_details,
    publish: input.publish,
    ...searchFields(input.name),
    deletedAt: null,
    createdAt: now,
    updatedAt: now,
    _outbox: [created],
  };
}

/** The audit entry of a new product: `import` for a row of a CSV import (the staff request that started it must be the current context). */
export const newProductAudit = (doc: ReturnType<typeof newProductDocument>, action: 'create' | 'import' = 'create'): OutboxEntry[] =>
  auditEntries(SOURCE, { entity: 'product', entityId: String(doc._id), action, before: null, after: auditState(doc, AUDITED) });

export class Products {
  constructor(
    private readonly products: Model<ProductDoc>,
    private readonly taxonomy: Taxonomy,
    private readonly onChange: OnChange,
    /** The shelf the original endpoints' `stock` goes to (LEGACY_STOCK_STORE, if that store exists). */
    private readonly legacyShelf: () => Promise<string>,
  ) {}

  async create(input: ProductInput): Promise<string> {
    const [cats, subs, shelf] = await Promise.all([
      this.taxonomy.requireCategories(input.category),
      this.taxonomy.requireSubCategories(input.subCategory),
      this.legacyShelf(),
    ]);
    const id = new Types.ObjectId();
    const storeStock = shelf === DEFAULT_SHELF ? undefined : { [shelf]: input.stock };
    const doc = newProductDocument(id, input, cats, subs, new Date(), storeStock);
    doc._outbox.push(...newProductAudit(doc));
    await this.products.collection.insertOne(doc as never);
    await this.onChange({ kind: 'products', ids: [String(id)] });
    return String(id);
  }

  /**
   * Partial update of the writable fields; the event carries the resulting state. The form's
   * `stock` is the total it showed: a change to it lands on the legacy shelf, so sending the whole
   * product back with an unchanged total moves nothing, and a concurrent reservation is never lost
   * (compare-and-set on the snapshot revision).
   */
  async update(id: string, patch: ProductPatch): Promise<void> {
    const first = await this.products
      .findOne({ _id: oid(id), deletedAt: null })
      .select('category subCategory')
      .lean();
    if (!first) throw notFound('Product not found');
    const categoryIds = patch.category ?? first.category.map(String);
    const subCategoryIds = patch.subCategory ?? first.subCategory.map(String);
    const [cats, subs] = await Promise.all([
      patch.category ? this.taxonomy.requireCategories(categoryIds) : this.taxonomy.liveCategories(categoryIds),
      patch.subCategory ? this.taxonomy.requireSubCategories(subCategoryIds) : this.taxonomy.liveSubCategories(subCategoryIds),
    ]);
    const shelf = patch.stock === undefined ? DEFAULT_SHELF : await this.legacyShelf();
    for (let attempt = 0; attempt < MAX_CAS_ATTEMPTS; attempt++) {
      const current = await this.products.findOne({ _id: first._id, deletedAt: null }).lean();
      if (!current) throw notFound('Product not found');
      const change = patch.stock === undefined ? 0 : patch.stock - current.stock;
      const set: Record<string, unknown> = {};
      let storeStock = current.storeStock;
      if (change !== 0) {
        const onShelf = shelf === DEFAULT_SHELF ? defaultShelf(current) : (storeUnits(current, shelf) ?? 0);
        if (onShelf + change < 0) {
          const where = shelf === DEFAULT_SHELF ? 'outside the dark stores' : `in ${shelf}, where this stock goes`;
          throw conflict(`Only ${onShelf} of the ${current.stock} units are ${where}; lower the other stores' stock per store (PUT /api/store/stock)`);
        }
        if (shelf !== DEFAULT_SHELF) {
          storeStock = { ...current.storeStock, [shelf]: onShelf + change };
          set[storeStockPath(shelf)] = onShelf + change;
        }
      }
      const next: ProductState = {
        name: patch.name ?? current.name,
        image: patch.image ?? current.image,
        unit: patch.unit ?? current.unit,
        price: patch.price ?? current.price,
        discount: patch.discount ?? current.discount,
        ...taxFields({ hsn: patch.hsn ?? current.hsn, gstRate: patch.gstRate ?? current.gstRate }),
        stock: current.stock + change,
        ...(storeStock ? { storeStock } : {}),
        publish: patch.publish ?? current.publish !== false,
      };
      const events = [newEvent(productUpdatedV1, SOURCE, id, productSnapshot(id, next, cats, subs))];
      // Unpublishing takes the product out of every cart, exactly like a delete.
      if (current.publish !== false && !next.publish) events.push(newEvent(productDeletedV1, SOURCE, id, { _id: id }));
      const { storeStock: _perStore, ...fields } = next;
      Object.assign(set, fields, { category: categoryIds.map(oid), subCategory: subCategoryIds.map(oid), ...searchFields(next.name) });
      if (patch.description !== undefined) set['description'] = patch.description;
      if (patch.more_details !== undefined) set['more_details'] = patch.more_details;
      events.push(
        ...auditEntries(SOURCE, {
          entity: 'product',
          entityId: id,
          action: 'update',
          before: auditState(current, AUDITED),
          after: auditState({ ...current, ...set, ...(storeStock ? { storeStock } : {}) }, AUDITED),
        }),
      );
      const res = await this.products.updateOne(
        { _id: current._id, deletedAt: null, ...revGuard(current.rev) },
        { $set: set, $inc: { rev: 1 }, $push: { _outbox: { $each: events } } },
      );
      if (res.matchedCount === 1) {
        await this.onChange({ kind: 'products', ids: [id] });
        return;
      }
      await casPause(attempt);
    }
    throw conflict('The product is being changed by someone else; try again');
  }

  async delete(id: string): Promise<void> {
    const current = await this.products.findOne({ _id: oid(id), deletedAt: null }).lean();
    const audit = auditEntries(SOURCE, { entity: 'product', entityId: id, action: 'delete', before: auditState(current, AUDITED), after: null });
    const res = await this.products.updateOne(
      { _id: oid(id), deletedAt: null },
      { $set: { deletedAt: new Date() }, $push: { _outbox: { $each: [newEvent(productDeletedV1, SOURCE, id, { _id: id }), ...audit] } } },
    );
    if (res.matchedCount === 0) throw notFound('Product not found');
    await this.onChange({ kind: 'products', ids: [id] });
  }

  /**
   * A product shoppers may buy, as its latest event describes it, read from the database rather
   * than this replica's cache: another service asking right after a write (the cart, before the
   * write's event reached it) gets what the write left, whichever replica it asks.
   */
  async sellable(id: string): Promise<ProductSnapshot | undefined> {
    if (!Types.ObjectId.isValid(id)) return undefined;
    const p = await this.products.findOne({ _id: oid(id), deletedAt: null, publish: { $ne: false } }).lean();
    return p ? snapshotOf(this.taxonomy, p) : undefined;
  }
}

/** What a product.updated snapshot is built from. */
export type SnapshotSource = Pick<
  ProductDoc,
  '_id' | 'name' | 'image' | 'unit' | 'price' | 'discount' | 'hsn' | 'gstRate' | 'stock' | 'storeStock' | 'publish' | 'category' | 'subCategory'
>;

/** A category or sub-category as a product snapshot names it. */
export interface NamedRef {
  _id: unknown;
  name: string;
}

/** Where stock writes look up the live category and sub-category names for their product events. */
export interface TaxonomyNames {
  liveCategories(ids: string[]): Promise<NamedRef[]>;
  liveSubCategories(ids: string[]): Promise<NamedRef[]>;
}

/** A stored product as its events describe it, with the live category and sub-category names. */
export async function snapshotOf(taxonomy: TaxonomyNames, p: SnapshotSource): Promise<ProductSnapshot> {
  const [cats, subs] = await Promise.all([taxonomy.liveCategories(p.category.map(String)), taxonomy.liveSubCategories(p.subCategory.map(String))]);
  return productSnapshot(String(p._id), { ...p, publish: p.publish !== false }, cats, subs);
}

/** product.updated for a state about to be written (stock writes: reservations, per-store stock). */
export async function productUpdatedEvent(taxonomy: TaxonomyNames, p: SnapshotSource): Promise<OutboxEntry> {
  return newEvent(productUpdatedV1, SOURCE, String(p._id), await snapshotOf(taxonomy, p));
}
