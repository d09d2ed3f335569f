import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import {
  catalogueChangesChannel,
  catalogueStockMovesChannel,
  type CatalogueChangeAnnouncement,
  type CatalogueStockMoveAnnouncement,
} from '@minutemart/contracts/catalogue-changes';
import type { Logger } from '@minutemart/kit';
import type { Change } from '../domain/changes.js';

export interface CatalogueAnnouncer {
  /** Something shoppers see changed (contracts/catalogue-changes: catalogueChangesChannel). */
  changed(change: Change): void;
  /** Only these products' stock counts moved (catalogueStockMovesChannel). */
  stockMoved(ids: string[]): void;
}

/**
 * Tells caches of public catalogue reads (the gateway's) that what shoppers see has changed on this
 * replica. Calls within one turn of the event loop (a batch of events, an import chunk) make one
 * message per channel. Best effort: a lost message is covered by the caches' own age limit.
 */
export function announceCatalogueChanges(redis: Redis, prefix: string, logger: Logger): CatalogueAnnouncer {
  const replica = randomUUID();
  const publish = (channel: string, body: CatalogueChangeAnnouncement | CatalogueStockMoveAnnouncement) =>
    redis.publish(channel, JSON.stringify(body)).catch((e: Error) => logger.warn({ err: e.message, channel }, 'catalogue change not announced'));

  let changes: { products: Set<string>; taxonomy: boolean } | undefined;
  let moves: Set<string> | undefined;
  return {
    changed: (change) => {
      const first = !changes;
      const batch = (changes ??= { products: new Set(), taxonomy: false });
      if (change.kind === 'taxonomy') batch.taxonomy = true;
      else for (const id of change.ids) batch.products.add(id);
      if (!first) return;
      setImmediate(() => {
        changes = undefined;
        void publish(catalogueChangesChannel(prefix), { replica, products: [...batch.products], taxonomy: batch.taxonomy });
      });
    },
    stockMoved: (ids) => {
      if (ids.length === 0) return;
      const first = !moves;
      const batch = (moves ??= new Set());
      for (const id of ids) batch.add(id);
      if (!first) return;
      setImmediate(() => {
        moves = undefined;
        void publish(catalogueStockMovesChannel(prefix), { replica, products: [...batch] });
      });
    },
  };
}
