import type { z } from 'zod';
import type { TopicKey } from './topics.js';

export interface EventDefinition<TType extends string, TData extends z.ZodType> {
  type: TType;
  version: number;
  topic: TopicKey;
  data: TData;
}

export function defineEvent<TType extends string, TData extends z.ZodType>(def: EventDefinition<TType, TData>): EventDefinition<TType, TData> {
  return def;
}

export type EventData<D> = D extends EventDefinition<string, infer S> ? z.infer<S> : never;
