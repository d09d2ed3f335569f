import type { Redis } from 'ioredis';
import { catalogueChangesChannel } from '@minutemart/contracts/catalogue-changes';
import type { Logger } from '@minutemart/kit';

/**
 * Tells caches of public catalogue reads (the gateway's) that what shoppers see has changed on this
 * replica. Calls within one turn of the event loop (a batch of events, an import chunk) make one
 * message. Best effort: a lost message is covered by the caches' own age limit.
 */
export function announceCatalogueChanges(redis: Redis, prefix: string, logger: Logger): () => void {
  const channel = catalogueChangesChannel(prefix);
  let queued = false;
  return () => {
    if (queued) return;
    queued = true;
    setImmediate(() => {
      queued = false;
      redis.publish(channel, '').catch((e: Error) => logger.warn({ err: e.message }, 'catalogue change not announced'));
    });
  };
}
