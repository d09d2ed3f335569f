import { storeUpsertedV1, topics } from '@minutemart/contracts';
import { waitFor } from '@minutemart/kit/testing';
import { listen, startStack, storeBody, topicOf, type Stack } from './harness.js';

let s: Stack;
beforeAll(async () => {
  s = await startStack();
});
afterAll(async () => {
  await s?.stop();
});

describe('dark stores: create, update, list', () => {
  it('creates a store (numbers as strings accepted), lists it publicly and publishes store.upserted with the whole store', async () => {
    const bus = await listen(topicOf(s, topics.store.name));
    try {
      const body = storeBody({
        pickers: '7',
        location: { lat: '12.9716', lng: 77.6412 },
        serves: [{ pincode: 560038, area: 'Indiranagar', lat: 12.9719, lng: 77.6412 }],
      });
      const res = await s.api('/store/create', { headers: s.admin, body });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ success: true, error: false, message: 'Store created' });
      const store = res.body.data;
      expect(store).toMatchObject({
        _id: body._id,
        name: body.name,
        city: 'Bengaluru',
        location: { lat: 12.9716, lng: 77.6412 },
        serves: [{ pincode: '560038', area: 'Indiranagar', lat: 12.9719, lng: 77.6412 }],
        hours: { open: '06:00', close: '02:00' },
        pickers: 7,
        status: 'open',
      });
      expect(store.updatedAt).toBe(store.createdAt);

      const list = await s.api('/store/list', { method: 'GET' });
      expect(list.status).toBe(200);
      expect(list.body.data.find((x: { _id: string }) => x._id === body._id)).toEqual(store);

      const event = await waitFor(() => bus.events.find((e) => e.aggregateId === body._id), { what: 'store.upserted' });
      expect(event).toMatchObject({ type: 'store.upserted', version: 1, source: 'catalogue-service' });
      const { createdAt: _c, ...snapshot } = store;
      expect(event.data).toEqual(snapshot);
      expect(storeUpsertedV1.data.safeParse(event.data).success).toBe(true);
    } finally {
      await bus.stop();
    }
  });

  it('derives the id from city and name when none is given, and refuses a second store with the same id', async () => {
    const name = `Koramangala ${Date.now().toString(36)}`;
    const res = await s.api('/store/create', { headers: s.admin, body: storeBody({ _id: undefined, name, city: 'Bengaluru' }) });
    expect(res.status).toBe(201);
    expect(res.body.data._id).toBe(`bengaluru-${name.toLowerCase().replace(/ /g, '-')}`);
    const again = await s.api('/store/create', { headers: s.admin, body: storeBody({ _id: res.body.data._id }) });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, error: true, message: `A store with id "${res.body.data._id}" already exists` });
  });

  it('updates only the fields sent (the whole store may come back) and publishes the new state', async () => {
    const created = (await s.api('/store/create', { headers: s.admin, body: storeBody() })).body.data;
    const bus = await listen(topicOf(s, topics.store.name));
    try {
      const sent = {
        ...created,
        createdAt: '1999-01-01T00:00:00.000Z',
        updatedAt: 'whatever',
        status: 'paused',
        pickers: '4',
        hours: { open: '00:00', close: '24:00' },
        extra: 'ignored',
      };
      const res = await s.api('/store/update', { method: 'PUT', headers: s.admin, body: sent });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Store updated');
      const updated = res.body.data;
      expect(updated).toMatchObject({
        _id: created._id,
        name: created.name,
        status: 'paused',
        pickers: 4,
        hours: { open: '00:00', close: '24:00' },
        createdAt: created.createdAt,
      });
      expect(updated).not.toHaveProperty('extra');
      expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));
      const event = await waitFor(() => bus.events.find((e) => e.aggregateId === created._id), { what: 'store.upserted after update' });
      expect(event.data).toMatchObject({ status: 'paused', pickers: 4, updatedAt: updated.updatedAt });

      const list = (await s.api('/store/list', { method: 'GET' })).body.data;
      expect(list.find((x: { _id: string }) => x._id === created._id)).toEqual(updated);
    } finally {
      await bus.stop();
    }
    expect((await s.api('/store/update', { method: 'PUT', headers: s.admin, body: { _id: 'no-such-store', pickers: 3 } })).status).toBe(404);
  });

  it('lists stores by city, then name', async () => {
    await s.api('/store/create', { headers: s.admin, body: storeBody({ city: 'Mumbai', name: 'Andheri West' }) });
    await s.api('/store/create', { headers: s.admin, body: storeBody({ city: 'Mumbai', name: 'Bandra West' }) });
    const list = (await s.api('/store/list', { method: 'GET' })).body.data as { city: string; name: string }[];
    const keys = list.map((x) => `${x.city}|${x.name}`);
    expect(keys).toEqual([...keys].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(list.at(-1)).toMatchObject({ city: 'Mumbai' });
  });

  it('writes need an admin; the list does not', async () => {
    expect((await s.api('/store/create', { body: storeBody() })).status).toBe(401);
    expect((await s.api('/store/create', { headers: s.user, body: storeBody() })).status).toBe(403);
    expect((await s.api('/store/update', { method: 'PUT', headers: s.user, body: { _id: 'x-y', pickers: 1 } })).status).toBe(403);
    expect(
      (await s.api('/store/stock', { method: 'PUT', headers: s.user, body: { storeId: 'x-y', productId: 'ffffffffffffffffffffffff', stock: 1 } })).status,
    ).toBe(403);
    expect((await s.api('/store/stock', { method: 'PUT', body: {} })).status).toBe(401);
    expect((await s.api('/store/list', { method: 'GET', headers: s.user })).status).toBe(200);
  });

  it.each([
    ['name', undefined, 'Provide name'],
    ['name', { $gt: '' }, 'name must be text'],
    ['city', '  ', 'Provide city'],
    ['_id', 'Blr Indiranagar!', 'Provide a valid store id (lower-case letters, digits and dashes, like blr-indiranagar)'],
    ['_id', 'default', '"default" is reserved for the one-store mode; choose another store id'],
    ['location', undefined, 'Provide location as { lat, lng }'],
    ['location', { lat: 91, lng: 77 }, 'latitude must be between -90 and 90'],
    ['location', { lat: 12, lng: 'east' }, 'longitude must be a number'],
    ['serves', [], 'A store serves at least one pincode'],
    ['serves', [{ pincode: '056003', area: 'X', lat: 1, lng: 1 }], 'A pincode is 6 digits and does not start with 0'],
    ['serves', [{ pincode: '560038', lat: 1, lng: 1 }], 'Provide area'],
    [
      'serves',
      [
        { pincode: '560038', area: 'A', lat: 1, lng: 1 },
        { pincode: '560038', area: 'B', lat: 1, lng: 1 },
      ],
      'Each pincode once per store',
    ],
    ['hours', { open: '6am', close: '23:00' }, 'opening time must be a time like 07:00'],
    ['hours', { open: '06:00', close: '25:00' }, 'closing time must be a time like 07:00 (24:00 for midnight)'],
    ['hours', { open: '06:00', close: '06:00' }, 'Opening and closing times must differ (00:00 to 24:00 is round the clock)'],
    ['pickers', -1, 'pickers cannot be negative'],
    ['pickers', 2.5, 'pickers must be a whole number'],
    ['status', 'shut', 'status must be one of open, paused, closed'],
  ])('rejects %s = %j with "%s"', async (field, value, message) => {
    const body: Record<string, unknown> = storeBody();
    if (value === undefined) delete body[field];
    else body[field] = value;
    const res = await s.api('/store/create', { headers: s.admin, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: true, message });
  });
});
