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

/** Whole minutes, rounded up: a promise is never shorter than the model says. */
export function promiseMinutes(queue: number, pickers: number, km: number, s: PromiseSettings): number {
  return Math.ceil(pickingMinutes(queue, pickers, s) + travelMinutes(km, s) - 1e-9);
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
 * The store's promise is the one to its nearest served area: when even that is too long, the
 * store is over capacity.
 */
export function decideLoad(store: { pickers: number; nearestKm: number; load: LoadState }, queue: number, now: Date, s: PromiseSettings): LoadDecision {
  const minutes = promiseMinutes(queue, store.pickers, store.nearestKm, s);
  const was = store.load.pausedByLoad;
  const paused = was ? minutes >= s.resumeAtMinutes : minutes > s.pauseAtMinutes;
  const changed = paused !== was;
  return { pausedByLoad: paused, since: changed ? now : store.load.since, minutes, queue, changed };
}
