import { discountedPaise, toPaise } from '@minutemart/contracts/pricing';
import { catalogue, type Product, type Ref } from '../api/catalogue';
import type { Order, OrderLine } from '../api/orders';

/** Pages of one sub-category read at the most (100 products each): aisles are far smaller. */
const MAX_PAGES = 5;

export interface Aisle {
  /** The missing product's sub-category names ("Milk"). */
  names: string[];
  /** In stock on the order's store shelf, not in the order yet; the likeliest stand-ins first. */
  candidates: Product[];
}

/** Names of products seen as candidates, so a pending line can name its substitute before the catalogue answers. */
const knownNames = new Map<string, string>();
export const substituteName = (productId: string): string | undefined => knownNames.get(productId);

export const unitPaise = (p: Pick<Product, 'price' | 'discount'>) => discountedPaise(toPaise(p.price), p.discount);

/** Products the order has or has asked for already: the catalogue refuses them. */
function taken(order: Order): Set<string> {
  const ids = new Set<string>();
  for (const i of order.items) {
    ids.add(i.productId);
    if (i.substitution && i.substitution.state !== 'refused') ids.add(i.substitution.productId);
  }
  return ids;
}

/** The category to list a sub-category under: one the product and the sub-category share, else the product's first. */
function categoryFor(product: Product, sub: Ref & { category?: unknown }): string | undefined {
  const subCats = Array.isArray(sub.category) ? sub.category.map(String) : [];
  return product.category.find((c) => subCats.includes(c._id))?._id ?? product.category[0]?._id;
}

/**
 * What a picker may put in the bag instead of `item`: products of its sub-category (the catalogue
 * holds nothing else) in stock on the order's store shelf, same pack size first, then the closest
 * price, then by name.
 */
export async function findSubstitutes(order: Order, item: OrderLine, signal?: AbortSignal): Promise<Aisle> {
  const product = await catalogue.product(item.productId, signal);
  if (!product) throw new Error(`${item.name} is no longer in the catalogue: mark it missing`);
  const found = new Map<string, Product>();
  for (const sub of product.subCategory) {
    const categoryId = categoryFor(product, sub);
    if (!categoryId) continue;
    for (let page = 1; page <= MAX_PAGES; page++) {
      const { items, totalPages } = await catalogue.aisle({ categoryId, subCategoryId: sub._id, store: order.storeId, page }, signal);
      for (const p of items) found.set(p._id, p);
      if (page >= totalPages) break;
    }
  }
  const skip = taken(order);
  const candidates = [...found.values()].filter((p) => p.stock > 0 && !skip.has(p._id));
  const distance = (p: Product) => Math.abs(unitPaise(p) - item.unitPricePaise);
  candidates.sort((a, b) => Number(b.unit === item.unit) - Number(a.unit === item.unit) || distance(a) - distance(b) || a.name.localeCompare(b.name));
  for (const p of candidates) knownNames.set(p._id, p.name);
  return { names: product.subCategory.map((s) => s.name), candidates };
}
