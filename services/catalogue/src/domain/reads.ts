import type { SearchQuery } from './search-text.js';
import type { CategoryView, ProductView, StockView, SubCategoryView } from './views.js';

export interface ProductQuery {
  categoryId?: string;
  subCategoryId?: string;
  search?: SearchQuery;
  /** Admins see unpublished products in their lists; shoppers never do. */
  includeUnpublished: boolean;
  skip: number;
  limit: number;
  /** Which shelf `stock` shows (same products, same order either way). */
  stock?: StockView;
}

/** One line under the search box: a product name and the product it opens. */
export interface Suggestion {
  _id: string;
  name: string;
  /** Units of that pack on the asked store's shelf; only when a store was asked. */
  stock?: number;
}

export interface ProductPage {
  items: ProductView[];
  total: number;
}

/** The read side of the catalogue: served from the per-replica cache, or from Mongo when it is off. */
export interface CatalogueReads {
  categories(): Promise<CategoryView[]>;
  subCategories(): Promise<SubCategoryView[]>;
  product(id: string, includeUnpublished: boolean, stock?: StockView): Promise<ProductView | undefined>;
  products(q: ProductQuery): Promise<ProductPage>;
  /**
   * Best-matching product names for what has been typed so far, one per name. With a shelf, each
   * name opens its best-ranked pack in stock there (if any) and says how many are left.
   */
  suggest(search: SearchQuery, limit: number, shelf?: string): Promise<Suggestion[]>;
  /** Sub-categories whose names look like the query: where to go when a search finds nothing. */
  closestSubCategories(search: SearchQuery, limit: number): Promise<SubCategoryView[]>;
}
