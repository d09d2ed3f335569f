import { useOrderStream as useSharedOrderStream, type StreamStatus } from '@minutemart/ui';
import { isOrder, normalizeOrder, type Order } from '../api/orders';

export type { StreamStatus };

const parse = (data: unknown): Order | undefined => (isOrder(data) ? normalizeOrder(data) : undefined);

/** The shared order stream (see @minutemart/ui useOrderStream), read as the admin's Order. */
export function useOrderStream(onOrder: (order: Order) => void, onResync: () => void): StreamStatus {
  return useSharedOrderStream(onOrder, onResync, { parse });
}
