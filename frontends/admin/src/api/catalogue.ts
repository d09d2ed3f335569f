import type { AnswerData, Category, CategoryRef as Ref, Product, SubCategory } from '@minutemart/contracts/api-types';
import { api, queryKeys, type ApiEnvelope } from '@minutemart/ui';
import { invalidates } from './invalidates';

/** Shapes the admin reads from the catalogue service: generated from contracts/openapi. */
export type { Category, SubCategory, Product } from '@minutemart/contracts/api-types';
export type { CategoryRef as Ref } from '@minutemart/contracts/api-types';

/** What the product form sends to create / update (ids for the references). */
export interface ProductInput {
  name: string;
  description: string;
  image: string[];
  category: string[];
  subCategory: string[];
  unit: string;
  stock: string;
  price: string;
  discount: string;
  hsn: string;
  gstRate: string;
  more_details: Record<string, string>;
}

export interface ProductPage {
  items: Product[];
  totalPages: number;
  totalCount: number;
}

/** POST /api/product/import (202): the queued job and the file's row count. */
export type ImportStarted = AnswerData<'/api/product/import', 'post', 202>;

/** GET /api/product/import/{jobId}: the CSV job's state and counts, as the document describes them. */
export type ImportStatus = AnswerData<'/api/product/import/{jobId}', 'get'>;
export type ImportState = ImportStatus['state'];

export const PRODUCT_PAGE_SIZE = 12;
/** The most the category listing answers at once. */
const AISLE_PAGE_SIZE = 100;

const byName = <T extends Ref>(list: T[]) => [...list].sort((a, b) => a.name.localeCompare(b.name));
const asArray = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

export const catalogue = {
  async categories(signal?: AbortSignal): Promise<Category[]> {
    const res = await api.get<Category[]>('/api/category/get', { signal });
    return byName(asArray<Category>(res.data));
  },
  addCategory: invalidates([queryKeys.catalogue], (body: { name: string; image: string }) => api.post('/api/category/add-category', body)),
  updateCategory: invalidates([queryKeys.catalogue], (body: { _id: string; name: string; image: string }) => api.put('/api/category/update', body)),
  deleteCategory: invalidates([queryKeys.catalogue], (_id: string) => api.del('/api/category/delete', { _id })),

  async subCategories(signal?: AbortSignal): Promise<SubCategory[]> {
    const res = await api.post<SubCategory[]>('/api/subcategory/get', undefined, { signal });
    return byName(asArray<SubCategory>(res.data)).map((s) => ({ ...s, category: asArray<Ref>(s.category) }));
  },
  createSubCategory: invalidates([queryKeys.catalogue], (body: { name: string; image: string; category: Ref[] }) => api.post('/api/subcategory/create', body)),
  updateSubCategory: invalidates([queryKeys.catalogue], (body: { _id: string; name: string; image: string; category: Ref[] }) =>
    api.put('/api/subcategory/update', body),
  ),
  deleteSubCategory: invalidates([queryKeys.catalogue], (_id: string) => api.del('/api/subcategory/delete', { _id })),

  async products(query: { page: number; search: string }, signal?: AbortSignal): Promise<ProductPage> {
    const res: ApiEnvelope<Product[]> = await api.post<Product[]>(
      '/api/product/get',
      { page: query.page, limit: PRODUCT_PAGE_SIZE, search: query.search },
      { signal },
    );
    const totalPages = Number(res['totalNoPage']) || 0;
    const totalCount = Number(res['totalCount']) || 0;
    return { items: asArray<Product>(res.data), totalPages, totalCount };
  },
  /** POST /api/product/get-product-details: its category and sub-category among the rest; null once deleted. */
  async product(productId: string, signal?: AbortSignal): Promise<Product | null> {
    const res = await api.post<Product | null>('/api/product/get-product-details', { productId }, { signal });
    return res.data && typeof res.data._id === 'string'
      ? {
          ...res.data,
          category: asArray<Product['category'][number]>(res.data.category),
          subCategory: asArray<Product['subCategory'][number]>(res.data.subCategory),
        }
      : null;
  },
  /** One sub-category's published products as shoppers browse it, `stock` being the units on `store`'s shelf. */
  async aisle(
    query: { categoryId: string; subCategoryId: string; store: string; page: number },
    signal?: AbortSignal,
  ): Promise<{ items: Product[]; totalPages: number }> {
    const res = await api.post<Product[]>('/api/product/get-product-by-category-and-subcategory', { ...query, limit: AISLE_PAGE_SIZE }, { signal });
    return { items: asArray<Product>(res.data), totalPages: Number(res['totalPage']) || 0 };
  },
  createProduct: invalidates([queryKeys.catalogue], (body: ProductInput) => api.post('/api/product/create', body)),
  updateProduct: invalidates([queryKeys.catalogue], (body: ProductInput & { _id: string }) => api.put('/api/product/update-product-details', body)),
  deleteProduct: invalidates([queryKeys.catalogue], (_id: string) => api.del('/api/product/delete-product', { _id })),

  async startImport(file: File): Promise<ImportStarted> {
    const form = new FormData();
    form.append('file', file);
    const res = await api.post<ImportStarted>('/api/product/import', form);
    return res.data;
  },
  async importStatus(jobId: string, signal?: AbortSignal): Promise<ImportStatus> {
    const res = await api.get<ImportStatus>(`/api/product/import/${encodeURIComponent(jobId)}`, { signal });
    return { ...res.data, errors: asArray(res.data?.errors) };
  },
};

/** POST /api/file/upload (multipart `image`) → the stored image's absolute URL (`data.url`). */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const res = await api.post<AnswerData<'/api/file/upload', 'post'>>('/api/file/upload', form);
  if (!res.data?.url) throw new Error(res.message || 'Upload failed');
  return res.data.url;
}

export const isImageFile = (file: File) => file.type.startsWith('image/');
