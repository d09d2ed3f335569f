/**
 * Recorded events: one file per published `type@version` under test/fixtures/events, written once
 * when that version is first published (scripts/record-event-fixtures.ts) and never rewritten. Each
 * holds an example event as it went on the bus and the JSON Schema its payload had then: what every
 * consumer written against that version relies on.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { EventEnvelope } from '../../src/envelope.js';
import { eventRegistry } from '../../src/events/index.js';

export const FIXTURE_DIR = join(import.meta.dirname, '..', 'fixtures', 'events');

export type JsonSchema = Record<string, any>;

export interface EventFixture {
  /** `type@version`. */
  key: string;
  /** The topic (registry key) the version was published on. */
  topic: string;
  recordedAt: string;
  /** The payload's JSON Schema (zod `toJSONSchema`, input side) when the version was recorded. */
  dataSchema: JsonSchema;
  /** Example events of this version as consumers receive them (envelope included). */
  examples: EventEnvelope<unknown>[];
}

export const fixtureFile = (key: string): string => join(FIXTURE_DIR, `${key}.json`);

export function loadFixtures(): EventFixture[] {
  if (!existsSync(FIXTURE_DIR)) return [];
  return readdirSync(FIXTURE_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(FIXTURE_DIR, f), 'utf8')) as EventFixture);
}

/** The payload schema of a registered event as JSON Schema: what a fixture records and what is compared. */
export function currentDataSchema(key: string): JsonSchema {
  const def = eventRegistry.get(key);
  if (!def) throw new Error(`${key} is not in the event registry`);
  const { $schema: _ignored, ...schema } = z.toJSONSchema(def.data, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return schema;
}
