import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import mongoose from 'mongoose';
import { http, testInfra, waitFor } from '@minutemart/kit/testing';

/**
 * The running stack these platform tests drive from outside, like a client would: `make test`
 * starts it on ports +MM_PORT_OFFSET with databases suffixed MM_DB_SUFFIX.
 */
export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const offset = Number(process.env.MM_PORT_OFFSET ?? 0);
const suffix = process.env.MM_DB_SUFFIX ?? '';

export const gatewayUrl = process.env.BASE_URL ?? `http://localhost:${8080 + offset}`;
export const serviceUrls: Record<string, string> = {
  user: `http://127.0.0.1:${4001 + offset}`,
  catalogue: `http://127.0.0.1:${4002 + offset}`,
  cart: `http://127.0.0.1:${4003 + offset}`,
  order: `http://127.0.0.1:${4004 + offset}`,
  media: `http://127.0.0.1:${4005 + offset}`,
};
export const dbName = (service: string): string => `minutemart_${service}${suffix}`;

export async function stackIsUp(): Promise<boolean> {
  try {
    return (await fetch(`${gatewayUrl}/healthz`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

/** Fail loudly in CI (E2E_REQUIRE_BACKEND) and skip politely on a laptop without the stack. */
export const describeStack = (await stackIsUp()) || process.env.E2E_REQUIRE_BACKEND ? describe : describe.skip;

export async function openDb(service: string): Promise<mongoose.Connection> {
  return mongoose.createConnection(testInfra.mongoUrl, { dbName: dbName(service) }).asPromise();
}

let n = 0;
export async function registerShopper(password = 'Platform123'): Promise<{ email: string; userId: string; cookie: string }> {
  const email = `platform.${Date.now()}.${n++}@example.test`;
  const reg = await http(`${gatewayUrl}/api/user/register`, { body: { name: 'Platform Test', email, password, confirmPassword: password } });
  if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${JSON.stringify(reg.body)}`);
  const login = await http(`${gatewayUrl}/api/user/login`, { body: { email, password } });
  if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
  return { email, userId: reg.body.data._id, cookie: `accessToken=${login.cookies['accessToken']}` };
}

/**
 * PID of the shared broker `make infra-up` started (undefined when none runs from our PID file).
 * Tests never stop it: one that needs Kafka down starts its own (private-kafka.ts).
 */
export function sharedKafkaPid(): number | undefined {
  const cache = process.env.XDG_CACHE_HOME ?? join(process.env.HOME ?? '/root', '.cache');
  const pidFile = join(process.env.MM_RUN_DIR ?? join(cache, 'minutemart', 'run'), 'kafka.pid');
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

export { freePort } from '../free-port.js';

export { http, waitFor };
