import { Types, type Model } from 'mongoose';
import {
  categoryCreatedV1,
  categoryDeletedV1,
  categoryUpdatedV1,
  subcategoryCreatedV1,
  subcategoryDeletedV1,
  subcategoryUpdatedV1,
} from '@minutemart/contracts';
import { auditEntries, conflict, newEvent, notFound, type AuditedChange } from '@minutemart/kit';
import type { CategoryDoc } from '../data/category-model.js';
import type { SubCategoryDoc } from '../data/subcategory-model.js';
import type { ProductDoc } from '../data/product-model.js';
import { normalise } from './search-text.js';
import { SOURCE, plural, type OnChange } from './changes.js';
import { categoryView, subCategoryView, type CategoryView, type SubCategoryView } from './views.js';

const oid = (id: string) => new Types.ObjectId(id);
const isDuplicate = (e: unknown) => (e as { code?: number })?.code === 11000;

/** Categories and sub-categories: each write is one document update carrying its event. */
export class Taxonomy {
  constructor(
    private readonly categories: Model<CategoryDoc>,
    private readonly subCategories: Model<SubCategoryDoc>,
    private readonly products: Model<ProductDoc>,
    private readonly onChange: OnChange,
  ) {}

  /** The audit entry of a category or sub-category change, written with it. */
  private audit(entity: 'category' | 'subcategory', entityId: string, action: string, before: AuditedChange['before'], after: AuditedChange['after']) {
    return auditEntries(SOURCE, { entity, entityId, action, before, after });
  }

  // ---------------- categories ----------------

  async createCategory(input: { name: string; image: string }): Promise<CategoryView> {
    const doc = new this.categories({ name: input.name, name_key: normalise(input.name), image: input.image });
    doc.set('_outbox', [
      newEvent(categoryCreatedV1, SOURCE, doc.id, { _id: doc.id, name: doc.name, image: doc.image }),
      ...this.audit('category', doc.id, 'create', null, { name: doc.name, image: doc.image }),
    ]);
    try {
      await doc.save();
    } catch (e) {
      if (isDuplicate(e)) throw conflict(`A category named "${input.name}" already exists`);
      throw e;
    }
    await this.onChange({ kind: 'taxonomy' });
    return categoryView(doc.toObject());
  }

  async updateCategory(input: { _id: string; name?: string; image?: string }): Promise<CategoryView> {
    const current = await this.categories.findOne({ _id: oid(input._id), deletedAt: null }).lean();
    if (!current) throw notFound('Category not found');
    const name = input.name ?? current.name;
    const image = input.image ?? current.image;
    try {
      const updated = await this.categories
        .findOneAndUpdate(
          { _id: current._id, deletedAt: null },
          {
            $set: { name, name_key: normalise(name), image },
            $push: {
              _outbox: {
                $each: [
                  newEvent(categoryUpdatedV1, SOURCE, input._id, { _id: input._id, name, image }),
                  ...this.audit('category', input._id, 'update', { name: current.name, image: current.image }, { name, image }),
                ],
              },
            },
          },
          { returnDocument: 'after' },
        )
        .lean();
      if (!updated) throw notFound('Category not found');
      await this.onChange({ kind: 'taxonomy' });
      return categoryView(updated);
    } catch (e) {
      if (isDuplicate(e)) throw conflict(`A category named "${name}" already exists`);
      throw e;
    }
  }

  async deleteCategory(id: string): Promise<void> {
    const exists = await this.categories
      .findOne({ _id: oid(id), deletedAt: null })
      .select('name image')
      .lean();
    if (!exists) throw notFound('Category not found');
    const [subs, products] = await Promise.all([
      this.subCategories.countDocuments({ category: oid(id), deletedAt: null }),
      this.products.countDocuments({ category: oid(id), deletedAt: null }),
    ]);
    if (subs > 0 || products > 0) {
      const uses = [subs > 0 ? plural(subs, 'sub-category', 'sub-categories') : '', products > 0 ? plural(products, 'product') : '']
        .filter(Boolean)
        .join(' and ');
      throw conflict(`Category is used by ${uses}; remove them first`);
    }
    const deleted = await this.categories.updateOne(
      { _id: oid(id), deletedAt: null },
      {
        $set: { deletedAt: new Date() },
        $push: {
          _outbox: {
            $each: [
              newEvent(categoryDeletedV1, SOURCE, id, { _id: id }),
              ...this.audit('category', id, 'delete', { name: exists.name, image: exists.image }, null),
            ],
          },
        },
      },
    );
    if (deleted.matchedCount === 0) throw notFound('Category not found');
    await this.onChange({ kind: 'taxonomy' });
  }

  /** Live categories among these ids, or a 404 naming the first unknown one. */
  async requireCategories(ids: string[]): Promise<CategoryDoc[]> {
    const found = await this.categories.find({ _id: { $in: ids.map(oid) }, deletedAt: null }).lean();
    const missing = ids.find((id) => !found.some((c) => String(c._id) === id));
    if (missing) throw notFound(`Category ${missing} not found`);
    return ids.map((id) => found.find((c) => String(c._id) === id)!);
  }

  // ---------------- sub-categories ----------------

  private async subView(doc: SubCategoryDoc): Promise<SubCategoryView> {
    const cats = await this.categories.find({ _id: { $in: doc.category }, deletedAt: null }).lean();
    return subCategoryView(doc, new Map(cats.map((c) => [String(c._id), categoryView(c)])));
  }

  private subSnapshot(id: string, name: string, image: string, cats: CategoryDoc[]) {
    return { _id: id, name, image, category: cats.map((c) => ({ _id: String(c._id), name: c.name })) };
  }

  async createSubCategory(input: { name: string; image: string; category: string[] }): Promise<SubCategoryView> {
    const cats = await this.requireCategories(input.category);
    const doc = new this.subCategories({ name: input.name, name_key: normalise(input.name), image: input.image, category: input.category.map(oid) });
    doc.set('_outbox', [
      newEvent(subcategoryCreatedV1, SOURCE, doc.id, this.subSnapshot(doc.id, doc.name, doc.image, cats)),
      ...this.audit('subcategory', doc.id, 'create', null, { name: doc.name, image: doc.image, category: input.category }),
    ]);
    try {
      await doc.save();
    } catch (e) {
      if (isDuplicate(e)) throw conflict(`A sub category named "${input.name}" already exists`);
      throw e;
    }
    await this.onChange({ kind: 'taxonomy' });
    return this.subView(doc.toObject());
  }

  async updateSubCategory(input: { _id: string; name?: string; image?: string; category?: string[] }): Promise<SubCategoryView> {
    const current = await this.subCategories.findOne({ _id: oid(input._id), deletedAt: null }).lean();
    if (!current) throw notFound('Sub category not found');
    const name = input.name ?? current.name;
    const image = input.image ?? current.image;
    const categoryIds = input.category ?? current.category.map(String);
    const cats = input.category
      ? await this.requireCategories(categoryIds)
      : await this.categories.find({ _id: { $in: categoryIds.map(oid) }, deletedAt: null }).lean();
    try {
      const updated = await this.subCategories
        .findOneAndUpdate(
          { _id: current._id, deletedAt: null },
          {
            $set: { name, name_key: normalise(name), image, category: categoryIds.map(oid) },
            $push: {
              _outbox: {
                $each: [
                  newEvent(subcategoryUpdatedV1, SOURCE, input._id, this.subSnapshot(input._id, name, image, cats)),
                  ...this.audit(
                    'subcategory',
                    input._id,
                    'update',
                    { name: current.name, image: current.image, category: current.category.map(String) },
                    { name, image, category: categoryIds },
                  ),
                ],
              },
            },
          },
          { returnDocument: 'after' },
        )
        .lean();
      if (!updated) throw notFound('Sub category not found');
      await this.onChange({ kind: 'taxonomy' });
      return this.subView(updated);
    } catch (e) {
      if (isDuplicate(e)) throw conflict(`A sub category named "${name}" already exists`);
      throw e;
    }
  }

  async deleteSubCategory(id: string): Promise<void> {
    const exists = await this.subCategories
      .findOne({ _id: oid(id), deletedAt: null })
      .select('name image category')
      .lean();
    if (!exists) throw notFound('Sub category not found');
    const products = await this.products.countDocuments({ subCategory: oid(id), deletedAt: null });
    if (products > 0) throw conflict(`Sub category is used by ${plural(products, 'product')}; remove them first`);
    const deleted = await this.subCategories.updateOne(
      { _id: oid(id), deletedAt: null },
      {
        $set: { deletedAt: new Date() },
        $push: {
          _outbox: {
            $each: [
              newEvent(subcategoryDeletedV1, SOURCE, id, { _id: id }),
              ...this.audit('subcategory', id, 'delete', { name: exists.name, image: exists.image, category: exists.category.map(String) }, null),
            ],
          },
        },
      },
    );
    if (deleted.matchedCount === 0) throw notFound('Sub category not found');
    await this.onChange({ kind: 'taxonomy' });
  }

  /** Live categories among these ids, in the given order; unknown ones are skipped. */
  async liveCategories(ids: string[]): Promise<CategoryDoc[]> {
    const found = await this.categories.find({ _id: { $in: ids.map(oid) }, deletedAt: null }).lean();
    return ids.flatMap((id) => found.filter((c) => String(c._id) === id));
  }

  async liveSubCategories(ids: string[]): Promise<SubCategoryDoc[]> {
    const found = await this.subCategories.find({ _id: { $in: ids.map(oid) }, deletedAt: null }).lean();
    return ids.flatMap((id) => found.filter((s) => String(s._id) === id));
  }

  async requireSubCategories(ids: string[]): Promise<SubCategoryDoc[]> {
    const found = await this.subCategories.find({ _id: { $in: ids.map(oid) }, deletedAt: null }).lean();
    const missing = ids.find((id) => !found.some((s) => String(s._id) === id));
    if (missing) throw notFound(`Sub category ${missing} not found`);
    return ids.map((id) => found.find((s) => String(s._id) === id)!);
  }
}
