import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * ioredis reconnects by itself; BullMQ needs maxRetriesPerRequest null on its connections.
 * `autoPipelining`: commands issued in the same tick go out as one write (the gateway's per-request
 * rate-limit calls at hundreds of requests a second); not for BullMQ's blocking connections.
 */
export function createRedis(url: string, logger: Logger, opts: { forBullmq?: boolean; autoPipelining?: boolean } = {}): Redis {
  const redis = new Redis(url, {
    enableAutoPipelining: opts.autoPipelining === true,
    lazyConnect: false,
    maxRetriesPerRequest: opts.forBullmq ? null : 3,
    enableOfflineQueue: true,
    retryStrategy: (times) => Math.min(times * 200, 5_000),
  });
  redis.on('error', (e) => logger.warn({ err: e.message }, 'redis error'));
  return redis;
}

export async function pingRedis(redis: Redis): Promise<void> {
  const answer = await redis.ping();
  if (answer !== 'PONG') throw new Error(`redis answered ${answer}`);
}
