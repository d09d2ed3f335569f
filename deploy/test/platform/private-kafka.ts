import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort, repoRoot } from './stack.js';

const run = promisify(execFile);

/**
 * A Kafka broker of this test's own: its own ports, PID file, log and data directory, started and
 * stopped with the same scripts as the shared one (deploy/infra/kafka.sh). A test that restarts
 * Kafka restarts this one, so a developer's `make dev` broker is never touched.
 */
export interface PrivateKafka {
  brokers: string;
  /** The pieces of deploy/infra this broker lives in (for assertions and debugging). */
  dir: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stop it and delete its directory; safe to call twice. */
  destroy(): Promise<void>;
}

export async function startPrivateKafka(): Promise<PrivateKafka> {
  const dir = mkdtempSync(join(tmpdir(), 'mm-private-kafka-'));
  const port = await freePort();
  let controllerPort = await freePort();
  while (controllerPort === port) controllerPort = await freePort();
  const brokers = `127.0.0.1:${port}`;
  const env = {
    ...process.env,
    MM_RUN_DIR: join(dir, 'run'),
    MM_DATA_DIR: join(dir, 'data'),
    MM_KAFKA_PORT: String(port),
    MM_KAFKA_CONTROLLER_PORT: String(controllerPort),
    // up.sh treats a set KAFKA_BROKERS on our own port as "ours" and creates the registry's topics there.
    KAFKA_BROKERS: brokers,
    KAFKA_HEAP_OPTS: '-Xms64m -Xmx256m',
    // The services this broker serves use the registry's plain names, whatever prefix the test
    // stack of `make test` exports for its own topics on the shared broker.
    KAFKA_TOPIC_PREFIX: '',
  };
  const ctl = async (action: 'start' | 'stop') => {
    try {
      await run('bash', [join(repoRoot, 'deploy/infra/kafka.sh'), action], { env, timeout: 180_000 });
    } catch (e) {
      const err = e as { stdout?: string; stderr?: string; message: string };
      throw new Error(`private Kafka ${action} failed: ${err.message}\n${err.stdout ?? ''}\n${err.stderr ?? ''}`, { cause: e });
    }
  };
  let destroyed = false;
  const destroy = async () => {
    if (destroyed) return;
    destroyed = true;
    await ctl('stop').catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await ctl('start');
  } catch (e) {
    await destroy();
    throw e;
  }
  return { brokers, dir, stop: () => ctl('stop'), start: () => ctl('start'), destroy };
}
