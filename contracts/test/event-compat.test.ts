// Producers and consumers deploy in any order: every published event version stays readable by the
// current schemas (recorded examples replayed), and nothing published now surprises a consumer of
// an earlier version (recorded schema compared with today's). A breaking change needs a new version.
import { z } from 'zod';
import { envelopeSchema, eventRegistry, productSnapshot } from '../src/index.js';
import { currentDataSchema, fixtureFile, loadFixtures, type JsonSchema } from './support/event-fixtures.js';
import { breakingChanges, wider } from './support/schema-compat.js';

const RECORD = 'npm run record-events -w contracts';
// `make test S=<name>` checks the events that workspace publishes or consumes (deploy/workspaces).
const only = new Set((process.env.MM_TEST_EVENTS ?? '').split(',').filter(Boolean));
const concerned = (key: string) => only.size === 0 || only.has(key);

const fixtures = loadFixtures().filter((f) => concerned(f.key));
const registered = [...eventRegistry.keys()].filter(concerned);

describe('recorded events', () => {
  it.each(registered)('%s has a recorded fixture', (key) => {
    const recorded = fixtures.some((f) => f.key === key);
    expect({ key, recorded, hint: recorded ? '' : `run \`${RECORD}\` and commit ${fixtureFile(key)}` }).toEqual({ key, recorded: true, hint: '' });
  });

  describe.each(fixtures.map((f) => [f.key, f] as const))('%s', (key, fixture) => {
    it('is still published, on the same topic', () => {
      // Removing a version strands its consumers: publish both until none reads the old one.
      expect({ key, registered: eventRegistry.has(key) }).toEqual({ key, registered: true });
      expect({ key, topic: eventRegistry.get(key)?.topic }).toEqual({ key, topic: fixture.topic });
    });

    it('replays: every recorded example passes the current envelope and payload schemas', () => {
      expect(fixture.examples.length).toBeGreaterThan(0);
      for (const example of fixture.examples) {
        const envelope = envelopeSchema.safeParse(example);
        expect({ key, envelope: envelope.success ? 'ok' : envelope.error.issues }).toEqual({ key, envelope: 'ok' });
        expect(`${example.type}@${example.version}`).toBe(key);
        const data = eventRegistry.get(key)!.data.safeParse(example.data);
        expect({ key, payload: data.success ? 'ok' : data.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) }).toEqual({ key, payload: 'ok' });
      }
    });

    it('keeps the payload schema its consumers were written against', () => {
      expect({ key, breaking: breakingChanges(fixture.dataSchema, currentDataSchema(key)) }).toEqual({ key, breaking: [] });
    });
  });
});

/** The checker itself: the changes it must call breaking, and the ones it must let through. */
describe('schema compatibility check', () => {
  const schema = (t: z.ZodType): JsonSchema => {
    const { $schema: _s, ...rest } = z.toJSONSchema(t, { io: 'input' }) as JsonSchema;
    return rest;
  };
  const base = z.object({
    orderId: z.string(),
    quantity: z.number().int().positive(),
    price: z.number().nonnegative(),
    state: z.enum(['placed', 'confirmed']),
    note: z.string().optional(),
    at: z.string().datetime(),
    lines: z.array(z.object({ productId: z.string(), quantity: z.number().int().min(1) })).min(1),
  });
  const recorded = schema(base);

  it.each([
    ['a field removed', base.omit({ price: true })],
    ['a field made optional', base.extend({ price: z.number().nonnegative().optional() })],
    ['a field made nullable', base.extend({ orderId: z.string().nullable() })],
    ['a new enum value', base.extend({ state: z.enum(['placed', 'confirmed', 'refunded']) })],
    ['a bound relaxed', base.extend({ price: z.number() })],
    ['a type widened', base.extend({ quantity: z.number().positive() })],
    ['a nested field removed', base.extend({ lines: z.array(z.object({ productId: z.string() })).min(1) })],
    ['an empty list now allowed', base.extend({ lines: z.array(z.object({ productId: z.string(), quantity: z.number().int().min(1) })) })],
  ])('calls %s breaking for older consumers', (_what, changed) => {
    expect(wider(schema(changed), recorded)).not.toEqual([]);
    expect(breakingChanges(recorded, schema(changed))).not.toEqual([]);
  });

  it.each([
    ['a new required field', base.extend({ storeId: z.string() })],
    ['a bound made stricter', base.extend({ price: z.number().positive().max(100_000) })],
    ['an enum value dropped', base.extend({ state: z.enum(['placed']) })],
    ['a string given a format', base.extend({ orderId: z.string().email() })],
    ['a nested field made required', base.extend({ note: z.string() })],
  ])('calls %s breaking for events already published', (_what, changed) => {
    expect(wider(recorded, schema(changed))).not.toEqual([]);
    expect(breakingChanges(recorded, schema(changed))).not.toEqual([]);
  });

  it.each([
    ['no change', base],
    ['a new optional field', base.extend({ couponCode: z.string().optional() })],
    ['the same enum in another order', base.extend({ state: z.enum(['confirmed', 'placed']) })],
    ['an equivalent integer bound (> 0 written as >= 1)', base.extend({ quantity: z.number().int().min(1) })],
    ['a description', base.extend({ orderId: z.string().describe('the order') })],
  ])('lets %s through', (_what, changed) => {
    expect(breakingChanges(recorded, schema(changed))).toEqual([]);
  });

  it('holds for a real event: dropping a field from the product snapshot breaks product.updated@1', () => {
    const fixture = loadFixtures().find((f) => f.key === 'product.updated@1');
    expect(fixture).toBeDefined();
    expect(breakingChanges(fixture!.dataSchema, schema(productSnapshot.omit({ unit: true })))).toEqual([expect.stringContaining('.unit: removed')]);
  });
});
