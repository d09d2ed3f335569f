import { Types, type Model } from 'mongoose';
import { productCreatedV1, productDeletedV1, productUpdatedV1, type ProductSnapshot } from '@minutemart/contracts';
import { newEvent, notFound, type OutboxEntry } from '@minutemart/kit';
import type { CategoryDoc } from '../data/category-model.js';
import type { SubCategoryDoc } from '../data/subcategory-model.js';
import type { ProductDoc } from '../data/product-model.js';
import type { ProductInput, ProductPatch } from '../api/schemas.js';
import { normalise, productTokens } from './search-text.js';
import { SOURCE, type OnChange } from './changes.js';
import type { Taxonomy } from './taxonomy.js';

const oid = (id: string) => new Types.ObjectId(id);

export interface ProductState {
  name: string;
  image: string[];
  unit: string;
  price: number;
  discount: number;
  stock: number;
  publish: boolean;
}

/** The event payload: what carts and orders need to know without calling us. */
export function productSnapshot(id: string, p: ProductState, cats: Pick<CategoryDoc, '_id' | 'name'>[], subs: Pick<SubCategoryDoc, '_id' | 'name'>[]): ProductSnapshot {
  return {
    _id: id,
    name: p.name,
    image: p.image,
    unit: p.unit,
    price: p.price,
    discount: p.discount,
    stock: p.stock,
    publish: p.publish,
    category: cats.map((c) => ({ _id: String(c._id), name: c.name })),
    subCategory: subs.map((s) => ({ _id: String(s._id), name: s.name })),
  };
}

/** Fields derived from the name, kept in the document so Mongo can search them. */
export const searchFields = (name: string) => ({ name_key: normalise(name), search_tokens: productTokens(name) });

/** A complete new product document (with its product.created event), for create, import and seed. */
export function newProductDocument(id: Types.ObjectId, input: ProductInput, cats: CategoryDoc[], subs: SubCategoryDoc[], now = new Date()) {
  const idStr = String(id);
  const created: OutboxEntry = newEvent(productCreatedV1, SOURCE, idStr, productSnapshot(idStr, input, cats, subs));
  return {
    _id: id,
    name: input.name,
    image: input.image,
    category: input.category.map(oid),
    subCategory: input.subCategory.map(oid),
    unit: input.unit,
    stock: input.stock,
    price: input.price,
    discount: input.discount,
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

export class Products {
  constructor(
    private readonly products: Model<ProductDoc>,
    private readonly taxonomy: Taxonomy,
    private readonly onChange: OnChange,
  ) {}

  async create(input: ProductInput): Promise<string> {
    const [cats, subs] = await Promise.all([this.taxonomy.requireCategories(input.category), this.taxonomy.requireSubCategories(input.subCategory)]);
    const id = new Types.ObjectId();
    await this.products.collection.insertOne(newProductDocument(id, input, cats, subs) as never);
    await this.onChange({ kind: 'products', ids: [String(id)] });
    return String(id);
  }

  /** Partial update of the writable fields; the event carries the resulting state. */
  async update(id: string, patch: ProductPatch): Promise<void> {
    const current = await this.products.findOne({ _id: oid(id), deletedAt: null }).lean();
    if (!current) throw notFound('Product not found');
    const categoryIds = patch.category ?? current.category.map(String);
    const subCategoryIds = patch.subCategory ?? current.subCategory.map(String);
    const [cats, subs] = await Promise.all([
      patch.category ? this.taxonomy.requireCategories(categoryIds) : this.taxonomy.liveCategories(categoryIds),
      patch.subCategory ? this.taxonomy.requireSubCategories(subCategoryIds) : this.taxonomy.liveSubCategories(subCategoryIds),
    ]);
    const next: ProductState = {
      name: patch.name ?? current.name,
      image: patch.image ?? current.image,
      unit: patch.unit ?? current.unit,
      price: patch.price ?? current.price,
      discount: patch.discount ?? current.discount,
      stock: patch.stock ?? current.stock,
      publish: patch.publish ?? current.publish !== false,
    };
    const events = [newEvent(productUpdatedV1, SOURCE, id, productSnapshot(id, next, cats, subs))];
    // Unpublishing takes the product out of every cart, exactly like a delete.
    if (current.publish !== false && !next.publish) events.push(newEvent(productDeletedV1, SOURCE, id, { _id: id }));
    const set: Record<string, unknown> = {
      ...next,
      category: categoryIds.map(oid),
      subCategory: subCategoryIds.map(oid),
      ...searchFields(next.name),
    };
    if (patch.description !== undefined) set['description'] = patch.description;
    if (patch.more_details !== undefined) set['more_details'] = patch.more_details;
    const res = await this.products.updateOne({ _id: current._id, deletedAt: null }, { $set: set, $push: { _outbox: { $each: events } } });
    if (res.matchedCount === 0) throw notFound('Product not found');
    await this.onChange({ kind: 'products', ids: [id] });
  }

  async delete(id: string): Promise<void> {
    const res = await this.products.updateOne(
      { _id: oid(id), deletedAt: null },
      { $set: { deletedAt: new Date() }, $push: { _outbox: newEvent(productDeletedV1, SOURCE, id, { _id: id }) } },
    );
    if (res.matchedCount === 0) throw notFound('Product not found');
    await this.onChange({ kind: 'products', ids: [id] });
  }
}
