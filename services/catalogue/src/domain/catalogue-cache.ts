import { isDeepStrictEqual } from 'node:util';
import { Types } from 'mongoose';
import type { Logger } from '@minutemart/kit';
import type { CatalogueModels } from './mongo-reads.js';
import type { CatalogueReads, ProductPage, ProductQuery, Suggestion } from './reads.js';
import type { SearchQuery } from './search-text.js';
import { ProductSearchIndex, type SearchDoc } from './search-index.js';
import { ProductLists } from './product-lists.js';
import { closestSubCategories } from './closest-subcategories.js';
import { pickSuggestions } from './suggestions.js';
import type { NamedRef, TaxonomyNames } from './products.js';
import type { Change } from './changes.js';
import {
  byName,
  categoryView,
  productView,
  shopperVisibleChange,
  shownView,
  stockMoved,
  storedProduct,
  subCategoryView,
  type CategoryView,
  type ProductView,
  type StockView,
  type StoredProduct,
  type SubCategoryView,
} from './views.js';

/**
 * Every live product, category and sub-category of the catalogue, in this process. Reads never
 * touch Mongo; writes (here or on another replica) reach it through the catalogue's own events,
 * which only say "this id changed": the cache re-reads that id, so event order and duplicates do
 * not matter. A periodic re-read of recently changed rows covers anything a consumer missed.
 *
 * Beside the products it keeps what the reads need ready: the search index, newest-first lists by
 * category and sub-category, and each product's response view.
 */
export class CatalogueCache implements CatalogueReads {
  private categoryMap = new Map<string, CategoryView>();
  private categoryList: CategoryView[] = [];
  private subCategoryMap = new Map<string, SubCategoryView>();
  private subCategoryList: SubCategoryView[] = [];
  private productMap = new Map<string, StoredProduct>();
  private readonly lists = new ProductLists(() => this.productMap.values());
  private readonly index = new ProductSearchIndex();
  /** Response views, built on first read; dropped when the product or the taxonomy changes. */
  private readonly views = new Map<string, ProductView>();
  private lastSync = new Date(0);
  ready = false;

  constructor(
    private readonly m: CatalogueModels,
    private readonly logger: Logger,
    /** Called once this replica shows shoppers something new (see shopperVisibleChange); not for the warm-up. */
    private readonly onShopperVisibleChange: (change: Change) => void = () => {},
    /** Called with the products whose stock counts alone moved (nothing else a shopper sees). */
    private readonly onStockMove: (ids: string[]) => void = () => {},
  ) {}

  get size(): number {
    return this.productMap.size;
  }

  async warm(): Promise<void> {
    const started = new Date();
    const t0 = Date.now();
    await this.reloadTaxonomy();
    const docs = await this.m.products.find({ deletedAt: null }).lean();
    const next = new Map<string, StoredProduct>();
    for (const d of docs) next.set(String(d._id), storedProduct(d));
    this.productMap = next;
    this.lists.invalidate();
    this.views.clear();
    const t1 = Date.now();
    this.index.rebuild([...next.values()].map((p) => this.searchDoc(p)));
    this.lastSync = started;
    this.ready = true;
    this.logger.info({ products: next.size, categories: this.categoryMap.size, ms: Date.now() - t0, indexMs: Date.now() - t1 }, 'catalogue cache warmed');
  }

  /** Categories and sub-categories are few: on any change, both lists are re-read whole. */
  /**
   * Category and sub-category names for the product events of stock writes, from memory, so a
   * reservation does not cost two database reads per line. This replica reloads the taxonomy on
   * its own changes and on every taxonomy event; an id it does not know yet (created a moment ago
   * elsewhere) sends that lookup to the database instead.
   */
  taxonomyNames(fallback: TaxonomyNames): TaxonomyNames {
    const known = <T extends NamedRef>(map: ReadonlyMap<string, T>, ids: string[]) =>
      ids.every((id) => map.has(id)) ? ids.map((id) => ({ _id: id, name: map.get(id)!.name })) : null;
    return {
      liveCategories: async (ids) => known(this.categoryMap, ids) ?? fallback.liveCategories(ids),
      liveSubCategories: async (ids) => known(this.subCategoryMap, ids) ?? fallback.liveSubCategories(ids),
    };
  }

  async reloadTaxonomy(): Promise<void> {
    const [cats, subs] = await Promise.all([this.m.categories.find({ deletedAt: null }).lean(), this.m.subCategories.find({ deletedAt: null }).lean()]);
    const categoryList = cats.map(categoryView).sort(byName);
    const categoryMap = new Map(categoryList.map((c) => [c._id, c]));
    const subCategoryList = subs.map((s) => subCategoryView(s, categoryMap)).sort(byName);
    const renamed = subCategoryList.some((s) => this.subCategoryMap.get(s._id)?.name !== s.name) || subCategoryList.length !== this.subCategoryMap.size;
    const changed = this.ready && !isDeepStrictEqual([categoryList, subCategoryList], [this.categoryList, this.subCategoryList]);
    this.categoryMap = categoryMap;
    this.categoryList = categoryList;
    this.subCategoryMap = new Map(subCategoryList.map((s) => [s._id, s]));
    this.subCategoryList = subCategoryList;
    this.views.clear();
    // Products are found by their sub-category's name: re-index those whose text changed (upsert skips the rest).
    if (renamed) for (const p of this.productMap.values()) this.index.upsert(this.searchDoc(p));
    if (changed) this.onShopperVisibleChange({ kind: 'taxonomy' });
  }

  /** Re-read these products; gone or deleted ones leave the cache. */
  async refreshProducts(ids: string[]): Promise<void> {
    const unique = [...new Set(ids)].filter((id) => Types.ObjectId.isValid(id));
    const shown: string[] = [];
    const moved: string[] = [];
    for (let i = 0; i < unique.length; i += 500) {
      const chunk = unique.slice(i, i + 500);
      const docs = await this.m.products.find({ _id: { $in: chunk.map((id) => new Types.ObjectId(id)) } }).lean();
      const found = new Map(docs.map((d) => [String(d._id), d]));
      for (const id of chunk) {
        const d = found.get(id);
        const before = this.productMap.get(id);
        if (d && !d.deletedAt) {
          const next = storedProduct(d);
          if (!before || shopperVisibleChange(before, next)) shown.push(id);
          else if (stockMoved(before, next)) moved.push(id);
          this.productMap.set(id, next);
          this.views.delete(id);
          this.lists.changed(before, next);
          this.index.upsert(this.searchDoc(next));
        } else if (before) {
          shown.push(id);
          this.productMap.delete(id);
          this.views.delete(id);
          this.lists.changed(before, undefined);
          this.index.remove(id);
        }
        // Not ours and not here (the topic is shared with other stacks): nothing changed.
      }
    }
    if (shown.length > 0 && this.ready) this.onShopperVisibleChange({ kind: 'products', ids: shown });
    if (moved.length > 0 && this.ready) this.onStockMove(moved);
  }

  /** Safety net behind the events: re-read whatever changed since the last sweep (with overlap). */
  async resync(): Promise<void> {
    const started = new Date();
    const since = new Date(this.lastSync.getTime() - 5_000);
    const changed = await this.m.products
      .find({ updatedAt: { $gte: since } })
      .select('_id')
      .lean();
    await this.reloadTaxonomy();
    if (changed.length > 0) await this.refreshProducts(changed.map((d) => String(d._id)));
    this.lastSync = started;
  }

  private searchDoc(p: StoredProduct): SearchDoc {
    const subCategory = p.subCategory.flatMap((id) => this.subCategoryMap.get(id)?.name ?? []).join(' ');
    return { id: p._id, name: p.name, subCategory, description: p.description };
  }

  private view(p: StoredProduct): ProductView {
    let v = this.views.get(p._id);
    if (!v) {
      v = productView(p, { categories: this.categoryMap, subCategories: this.subCategoryMap });
      this.views.set(p._id, v);
    }
    return v;
  }

  async categories(): Promise<CategoryView[]> {
    return this.categoryList;
  }

  async subCategories(): Promise<SubCategoryView[]> {
    return this.subCategoryList;
  }

  async product(id: string, includeUnpublished: boolean, stock?: StockView): Promise<ProductView | undefined> {
    const p = this.productMap.get(id);
    if (!p || (!includeUnpublished && !p.publish)) return undefined;
    return shownView(this.view(p), p, stock);
  }

  async products(q: ProductQuery): Promise<ProductPage> {
    const all = q.search ? this.searched(q.search, q) : this.lists.get(q);
    // The page's slice only: a store's shelf is applied to the dozen products shown, not to the lists.
    return { items: all.slice(q.skip, q.skip + q.limit).map((p) => shownView(this.view(p), p, q.stock)), total: all.length };
  }

  async suggest(search: SearchQuery, limit: number, shelf?: string): Promise<Suggestion[]> {
    return pickSuggestions(this.searched(search, { includeUnpublished: false }), limit, shelf);
  }

  async closestSubCategories(search: SearchQuery, limit: number): Promise<SubCategoryView[]> {
    return closestSubCategories(this.subCategoryList, search, limit);
  }

  private searched(search: SearchQuery, f: Omit<ProductQuery, 'search' | 'skip' | 'limit'>): StoredProduct[] {
    const out: StoredProduct[] = [];
    for (const hit of this.index.search(search)) {
      const p = this.productMap.get(hit.id);
      if (
        p &&
        (f.includeUnpublished || p.publish) &&
        (!f.categoryId || p.category.includes(f.categoryId)) &&
        (!f.subCategoryId || p.subCategory.includes(f.subCategoryId))
      ) {
        out.push(p);
      }
    }
    return out;
  }
}
