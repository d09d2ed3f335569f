import type { FeeLine, FeeMoment, FeeRules, Nudge } from '@minutemart/contracts';
import { istMinuteOfDay } from '../dark-store/delivery-promise.js';
import { rupees } from './money.js';

const minutesOf = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** Inside [from, to) of India's time; a window whose end is before its start crosses midnight; equal ends: never. */
export function inWindow(window: { from: string; to: string }, at: Date): boolean {
  const from = minutesOf(window.from);
  const to = minutesOf(window.to);
  if (from === to) return false;
  const now = istMinuteOfDay(at);
  return from < to ? now >= from && now < to : now >= from || now < to;
}

/** The fees decided by the moment: the late-night window at `at`, surge while the promise exceeds the rule's minutes. */
export function feeMoment(rules: FeeRules, at: Date, promisedMinutes: number): FeeMoment {
  return {
    lateNight: rules.lateNight.feePaise > 0 && inWindow(rules.lateNight, at),
    surge: rules.surge.feePaise > 0 && promisedMinutes > rules.surge.aboveMinutes,
    promisedMinutes,
  };
}

export interface FeeOutcome {
  fees: FeeLine[];
  nudges: Nudge[];
  minimumOrder: { minimumPaise: number; shortfallPaise: number } | null;
}

/**
 * The fees on a basket worth `itemsPaise` (after product discounts, before offers). A threshold is
 * met at its value: free delivery at exactly `freeAbovePaise`, no small-cart fee at exactly
 * `belowPaise`, an order of exactly the minimum accepted. Delivery is always listed (free or not),
 * the others only when charged.
 */
export function computeFees(itemsPaise: number, rules: FeeRules, moment: FeeMoment): FeeOutcome {
  const fees: FeeLine[] = [];
  const nudges: Nudge[] = [];
  const line = (kind: FeeLine['kind'], label: string, reason: string, amountPaise: number, waivedPaise = 0) =>
    fees.push({ kind, label, reason, amountPaise, waivedPaise });

  const d = rules.delivery;
  if (d.feePaise <= 0) line('delivery', 'Delivery', 'Free delivery', 0);
  else if (d.freeAbovePaise !== null && itemsPaise >= d.freeAbovePaise)
    line('delivery', 'Delivery', `Free on orders of ${rupees(d.freeAbovePaise)} or more`, 0, d.feePaise);
  else {
    line('delivery', 'Delivery', d.freeAbovePaise === null ? 'Delivery fee' : `Free on orders of ${rupees(d.freeAbovePaise)} or more`, d.feePaise);
    if (d.freeAbovePaise !== null) {
      const short = d.freeAbovePaise - itemsPaise;
      nudges.push({ kind: 'free_delivery', message: `Add ${rupees(short)} for free delivery`, shortfallPaise: short });
    }
  }

  const s = rules.smallCart;
  if (s.feePaise > 0 && itemsPaise < s.belowPaise) {
    const short = s.belowPaise - itemsPaise;
    line('small_cart', 'Small cart fee', `On orders below ${rupees(s.belowPaise)}`, s.feePaise);
    nudges.push({ kind: 'small_cart', message: `Add ${rupees(short)} to avoid the ${rupees(s.feePaise)} small cart fee`, shortfallPaise: short });
  }

  if (rules.handling.feePaise > 0) line('handling', rules.handling.label, 'On every order', rules.handling.feePaise);
  if (moment.lateNight) line('late_night', 'Late night fee', `Orders between ${rules.lateNight.from} and ${rules.lateNight.to}`, rules.lateNight.feePaise);
  if (moment.surge) line('surge', 'High demand fee', `The store is busy: delivery in ${moment.promisedMinutes} minutes`, rules.surge.feePaise);

  const min = rules.minimumOrder.minimumPaise;
  let minimumOrder: FeeOutcome['minimumOrder'] = null;
  if (min > 0) {
    const short = Math.max(0, min - itemsPaise);
    minimumOrder = { minimumPaise: min, shortfallPaise: short };
    if (short > 0)
      nudges.unshift({ kind: 'minimum_order', message: `Add ${rupees(short)} more to place the order (minimum ${rupees(min)})`, shortfallPaise: short });
  }
  return { fees, nudges, minimumOrder };
}
