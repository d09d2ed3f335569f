import { Types, type Model } from 'mongoose';
import type { CategoryDoc } from '../data/category-model.js';
import type { SubCategoryDoc } from '../data/subcategory-model.js';
import type { ProductDoc } from '../data/product-model.js';
import type { CatalogueReads, ProductPage, ProductQuery, Suggestion } from './reads.js';
import { escapeRegex, rank, type SearchQuery } from './search-text.js';
import { closestSubCategories } from './closest-subcategories.js';
import { pickSuggestions } from './suggestions.js';
import {
  byName,
  categoryView,
  productView,
  shownView,
  storedProduct,
  subCategoryView,
  type CategoryView,
  type Lookups,
  type ProductView,
  type StockView,
  type SubCategoryView,
} from './views.js';

export interface CatalogueModels {
  categories: Model<CategoryDoc>;
  subCategories: Model<SubCategoryDoc>;
  products: Model<ProductDoc>;
}

/**
 * Reads straight from Mongo (CATALOGUE_CACHE=false, a fallback for debugging). The search engine
 * lives in the cache, so search here is the plain word-prefix match without typo tolerance: the
 * multikey `search_tokens` index with anchored, escaped prefixes (`^dal`), which MongoDB 7 answers
 * from index bounds; ranking happens here.
 */
export class MongoReads implements CatalogueReads {
  constructor(private readonly m: CatalogueModels) {}

  async categories(): Promise<CategoryView[]> {
    const docs = await this.m.categories.find({ deletedAt: null }).lean();
    return docs.map(categoryView).sort(byName);
  }

  async subCategories(): Promise<SubCategoryView[]> {
    const cats = new Map((await this.categories()).map((c) => [c._id, c]));
    const docs = await this.m.subCategories.find({ deletedAt: null }).lean();
    return docs.map((s) => subCategoryView(s, cats)).sort(byName);
  }

  private async lookups(): Promise<Lookups> {
    const cats = await this.categories();
    const categories = new Map(cats.map((c) => [c._id, c]));
    const docs = await this.m.subCategories.find({ deletedAt: null }).lean();
    return { categories, subCategories: new Map(docs.map((s) => [String(s._id), subCategoryView(s, categories)])) };
  }

  async product(id: string, includeUnpublished: boolean, stock?: StockView): Promise<ProductView | undefined> {
    const doc = await this.m.products.findOne({ _id: new Types.ObjectId(id), deletedAt: null }).lean();
    if (!doc || (!includeUnpublished && doc.publish === false)) return undefined;
    const p = storedProduct(doc);
    return shownView(productView(p, await this.lookups()), p, stock);
  }

  async products(q: ProductQuery): Promise<ProductPage> {
    const filter: Record<string, unknown> = { deletedAt: null };
    if (!q.includeUnpublished) filter['publish'] = { $ne: false };
    if (q.categoryId) filter['category'] = new Types.ObjectId(q.categoryId);
    if (q.subCategoryId) filter['subCategory'] = new Types.ObjectId(q.subCategoryId);

    let ids: Types.ObjectId[];
    let total: number;
    if (q.search) {
      filter['search_tokens'] = { $in: q.search.words.map((w) => new RegExp(`^${escapeRegex(w)}`)) };
      const candidates = await this.m.products.find(filter).select('_id name_key search_tokens createdAt').lean();
      const ranked = rank(candidates, q.search);
      total = ranked.length;
      ids = ranked.slice(q.skip, q.skip + q.limit).map((c) => c._id);
    } else {
      const [page, count] = await Promise.all([
        this.m.products.find(filter).sort({ createdAt: -1, _id: -1 }).skip(q.skip).limit(q.limit).select('_id').lean(),
        this.m.products.countDocuments(filter),
      ]);
      ids = page.map((p) => p._id);
      total = count;
    }
    if (ids.length === 0) return { items: [], total };
    const [docs, lookups] = await Promise.all([this.m.products.find({ _id: { $in: ids } }).lean(), this.lookups()]);
    const byId = new Map(docs.map((d) => [String(d._id), d]));
    const items = ids.flatMap((id) => {
      const d = byId.get(String(id));
      if (!d) return [];
      const p = storedProduct(d);
      return [shownView(productView(p, lookups), p, q.stock)];
    });
    return { items, total };
  }

  async suggest(search: SearchQuery, limit: number, shelf?: string): Promise<Suggestion[]> {
    const filter = { deletedAt: null, publish: { $ne: false }, search_tokens: { $in: search.words.map((w) => new RegExp(`^${escapeRegex(w)}`)) } };
    const candidates = await this.m.products.find(filter).select('_id name name_key search_tokens createdAt storeStock').lean();
    return pickSuggestions(
      rank(candidates, search).map((p) => ({ ...p, _id: String(p._id) })),
      limit,
      shelf,
    );
  }

  async closestSubCategories(search: SearchQuery, limit: number): Promise<SubCategoryView[]> {
    return closestSubCategories(await this.subCategories(), search, limit);
  }
}
