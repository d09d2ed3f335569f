import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { testInfra, uniqueName, waitFor } from '@minutemart/kit/testing';

const repoRoot = join(import.meta.dirname, '../../../..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

/**
 * The real media service as its own process (a service never imports another's code), with its
 * own database and bucket, trusting `token` on /internal. Invoices are stored there.
 */
export async function startMediaProcess(token: string): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'services/media/src/main.ts')], {
    cwd: join(repoRoot, 'services/media'),
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      MONGO_URL: testInfra.mongoUrl,
      MONGO_DB: uniqueName('t_media_docs'),
      S3_ENDPOINT: testInfra.s3Endpoint,
      S3_BUCKET: `t-docs-${Date.now().toString(36)}`,
      INTERNAL_TOKEN: token,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await fetch(`${url}/readyz`).catch(() => null))?.ok === true, { what: 'media service to start', timeoutMs: 60_000 });
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
