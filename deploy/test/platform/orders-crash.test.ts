import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Kafka, logLevel } from 'kafkajs';
import { topics } from '@minutemart/contracts';
import { testInfra } from '@minutemart/kit/testing';
import { describeStack, gatewayUrl, http, repoRoot, waitFor } from './stack.js';
import { adminHeaders, deleteCreatedProducts, createProduct, orderDetails, placeCod, shopperWithAddress, stockOf, type Shopper } from './shop.js';

const run = promisify(execFile);
const appRunDir = process.env.MM_APP_RUN_DIR ?? join(process.env.XDG_CACHE_HOME ?? join(process.env.HOME ?? '/root', '.cache'), 'minutemart', 'run');

/** Only against a stack a test run owns (make test's, on offset ports), or when asked explicitly: this kills services. */
const owned = Boolean(process.env.MM_PORT_OFFSET) || process.env.MM_ALLOW_CRASH_TESTS === '1';

const gone = (pid: number) => {
  try {
    process.kill(pid, 0);
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(' ')[2] === 'Z';
  } catch {
    return true;
  }
};

const killHard = async (service: string) => {
  const pid = Number(readFileSync(join(appRunDir, `app-${service}.pid`), 'utf8').trim());
  process.kill(pid, 'SIGKILL');
  await waitFor(() => gone(pid), { what: `${service} (pid ${pid}) to die` });
};

/** NODE_ENV is jest's `test` here; the stack runs as it was started (development unless set). */
const restart = async (service: string) => {
  const { stdout, stderr } = await run('bash', ['deploy/dev/services.sh', 'start', service], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: process.env.MM_STACK_NODE_ENV ?? 'development' },
    timeout: 120_000,
  });
  if (!stdout.includes(`${service} ready`)) throw new Error(`${service} did not restart: ${stdout} ${stderr}`);
};

/** Every distinct event (by id) per order and type, read back from the topics. */
async function eventsOf(orderIds: Set<string>): Promise<Map<string, Set<string>>> {
  const prefix = process.env.KAFKA_TOPIC_PREFIX ?? '';
  const kafka = new Kafka({ clientId: 'crash-test', brokers: testInfra.kafkaBrokers.split(','), logLevel: logLevel.NOTHING });
  const admin = kafka.admin();
  await admin.connect();
  const seen = new Map<string, Set<string>>();
  try {
    for (const topic of [topics.order.name, topics.stock.name].map((t) => `${prefix}${t}`)) {
      const ends = await admin.fetchTopicOffsets(topic);
      const want = ends.reduce((n, p) => n + (Number(p.high) - Number(p.low)), 0);
      const groupId = `crash-test-${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const consumer = kafka.consumer({ groupId });
      await consumer.connect();
      await consumer.subscribe({ topic, fromBeginning: true });
      let read = 0;
      await consumer.run({
        eachMessage: async ({ message }) => {
          read++;
          const e = JSON.parse(message.value!.toString()) as { id: string; type: string; version: number; data: { orderId?: string } };
          // Each fact once: a version-2 event (order.confirmed@2, with the bill) is published next to its version 1.
          if (!e.data.orderId || !orderIds.has(e.data.orderId) || e.version !== 1) return;
          const k = `${e.type}|${e.data.orderId}`;
          seen.set(k, (seen.get(k) ?? new Set()).add(e.id));
        },
      });
      await waitFor(() => read >= want, { timeoutMs: 60_000, what: `reading ${topic}` });
      await consumer.disconnect();
      await admin.deleteGroups([groupId]).catch(() => undefined);
    }
  } finally {
    await admin.disconnect();
  }
  return seen;
}

(owned ? describeStack : describe.skip)('the order saga survives kill -9', () => {
  // Whatever happens in the test, the stack is left running for the suites after it.
  afterAll(async () => {
    for (const s of ['order', 'catalogue'])
      await run('bash', ['deploy/dev/services.sh', 'start', s], {
        cwd: repoRoot,
        env: { ...process.env, NODE_ENV: process.env.MM_STACK_NODE_ENV ?? 'development' },
        timeout: 120_000,
      }).catch(() => undefined);
    await deleteCreatedProducts(await adminHeaders()).catch(() => undefined);
  });

  it('loses no accepted order and reserves none twice when order and catalogue die mid-burst', async () => {
    const admin = await adminHeaders();
    const p = await createProduct(admin, 60);
    const buyers: Shopper[] = [];
    while (buyers.length < 20) buyers.push(...(await Promise.all(Array.from({ length: 5 }, () => shopperWithAddress()))));

    const attempts = Array.from({ length: 100 }, (_, i) => ({ who: buyers[i % 20]!, key: `crash-${p._id}-${i}` }));
    const first: Promise<unknown>[] = [];
    for (let wave = 0; wave < 10; wave++) {
      if (wave === 3) await killHard('order');
      if (wave === 6) await killHard('catalogue');
      for (const a of attempts.slice(wave * 10, wave * 10 + 10)) first.push(placeCod(a.who, [{ productId: p._id, quantity: 1 }], a.key).catch(() => undefined));
      await new Promise((r) => setTimeout(r, 150));
    }
    await Promise.all(first);
    await restart('order');
    await restart('catalogue');
    await waitFor(async () => (await fetch(`${gatewayUrl}/api/order/order-list`, { headers: buyers[0]!.headers })).status === 200, {
      timeoutMs: 60_000,
      what: 'order service back',
    });

    // A client that got no answer retries with its key; every attempt ends as exactly one order.
    const orderIds = await Promise.all(
      attempts.map(async (a) => {
        const res = await waitFor(
          async () => {
            const r = await placeCod(a.who, [{ productId: p._id, quantity: 1 }], a.key);
            return r.status === 201 || r.status === 202 || r.status === 409 ? r : undefined;
          },
          { timeoutMs: 90_000, stepMs: 1_000, what: 'placement answered' },
        );
        return res.body.data.orderId as string;
      }),
    );
    expect(new Set(orderIds).size).toBe(100);
    const states = await Promise.all(
      attempts.map((a, i) =>
        waitFor(
          async () => {
            const s = (await orderDetails(a.who, orderIds[i]!)).body.data?.state as string | undefined;
            return s && s !== 'pending' ? s : undefined;
          },
          { timeoutMs: 120_000, stepMs: 1_000, what: 'order settled' },
        ),
      ),
    );
    const confirmed = states.filter((s) => s === 'confirmed').length;
    expect(states.filter((s) => s !== 'confirmed' && s !== 'rejected')).toEqual([]);
    expect(confirmed).toBe(60);
    await waitFor(async () => (await stockOf(p._id)).holds === 60, { timeoutMs: 30_000, what: 'holds' });
    expect(await stockOf(p._id)).toEqual({ stock: 0, held: 60, holds: 60 });

    const events = await eventsOf(new Set(orderIds));
    for (const id of orderIds) {
      expect(events.get(`order.placed|${id}`)?.size).toBe(1);
      const answers = (events.get(`stock.reserved|${id}`)?.size ?? 0) + (events.get(`stock.rejected|${id}`)?.size ?? 0);
      expect(answers).toBe(1);
    }
    const confirmations = orderIds.reduce((n, id) => n + (events.get(`order.confirmed|${id}`)?.size ?? 0), 0);
    expect(confirmations).toBe(60);
    // The cart of a shopper still works end to end after the restarts.
    expect((await http(`${gatewayUrl}/api/cart/get`, { headers: buyers[0]!.headers })).status).toBe(200);
  }, 420_000);
});
