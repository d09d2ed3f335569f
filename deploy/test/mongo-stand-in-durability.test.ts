// The persistent Mongo stand-in (`make dev`, MONGO_PERSIST=1) keeps every write it acknowledged when the
// process is killed outright: it commits its H2 store before answering (ADR 0014). Each round writes like
// a burst of registrations, kills the stand-in with SIGKILL the moment the answers are in (with more
// writes still in flight), starts it again on the same file and finds everything that was acknowledged.
import mongoose from 'mongoose';
import { startStandIn, type StandIn } from './mongo-stand-in.js';

const ROUNDS = 20;

let standIn: StandIn;

beforeAll(async () => {
  standIn = await startStandIn({ persist: true });
}, 90_000);

afterAll(async () => {
  await standIn?.destroy();
});

async function connect(): Promise<mongoose.Connection> {
  return mongoose.createConnection(standIn.url, { dbName: 'durable', maxPoolSize: 8, serverSelectionTimeoutMS: 10_000 }).asPromise();
}

test(`every acknowledged write survives kill -9 and a restart, ${ROUNDS} times in a row`, async () => {
  const acked = new Set<string>();
  let incrementsAcked = 0;
  let incrementsSent = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const conn = await connect();
    const users = conn.db!.collection('users');
    const counters = conn.db!.collection('counters');
    if (round === 0) await users.createIndex({ email: 1 }, { unique: true });
    const register = (i: number) => {
      const email = `r${round}.${i}@example.test`;
      return users.insertOne({ email, round, at: new Date() }).then(() => acked.add(email));
    };
    const increment = () => {
      incrementsSent++;
      return counters.updateOne({ _id: 'hits' as never }, { $inc: { n: 1 } }, { upsert: true }).then(() => incrementsAcked++);
    };
    await Promise.all([...Array.from({ length: 6 }, (_, i) => register(i)), increment()]);
    // More writes leave now and are still in flight when the process dies; those answered count too.
    const inFlight = [...Array.from({ length: 6 }, (_, i) => register(6 + i)), increment()].map((p) => p.catch(() => undefined));
    await standIn.kill();
    // Closing at once fails what was not answered, instead of the driver waiting to retry it.
    await conn.close(true).catch(() => undefined);
    await Promise.all(inFlight);
    await standIn.start();
  }

  const conn = await connect();
  try {
    const users = conn.db!.collection('users');
    const stored = new Set((await users.find({}, { projection: { email: 1 } }).toArray()).map((u) => u.email as string));
    const lost = [...acked].filter((email) => !stored.has(email));
    expect({ acked: acked.size, lost }).toEqual({ acked: acked.size, lost: [] });
    // Found through the unique index too: a document stored without its index entry would be missed here.
    for (const email of acked) expect(await users.countDocuments({ email })).toBe(1);
    const hits = (await conn.db!.collection('counters').findOne({ _id: 'hits' as never }))?.n as number;
    expect(hits).toBeGreaterThanOrEqual(incrementsAcked);
    expect(hits).toBeLessThanOrEqual(incrementsSent);
  } finally {
    await conn.close();
  }
}, 400_000);
