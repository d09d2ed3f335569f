/**
 * Which event types a workspace is party to (publishes or consumes), read from its code: the
 * definitions it imports from the contracts (`productUpdatedV1`, used with newEvent or to parse) and
 * the `type@version` keys its consumer handlers are registered under.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as contracts from '@minutemart/contracts';
import { sourceFiles } from './graph.js';

interface Definition {
  type: string;
  version: number;
  topic: string;
}

const isDefinition = (v: unknown): v is Definition => typeof v === 'object' && v !== null && 'type' in v && 'version' in v && 'data' in v && 'topic' in v;

/** Export name → `type@version` for every event definition the contracts publish. */
export const definitionExports: ReadonlyMap<string, string> = new Map(
  Object.entries(contracts)
    .filter(([, v]) => isDefinition(v))
    .map(([name, v]) => [name, `${(v as Definition).type}@${(v as Definition).version}`]),
);

const keys = new Set(contracts.eventRegistry.keys());

/** `type@version` keys of the events a workspace's source (src/ only: tests are not a party) uses. */
export function eventsUsedBy(root: string, dir: string): Set<string> {
  const used = new Set<string>();
  for (const f of sourceFiles(root, dir).filter((p) => p.startsWith(`${dir}/src/`))) {
    const text = readFileSync(join(root, f), 'utf8');
    for (const m of text.matchAll(/['"`]([a-z_]+\.[a-z_]+@\d+)['"`]/g)) if (keys.has(m[1]!)) used.add(m[1]!);
    for (const m of text.matchAll(/\b([a-z][A-Za-z0-9]*V\d+)\b/g)) {
      const key = definitionExports.get(m[1]!);
      if (key) used.add(key);
    }
  }
  return used;
}

/** The topics (registry keys: `product`, `cart`, …) of a set of event keys. */
export function topicsOf(eventKeys: Iterable<string>): Set<string> {
  return new Set([...eventKeys].map((k) => contracts.eventRegistry.get(k)?.topic).filter((t): t is NonNullable<typeof t> => Boolean(t)));
}
