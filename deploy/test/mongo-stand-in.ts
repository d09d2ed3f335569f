import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.js';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * A Mongo stand-in of a test's own, started from the jar deploy/infra/servers/mongo.sh builds, on a
 * private port and (persistent) with its own data file, so a test can kill it without touching the
 * shared one on 27017. MM_MONGO_JAR points at another build of the launcher (to try an older one).
 */
export interface StandIn {
  url: string;
  /** The H2 data file; undefined in memory. */
  file?: string;
  pid(): number;
  /** Start again on the same port and file. */
  start(): Promise<void>;
  /** SIGTERM: the launcher's shutdown hook closes the store. */
  stop(): Promise<void>;
  /** SIGKILL: nothing runs after it. */
  kill(): Promise<void>;
  /** Stop it and delete its directory; safe to call twice. */
  destroy(): Promise<void>;
}

let jar: string | undefined;

/** The launcher jar as mongo.sh builds and names it; refuses one built from other sources than these. */
export function standInJar(): string {
  if (process.env.MM_MONGO_JAR) return process.env.MM_MONGO_JAR;
  if (jar) return jar;
  const script = `. deploy/infra/versions.sh; . deploy/infra/lib.sh; . deploy/infra/servers/mongo.sh
    pin="$(mongo_pin)"; [[ -f "$MONGO_JAR" ]] && marker_matches "$MONGO_HOME/.installed" "$pin" || { echo "stale"; exit 0; }; echo "$MONGO_JAR"`;
  const out = execFileSync('bash', ['-c', script], { cwd: repoRoot, encoding: 'utf8' }).trim();
  if (out === 'stale') {
    throw new Error('the Mongo stand-in jar is missing or older than deploy/infra/mongo-launcher: run `bash deploy/infra/install.sh`');
  }
  return (jar = out);
}

export async function startStandIn(opts: { persist: boolean }): Promise<StandIn> {
  const dir = mkdtempSync(join(tmpdir(), 'mm-mongo-stand-in-'));
  const port = await freePort();
  const file = opts.persist ? join(dir, 'data.mv') : undefined;
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  const start = async () => {
    const proc = spawn('java', ['-Xms64m', '-Xmx512m', '-XX:+UseSerialGC', '-Dorg.slf4j.simpleLogger.defaultLogLevel=warn', '-jar', standInJar()], {
      env: {
        ...process.env,
        MONGO_HOST: '127.0.0.1',
        MONGO_PORT: String(port),
        MONGO_PERSIST: opts.persist ? '1' : '0',
        MONGO_DATA_FILE: file ?? join(dir, 'unused.mv'),
        MONGO_WIRE_VERSION: '9',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    let output = '';
    exited = new Promise((resolve) => proc.once('exit', () => resolve()));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`stand-in did not start within 60 s:\n${output}`)), 60_000);
      const onData = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-20_000);
        if (output.includes('[mongo-launcher] listening')) {
          clearTimeout(timer);
          resolve();
        }
      };
      proc.stdout!.on('data', onData);
      proc.stderr!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
      proc.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`stand-in exited (${code ?? signal}) before listening:\n${output}`));
      });
    });
  };
  const signal = async (sig: NodeJS.Signals) => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill(sig);
    await exited;
  };
  let destroyed = false;
  const standIn: StandIn = {
    url: `mongodb://127.0.0.1:${port}`,
    file,
    pid: () => child?.pid ?? -1,
    start,
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
    destroy: async () => {
      if (destroyed) return;
      destroyed = true;
      await signal('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await start();
  } catch (e) {
    await standIn.destroy();
    throw e;
  }
  return standIn;
}
