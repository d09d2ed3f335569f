import type { SearchQuery } from './search-text.js';
import type { CategoryView, ProductView, SubCategoryView } from './views.js';

export interface ProductQuery {
  categoryId?: string;
  subCategoryId?: string;
  search?: SearchQuery;
  /** Admins see unpublished products in their lists; shoppers never do. */
  includeUnpublished: boolean;
  skip: number;
  limit: number;
}

export interface ProductPage {
  items: ProductView[];
  total: number;
}

/** The read side of the catalogue: served from the per-replica cache, or from Mongo when it is off. */
export interface CatalogueReads {
  categories(): Promise<CategoryView[]>;
  subCategories(): Promise<SubCategoryView[]>;
  product(id: string, includeUnpublished: boolean): Promise<ProductView | undefined>;
  products(q: ProductQuery): Promise<ProductPage>;
}
