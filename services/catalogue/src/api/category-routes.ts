import { Router } from 'express';
import { handle, ok, parseInput, requireAdmin } from '@minutemart/kit';
import type { Taxonomy } from '../domain/taxonomy.js';
import type { CatalogueReads } from '../domain/reads.js';
import { byId, categoryCreate, categoryUpdate, subCategoryCreate, subCategoryUpdate } from './schemas.js';

export function categoryRoutes(taxonomy: Taxonomy, reads: CatalogueReads): Router {
  const r = Router();
  r.post(
    '/add-category',
    requireAdmin,
    handle(async (req, res) => {
      const category = await taxonomy.createCategory(parseInput(categoryCreate, req.body));
      ok(res, category, 'Category added', {}, 201);
    }),
  );
  r.get(
    '/get',
    handle(async (_req, res) => {
      ok(res, await reads.categories(), '');
    }),
  );
  r.put(
    '/update',
    requireAdmin,
    handle(async (req, res) => {
      ok(res, await taxonomy.updateCategory(parseInput(categoryUpdate, req.body)), 'Category updated');
    }),
  );
  r.delete(
    '/delete',
    requireAdmin,
    handle(async (req, res) => {
      const { _id } = parseInput(byId('category'), req.body);
      await taxonomy.deleteCategory(_id);
      ok(res, { _id }, 'Category deleted');
    }),
  );
  return r;
}

export function subCategoryRoutes(taxonomy: Taxonomy, reads: CatalogueReads): Router {
  const r = Router();
  r.post(
    '/create',
    requireAdmin,
    handle(async (req, res) => {
      const sub = await taxonomy.createSubCategory(parseInput(subCategoryCreate, req.body));
      ok(res, sub, 'Sub Category created', {}, 201);
    }),
  );
  // The client posts here with no body at all.
  r.post(
    '/get',
    handle(async (_req, res) => {
      ok(res, await reads.subCategories(), '');
    }),
  );
  r.put(
    '/update',
    requireAdmin,
    handle(async (req, res) => {
      ok(res, await taxonomy.updateSubCategory(parseInput(subCategoryUpdate, req.body)), 'Sub Category updated');
    }),
  );
  r.delete(
    '/delete',
    requireAdmin,
    handle(async (req, res) => {
      const { _id } = parseInput(byId('sub category'), req.body);
      await taxonomy.deleteSubCategory(_id);
      ok(res, { _id }, 'Sub Category deleted');
    }),
  );
  return r;
}
