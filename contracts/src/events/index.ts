import * as user from './user.js';
import * as catalogue from './catalogue.js';
import * as cart from './cart.js';
import * as order from './order.js';
import * as stock from './stock.js';
import * as store from './store.js';
import * as audit from './audit.js';
import type { EventDefinition } from '../define-event.js';
import type { z } from 'zod';

export * from './user.js';
export * from './catalogue.js';
export * from './cart.js';
export * from './order.js';
export * from './stock.js';
export * from './store.js';
export * from './audit.js';

type AnyDef = EventDefinition<string, z.ZodType>;

const isDefinition = (v: unknown): v is AnyDef => typeof v === 'object' && v !== null && 'type' in v && 'version' in v && 'data' in v && 'topic' in v;

/** Every event type and version the platform knows, keyed `type@version`. */
export const eventRegistry: ReadonlyMap<string, AnyDef> = new Map(
  (
    [
      ...Object.values(user),
      ...Object.values(catalogue),
      ...Object.values(cart),
      ...Object.values(order),
      ...Object.values(stock),
      ...Object.values(store),
      ...Object.values(audit),
    ] as unknown[]
  )
    .filter(isDefinition)
    .map((d) => [`${d.type}@${d.version}`, d]),
);
