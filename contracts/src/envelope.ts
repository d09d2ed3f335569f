import { z } from 'zod';

/**
 * Every event on the bus is a fact wrapped in this envelope. The envelope itself is versioned by
 * `specversion`; the payload is versioned per event type by `version`, so a consumer can keep
 * reading v1 while a producer starts writing v2 alongside it.
 */
export const envelopeSchema = z.object({
  specversion: z.literal(1),
  id: z.string().min(1),
  type: z.string().min(1),
  version: z.number().int().positive(),
  source: z.string().min(1),
  time: z.string().datetime(),
  aggregateId: z.string().min(1),
  data: z.unknown(),
});

export type EventEnvelope<T = unknown> = Omit<z.infer<typeof envelopeSchema>, 'data'> & { data: T };
