import type { QueryKey } from '@tanstack/react-query';
import { queryClient } from '@minutemart/ui/query';

/**
 * `write`, after whose success every read under `areas` (keys of `queryKeys`) is stale: the ones on
 * screen read again, the rest the next time they are shown (the storefront's catalogue in this tab too).
 */
export function invalidates<A extends unknown[], R>(areas: readonly QueryKey[], write: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return async (...args) => {
    const result = await write(...args);
    for (const queryKey of areas) void queryClient.invalidateQueries({ queryKey });
    return result;
  };
}
