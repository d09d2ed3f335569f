import { useOrderStream as useSharedOrderStream, type StreamStatus } from '@minutemart/ui';
import type { Order } from './types';

export type { StreamStatus };

const parse = (data: unknown): Order | undefined => {
  const order = data as Order | null;
  return order && typeof order.orderId === 'string' ? order : undefined;
};

/** The shared order stream (see @minutemart/ui useOrderStream), for the signed-in shopper only. */
export function useOrderStream(enabled: boolean, onOrder: (order: Order) => void, onResync: () => void): StreamStatus {
  return useSharedOrderStream(onOrder, onResync, { parse, enabled });
}
