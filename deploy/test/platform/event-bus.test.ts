import { Types, type Connection } from 'mongoose';
import { describeStack, kafkaCtl, openDb, ownKafka, registerShopper, waitFor } from './stack.js';

let cartDb: Connection;
beforeAll(async () => {
  cartDb = await openDb('cart');
});
afterAll(async () => {
  await cartDb?.close();
});

const cartOf = (userId: string) => cartDb.collection('carts').findOne({ _id: new Types.ObjectId(userId) });

describeStack('event bus end to end', () => {
  it('register over HTTP → user Mongo + outbox → Kafka → cart consumer → cart Mongo', async () => {
    const { userId, email } = await registerShopper();
    const cart = await waitFor(() => cartOf(userId), { timeoutMs: 20_000, what: 'cart prepared from user.registered' });
    expect(cart).toMatchObject({ email, items: [] });
    const userDb = await openDb('user');
    try {
      const user = await userDb.collection('users').findOne({ _id: new Types.ObjectId(userId) });
      expect(user?.['_outbox'] ?? []).toHaveLength(0); // published and removed
    } finally {
      await userDb.close();
    }
  });

  (ownKafka() ? it : it.skip)('loses nothing published while Kafka is down, and recovers without restarting services', async () => {
    kafkaCtl('stop');
    let pending: { userId: string };
    try {
      // The write side keeps working: the event waits in the user's outbox.
      pending = await registerShopper();
      const userDb = await openDb('user');
      try {
        const user = await userDb.collection('users').findOne({ _id: new Types.ObjectId(pending.userId) });
        expect(user?.['_outbox']).toHaveLength(1);
      } finally {
        await userDb.close();
      }
    } finally {
      kafkaCtl('start');
    }
    const cart = await waitFor(() => cartOf(pending!.userId), { timeoutMs: 90_000, stepMs: 500, what: 'event delivered after Kafka came back' });
    expect(cart).not.toBeNull();
    // And new traffic flows normally afterwards.
    const after = await registerShopper();
    await waitFor(() => cartOf(after.userId), { timeoutMs: 60_000, stepMs: 500, what: 'post-restart event delivered' });
  }, 180_000);
});
