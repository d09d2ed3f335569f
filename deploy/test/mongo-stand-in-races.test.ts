// The Mongo stand-in, in memory and on an H2 file (`make dev`), under what services do when they start on
// a fresh database, made denser: collections created and dropped and their indexes built while other
// connections insert, update, query and aggregate on them. mongo-java-server changes a collection's index
// list and a database's collections under other locks than the ones its reads and writes take, so such a
// race failed an operation ("Unknown error: null", a write to a removed map) or left an index without
// some documents. Each backend runs in a stand-in of this test's own (mongo-stand-in.ts).
import mongoose from 'mongoose';
import { startStandIn, type StandIn } from './mongo-stand-in.js';

const COLLECTIONS = 40;
const CHURNED = 10;

type Db = NonNullable<mongoose.Connection['db']>;

/** An operation that may fail only in the ways a real MongoDB would fail it here. */
function op(ops: Promise<unknown>[], failures: string[], label: string, run: () => Promise<unknown>, allowed?: RegExp): void {
  ops.push(
    run().catch((e: unknown) => {
      const message = `${(e as { code?: number }).code ?? ''} ${String((e as Error).message ?? e)}`;
      if (!allowed?.test(message)) failures.push(`${label}: ${message}`);
    }),
  );
}

const ALREADY_EXISTS = /^48 /;
const NOT_FOUND = /ns not found|^26 /;

function raceOnFreshCollection(db: Db, name: string, ops: Promise<unknown>[], failures: string[]): void {
  const coll = db.collection(name);
  op(ops, failures, `${name} create`, () => db.createCollection(name), ALREADY_EXISTS);
  op(ops, failures, `${name} index u`, () => coll.createIndex({ u: 1 }, { unique: true }));
  op(ops, failures, `${name} index v`, () => coll.createIndex({ v: 1 }, { unique: true }));
  for (const field of ['a', 'b', 'c']) op(ops, failures, `${name} index ${field}`, () => coll.createIndex({ [field]: 1 }));
  for (let n = 0; n < 16; n++) {
    op(ops, failures, `${name} insert ${n}`, () => coll.insertOne({ n, u: `u${n}`, v: n * 10, a: `a${n}`, b: n % 3, c: new Date() }));
  }
  for (let n = 0; n < 8; n++) op(ops, failures, `${name} update ${n}`, () => coll.updateOne({ n }, { $set: { updated: true }, $inc: { hits: 1 } }));
  for (let n = 0; n < 8; n++) op(ops, failures, `${name} find ${n}`, () => coll.find({ b: n % 3 }).toArray());
  for (let n = 0; n < 4; n++) {
    op(ops, failures, `${name} aggregate ${n}`, () =>
      coll.aggregate([{ $match: { b: { $gte: 0 } } }, { $group: { _id: '$b', count: { $sum: 1 } } }]).toArray(),
    );
  }
  op(ops, failures, `${name} count`, () => coll.countDocuments({ b: 1 }));
  op(ops, failures, `${name} stats`, () => db.command({ collStats: name }));
}

/** A collection dropped and re-created while documents go in and queries run. */
function churn(db: Db, name: string, ops: Promise<unknown>[], failures: string[]): void {
  const coll = db.collection(name);
  for (let cycle = 0; cycle < 4; cycle++) {
    op(ops, failures, `${name} drop ${cycle}`, () => coll.drop(), NOT_FOUND);
    op(ops, failures, `${name} create ${cycle}`, () => db.createCollection(name), ALREADY_EXISTS);
    op(ops, failures, `${name} index ${cycle}`, () => coll.createIndex({ k: 1 }, { unique: true }));
    op(ops, failures, `${name} insert ${cycle}`, () => coll.insertOne({ k: `k${cycle}`, cycle }));
    op(ops, failures, `${name} upsert ${cycle}`, () => coll.updateOne({ k: `up${cycle}` }, { $set: { cycle } }, { upsert: true }));
    op(ops, failures, `${name} find ${cycle}`, () => coll.find({ cycle }).toArray());
    op(ops, failures, `${name} aggregate ${cycle}`, () => coll.aggregate([{ $group: { _id: null, n: { $sum: 1 } } }]).toArray());
  }
  op(ops, failures, `${name} dbStats`, () => db.command({ dbStats: 1 }));
}

describe.each([
  { backend: 'in memory', persist: false },
  { backend: 'on an H2 file', persist: true },
])('the Mongo stand-in $backend', ({ persist }) => {
  let standIn: StandIn;
  let conn: mongoose.Connection;

  beforeAll(async () => {
    standIn = await startStandIn({ persist });
    conn = await mongoose.createConnection(standIn.url, { dbName: 'races', maxPoolSize: 64 }).asPromise();
  }, 90_000);

  afterAll(async () => {
    await conn?.close().catch(() => undefined);
    await standIn?.destroy();
  });

  test('answers every operation racing collection and index creation and drops, and keeps its indexes whole', async () => {
    const db = conn.db!;
    const sideDb = conn.getClient().db('races_side');
    const ops: Promise<unknown>[] = [];
    const failures: string[] = [];
    const fresh = Array.from({ length: COLLECTIONS }, (_, i) => `fresh_${i}`);
    const churned = Array.from({ length: CHURNED }, (_, i) => `churned_${i}`);
    for (let i = 0; i < COLLECTIONS; i++) {
      raceOnFreshCollection(db, fresh[i]!, ops, failures);
      if (i < CHURNED) churn(db, churned[i]!, ops, failures);
      // A whole database dropped while writes to it go on.
      if (i % 8 === 0) op(ops, failures, `side drop ${i}`, () => sideDb.dropDatabase());
      op(ops, failures, `side insert ${i}`, () => sideDb.collection(`side_${i % 4}`).insertOne({ i }));
    }
    await Promise.all(ops);
    expect({ failed: failures.length, of: ops.length, failures: failures.slice(0, 20) }).toEqual({ failed: 0, of: ops.length, failures: [] });

    // Every document is reachable through each unique index, and removing them all (which walks every
    // index for each document) succeeds: an index built while inserts ran would miss some.
    for (const name of fresh) {
      const coll = db.collection(name);
      const indexes = (await coll.listIndexes().toArray()).map((i) => i.name as string).sort();
      expect({ name, indexes }).toEqual({ name, indexes: ['_id_', 'a_1', 'b_1', 'c_1', 'u_1', 'v_1'] });
      for (let n = 0; n < 16; n++) {
        const byU = await coll.findOne({ u: `u${n}` });
        const byV = await coll.findOne({ v: n * 10 });
        expect({ name, n, byU: byU?.n, byV: byV?.n }).toEqual({ name, n, byU: n, byV: n });
      }
      expect(await coll.updateMany({}, { $set: { checked: true } })).toMatchObject({ matchedCount: 16 });
      expect(await coll.deleteMany({})).toMatchObject({ deletedCount: 16 });
    }
    for (const name of churned) {
      const coll = db.collection(name);
      await coll.insertOne({ k: 'after' });
      expect(await coll.findOne({ k: 'after' })).toMatchObject({ k: 'after' });
      expect(await coll.deleteMany({})).toMatchObject({ acknowledged: true });
    }
  }, 240_000);
});
