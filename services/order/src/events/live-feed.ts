import type { Kafka } from 'kafkajs';
import { envelopeSchema, topics } from '@minutemart/contracts';
import { startBroadcastFeed, type BroadcastFeed, type Logger } from '@minutemart/kit';
import type { LiveOrders } from '../domain/live-orders.js';
import type { OrderQueries } from '../domain/queries.js';

/**
 * Feeds this replica's open order streams from the order topic: whichever replica changed an
 * order, every replica tells its own listeners. Each change is sent as the order's current view,
 * so a repeated or late event re-sends the truth rather than a stale step.
 */
export function startLiveFeed(opts: {
  kafka: Kafka;
  live: LiveOrders;
  queries: OrderQueries;
  logger: Logger;
  groupSuffix: string;
  topicPrefix: string;
  joinTimeoutMs: number;
}): BroadcastFeed {
  return startBroadcastFeed({
    kafka: opts.kafka,
    logger: opts.logger,
    name: 'order-live',
    topics: [`${opts.topicPrefix}${topics.order.name}`],
    groupSuffix: opts.groupSuffix,
    joinTimeoutMs: opts.joinTimeoutMs,
    onBatch: async (_topic, messages) => {
      const changed = new Map<string, { userId: string; storeId?: string }>(); // by orderId, latest wins within a batch
      for (const m of messages) {
        let value: unknown;
        try {
          value = JSON.parse(m.value?.toString() || 'null');
        } catch {
          continue; // not an event; the durable consumers dead-letter it
        }
        const parsed = envelopeSchema.safeParse(value);
        const data = parsed.success ? (parsed.data.data as { orderId?: string; userId?: string; storeId?: unknown }) : undefined;
        if (data?.orderId && data.userId)
          changed.set(data.orderId, { userId: data.userId, ...(typeof data.storeId === 'string' ? { storeId: data.storeId } : {}) });
      }
      for (const [orderId, { userId, storeId }] of changed) {
        if (!opts.live.wants(userId, storeId)) continue;
        const view = await opts.queries.view(orderId);
        if (view) opts.live.publish(view);
      }
    },
  });
}
