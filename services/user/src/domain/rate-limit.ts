import { createHash } from 'node:crypto';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError, type Runtime } from '@minutemart/kit';
import { withDeadline } from './deadline.js';

type Redis = ReturnType<Runtime['redis']>;

/**
 * A fixed-window counter in Redis, shared by all replicas (rate-limiter-flexible's, one atomic
 * script per hit). The key holds a hash of the subject (an email), never the subject itself.
 */
export class WindowCounter {
  private readonly limiter: RateLimiterRedis;

  constructor(
    redis: Redis,
    keyPrefix: string,
    private readonly max: number,
    private readonly windowSeconds: number,
  ) {
    this.limiter = new RateLimiterRedis({ storeClient: redis, keyPrefix, points: max, duration: windowSeconds });
  }

  /** Count one hit; says whether it is within the limit and when the window ends. */
  async hit(subject: string): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
    const key = createHash('sha256').update(subject).digest('hex');
    // Past the limit, consume rejects with the count (a RateLimiterRes); anything else is Redis trouble.
    const counted = this.limiter.consume(key).catch((e: unknown) => {
      if (e instanceof RateLimiterRes) return e;
      throw e;
    });
    const res = await withDeadline(counted, 3_000, () => new HttpError(503, 'This is temporarily unavailable. Please try again in a minute.'));
    return { allowed: res.consumedPoints <= this.max, retryAfterSeconds: res.msBeforeNext > 0 ? Math.ceil(res.msBeforeNext / 1000) : this.windowSeconds };
  }
}
