/**
 * Records a fixture for every registered event `type@version` that has none yet: an example event
 * (every field filled, optional ones included, so consumers' use of them is covered) and the JSON
 * Schema of its payload today. Run it once when you publish a new event or a new version:
 *
 *   npm run record-events -w contracts      (then commit contracts/test/fixtures/events/*.json)
 *
 * Existing fixtures are never rewritten: a published version is a promise to its consumers. A change
 * that test/event-compat.test.ts calls breaking needs a new version (`type@2`), not a new recording.
 * Examples are generated from the schema; edit one by hand to make it more telling (it must still
 * parse), never to make a failing compatibility check pass.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { eventRegistry } from '../src/events/index.js';
import { envelopeSchema } from '../src/envelope.js';
import { DEFAULT_STORE_ID } from '../src/order-states.js';
import { currentDataSchema, FIXTURE_DIR, fixtureFile, type EventFixture, type JsonSchema } from '../test/support/event-fixtures.js';

const RECORDED_AT = new Date().toISOString();
const EVENT_TIME = '2026-01-15T10:30:00.000Z';

/** Deterministic ObjectId-shaped ids, so fixtures look like what services publish. */
let idCounter = 0;
const objectId = (): string => `65a0c0de${(++idCounter).toString(16).padStart(16, '0')}`;

function stringFor(field: string, s: JsonSchema): string {
  if (s['format'] === 'date-time') return EVENT_TIME;
  if (s['format'] === 'email' || /email/i.test(field)) return 'asha.rao@example.test';
  if (s['format'] === 'uri' || s['format'] === 'url' || /image|avatar|url/i.test(field)) return 'https://cdn.minutemart.test/media/3f1c9a-400.webp';
  // The one store there is today: consumers refuse others.
  if (field === 'storeId') return DEFAULT_STORE_ID;
  if (/(^_?id$|Id$)/.test(field)) return objectId();
  const words: Record<string, string> = { name: 'Amul Taaza Toned Milk', unit: '500 ml', reason: 'recorded example', status: 'Active', mobile: '9876543210' };
  let v = words[field] ?? `${field}-example`;
  const min = typeof s['minLength'] === 'number' ? s['minLength'] : 0;
  while (v.length < min) v += 'x';
  if (typeof s['maxLength'] === 'number') v = v.slice(0, s['maxLength']);
  return v;
}

function numberFor(s: JsonSchema, integer: boolean): number {
  let lo =
    typeof s['minimum'] === 'number' ? s['minimum'] : typeof s['exclusiveMinimum'] === 'number' ? s['exclusiveMinimum'] + (integer ? 1 : 0.5) : undefined;
  let hi =
    typeof s['maximum'] === 'number' ? s['maximum'] : typeof s['exclusiveMaximum'] === 'number' ? s['exclusiveMaximum'] - (integer ? 1 : 0.5) : undefined;
  lo ??= Math.min(0, hi ?? 0);
  hi ??= Math.max(lo, 1000);
  const v = Math.min(hi, Math.max(lo, integer ? 2 : 49.5));
  return integer ? Math.ceil(v) : v;
}

/**
 * An example value the schema accepts, with every declared field present. `state` is the event
 * type's last word (`paid` in order.paid): a state field whose enum has it takes it, so the example
 * reads like the transition it stands for.
 */
function example(s: JsonSchema, field = '', state = ''): unknown {
  if ('const' in s) return s['const'];
  if (Array.isArray(s['enum'])) return field === 'to' && s['enum'].includes(state) ? state : s['enum'][0];
  const alternatives: JsonSchema[] | undefined = s['anyOf'] ?? s['oneOf'];
  if (alternatives) return example(alternatives.find((a) => a['type'] !== 'null') ?? alternatives[0]!, field, state);
  const types: string[] = Array.isArray(s['type']) ? s['type'] : s['type'] ? [s['type']] : ['string'];
  const type = types.find((t) => t !== 'null') ?? 'null';
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries((s['properties'] ?? {}) as Record<string, JsonSchema>).map(([k, v]) => [k, example(v, k, state)]));
    case 'array': {
      const n = Math.max(1, typeof s['minItems'] === 'number' ? s['minItems'] : 1);
      return Array.from({ length: n }, () => example(s['items'] ?? {}, field, state));
    }
    case 'integer':
      return numberFor(s, true);
    case 'number':
      return numberFor(s, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return stringFor(field, s);
  }
}

/** The aggregate an event is keyed by: the first id-like field of its payload. */
function aggregateOf(data: Record<string, unknown>): string {
  for (const k of ['orderId', 'userId', '_id', 'productId']) if (typeof data[k] === 'string') return data[k] as string;
  return objectId();
}

mkdirSync(FIXTURE_DIR, { recursive: true });
let written = 0;
for (const [key, def] of eventRegistry) {
  if (existsSync(fixtureFile(key))) continue;
  const dataSchema = currentDataSchema(key);
  const data = example(dataSchema, '', def.type.split('.').pop()) as Record<string, unknown>;
  const parsed = def.data.safeParse(data);
  if (!parsed.success) {
    console.error(`[record-events] ${key}: the generated example does not parse (${parsed.error.issues[0]?.message}); write ${fixtureFile(key)} by hand`);
    process.exitCode = 1;
    continue;
  }
  const event = envelopeSchema.parse({
    specversion: 1,
    id: `fixture-${def.type}-v${def.version}`,
    type: def.type,
    version: def.version,
    source: 'recorded-fixture',
    time: EVENT_TIME,
    aggregateId: aggregateOf(data),
    data,
  });
  const fixture: EventFixture = { key, topic: def.topic, recordedAt: RECORDED_AT, dataSchema, examples: [event as EventFixture['examples'][number]] };
  writeFileSync(fixtureFile(key), `${JSON.stringify(fixture, null, 2)}\n`);
  console.log(`[record-events] recorded ${key}`);
  written++;
}
console.log(`[record-events] ${written} new fixture(s); ${eventRegistry.size - written} already recorded`);
