import { decideLoad, isOpenAt, promiseMinutes, type LoadState } from '../src/domain/dark-store/delivery-promise.js';
import { distanceKm, nearestPincode } from '../src/domain/dark-store/geo.js';
import { readOrderConfig } from '../src/config.js';

const S = { pickMinutesPerOrder: 4, handoverMinutes: 2, riderKmph: 20, pauseAtMinutes: 20, resumeAtMinutes: 12, noRiderMinutes: 15 };
const at = (ist: string) => new Date(`2030-03-04T${ist}:00+05:30`);

describe('the delivery promise (ADR 0007)', () => {
  it('is picking for the queue shared among pickers, plus handover and travel, in whole minutes', () => {
    // 4 × ceil(1/2) + 2 + 1.5 km at 20 km/h (4.5 min) = 10.5 → 11
    expect(promiseMinutes(0, 2, 1.5, S)).toBe(11);
    expect(promiseMinutes(1, 2, 1.5, S)).toBe(11);
    expect(promiseMinutes(2, 2, 1.5, S)).toBe(15);
    expect(promiseMinutes(5, 2, 1.5, S)).toBe(19);
    // No picker on shift counts as one, as the ADR says.
    expect(promiseMinutes(1, 0, 0, S)).toBe(10);
  });

  it('grows with the queue and never shrinks when the queue grows', () => {
    let last = 0;
    for (let queue = 0; queue < 40; queue++) {
      const m = promiseMinutes(queue, 3, 2, S);
      expect(m).toBeGreaterThanOrEqual(last);
      last = m;
    }
    expect(promiseMinutes(39, 3, 2, S)).toBeGreaterThan(promiseMinutes(0, 3, 2, S));
  });

  it('pauses past PAUSE_AT and resumes only below RESUME_AT (hysteresis), recording when', () => {
    const store = (pausedByLoad: boolean, since: Date | null = null) => ({ pickers: 1, nearestKm: 0, load: { pausedByLoad, since } as LoadState });
    const t0 = at('12:00');
    // queue q → 4 × (q + 1) + 2
    expect(decideLoad(store(false), 3, t0, S)).toMatchObject({ pausedByLoad: false, minutes: 18, changed: false });
    const paused = decideLoad(store(false), 4, t0, S);
    expect(paused).toMatchObject({ pausedByLoad: true, minutes: 22, changed: true, since: t0 });
    // Between the limits a paused store stays paused and an open one stays open.
    expect(decideLoad(store(true, t0), 2, at('12:05'), S)).toMatchObject({ pausedByLoad: true, minutes: 14, changed: false, since: t0 });
    expect(decideLoad(store(false), 2, at('12:05'), S)).toMatchObject({ pausedByLoad: false, changed: false });
    const resumed = decideLoad(store(true, t0), 1, at('12:09'), S);
    expect(resumed).toMatchObject({ pausedByLoad: false, minutes: 10, changed: true, since: at('12:09') });
  });

  it('reads opening hours in India time, past midnight too', () => {
    expect(isOpenAt({ open: '06:00', close: '23:00' }, at('05:59'))).toBe(false);
    expect(isOpenAt({ open: '06:00', close: '23:00' }, at('06:00'))).toBe(true);
    expect(isOpenAt({ open: '06:00', close: '23:00' }, at('23:00'))).toBe(false);
    expect(isOpenAt({ open: '06:00', close: '02:00' }, at('01:30'))).toBe(true);
    expect(isOpenAt({ open: '06:00', close: '02:00' }, at('03:00'))).toBe(false);
    expect(isOpenAt({ open: '00:00', close: '24:00' }, at('03:00'))).toBe(true);
    expect(isOpenAt({ open: '00:00', close: '00:00' }, at('15:00'))).toBe(true);
  });

  it('measures great-circle km and finds the nearest served area by pincode prefix', () => {
    // Indiranagar to MG Road, Bengaluru: about 3.8 km as the crow flies.
    expect(distanceKm({ lat: 12.9716, lng: 77.6412 }, { lat: 12.9756, lng: 77.6067 })).toBeCloseTo(3.76, 1);
    const served = [{ pincode: '560038' }, { pincode: '560001' }, { pincode: '400053' }];
    expect(nearestPincode('560099', served)?.pincode).toBe('560038');
    expect(nearestPincode('560004', served)?.pincode).toBe('560001');
    expect(nearestPincode('400001', served)?.pincode).toBe('400053');
    expect(nearestPincode('110001', [])).toBeNull();
  });

  it('refuses a resume limit that is not below the pause limit', () => {
    expect(() => readOrderConfig({ PAUSE_AT_MINUTES: '20', RESUME_AT_MINUTES: '20' })).toThrow(/RESUME_AT_MINUTES/);
    expect(readOrderConfig({}).PAUSE_AT_MINUTES).toBeGreaterThan(readOrderConfig({}).RESUME_AT_MINUTES);
  });
});
