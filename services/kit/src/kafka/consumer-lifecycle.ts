import type { Consumer } from 'kafkajs';
import type { Logger } from 'pino';
import { backoff } from '../retry.js';

export interface ConsumerLifecycle {
  /** Stops retrying, lets a start in flight settle, then disconnects. */
  stop(): Promise<void>;
}

/** How long stop() waits for a join in flight before disconnecting anyway. */
const SETTLE_MS = 15_000;

/**
 * Starts a consumer in the background and keeps retrying while Kafka is down, so the HTTP side of a
 * service still starts. stop() must win over a start in flight: kafkajs keeps joining (and
 * re-connects) when disconnect() lands between subscribe() and the end of run()'s join, which left
 * consumers alive after a service "stopped" (and jest failing the run for code loaded after teardown).
 */
export function keepConsumerRunning(
  consumer: Consumer,
  subscribe: () => Promise<void>,
  run: () => Promise<void>,
  log: Logger,
  what: string,
): ConsumerLifecycle {
  let stopped = false;
  let wake: () => void = () => undefined;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const starting = (async () => {
    for (let attempt = 0; !stopped; attempt++) {
      try {
        await consumer.connect();
        if (stopped) return;
        await subscribe();
        if (stopped) return;
        await run();
        return;
      } catch (e) {
        if (stopped) return;
        log.warn({ err: (e as Error).message, attempt }, `${what} could not start yet, retrying`);
        await consumer.disconnect().catch(() => undefined);
        await pause(backoff(attempt, 500, 10_000));
      }
    }
  })();

  return {
    stop: async () => {
      stopped = true;
      wake();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([starting, new Promise((r) => (timer = setTimeout(r, SETTLE_MS)))]);
      clearTimeout(timer);
      await consumer.disconnect().catch(() => undefined);
    },
  };
}
