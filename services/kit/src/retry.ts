export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/**
 * Exponential backoff with equal jitter, capped: half the delay is fixed so a retry never comes back at once,
 * the other half random so a fleet of retries does not move in lockstep.
 */
export function backoff(attempt: number, baseMs = 200, capMs = 10_000): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** attempt);
  return Math.round(ceiling / 2 + Math.random() * (ceiling / 2));
}

export async function retry<T>(
  fn: () => Promise<T>,
  opts: { attempts: number; baseMs?: number; capMs?: number; onError?: (e: unknown, attempt: number) => void },
): Promise<T> {
  let last: unknown;
  for (let attempt = 0; attempt < opts.attempts; attempt++) {
    try {
      return await fn();
    } catch (e) {
      last = e;
      opts.onError?.(e, attempt);
      if (attempt < opts.attempts - 1) await sleep(backoff(attempt, opts.baseMs, opts.capMs));
    }
  }
  throw last;
}
