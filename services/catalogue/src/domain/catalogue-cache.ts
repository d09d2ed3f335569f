import { Types } from 'mongoose';
import type { Logger } from '@minutemart/kit';
import type { CatalogueModels } from './mongo-reads.js';
import type { CatalogueReads, ProductPage, ProductQuery } from './reads.js';
import { rank } from './search-text.js';
import {
  byName, categoryView, newestFirst, productView, storedProduct, subCategoryView,
  type CategoryView, type ProductView, type StoredProduct, type SubCategoryView,
} from './views.js';

/**
 * Every live product, category and sub-category of the catalogue, in this process. Reads never
 * touch Mongo; writes (here or on another replica) reach it through the catalogue's own events,
 * which only say "this id changed": the cache re-reads that id, so event order and duplicates do
 * not matter. A periodic re-read of recently changed rows covers anything a consumer missed.
 */
export class CatalogueCache implements CatalogueReads {
  private categoryMap = new Map<string, CategoryView>();
  private categoryList: CategoryView[] = [];
  private subCategoryMap = new Map<string, SubCategoryView>();
  private subCategoryList: SubCategoryView[] = [];
  private productMap = new Map<string, StoredProduct>();
  private newest: StoredProduct[] | undefined;
  private lastSync = new Date(0);
  ready = false;

  constructor(
    private readonly m: CatalogueModels,
    private readonly logger: Logger,
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
    this.newest = undefined;
    this.lastSync = started;
    this.ready = true;
    this.logger.info({ products: next.size, categories: this.categoryMap.size, ms: Date.now() - t0 }, 'catalogue cache warmed');
  }

  /** Categories and sub-categories are few: on any change, both lists are re-read whole. */
  async reloadTaxonomy(): Promise<void> {
    const [cats, subs] = await Promise.all([
      this.m.categories.find({ deletedAt: null }).lean(),
      this.m.subCategories.find({ deletedAt: null }).lean(),
    ]);
    const categoryList = cats.map(categoryView).sort(byName);
    const categoryMap = new Map(categoryList.map((c) => [c._id, c]));
    const subCategoryList = subs.map((s) => subCategoryView(s, categoryMap)).sort(byName);
    this.categoryMap = categoryMap;
    this.categoryList = categoryList;
    this.subCategoryMap = new Map(subCategoryList.map((s) => [s._id, s]));
    this.subCategoryList = subCategoryList;
  }

  /** Re-read these products; gone or deleted ones leave the cache. */
  async refreshProducts(ids: string[]): Promise<void> {
    const unique = [...new Set(ids)].filter((id) => Types.ObjectId.isValid(id));
    for (let i = 0; i < unique.length; i += 500) {
      const chunk = unique.slice(i, i + 500);
      const docs = await this.m.products.find({ _id: { $in: chunk.map((id) => new Types.ObjectId(id)) } }).lean();
      const found = new Map(docs.map((d) => [String(d._id), d]));
      for (const id of chunk) {
        const d = found.get(id);
        const before = this.productMap.get(id);
        if (d && !d.deletedAt) this.replace(before, storedProduct(d));
        else if (before) {
          this.productMap.delete(id);
          this.newest = undefined;
        }
        // Not ours and not here (the topic is shared with other stacks): nothing changed.
      }
    }
  }

  /**
   * An edit keeps createdAt, so the product keeps its place in the newest-first order: swap it in
   * place rather than re-sorting the whole catalogue after every stock or price change.
   */
  private replace(before: StoredProduct | undefined, next: StoredProduct): void {
    this.productMap.set(next._id, next);
    if (!this.newest) return;
    if (!before || before.createdAt.getTime() !== next.createdAt.getTime()) {
      this.newest = undefined;
      return;
    }
    let lo = 0;
    let hi = this.newest.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const c = newestFirst(this.newest[mid]!, before);
      if (c === 0) {
        this.newest[mid] = next;
        return;
      }
      if (c < 0) lo = mid + 1;
      else hi = mid - 1;
    }
    this.newest = undefined;
  }

  /** Safety net behind the events: re-read whatever changed since the last sweep (with overlap). */
  async resync(): Promise<void> {
    const started = new Date();
    const since = new Date(this.lastSync.getTime() - 5_000);
    const changed = await this.m.products.find({ updatedAt: { $gte: since } }).select('_id').lean();
    await this.reloadTaxonomy();
    if (changed.length > 0) await this.refreshProducts(changed.map((d) => String(d._id)));
    this.lastSync = started;
  }

  private sortedNewest(): StoredProduct[] {
    return (this.newest ??= [...this.productMap.values()].sort(newestFirst));
  }

  private lookups() {
    return { categories: this.categoryMap, subCategories: this.subCategoryMap };
  }

  async categories(): Promise<CategoryView[]> {
    return this.categoryList;
  }

  async subCategories(): Promise<SubCategoryView[]> {
    return this.subCategoryList;
  }

  async product(id: string, includeUnpublished: boolean): Promise<ProductView | undefined> {
    const p = this.productMap.get(id);
    if (!p || (!includeUnpublished && !p.publish)) return undefined;
    return productView(p, this.lookups());
  }

  async products(q: ProductQuery): Promise<ProductPage> {
    const matches = (p: StoredProduct) =>
      (q.includeUnpublished || p.publish) &&
      (!q.categoryId || p.category.includes(q.categoryId)) &&
      (!q.subCategoryId || p.subCategory.includes(q.subCategoryId));
    const lookups = this.lookups();
    if (q.search) {
      const ranked = rank(this.filtered(matches), q.search);
      return { items: ranked.slice(q.skip, q.skip + q.limit).map((p) => productView(p, lookups)), total: ranked.length };
    }
    const items: ProductView[] = [];
    let total = 0;
    for (const p of this.sortedNewest()) {
      if (!matches(p)) continue;
      if (total >= q.skip && items.length < q.limit) items.push(productView(p, lookups));
      total++;
    }
    return { items, total };
  }

  private *filtered(pred: (p: StoredProduct) => boolean): Iterable<StoredProduct> {
    for (const p of this.productMap.values()) if (pred(p)) yield p;
  }
}
