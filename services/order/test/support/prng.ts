import { createHash } from 'node:crypto';

/** A seedable PRNG (mulberry32): generated test data is the same on every run. */
export function prng(key: string): () => number {
  let a = createHash('sha256').update(key).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
