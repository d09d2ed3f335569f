import { Types, type Connection } from 'mongoose';
import { startService, type RunningService } from '@minutemart/kit';
import { http, testInfra, testServiceEnv, uniqueName } from '@minutemart/kit/testing';
import { readUserConfig, type UserConfig } from '../../../services/user/src/config.js';
import { userService } from '../../../services/user/src/service.js';
import { readCartConfig, type CartConfig } from '../../../services/cart/src/config.js';
import { cartService } from '../../../services/cart/src/service.js';
import { startPrivateKafka, type PrivateKafka } from './private-kafka.js';
import { describeStack, openDb, registerShopper, sharedKafkaPid, waitFor } from './stack.js';

const cartIn = (db: Connection, userId: string) => db.collection('carts').findOne({ _id: new Types.ObjectId(userId) });

describeStack('event bus end to end', () => {
  let cartDb: Connection;
  beforeAll(async () => {
    cartDb = await openDb('cart');
  });
  afterAll(async () => {
    await cartDb?.close();
  });

  it('register over HTTP → user Mongo + outbox → Kafka → cart consumer → cart Mongo', async () => {
    const { userId, email } = await registerShopper();
    const cart = await waitFor(() => cartIn(cartDb, userId), { timeoutMs: 20_000, what: 'cart prepared from user.registered' });
    expect(cart).toMatchObject({ email, items: [] });
    const userDb = await openDb('user');
    try {
      const user = await userDb.collection('users').findOne({ _id: new Types.ObjectId(userId) });
      expect(user?.['_outbox'] ?? []).toHaveLength(0); // published and removed
    } finally {
      await userDb.close();
    }
  });
});

/**
 * Stopping Kafka under running services, on a broker of this test's own (own ports and data
 * directory) with its own user and cart services: the shared broker a developer's `make dev` and
 * the test stack use keeps running, untouched.
 */
describe('event bus across a Kafka outage (private broker)', () => {
  let kafka: PrivateKafka | undefined;
  let user: RunningService<UserConfig> | undefined;
  let cart: RunningService<CartConfig> | undefined;
  const sharedBefore = sharedKafkaPid();

  beforeAll(async () => {
    kafka = await startPrivateKafka();
    const common = { KAFKA_BROKERS: kafka.brokers };
    user = await startService(
      userService(readUserConfig(testServiceEnv('user', { ...common, REDIS_PREFIX: uniqueName('t_user'), SMTP_URL: testInfra.smtpUrl }))),
    );
    cart = await startService(cartService(readCartConfig(testServiceEnv('cart', { ...common, JWKS_URL: `${user.url}/.well-known/jwks.json` }))));
    await Promise.all(cart.consumers.map((c) => c.joined));
  }, 240_000);

  afterAll(async () => {
    await cart?.stop().catch(() => undefined);
    await user?.stop().catch(() => undefined);
    await kafka?.destroy();
  }, 120_000);

  let n = 0;
  const register = async (): Promise<string> => {
    const email = `outage.${Date.now()}.${n++}@example.test`;
    const res = await http(`${user!.url}/api/user/register`, { body: { name: 'Outage Test', email, password: 'Platform123', confirmPassword: 'Platform123' } });
    if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data._id as string;
  };
  const cartOf = (userId: string) => cartIn(cart!.runtime.db, userId);

  it('loses nothing published while Kafka is down, and recovers without restarting services', async () => {
    // The pipeline works on the private broker before the outage.
    const before = await register();
    await waitFor(() => cartOf(before), { timeoutMs: 30_000, stepMs: 250, what: 'cart from user.registered on the private broker' });

    await kafka!.stop();
    let pending: string;
    try {
      // The write side keeps working: the event waits in the user's outbox (user.registered in each
      // version still published, v1 beside v2).
      pending = await register();
      const doc = await user!.runtime.db.collection('users').findOne({ _id: new Types.ObjectId(pending) });
      const waiting = (doc?.['_outbox'] ?? []) as Array<{ headers: Record<string, string> }>;
      expect(waiting.map((e) => `${e.headers['event-type']}@${e.headers['event-version']}`).sort()).toEqual(['user.registered@1', 'user.registered@2']);
    } finally {
      await kafka!.start();
    }
    await waitFor(() => cartOf(pending!), { timeoutMs: 90_000, stepMs: 500, what: 'event delivered after Kafka came back' });
    // And new traffic flows normally afterwards.
    const after = await register();
    await waitFor(() => cartOf(after), { timeoutMs: 60_000, stepMs: 500, what: 'post-restart event delivered' });
  }, 240_000);

  it('leaves the shared broker alone', () => {
    expect(kafka!.brokers).not.toBe(testInfra.kafkaBrokers);
    // Same process before and after: nothing stopped or restarted it (undefined when no local one runs).
    expect(sharedKafkaPid()).toBe(sharedBefore);
  });
});
