import { Router, type Request } from 'express';
import { z } from 'zod';
import { handle, notFound, ok, parseInput, requireAdmin } from '@minutemart/kit';
import type { Products } from '../domain/products.js';
import type { Together } from '../domain/together.js';
import type { CatalogueReads } from '../domain/reads.js';
import type { StoreDirectory } from '../domain/store-directory.js';
import type { StockView } from '../domain/views.js';
import { storeParam } from './store-schemas.js';
import { parseQuery } from '../domain/search-text.js';
import {
  byId,
  productCreate,
  productDetails,
  productList,
  productSearch,
  productSuggest,
  productTogether,
  basketTogether,
  productUpdate,
  productsByCategory,
  productsByCategoryAndSub,
} from './schemas.js';
import { pageCount, paging } from './paging.js';

/** Home rows show this many of a category's newest products. */
export const CATEGORY_ROW_SIZE = 15;
/** Sub-categories offered under 'No Data found'. */
const CLOSEST_SUBCATEGORIES = 6;

const isAdmin = (req: Request) => req.auth?.role === 'ADMIN';

/** Every read takes an optional `store` (body field, or query parameter for GETs); the original client never sends one. */
const storeOfRead = z.object({ store: storeParam });

export function productRoutes(products: Products, reads: CatalogueReads, stores: StoreDirectory, together: Together): Router {
  const r = Router();

  /** Which shelf this read shows, and whether an admin sees the per-store units. */
  const stockView = async (input: unknown, perStore = false): Promise<StockView> => {
    const { store } = parseInput(storeOfRead, input);
    return { shelf: await stores.shelf(store), perStore };
  };
  const ADMIN_VIEW: StockView = { perStore: true };

  const requireCategory = async (id: string) => {
    if (!(await reads.categories()).some((c) => c._id === id)) throw notFound('Category not found');
  };
  const requireSubCategory = async (id: string) => {
    if (!(await reads.subCategories()).some((s) => s._id === id)) throw notFound('Sub category not found');
  };

  r.post(
    '/create',
    requireAdmin,
    handle(async (req, res) => {
      const id = await products.create(parseInput(productCreate, req.body));
      ok(res, await reads.product(id, true, ADMIN_VIEW), 'Product created successfully', {}, 201);
    }),
  );

  /** Admin list (and search box): newest first, or ranked when searching. */
  r.post(
    '/get',
    handle(async (req, res) => {
      const input = parseInput(productList, req.body);
      const stock = await stockView(req.body, isAdmin(req));
      const { page, limit, skip } = paging(input.page, input.limit);
      const { items, total } = await reads.products({ search: parseQuery(input.search), includeUnpublished: isAdmin(req), skip, limit, stock });
      ok(res, items, 'Product data', { totalCount: total, totalNoPage: pageCount(total, limit), page, limit });
    }),
  );

  r.post(
    '/get-product-by-category',
    handle(async (req, res) => {
      const { id } = parseInput(productsByCategory, req.body);
      const stock = await stockView(req.body);
      await requireCategory(id);
      const { items } = await reads.products({ categoryId: id, includeUnpublished: false, skip: 0, limit: CATEGORY_ROW_SIZE, stock });
      ok(res, items, 'category product list');
    }),
  );

  const byCategoryAndSub = handle(async (req, res) => {
    const input = parseInput(productsByCategoryAndSub, req.body);
    const stock = await stockView(req.body);
    await Promise.all([requireCategory(input.categoryId), requireSubCategory(input.subCategoryId)]);
    const { page, limit, skip } = paging(input.page, input.limit);
    const { items, total } = await reads.products({
      categoryId: input.categoryId,
      subCategoryId: input.subCategoryId,
      includeUnpublished: false,
      skip,
      limit,
      stock,
    });
    ok(res, items, 'Product list', { page, totalCount: total, limit, totalPage: pageCount(total, limit) });
  });
  // The deployed client calls the misspelt path; the correct spelling is accepted too.
  r.post('/get-pruduct-by-category-and-subcategory', byCategoryAndSub);
  r.post('/get-product-by-category-and-subcategory', byCategoryAndSub);

  r.post(
    '/get-product-details',
    handle(async (req, res) => {
      const { productId } = parseInput(productDetails, req.body);
      const product = await reads.product(productId, isAdmin(req), await stockView(req.body, isAdmin(req)));
      if (!product) throw notFound('Product not found');
      ok(res, product, 'product details');
    }),
  );

  r.put(
    '/update-product-details',
    requireAdmin,
    handle(async (req, res) => {
      const { _id, ...patch } = parseInput(productUpdate, req.body);
      await products.update(_id, patch);
      ok(res, await reads.product(_id, true, ADMIN_VIEW), 'Product updated successfully');
    }),
  );

  r.delete(
    '/delete-product',
    requireAdmin,
    handle(async (req, res) => {
      const { _id } = parseInput(byId('product'), req.body);
      await products.delete(_id);
      ok(res, { _id }, 'Product deleted successfully');
    }),
  );

  r.post(
    '/search-product',
    handle(async (req, res) => {
      const input = parseInput(productSearch, req.body);
      const stock = await stockView(req.body);
      const { page, limit, skip } = paging(input.page, input.limit);
      const query = parseQuery(input.search);
      // An empty box lists everything, newest first, like the original.
      const { items, total } = await reads.products({ search: query, includeUnpublished: false, skip, limit, stock });
      const extra: Record<string, unknown> = { page, totalPage: pageCount(total, limit), totalCount: total, limit };
      // Nothing found at all: offer the sub-categories that look most like the query instead.
      if (query && total === 0) extra['closestSubCategories'] = await reads.closestSubCategories(query, CLOSEST_SUBCATEGORIES);
      ok(res, items, 'Product data', extra);
    }),
  );

  /** Names under the search box while typing: one request per keystroke, answered from the index. */
  r.get(
    '/suggest',
    handle(async (req, res) => {
      const { q, limit } = parseInput(productSuggest, req.query);
      const { shelf } = await stockView(req.query);
      const query = parseQuery(q);
      if (!query) return ok(res, [], 'Suggestions');
      const suggestions = await reads.suggest(query, limit, shelf);
      const extra = suggestions.length === 0 ? { closestSubCategories: await reads.closestSubCategories(query, CLOSEST_SUBCATEGORIES) } : {};
      ok(res, suggestions, 'Suggestions', extra);
    }),
  );

  /** Often bought together (ADR 0024): companions the asked store has in stock, most often ordered with it first. */
  r.get(
    '/together',
    handle(async (req, res) => {
      const { productId, limit } = parseInput(productTogether, req.query);
      const { shelf } = await stockView(req.query);
      const items = await together.companions(productId, limit, shelf);
      if (!items) throw notFound('Product not found');
      ok(res, items, 'Often bought together');
    }),
  );

  /** Often bought together with a basket (the cart's products): what the store has, none of the basket's own. */
  r.get(
    '/together/basket',
    handle(async (req, res) => {
      const { productIds, limit } = parseInput(basketTogether, req.query);
      const { shelf } = await stockView(req.query);
      ok(res, await together.basketCompanions(productIds, limit, shelf), 'Often bought together');
    }),
  );

  return r;
}
