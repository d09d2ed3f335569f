import type { EventEnvelope } from '@minutemart/contracts';

/**
 * Product snapshots carry no version number, so an event's place in a product's history is its
 * time, normalised to millisecond ISO form (which sorts as text). The catalogue can write two
 * events of one product in the same millisecond (unpublishing writes product.updated and
 * product.deleted together), so ties are broken by kind: created < updated < deleted.
 * Events of one product share a partition and arrive in order; this only has to reject the old
 * ones that come back (redelivery, replays, a topic read from the beginning again).
 */
const RANK: Record<string, number> = { 'product.created': 0, 'product.updated': 1, 'product.deleted': 2 };

export function productVersion(event: Pick<EventEnvelope, 'time' | 'type'>): string {
  return `${new Date(event.time).toISOString()}#${RANK[event.type] ?? 1}`;
}

/**
 * The version of a product the cart looked up from the catalogue itself (read model behind):
 * below every event's, so the product's own events replace it as they arrive, and a deletion
 * already recorded is never overwritten by it.
 */
export const LOOKED_UP_VERSION = '';
