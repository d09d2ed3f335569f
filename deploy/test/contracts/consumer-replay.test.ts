// Every recorded event version (contracts/test/fixtures/events) replayed through the current
// consumers of every service: each service starts for real (its own database, empty prefixed topics)
// and its handlers get each recorded example twice, checked the way the kit checks events off the
// bus. A handler that throws on an event an older producer sent (or still on the bus) fails here
// before it would dead-letter in production; the second delivery shows the handler is idempotent.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { envelopeSchema, eventRegistry, type EventEnvelope } from '@minutemart/contracts';
import { startService, type ConsumerSpec, type RunningService, type ServiceDefinition, type ServiceParts } from '@minutemart/kit';
import { dropTopics, startTestIssuer, testInfra, testServiceEnv, uniqueName, waitFor, type TestIssuer } from '@minutemart/kit/testing';
import { loadFixtures } from '../../../contracts/test/support/event-fixtures.js';
import { loadWorkspaces } from '../../workspaces/graph.js';
import { repoRoot } from '../platform/stack.js';

const party = (process.env.MM_TEST_PARTY ?? '').split(',').filter(Boolean);
/** Services that consume events (their service.ts returns consumers), the ones `make test S=` concerns. */
const consumers = loadWorkspaces(repoRoot)
  .filter((w) => w.kind === 'service' && (party.length === 0 || party.includes(w.dir)))
  .filter((w) => /\bconsumers:/.test(readFileSync(join(repoRoot, w.dir, 'src/service.ts'), 'utf8')));
const fixtures = loadFixtures();
const prefix = `${uniqueName('t_replay')}.`;

type AnyDefinition = ServiceDefinition<any>;

async function definitionOf(dir: string, name: string, env: Record<string, string>): Promise<AnyDefinition> {
  const svc = (await import(pathToFileURL(join(repoRoot, dir, 'src/service.ts')).href)) as Record<string, unknown>;
  const cfg = (await import(pathToFileURL(join(repoRoot, dir, 'src/config.ts')).href)) as Record<string, unknown>;
  const make = svc[`${name}Service`] as ((config: unknown) => AnyDefinition) | undefined;
  const read = Object.entries(cfg).find(([k]) => /^read[A-Z]\w*Config$/.test(k))?.[1] as ((env: Record<string, string>) => unknown) | undefined;
  if (!make || !read) throw new Error(`${dir}: expected ${name}Service in src/service.ts and read…Config in src/config.ts`);
  return make(read(env));
}

/** What the kit does with a message before a handler sees it: envelope, then the registered payload schema. */
function asConsumed(example: unknown): EventEnvelope<unknown> {
  const envelope = envelopeSchema.parse(example);
  const def = eventRegistry.get(`${envelope.type}@${envelope.version}`)!;
  return { ...envelope, data: def.data.parse(envelope.data) } as EventEnvelope<unknown>;
}

afterAll(() => dropTopics(prefix));

describe.each(consumers.map((w) => [w.name, w] as const))('%s consumers replay every recorded event', (name, w) => {
  let running: RunningService<any> | undefined;
  let issuer: TestIssuer;
  let specs: ConsumerSpec[] = [];

  beforeAll(async () => {
    issuer = await startTestIssuer();
    const env = testServiceEnv(name, {
      JWKS_URL: issuer.jwksUrl,
      KAFKA_TOPIC_PREFIX: prefix,
      // Each service reads only its own keys; the rest are ignored.
      REDIS_PREFIX: uniqueName('t_replay'),
      QUEUE_PREFIX: uniqueName('t_replay'),
      SMTP_URL: testInfra.smtpUrl,
      S3_ENDPOINT: testInfra.s3Endpoint,
      STRIPE_API_BASE: testInfra.stripeApiBase,
      REWIND_TIMEOUT_MS: '2000',
      CACHE_JOIN_TIMEOUT_MS: '2000',
    });
    const def = await definitionOf(w.dir, name, env);
    const setup = def.setup.bind(def);
    // The parts the service hands the kit, consumers included.
    def.setup = async (rt) => {
      const parts: ServiceParts = await setup(rt);
      specs = parts.consumers ?? [];
      return parts;
    };
    running = await startService(def);
    // Ready means every consumer and feed has joined its group: stopping one still joining would
    // leave kafkajs working after the test file ends.
    await waitFor(async () => (await fetch(`${running!.url}/readyz`)).ok, { timeoutMs: 90_000, stepMs: 250, what: `${name} ready` });
  }, 150_000);

  afterAll(async () => {
    await running?.runtime.db.dropDatabase().catch(() => undefined);
    await running?.stop();
    await issuer?.stop();
  }, 60_000);

  it('has a recorded fixture for every event it handles', () => {
    expect(specs.length).toBeGreaterThan(0);
    const handled = specs.flatMap((s) => Object.keys(s.handlers));
    const missing = handled.filter((key) => !fixtures.some((f) => f.key === key));
    expect({ service: name, missing }).toEqual({ service: name, missing: [] });
  });

  it('handles each recorded example, twice, without an error', async () => {
    const failures: string[] = [];
    for (const spec of specs) {
      const events: EventEnvelope<unknown>[] = [];
      for (const [key, handler] of Object.entries(spec.handlers)) {
        for (const example of fixtures.find((f) => f.key === key)?.examples ?? []) {
          const event = asConsumed(example);
          events.push(event);
          for (const delivery of ['first', 'redelivered']) {
            try {
              await handler(event);
            } catch (e) {
              failures.push(`${spec.group} ${key} (${delivery}): ${(e as Error).message}`);
            }
          }
        }
      }
      // The bulk path a group may use when catching up must take the same events.
      if (spec.applyBatch && events.length > 0) {
        await spec.applyBatch(events).catch((e: Error) => failures.push(`${spec.group} applyBatch: ${e.message}`));
      }
    }
    expect({ service: name, failures }).toEqual({ service: name, failures: [] });
  }, 60_000);
});
