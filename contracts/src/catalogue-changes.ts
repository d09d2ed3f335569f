/**
 * "What a shopper can read of the catalogue has changed" (a product added, edited, removed, a
 * category renamed), published by every catalogue replica on Redis once its own read model holds
 * the change. Not an event of record (those are on Kafka): a hint for short-lived caches of public
 * reads, such as the gateway's, to drop what they hold. Stock moves are not announced: caches bound
 * how stale a shown stock may be by their own age limit instead (it changes with every order).
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
