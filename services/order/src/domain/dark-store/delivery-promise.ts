/**
 * The delivery promise and a store's intake, as pure functions of (store, queue, clock) (ADR 0007).
 * Nothing here reads a database or the time: the caller passes both, so the same numbers come out
 * in a test, the simulator and production.
 */

export interface PromiseSettings {
  pickMinutesPerOrder: number;
  handoverMinutes: number;
  riderKmph: number;
  pauseAtMinutes: number;
  resumeAtMinutes: number;
  /** With rider capacity on and nobody on shift: until a rider called in reaches the store (ADR 0027). */
  noRiderMinutes: number;
}

export interface OpeningHours {
  /** "HH:MM" in Asia/Kolkata; close before open means open past midnight. */
  open: string;
  close: string;
}

/** Picking time for the next order: the orders ahead of it shared among the pickers on shift. */
export function pickingMinutes(queue: number, pickers: number, s: PromiseSettings): number {
  return s.pickMinutesPerOrder * Math.ceil((queue + 1) / Math.max(pickers, 1));
}

export function travelMinutes(km: number, s: PromiseSettings): number {
  return s.handoverMinutes + (km / s.riderKmph) * 60;
}

/** Out with the bag and back to the store: a rider is free again after this. */
export function roundTripMinutes(km: number, s: PromiseSettings): number {
  return 2 * travelMinutes(km, s);
}

/** A store's riders as the rider wait needs them (ADR 0027). */
export interface RiderLoad {
  /** Riders signed in for the store. */
  onShift: number;
  /** Orders a rider has taken and not delivered yet. */
  delivering: number;
  /** Orders ahead of the next one that still need a rider: in the pick queue, or packed and not taken. */
  ahead: number;
}

/**
 * Minutes from now until a rider is free for the next order. A rider out on a delivery is back, on
 * average, half a round trip from now; every order ahead takes a rider for a whole round trip, first
 * come first served. With nobody on shift, one rider arrives after `noRiderMinutes` and serves the
 * orders ahead first. 0: a rider is free for it now.
 */
export function riderWaitMinutes(r: RiderLoad, km: number, s: PromiseSettings): number {
  const trip = roundTripMinutes(km, s);
  const ahead = Math.max(0, r.ahead);
  if (r.onShift <= 0) return s.noRiderMinutes + ahead * trip;
  const free = r.onShift - Math.min(Math.max(0, r.delivering), r.onShift);
  const slot = ahead % r.onShift;
  return (slot < free ? 0 : trip / 2) + Math.floor(ahead / r.onShift) * trip;
}

/**
 * Whole minutes, rounded up: a promise is never shorter than the model says. With `riders` (rider
 * capacity on for the store), the order leaves once it is packed and a rider is free, whichever is later.
 */
export function promiseMinutes(queue: number, pickers: number, km: number, s: PromiseSettings, riders?: RiderLoad): number {
  const picking = pickingMinutes(queue, pickers, s);
  const leaves = riders ? Math.max(picking, riderWaitMinutes(riders, km, s)) : picking;
  return Math.ceil(leaves + travelMinutes(km, s) - 1e-9);
}

/** India has one time zone and no daylight saving: IST is UTC+05:30 all year. */
const IST_OFFSET_MIN = 330;

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** Minutes since local midnight in India. */
export function istMinuteOfDay(at: Date): number {
  return Math.floor(((at.getTime() / 60_000 + IST_OFFSET_MIN) % 1440) + 1440) % 1440;
}

/** Open at `at`? Equal open and close times mean open round the clock. */
export function isOpenAt(hours: OpeningHours, at: Date): boolean {
  const open = minutesOf(hours.open);
  const close = minutesOf(hours.close);
  if (open === close) return true;
  const now = istMinuteOfDay(at);
  return open < close ? now >= open && now < close : now >= open || now < close;
}

export interface LoadState {
  pausedByLoad: boolean;
  /** When the store last paused or resumed by itself. */
  since: Date | null;
}

export interface LoadDecision extends LoadState {
  /** The promise the decision was taken on: the next order's, to the store's nearest served area. */
  minutes: number;
  queue: number;
  changed: boolean;
}

/**
 * Hysteresis: a store pauses once its promise exceeds PAUSE_AT_MINUTES and resumes only when it
 * is back below RESUME_AT_MINUTES, so one order more or less at the limit does not flap it.
 * The store's promise is the one to its nearest served area, with the wait for a rider when rider
 * capacity is on: when even that is too long, the store is over capacity.
 */
export function decideLoad(
  store: { pickers: number; nearestKm: number; load: LoadState },
  queue: number,
  now: Date,
  s: PromiseSettings,
  riders?: RiderLoad,
): LoadDecision {
  const minutes = promiseMinutes(queue, store.pickers, store.nearestKm, s, riders);
  const was = store.load.pausedByLoad;
  const paused = was ? minutes >= s.resumeAtMinutes : minutes > s.pauseAtMinutes;
  const changed = paused !== was;
  return { pausedByLoad: paused, since: changed ? now : store.load.since, minutes, queue, changed };
}
