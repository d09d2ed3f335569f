import { createHash } from 'node:crypto';
import { HttpError, type Runtime } from '@minutemart/kit';
import { withDeadline } from './deadline.js';

type Redis = ReturnType<Runtime['redis']>;

/**
 * A fixed-window counter in Redis, shared by all replicas. The key holds a hash of the subject
 * (an email), never the subject itself.
 */
export class WindowCounter {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly max: number,
    private readonly windowSeconds: number,
  ) {}

  /** Count one hit; says whether it is within the limit and when the window ends. */
  async hit(subject: string): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
    const key = `${this.keyPrefix}:${createHash('sha256').update(subject).digest('hex')}`;
    const replies = await withDeadline(
      this.redis.multi().set(key, '0', 'EX', this.windowSeconds, 'NX').incr(key).ttl(key).exec(),
      3_000,
      () => new HttpError(503, 'This is temporarily unavailable. Please try again in a minute.'),
    );
    const count = Number(replies?.[1]?.[1] ?? 0);
    const ttl = Number(replies?.[2]?.[1] ?? this.windowSeconds);
    return { allowed: count <= this.max, retryAfterSeconds: ttl > 0 ? ttl : this.windowSeconds };
  }
}
