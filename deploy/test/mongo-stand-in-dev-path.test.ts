// The path `make dev` takes with a persistent Mongo stand-in (MONGO_PERSIST=1): the stand-in started by
// deploy/infra/up.sh, services started against its empty databases by deploy/dev/services.sh, the seed
// (deploy/dev/seed.sh), then the stand-in restarted, and the data still there for the running services.
// Services starting on a fresh H2 database raced their own index builds and failed to start; an
// acknowledged write could vanish with a restart.
//
// Everything here is private: the stand-in's port, PID file and data directory (MM_MONGO_PORT,
// MM_RUN_DIR, MM_DATA_DIR), the services' ports (+20000: the dev stack is on +0, `make test`'s on
// +10000), their databases, topics, queues and Redis channel; only the user, catalogue and media
// services start (the seed needs the three). What it started, it stops.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import mongoose from 'mongoose';
import { freePort } from './free-port.js';

const run = promisify(execFile);
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
const OFFSET = 20_000;
const SERVICES = ['user', 'catalogue', 'media'];
const stamp = `${Date.now()}`;
const suffix = `_p${stamp}`;
const dir = mkdtempSync(join(tmpdir(), 'mm-dev-path-'));
let env: NodeJS.ProcessEnv;
let mongoUrl: string;

async function sh(what: string, args: string[], timeout: number): Promise<string> {
  try {
    const { stdout, stderr } = await run('bash', args, { cwd: repoRoot, env, timeout, maxBuffer: 20_000_000 });
    return stdout + stderr;
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${what} failed: ${err.message}\n${(err.stdout ?? '').slice(-4000)}\n${(err.stderr ?? '').slice(-4000)}`, { cause: e });
  }
}

const standIn = (action: 'up' | 'down') => sh(`stand-in ${action}`, [`deploy/infra/${action}.sh`, 'mongo'], 180_000);

async function productCount(): Promise<number> {
  const conn = await mongoose.createConnection(mongoUrl, { dbName: `minutemart_catalogue${suffix}` }).asPromise();
  try {
    return await conn.db!.collection('products').countDocuments();
  } finally {
    await conn.close();
  }
}

async function adminLogin(): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${4001 + OFFSET}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@minutemart.test', password: 'Admin@12345' }),
    signal: AbortSignal.timeout(10_000),
  });
  return res.status;
}

beforeAll(async () => {
  const port = await freePort();
  mongoUrl = `mongodb://127.0.0.1:${port}`;
  env = {
    ...process.env,
    MONGO_PERSIST: '1',
    MM_MONGO_PORT: String(port),
    // up.sh takes a MONGO_URL on our own port for "ours" and starts the stand-in there.
    MONGO_URL: mongoUrl,
    MM_RUN_DIR: join(dir, 'run'),
    MM_DATA_DIR: join(dir, 'data'),
    MM_APP_RUN_DIR: join(dir, 'app'),
    MONGO_HEAP_OPTS: '-Xms64m -Xmx512m',
    MM_PORT_OFFSET: String(OFFSET),
    MM_DB_SUFFIX: suffix,
    KAFKA_TOPIC_PREFIX: `persist${stamp}.`,
    KAFKA_GROUP_SUFFIX: suffix,
    QUEUE_PREFIX: `mm${suffix}`,
    REDIS_PREFIX: `mm${suffix}`,
    PUBLIC_BASE_URL: `http://localhost:${8080 + OFFSET}`,
  };
  // Not `make test`'s trace collector: that test counts the spans it receives.
  delete env.OTEL_EXPORTER_OTLP_ENDPOINT;
  delete env.MM_TEST_OTLP_ENDPOINT;
}, 10_000);

afterAll(async () => {
  if (env) {
    await sh('services stop', ['deploy/dev/services.sh', 'stop', ...SERVICES], 120_000).catch((e) => console.warn(String(e)));
    await standIn('down').catch((e) => console.warn(String(e)));
    await run(process.execPath, ['--import', 'tsx', 'deploy/test/drop-topics.ts'], { cwd: repoRoot, env, timeout: 60_000 }).catch(() => undefined);
  }
  rmSync(dir, { recursive: true, force: true });
}, 300_000);

test('services start on an empty persistent stand-in, are seeded, and find their data after it restarts', async () => {
  const up = await standIn('up');
  expect(up).toContain(`persistent: ${join(dir, 'data', 'mongo')}`);

  await sh('services start', ['deploy/dev/services.sh', 'start', ...SERVICES], 300_000);
  await sh('seed', ['deploy/dev/seed.sh'], 600_000);
  const seeded = await productCount();
  expect(seeded).toBeGreaterThan(0);
  expect(await adminLogin()).toBe(200);

  await standIn('down');
  await standIn('up');
  expect(await productCount()).toBe(seeded);
  // The running user service reconnects and reads the admin the seed wrote before the restart.
  let status = 0;
  for (let i = 0; i < 30 && status !== 200; i++) {
    status = await adminLogin().catch(() => 0);
    if (status !== 200) await new Promise((r) => setTimeout(r, 1_000));
  }
  expect(status).toBe(200);
}, 1_200_000);
