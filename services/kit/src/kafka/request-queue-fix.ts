import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The one version whose source the replacement below was checked against. */
const PATCHED_VERSION = '2.2.4';
/** kafkajs's own pause between checks of requests held back by broker throttling. */
const CHECK_PENDING_REQUESTS_INTERVAL_MS = 10;

interface RequestQueueInternals {
  pending: unknown[];
  throttledUntil: number;
  throttleCheckTimeoutId: NodeJS.Timeout | null;
  checkPendingRequests(): void;
  scheduleCheckPendingRequests(): void;
}

/**
 * kafkajs 2.2.4, its last release, re-arms a timer of under 1 ms on every broker connection for
 * ever, even when no request is waiting (tulios/kafkajs#1556, #1704; the fix in #1667 was never
 * released). An idle service's event loop then wakes up constantly, and every service's spinning loop
 * competes with the order saga for CPU (ADR 0009; docs/benchmarks.md).
 *
 * This replaces the one method with the proposed fix: a check is scheduled only while requests are
 * actually held back (throttled, or more in flight than allowed), which is the only time the queue
 * needs waking; a finished request already checks the queue itself. Applied once per process, and
 * only to the version it was written for, so an upgrade cannot silently run a stale patch.
 */
export function fixKafkajsTimerLoop(): boolean {
  const { version } = require('kafkajs/package.json') as { version: string };
  if (version !== PATCHED_VERSION) return false;
  const RequestQueue = require('kafkajs/src/network/requestQueue/index.js') as { prototype: RequestQueueInternals & { __minutemartFixed?: boolean } };
  const proto = RequestQueue.prototype;
  if (proto.__minutemartFixed) return true;
  proto.scheduleCheckPendingRequests = function scheduleCheckPendingRequests(this: RequestQueueInternals) {
    if (this.throttleCheckTimeoutId || this.pending.length === 0) return;
    const untilUnthrottled = this.throttledUntil - Date.now();
    this.throttleCheckTimeoutId = setTimeout(
      () => {
        this.throttleCheckTimeoutId = null;
        this.checkPendingRequests();
      },
      untilUnthrottled > 0 ? untilUnthrottled : CHECK_PENDING_REQUESTS_INTERVAL_MS,
    );
  };
  proto.__minutemartFixed = true;
  return true;
}
