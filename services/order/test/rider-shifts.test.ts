import { darkStore, pickAndPack, startOrderStack, waitFor, type OrderStack, type Person } from './harness.js';

/**
 * Rider shifts and rider capacity on the real service (ADR 0027): riders sign themselves in and out
 * of their own stores; once rider capacity is on for a store its promise adds the wait for a free
 * rider and says "Busy" when none is free; with it off the promise is what it always was.
 */
let s: OrderStack;
let riderA: Person;
let riderA2: Person;
let riderB: Person;
let pickerA: Person;
let managerA: Person;
let admin: Person;
const A = 'r-indiranagar';
const B = 'r-koramangala';
const AT_A = { lat: 12.9716, lng: 77.6412 };
const AT_B = { lat: 12.9352, lng: 77.6245 };
// Just under 2 km from A: 2 + 6 = 8 min on the road, 16 min there and back.
const PINCODE_A = '560038';
const AREA_A = { lat: 12.98958, lng: 77.6412 };

beforeAll(async () => {
  s = await startOrderStack({
    PICK_MINUTES_PER_ORDER: '4',
    HANDOVER_MINUTES: '2',
    RIDER_KMPH: '20',
    PAUSE_AT_MINUTES: '600',
    RESUME_AT_MINUTES: '500',
    NO_RIDER_MINUTES: '15',
  });
  await s.upsertStore(darkStore({ _id: A, name: 'Indiranagar', location: AT_A, pickers: 3, serves: [{ pincode: PINCODE_A, area: 'Indiranagar', ...AREA_A }] }));
  await s.upsertStore(darkStore({ _id: B, name: 'Koramangala', location: AT_B, pickers: 3, serves: [{ pincode: '560034', area: 'Koramangala', ...AT_B }] }));
  [riderA, riderA2, riderB, pickerA, managerA, admin] = await Promise.all([
    s.staff('RIDER', [A], 'Imran Shaikh'),
    s.staff('RIDER', [A], 'Asha Rao'),
    s.staff('RIDER', [B]),
    s.staff('PICKER', [A]),
    s.staff('STORE_MANAGER', [A]),
    s.admin(),
  ]);
});
afterAll(async () => {
  await s?.stop();
});

const promise = async () => (await s.api(`/promise?pincode=${PINCODE_A}`, null)).body;
const start = (who: Person, storeId: string) => s.api('/store/shift/start', who, { body: { storeId } });
const end = (who: Person, storeId: string, riderId?: string) => s.api('/store/shift/end', who, { body: { storeId, ...(riderId ? { riderId } : {}) } });
const capacity = (who: Person, storeId: string, on: boolean) => s.api('/admin/rider-capacity', who, { method: 'PUT', body: { storeId, on } });

/** A confirmed order of store A, picked, packed and (when `taker` is given) taken by that rider. */
async function packedOrder(taker?: Person): Promise<string> {
  const shopper = await s.shopper(PINCODE_A);
  const res = await s.placeCod(shopper, [{ product: s.product(), quantity: 1 }]);
  expect([res.status, res.body.data.storeId]).toEqual([201, A]);
  const orderId = res.body.data.orderId as string;
  await pickAndPack(s, pickerA, orderId, 0);
  if (taker) expect((await s.api('/store/take', taker, { body: { orderId } })).status).toBe(200);
  return orderId;
}

describe('a rider signs in and out', () => {
  afterAll(async () => {
    for (const r of [riderA, riderA2, riderB]) await end(r, r === riderB ? B : A);
  });

  it('for their own store: the shift is theirs, from the service clock, audited', async () => {
    const before = await s.api(`/store/shift?store=${A}`, riderA);
    expect([before.status, before.body.data]).toEqual([200, { riderId: riderA.id, name: '', storeId: null, onShift: false, since: null, endedAt: null }]);
    expect(before.body.store).toMatchObject({ storeId: A, name: 'Indiranagar', riderCapacity: false, riders: null });

    const signedIn = await start(riderA, A);
    expect([signedIn.status, signedIn.body.message]).toEqual([200, 'On shift at Indiranagar']);
    expect(signedIn.body.data).toMatchObject({ riderId: riderA.id, name: 'Imran Shaikh', storeId: A, onShift: true, since: s.clock.now().toISOString() });
    // Again: nothing changes.
    expect((await start(riderA, A)).body.data.since).toBe(signedIn.body.data.since);
    expect((await s.api(`/store/shift?store=${A}`, riderA)).body.data.onShift).toBe(true);

    await waitFor(() => s.auditEvents.some((e) => e.data.entityId === riderA.id && e.data.action === 'riderSignIn'), { what: 'the sign-in audited' });
    const audited = s.auditEvents.filter((e) => e.data.entityId === riderA.id);
    expect(audited.map((e) => [e.data.entity, e.data.action, e.data.storeId, e.data.after.onShift])).toEqual([['staff', 'riderSignIn', A, true]]);

    s.clock.advance(30);
    const out = await end(riderA, A);
    expect([out.status, out.body.message, out.body.data.onShift, out.body.data.endedAt]).toEqual([200, 'Off shift', false, s.clock.now().toISOString()]);
    expect((await end(riderA, A)).body.data.onShift).toBe(false);
    await waitFor(() => s.auditEvents.some((e) => e.data.entityId === riderA.id && e.data.action === 'riderSignOut'), { what: 'the sign-out audited' });
  });

  it('at one store at a time', async () => {
    const admin2 = await s.admin();
    expect((await start(admin2, A)).status).toBe(200);
    const elsewhere = await start(admin2, B);
    expect([elsewhere.status, elsewhere.body.message]).toEqual([409, 'You are on shift at Indiranagar: sign out there first']);
    expect((await end(admin2, A)).body.data.onShift).toBe(false);
    expect((await start(admin2, B)).body.data.storeId).toBe(B);
    await end(admin2, B);
  });

  it('never for another store, never signs out someone else, and others cannot sign in at all (403)', async () => {
    const other = await start(riderA, B);
    expect([other.status, other.body.message]).toEqual([403, 'Permission denied: not one of your stores']);
    expect((await s.api(`/store/shift?store=${B}`, riderA)).status).toBe(403);
    for (const who of [pickerA, managerA]) expect((await start(who, A)).status).toBe(403);
    expect((await start(riderA, 'no-such-store')).status).toBe(403);
    expect((await start(admin, 'no-such-store')).status).toBe(404);

    expect((await start(riderA2, A)).status).toBe(200);
    const theirs = await end(riderA, A, riderA2.id);
    expect([theirs.status, theirs.body.message]).toEqual([403, 'You can sign out only your own shift']);
    expect((await s.api(`/store/shift?store=${A}`, riderA2)).body.data.onShift).toBe(true);

    // Admins see who is on shift, a store manager their own stores' riders; a rider sees no list.
    const list = await s.api('/admin/rider-shifts', admin);
    expect(list.body.data.map((r: { riderId: string }) => r.riderId)).toEqual([riderA2.id]);
    expect(list.body.data[0]).toMatchObject({ storeId: A, name: 'Asha Rao', onShift: true, delivering: 0 });
    expect((await s.api(`/admin/rider-shifts?store=${A}`, managerA)).body.data).toHaveLength(1);
    expect((await s.api(`/admin/rider-shifts?store=${B}`, managerA)).status).toBe(403);
    expect((await s.api('/admin/rider-shifts', riderA)).status).toBe(403);

    // An admin may sign a rider out.
    const byAdmin = await end(admin, A, riderA2.id);
    expect([byAdmin.status, byAdmin.body.data.onShift]).toEqual([200, false]);
    expect((await end(admin, A, riderB.id)).status).toBe(404);
  });

  it('switches rider capacity only with store.operate of the store', async () => {
    expect((await capacity(riderA, A, true)).status).toBe(403);
    expect((await capacity(managerA, B, true)).status).toBe(403);
    expect((await capacity(admin, 'no-such-store', true)).status).toBe(404);
    const bad = await s.api('/admin/rider-capacity', admin, { method: 'PUT', body: { storeId: A, on: 'yes' } });
    expect([bad.status, bad.body.message]).toEqual([400, 'on must be true or false']);
  });
});

describe('the promise with rider capacity', () => {
  it('is unchanged while rider capacity is off, whoever is on shift', async () => {
    const off = await promise();
    // Picking 4 + 2 km on the road (8).
    expect(off).toMatchObject({ message: 'Delivery in 12 minutes', data: { storeId: A, minutes: 12, riders: null } });
    expect((await start(riderA, A)).status).toBe(200);
    expect((await promise()).data).toMatchObject({ minutes: 12, riders: null });
    await end(riderA, A);
    expect((await promise()).data).toMatchObject({ minutes: 12, riders: null });
    const load = (await s.api('/admin/stores-load', admin)).body.data.find((l: { storeId: string }) => l.storeId === A);
    expect(load).toMatchObject({ riderCapacity: false, riders: null, minutes: 12 });
  });

  it('on, with nobody on shift: busy, a rider called in (15) then the road (8)', async () => {
    const on = await capacity(managerA, A, true);
    expect([on.status, on.body.message, on.body.data.riderCapacity]).toEqual([200, 'Rider capacity on for Indiranagar', true]);
    await waitFor(() => s.auditEvents.some((e) => e.data.entity === 'store' && e.data.entityId === A && e.data.action === 'riderCapacity'), {
      what: 'the switch audited',
    });
    expect(await promise()).toMatchObject({
      message: 'Busy: delivery in ~23 min',
      data: { available: true, minutes: 23, riders: { onShift: 0, delivering: 0, ahead: 0, waitMinutes: 15, busy: true } },
    });
  });

  it('with 2 riders: 0 busy and 1 busy promise as before, 2 busy say "Busy" with the true minutes', async () => {
    await start(riderA, A);
    await start(riderA2, A);
    expect(await promise()).toMatchObject({ message: 'Delivery in 12 minutes', data: { minutes: 12, riders: { onShift: 2, delivering: 0, busy: false } } });

    const first = await packedOrder(riderA);
    await waitFor(async () => (await promise()).data.riders.delivering === 1, { what: 'one rider out' });
    expect(await promise()).toMatchObject({ message: 'Delivery in 12 minutes', data: { minutes: 12, riders: { delivering: 1, ahead: 0, busy: false } } });

    const second = await packedOrder(riderA2);
    await waitFor(async () => (await promise()).data.riders.delivering === 2, { what: 'both riders out' });
    // Both back in half a round trip (8), then 8 on the road: 16.
    expect(await promise()).toMatchObject({
      message: 'Busy: delivery in ~16 min',
      data: { available: true, minutes: 16, riders: { onShift: 2, delivering: 2, ahead: 0, waitMinutes: 8, busy: true } },
    });
    // The admin's load screen and the rider's screen say the same.
    const load = (await s.api('/admin/stores-load', admin)).body.data.find((l: { storeId: string }) => l.storeId === A);
    expect(load).toMatchObject({ riderCapacity: true, minutes: 16, riders: { busy: true } });
    expect((await s.api(`/store/shift?store=${A}`, riderA)).body.store).toMatchObject({ minutes: 16, riders: { delivering: 2 } });

    // Placement fixes the same promise on the order.
    const shopper = await s.shopper(PINCODE_A);
    const placed = await s.placeCod(shopper, [{ product: s.product(), quantity: 1 }]);
    expect(placed.body.data.promisedMinutes).toBe(16);

    // A delivery done: a rider is free again.
    for (const [rider, orderId] of [[riderA, first]] as const) {
      await s.api('/store/dispatch', rider, { body: { orderId } });
      await s.api('/store/deliver', rider, { body: { orderId } });
    }
    await waitFor(async () => (await promise()).data.riders.delivering === 1, { what: 'a rider back' });
    // The order placed above is in the pick queue, ahead of the next one, and takes the free rider.
    expect((await promise()).data).toMatchObject({ riders: { onShift: 2, delivering: 1, ahead: 1, busy: true } });
    void second;
  });

  it('off again: the promise is the one without riders', async () => {
    expect((await capacity(admin, A, false)).body.data).toMatchObject({ riderCapacity: false, riders: null });
    expect((await promise()).data).toMatchObject({ riders: null });
    expect((await promise()).message).toMatch(/^Delivery in \d+ minutes$/);
  });
});
