import { darkStore, startOrderStack, waitFor, type OrderStack } from './harness.js';

/**
 * A store with rider capacity on pauses by load on the promise with the wait for a rider, and a rider
 * signing in resumes it (ADR 0027): 4 min per order, 2 pickers, 2 min handover, 0 km (a round trip of
 * 4), a rider called in after 15; pause past 20, resume below 12.
 */
let s: OrderStack;
const STORE = 'p-indiranagar';
const AT = { lat: 12.9716, lng: 77.6412 };
const PINCODE = '560038';

beforeAll(async () => {
  s = await startOrderStack({
    PICK_MINUTES_PER_ORDER: '4',
    HANDOVER_MINUTES: '2',
    RIDER_KMPH: '20',
    PAUSE_AT_MINUTES: '20',
    RESUME_AT_MINUTES: '12',
    NO_RIDER_MINUTES: '15',
  });
  await s.upsertStore(darkStore({ _id: STORE, name: 'Indiranagar', location: AT, pickers: 2, serves: [{ pincode: PINCODE, area: 'Indiranagar', ...AT }] }));
});
afterAll(async () => {
  await s?.stop();
});

const promise = async () => (await s.api(`/promise?pincode=${PINCODE}`, null)).body;

it('pauses when the wait for a rider takes the promise past the limit, and resumes when a rider signs in', async () => {
  const [admin, rider] = [await s.admin(), await s.staff('RIDER', [STORE])];
  expect((await s.api('/admin/rider-capacity', admin, { method: 'PUT', body: { storeId: STORE, on: true } })).status).toBe(200);
  // Nobody on shift, nothing ahead: 15 for a rider, then 2 at the door.
  expect(await promise()).toMatchObject({ message: 'Busy: delivery in ~17 min', data: { available: true, minutes: 17 } });

  const shopper = await s.shopper(PINCODE);
  expect((await s.placeCod(shopper, [{ product: s.product(), quantity: 1 }])).body.data.promisedMinutes).toBe(17);
  // One order ahead: 15 + its round trip (4), then 2: 21, past 20.
  await waitFor(async () => (await promise()).data.reason === 'busy', { what: 'the store paused by load' });
  expect((await promise()).data).toMatchObject({ available: false, pausedByLoad: true, reason: 'busy' });
  const load = (await s.api('/admin/stores-load', admin)).body.data.find((l: { storeId: string }) => l.storeId === STORE);
  expect(load).toMatchObject({ minutes: 21, pausedByLoad: true, takingOrders: false });

  // A rider on shift takes the order ahead and is back after its round trip: 4 + 2 = 6, below 12.
  expect((await s.api('/store/shift/start', rider, { body: { storeId: STORE } })).status).toBe(200);
  await waitFor(async () => (await promise()).data.available === true, { what: 'the store resumed' });
  expect(await promise()).toMatchObject({ message: 'Busy: delivery in ~6 min', data: { minutes: 6, pausedByLoad: false, riders: { onShift: 1, ahead: 1 } } });
});
