/**
 * Reject when work takes longer than `ms`. Our Redis connection is BullMQ-style (commands wait
 * for a reconnect instead of failing), so every request-path Redis call needs its own deadline.
 */
export function withDeadline<T>(work: Promise<T>, ms: number, onLate: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onLate()), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
