import { catalogueChangesChannel, catalogueStockMovesChannel, type CatalogueStockMoveAnnouncement } from '@minutemart/contracts/catalogue-changes';
import { createRedis } from '@minutemart/kit';
import type { Logger } from 'pino';

export interface ChangeSubscription {
  close(): Promise<void>;
}

/**
 * Calls `onChange` whenever a catalogue replica announces a change shoppers would see, and also
 * after every (re)connection: announcements sent while the connection was down are lost, so
 * whatever was cached then must go as well. With `onStockMove`, also hears which products' stock
 * counts moved (a body it cannot read counts as a change). A subscribed connection can do nothing
 * else, hence its own.
 */
export function subscribeCatalogueChanges(
  redisUrl: string,
  prefix: string,
  logger: Logger,
  onChange: () => void,
  onStockMove?: (products: string[]) => void,
): ChangeSubscription {
  const channel = catalogueChangesChannel(prefix);
  const stockChannel = catalogueStockMovesChannel(prefix);
  const redis = createRedis(redisUrl, logger);
  redis.on('message', (from: string, body: string) => {
    if (from === channel) onChange();
    else if (from === stockChannel && onStockMove) {
      const products = readStockMove(body);
      if (products) onStockMove(products);
      else onChange();
    }
  });
  redis.on('ready', () => onChange());
  const channels = onStockMove ? [channel, stockChannel] : [channel];
  redis.subscribe(...channels).catch((e: Error) => logger.warn({ err: e.message, channels }, 'catalogue changes not subscribed'));
  return {
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

function readStockMove(body: string): string[] | undefined {
  try {
    const { products } = JSON.parse(body) as Partial<CatalogueStockMoveAnnouncement>;
    return Array.isArray(products) && products.every((p) => typeof p === 'string') ? products : undefined;
  } catch {
    return undefined;
  }
}
