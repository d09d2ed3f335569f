import { catalogueChangesChannel } from '@minutemart/contracts/catalogue-changes';
import { createRedis } from '@minutemart/kit';
import type { Logger } from 'pino';

export interface ChangeSubscription {
  close(): Promise<void>;
}

/**
 * Calls `onChange` whenever a catalogue replica announces a change shoppers would see, and also
 * after every (re)connection: announcements sent while the connection was down are lost, so
 * whatever was cached then must go as well. A subscribed connection can do nothing else, hence its own.
 */
export function subscribeCatalogueChanges(redisUrl: string, prefix: string, logger: Logger, onChange: () => void): ChangeSubscription {
  const channel = catalogueChangesChannel(prefix);
  const redis = createRedis(redisUrl, logger);
  redis.on('message', (from: string) => {
    if (from === channel) onChange();
  });
  redis.on('ready', () => onChange());
  redis.subscribe(channel).catch((e: Error) => logger.warn({ err: e.message, channel }, 'catalogue changes not subscribed'));
  return {
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
