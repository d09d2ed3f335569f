/**
 * "What a shopper can read of the catalogue has changed" (a product added, edited, removed, a
 * category renamed), published by every catalogue replica on Redis once its own read model holds
 * the change. Not an event of record (those are on Kafka): a hint for short-lived caches of public
 * reads, such as the gateway's, to drop what they hold. A stock count moving (with every order) is
 * not announced here but on catalogueStockMovesChannel, naming the products, so a cache can drop only
 * the answers that show them.
 *
 * Subscribers may rely on the arrival alone (the gateway does): older replicas sent an empty body.
 * The body is a CatalogueChangeAnnouncement in JSON. `prefix` is the deployment's REDIS_PREFIX.
 */
export const catalogueChangesChannel = (prefix: string): string => `${prefix}:catalogue:changed`;

/**
 * Who announced and what changed. Changes within one turn of a replica's event loop share one
 * message, so it names every product (and whether the taxonomy) changed since the last one.
 */
export interface CatalogueChangeAnnouncement {
  /** Random per process: tells the replicas apart, nothing more. */
  replica: string;
  products: string[];
  taxonomy: boolean;
}

/**
 * "These products' stock counts moved" (an order held or released units, an admin set a shelf),
 * published by every catalogue replica once its own read model holds the new counts, when nothing
 * else a shopper sees changed (those changes go on catalogueChangesChannel). Caches of public reads
 * drop the answers that show these products, so a cached count is never older than the last move
 * they heard of. The body is a CatalogueStockMoveAnnouncement in JSON.
 */
export const catalogueStockMovesChannel = (prefix: string): string => `${prefix}:catalogue:stock-moved`;

export interface CatalogueStockMoveAnnouncement {
  replica: string;
  products: string[];
}
