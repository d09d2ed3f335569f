/** What a write touched; the service refreshes this replica's cache and nudges the outbox with it. */
export type Change = { kind: 'taxonomy' } | { kind: 'products'; ids: string[] };
export type OnChange = (change: Change) => Promise<void>;

export const SOURCE = 'catalogue-service';

export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
