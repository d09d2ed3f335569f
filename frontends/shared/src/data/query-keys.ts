/**
 * Every query key of the frontends, in one place. The first element is the area whose writes make the
 * entry stale: an admin's catalogue write invalidates `queryKeys.catalogue` and with it every product,
 * listing and category read, the storefront's included.
 */
export const queryKeys = {
  /** Everything read from the catalogue service. */
  catalogue: ['catalogue'] as const,
  /** The storefront's categories and sub-categories, in the catalogue's order. */
  catalogueLists: () => ['catalogue', 'lists'] as const,
  /** A shopper's catalogue read: the path and the body it is POSTed with (the store included). */
  catalogueRead: (path: string, body: object) => ['catalogue', 'read', path, body] as const,
  /** The admin's category and sub-category lists (sorted for its tables). */
  adminCategories: () => ['catalogue', 'admin', 'categories'] as const,
  adminSubCategories: () => ['catalogue', 'admin', 'sub-categories'] as const,
  adminProducts: (page: number, search: string) => ['catalogue', 'admin', 'products', page, search] as const,
  /** Often bought together (ADR 0024) with one product (its page), in the shopper's store. */
  togetherWith: (productId: string, store: string | undefined) => ['catalogue', 'together', 'product', productId, store ?? null] as const,
  /** Often bought together with a basket (the cart): its product ids sorted, in the shopper's store. */
  togetherWithBasket: (productIds: readonly string[], store: string | undefined) => ['catalogue', 'together', 'basket', productIds, store ?? null] as const,
  /** The in-stock products that could replace an order line. */
  substitutes: (orderId: string, itemId: string) => ['catalogue', 'substitutes', orderId, itemId] as const,

  /** What a shopper bought before that their store has now (buy again, ADR 0024). */
  buyAgain: (userId: string, store: string) => ['orders', 'buy-again', userId, store] as const,

  /** Dark stores, their load, queues and dashboard. */
  stores: ['stores'] as const,
  storeList: () => ['stores', 'list'] as const,
  /** The list with the store legacy stock writes go to. */
  storeDirectory: () => ['stores', 'directory'] as const,
  storeLoads: () => ['stores', 'loads'] as const,
  storeQueue: (storeId: string | undefined, stage: string) => ['stores', 'queue', storeId ?? null, stage] as const,
  storeDashboard: (range: string, store: string | undefined) => ['stores', 'dashboard', range, store ?? null] as const,

  /** Fees and offers (the order service's pricing). */
  pricing: ['pricing'] as const,
  fees: () => ['pricing', 'fees'] as const,
  offers: () => ['pricing', 'offers'] as const,

  staff: () => ['staff'] as const,
  audit: (filter: object) => ['audit', filter] as const,
} as const;
