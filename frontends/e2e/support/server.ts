import net from 'node:net';
// The shell's own static server (also usable by hand: node frontends/shell/scripts/serve.mjs).
export { startServer } from '../../shell/scripts/serve.mjs';

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
