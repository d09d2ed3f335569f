import { decideLoad, promiseMinutes, riderWaitMinutes, roundTripMinutes, type LoadState } from '../src/domain/dark-store/delivery-promise.js';

// 2 min handover + 2 km at 20 km/h (6 min) = 8 min one way, 16 min round trip.
const S = { pickMinutesPerOrder: 4, handoverMinutes: 2, riderKmph: 20, pauseAtMinutes: 30, resumeAtMinutes: 20, noRiderMinutes: 15 };
const KM = 2;
const riders = (onShift: number, delivering = 0, ahead = 0) => ({ onShift, delivering, ahead });

describe('the wait for a free rider (ADR 0027)', () => {
  it('is a round trip of travel there and back', () => {
    expect(roundTripMinutes(KM, S)).toBe(16);
    expect(roundTripMinutes(0, S)).toBe(4);
  });

  it('is nothing while a rider on shift is free for the order', () => {
    expect(riderWaitMinutes(riders(1), KM, S)).toBe(0);
    expect(riderWaitMinutes(riders(2, 1), KM, S)).toBe(0);
    expect(riderWaitMinutes(riders(3, 1, 1), KM, S)).toBe(0);
  });

  it('is half a round trip when every rider is out, and a round trip more per rider load of orders ahead', () => {
    expect(riderWaitMinutes(riders(1, 1), KM, S)).toBe(8);
    expect(riderWaitMinutes(riders(2, 2), KM, S)).toBe(8);
    // The free rider takes the order ahead; the next comes back from a delivery.
    expect(riderWaitMinutes(riders(2, 1, 1), KM, S)).toBe(8);
    // One rider, free, with one order ahead: that order's round trip first.
    expect(riderWaitMinutes(riders(1, 0, 1), KM, S)).toBe(16);
    expect(riderWaitMinutes(riders(2, 0, 2), KM, S)).toBe(16);
    expect(riderWaitMinutes(riders(2, 2, 2), KM, S)).toBe(24);
  });

  it('with nobody on shift is the time for a rider to come in, then the orders ahead one by one', () => {
    expect(riderWaitMinutes(riders(0), KM, S)).toBe(15);
    expect(riderWaitMinutes(riders(0, 0, 2), KM, S)).toBe(15 + 2 * 16);
    // Deliveries still out with riders who signed out change nothing: nobody is coming back.
    expect(riderWaitMinutes(riders(0, 3), KM, S)).toBe(15);
  });

  it('counts more deliveries than riders (riders who signed out on the road) as every rider out', () => {
    expect(riderWaitMinutes(riders(1, 4), KM, S)).toBe(8);
    expect(riderWaitMinutes({ onShift: 2, delivering: -1, ahead: -3 }, KM, S)).toBe(0);
  });

  it('never grows shorter as orders ahead grow, and never with fewer riders', () => {
    for (const onShift of [0, 1, 2, 3]) {
      let last = -1;
      for (let ahead = 0; ahead < 12; ahead++) {
        const w = riderWaitMinutes(riders(onShift, 1, ahead), KM, S);
        expect(w).toBeGreaterThanOrEqual(last);
        if (onShift > 0) expect(riderWaitMinutes(riders(onShift - 1 || 1, 1, ahead), KM, S)).toBeGreaterThanOrEqual(w);
        last = w;
      }
    }
  });
});

describe('the promise with rider capacity', () => {
  it('is the promise without it while a rider is free, and without riders given', () => {
    expect(promiseMinutes(0, 2, KM, S, riders(1))).toBe(promiseMinutes(0, 2, KM, S));
    expect(promiseMinutes(0, 2, KM, S)).toBe(12);
  });

  it('leaves when the order is packed and a rider is free, whichever is later', () => {
    // Picking 4, the rider back in 8, then 8 on the road.
    expect(promiseMinutes(0, 2, KM, S, riders(1, 1))).toBe(16);
    // Picking 12 (two orders ahead for one picker) hides the rider's 8.
    expect(promiseMinutes(2, 1, KM, S, riders(1, 1))).toBe(20);
    // Nobody on shift: 15 for a rider to come in, then 8 on the road.
    expect(promiseMinutes(0, 2, KM, S, riders(0))).toBe(23);
  });

  it('is the promise a store pauses on', () => {
    const store = { pickers: 2, nearestKm: KM, load: { pausedByLoad: false, since: null } as LoadState };
    const now = new Date('2030-03-04T06:30:00Z');
    expect(decideLoad(store, 0, now, S, riders(1))).toMatchObject({ pausedByLoad: false, minutes: 12 });
    expect(decideLoad(store, 0, now, S, riders(0))).toMatchObject({ pausedByLoad: false, minutes: 23 });
    // One order ahead and nobody on shift: 15 + 16, then 8 on the road.
    expect(decideLoad(store, 0, now, S, riders(0, 0, 1))).toMatchObject({ pausedByLoad: true, minutes: 39, changed: true });
    expect(decideLoad(store, 0, now, S)).toMatchObject({ pausedByLoad: false, minutes: 12 });
  });
});
