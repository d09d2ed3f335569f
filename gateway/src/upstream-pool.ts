import type { Logger } from 'pino';

interface Replica {
  url: string;
  /** Unknown until the first check answers: treated as up, so a fresh gateway serves at once. */
  up: boolean;
  checking: boolean;
  reason: string;
}

export interface PoolOptions {
  intervalMs: number;
  timeoutMs: number;
  logger: Logger;
}

/**
 * The replicas of one service, in round-robin order, with active health checks: each replica's
 * /readyz is polled, so one that starts draining (its readiness goes 503 before it stops accepting)
 * leaves the rotation within one interval, and comes back when it answers 200 again. A refused
 * connection takes a replica out at once, without waiting for the next check.
 */
export class UpstreamPool {
  private readonly replicas: Replica[];
  private cursor = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    readonly service: string,
    urls: string[],
    private readonly opts: PoolOptions,
  ) {
    if (urls.length === 0) throw new Error(`${service}: no upstream URL`);
    this.replicas = [...new Set(urls)].map((url) => ({ url, up: true, checking: false, reason: 'not checked yet' }));
  }

  get urls(): string[] {
    return this.replicas.map((r) => r.url);
  }

  /**
   * The next healthy replica not in `skip`. When every candidate is marked down, one is returned
   * anyway: a check can be a moment stale, and if it is really down the request fails over or gets
   * the 503 envelope, exactly as with a single upstream.
   */
  pick(skip: ReadonlySet<string> = new Set()): string | undefined {
    const candidates = this.replicas.filter((r) => !skip.has(r.url));
    if (candidates.length === 0) return undefined;
    const healthy = candidates.filter((r) => r.up);
    const from = healthy.length > 0 ? healthy : candidates;
    const chosen = from[this.cursor++ % from.length]!;
    if (this.cursor > 1e9) this.cursor = 0;
    return chosen.url;
  }

  /** A connection to this replica failed: out of rotation until a check finds it ready. */
  markDown(url: string, reason: string): void {
    const replica = this.replicas.find((r) => r.url === url);
    if (replica) this.set(replica, false, reason);
  }

  /** Per replica: `ok` or why it is out of rotation. */
  status(): Record<string, string> {
    return Object.fromEntries(this.replicas.map((r) => [r.url, r.up ? 'ok' : r.reason]));
  }

  /** At least one replica answered its last check (or has not been checked yet). */
  get available(): boolean {
    return this.replicas.some((r) => r.up);
  }

  start(): void {
    if (this.timer) return;
    void this.checkAll();
    this.timer = setInterval(() => void this.checkAll(), this.opts.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Check every replica now (a check already in flight is not doubled). */
  async checkAll(): Promise<void> {
    await Promise.all(this.replicas.map((r) => this.check(r)));
  }

  private async check(replica: Replica): Promise<void> {
    if (replica.checking) return;
    replica.checking = true;
    try {
      const res = await fetch(`${replica.url}/readyz`, { signal: AbortSignal.timeout(this.opts.timeoutMs) });
      await res.body?.cancel();
      this.set(replica, res.ok, res.ok ? 'ok' : `readiness ${res.status}`);
    } catch (e) {
      const cause = (e as { cause?: { code?: string } }).cause?.code;
      this.set(replica, false, cause ?? (e as Error).message);
    } finally {
      replica.checking = false;
    }
  }

  private set(replica: Replica, up: boolean, reason: string): void {
    if (replica.up !== up) {
      this.opts.logger[up ? 'info' : 'warn'](
        { service: this.service, replica: replica.url, reason },
        up ? 'replica back in rotation' : 'replica out of rotation',
      );
    }
    replica.up = up;
    replica.reason = reason;
  }
}
