/**
 * How long people in a dark store take, in real-world seconds, drawn from ranges seen in quick
 * commerce (a picker walks the aisles per unit, a rider waits at the door). The simulator divides
 * every wait by its speed; the order service measures what actually happened.
 */
export const TIMINGS = {
  /** From an order appearing in the queue to a free picker claiming it. */
  claimS: [5, 25],
  /** Walking to the shelf and scanning, per unit. */
  pickPerUnitS: [8, 20],
  /** Bagging and labelling. */
  packS: [20, 50],
  /** A packed bag waiting for a free rider to take it. */
  takeS: [10, 60],
  /** Strapping the bag on and leaving. */
  leaveS: [10, 30],
  /** City riding speed, plus parking and the stairs at the other end. */
  rideKmph: 18,
  doorS: [40, 120],
  /** The share of units not on the shelf (the store's count was wrong). */
  missingChance: 0.03,
  /** Of those, how often the picker offers a same-aisle substitute instead of refunding. */
  substituteChance: 0.6,
} as const;

/** A small seeded generator (mulberry32): a run can be replayed with SIM_SEED. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const between = (random: () => number, [lo, hi]: readonly [number, number]) => lo + random() * (hi - lo);

/** Seconds on the road for a distance; unknown distance (one-store mode) is a 2 km ride. */
export const rideSeconds = (km: number | null) => ((km ?? 2) / TIMINGS.rideKmph) * 3600;
