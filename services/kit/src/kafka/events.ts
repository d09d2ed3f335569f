import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { topics, type EventDefinition, type EventEnvelope } from '@minutemart/contracts';
import { traceHeaders } from './headers.js';

/** A message waiting in an aggregate's outbox: everything needed to publish it later, unchanged. */
export interface OutboxEntry {
  _id: string;
  topic: string;
  key: string;
  value: string;
  headers: Record<string, string>;
  createdAt: Date;
}

/**
 * Build an event as a fact about one aggregate, validated against its contract before it is ever
 * stored, and stamped with the current trace so the trace continues when it is published.
 */
export function newEvent<T extends string, S extends z.ZodType>(
  def: EventDefinition<T, S>,
  source: string,
  aggregateId: string,
  data: z.input<S>,
): OutboxEntry {
  const envelope: EventEnvelope<z.infer<S>> = {
    specversion: 1,
    id: randomUUID(),
    type: def.type,
    version: def.version,
    source,
    time: new Date().toISOString(),
    aggregateId,
    data: def.data.parse(data),
  };
  return {
    _id: envelope.id,
    topic: topics[def.topic].name,
    key: aggregateId,
    value: JSON.stringify(envelope),
    headers: { ...traceHeaders(), 'event-type': def.type, 'event-version': String(def.version) },
    createdAt: new Date(),
  };
}
