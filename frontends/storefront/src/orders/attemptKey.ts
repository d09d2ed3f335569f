import { useRef } from 'react';

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; a plain-http LAN host still has getRandomValues.
  const b = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}

/**
 * One Idempotency-Key per checkout attempt. The key stays the same while the attempt (payment method,
 * address, cart) is unchanged and has had no answer, so a retry after a timeout or a double click returns
 * the first order instead of placing a second; once the server has answered, the next click is a new attempt.
 */
export function useAttemptKey() {
  const current = useRef<{ fingerprint: string; key: string } | null>(null);
  return {
    keyFor(fingerprint: string): string {
      if (!current.current || current.current.fingerprint !== fingerprint) current.current = { fingerprint, key: newKey() };
      return current.current.key;
    },
    /** The server answered (placed or refused): the next submission is a new attempt. */
    settle(): void {
      current.current = null;
    },
  };
}
