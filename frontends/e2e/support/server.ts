import net from 'node:net';
import { startServer, type StartServerOptions } from '../../shell/scripts/serve.mjs';
// The shell's own static server (also usable by hand: node frontends/shell/scripts/serve.mjs).
export { startServer };

/** A port nothing listens on (bound then released). */
export function deadPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export const BASE_URL = (process.env.BASE_URL ?? 'http://localhost:8080').replace(/\/$/, '');

/** True if something answers HTTP at url within the timeout (any status). */
export async function reachable(url: string, timeoutMs = 3000): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
    return true;
  } catch {
    return false;
  }
}

/**
 * The shell's static server for a describe block (call inside it): started before its tests on a free
 * port, closed after them. Without `api` (or when it resolves to undefined) its /api goes to a port
 * nothing listens on: the page meets an unreachable backend unless a test fakes the answer.
 */
export function shellPerSuite(options: () => StartServerOptions | Promise<StartServerOptions> = () => ({})): { readonly url: string } {
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  beforeAll(async () => {
    const chosen = await options();
    server = await startServer({ port: 0, ...chosen, api: chosen.api ?? (await deadApi()) });
  });
  afterAll(async () => {
    await server?.close();
  });
  return {
    get url() {
      if (!server) throw new Error("the suite's shell server is not started yet");
      return server.url;
    },
  };
}

/** An /api origin nothing answers at. */
export async function deadApi(): Promise<string> {
  return `http://127.0.0.1:${await deadPort()}`;
}

/** BASE_URL when something answers there, else an /api origin nothing answers at. */
export async function liveOrDeadApi(): Promise<string> {
  return (await reachable(BASE_URL)) ? BASE_URL : deadApi();
}
