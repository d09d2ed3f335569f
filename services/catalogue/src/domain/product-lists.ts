import { newestFirst, type StoredProduct } from './views.js';

export interface ListKey {
  categoryId?: string;
  subCategoryId?: string;
  includeUnpublished: boolean;
}

/**
 * Newest-first product lists by category and by category + sub-category (and the whole catalogue),
 * each built on first request and kept until a product joins, leaves or moves. A home row or a
 * listing page is then a slice of a ready list, not a walk over every product.
 *
 * Stock and price edits (the common case: every order changes stock) keep a product in the same
 * lists at the same place, so they are swapped in place instead of dropping the lists.
 */
export class ProductLists {
  private newest: StoredProduct[] | undefined;
  private readonly lists = new Map<string, StoredProduct[]>();

  constructor(private readonly all: () => Iterable<StoredProduct>) {}

  get(key: ListKey): StoredProduct[] {
    const k = `${key.includeUnpublished ? 'all' : 'pub'}|${key.categoryId ?? ''}|${key.subCategoryId ?? ''}`;
    let list = this.lists.get(k);
    if (!list) {
      list = this.sorted().filter(
        (p) =>
          (key.includeUnpublished || p.publish) &&
          (!key.categoryId || p.category.includes(key.categoryId)) &&
          (!key.subCategoryId || p.subCategory.includes(key.subCategoryId)),
      );
      this.lists.set(k, list);
    }
    return list;
  }

  /** A product was added, changed or removed (next undefined). */
  changed(before: StoredProduct | undefined, next: StoredProduct | undefined): void {
    if (before && next && samePlace(before, next)) {
      if (this.newest) swap(this.newest, before, next);
      for (const list of this.lists.values()) swap(list, before, next);
      return;
    }
    this.invalidate();
  }

  invalidate(): void {
    this.newest = undefined;
    this.lists.clear();
  }

  private sorted(): StoredProduct[] {
    return (this.newest ??= [...this.all()].sort(newestFirst));
  }
}

const sameIds = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Same lists, same position: only fields that no list filters or sorts by changed. */
const samePlace = (a: StoredProduct, b: StoredProduct): boolean =>
  a._id === b._id &&
  a.createdAt.getTime() === b.createdAt.getTime() &&
  a.publish === b.publish &&
  sameIds(a.category, b.category) &&
  sameIds(a.subCategory, b.subCategory);

/** Binary search by the list's own order; a list the product is not in is left as it is. */
function swap(list: StoredProduct[], before: StoredProduct, next: StoredProduct): void {
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const c = newestFirst(list[mid]!, before);
    if (c === 0) {
      list[mid] = next;
      return;
    }
    if (c < 0) lo = mid + 1;
    else hi = mid - 1;
  }
}
