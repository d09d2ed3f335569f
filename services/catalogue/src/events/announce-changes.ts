import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { catalogueChangesChannel, type CatalogueChangeAnnouncement } from '@minutemart/contracts/catalogue-changes';
import type { Logger } from '@minutemart/kit';
import type { Change } from '../domain/changes.js';

/**
 * Tells caches of public catalogue reads (the gateway's) that what shoppers see has changed on this
 * replica. Calls within one turn of the event loop (a batch of events, an import chunk) make one
 * message. Best effort: a lost message is covered by the caches' own age limit.
 */
export function announceCatalogueChanges(redis: Redis, prefix: string, logger: Logger): (change: Change) => void {
  const channel = catalogueChangesChannel(prefix);
  const replica = randomUUID();
  let queued: { products: Set<string>; taxonomy: boolean } | undefined;
  return (change) => {
    const first = !queued;
    const batch = (queued ??= { products: new Set(), taxonomy: false });
    if (change.kind === 'taxonomy') batch.taxonomy = true;
    else for (const id of change.ids) batch.products.add(id);
    if (!first) return;
    setImmediate(() => {
      queued = undefined;
      const body: CatalogueChangeAnnouncement = { replica, products: [...batch.products], taxonomy: batch.taxonomy };
      redis.publish(channel, JSON.stringify(body)).catch((e: Error) => logger.warn({ err: e.message }, 'catalogue change not announced'));
    });
  };
}
