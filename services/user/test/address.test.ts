import { addressModel } from '../src/data/address-model.js';
import { http, signUp, startUserService, type UserServiceUnderTest } from './harness.js';

let svc: UserServiceUnderTest;
let api: string;

beforeAll(async () => {
  svc = await startUserService();
  api = `${svc.url}/api/address`;
});
afterAll(async () => {
  await svc?.stop();
});

type Caller = Awaited<ReturnType<typeof signUp>>;

const HOME = {
  address_line: '  12 MG Road, Flat 4B ',
  city: ' Bengaluru',
  state: 'Karnataka ',
  pincode: 560001,
  country: 'India',
  mobile: 9876543210,
};

const create = (who: Caller, body: unknown) => http(`${api}/create`, { method: 'POST', headers: who.auth, body });
const list = (who: Caller) => http(`${api}/get`, { headers: who.auth });
const update = (who: Caller, body: unknown) => http(`${api}/update`, { method: 'PUT', headers: who.auth, body });
const disable = (who: Caller, body: unknown) => http(`${api}/disable`, { method: 'DELETE', headers: who.auth, body });

describe('address', () => {
  it('creates an address with numbers as strings, trimmed, and links it to the user', async () => {
    const me = await signUp(svc.url);
    const res = await create(me, HOME);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, error: false, message: 'Address Created Successfully' });
    expect(res.body.data).toMatchObject({
      userId: me.id,
      address_line: '12 MG Road, Flat 4B',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560001',
      country: 'India',
      mobile: '9876543210',
      status: true,
    });
    expect(res.body.data._id).toMatch(/^[0-9a-f]{24}$/);
    const details = await http(`${svc.url}/api/user/user-details`, { headers: me.auth });
    expect(details.body.data.address_details).toContain(res.body.data._id);
  });

  it('names each missing field', async () => {
    const me = await signUp(svc.url);
    const messages: Record<keyof typeof HOME, string> = {
      address_line: 'Provide address line',
      city: 'Provide city',
      state: 'Provide state',
      pincode: 'Provide pincode',
      country: 'Provide country',
      mobile: 'Provide mobile',
    };
    for (const [field, message] of Object.entries(messages)) {
      const { [field as keyof typeof HOME]: _gone, ...rest } = HOME;
      const missing = await create(me, rest);
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe(message);
      const blank = await create(me, { ...HOME, [field]: '   ' });
      expect(blank.status).toBe(400);
      expect(blank.body.message).toBe(message);
    }
    expect((await list(me)).body.data).toHaveLength(0);
  });

  it("lists only the caller's active addresses, newest first", async () => {
    const me = await signUp(svc.url);
    const other = await signUp(svc.url);
    const first = await create(me, { ...HOME, city: 'Pune' });
    const second = await create(me, { ...HOME, city: 'Delhi' });
    const removed = await create(me, { ...HOME, city: 'Gone' });
    await create(other, { ...HOME, city: 'Elsewhere' });
    expect((await disable(me, { _id: removed.body.data._id })).status).toBe(200);

    const res = await list(me);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.map((a: { _id: string }) => a._id)).toEqual([second.body.data._id, first.body.data._id]);
    expect(res.body.data.every((a: { userId: string; status: boolean }) => a.userId === me.id && a.status === true)).toBe(true);
  });

  it('updates only the six fields of an own active address', async () => {
    const me = await signUp(svc.url);
    const other = await signUp(svc.url);
    const { body } = await create(me, HOME);
    // The client sends the whole object back, including userId and status.
    const res = await update(me, { ...body.data, city: ' Mysuru ', pincode: '570001', userId: other.id, status: false, createdAt: '2000-01-01' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Address Updated' });
    expect(res.body.data).toMatchObject({ _id: body.data._id, city: 'Mysuru', pincode: '570001', userId: me.id, status: true });
    const stored = await addressModel(svc.runtime.db).findById(body.data._id).lean();
    expect(String(stored!.userId)).toBe(me.id);
    expect(stored!.status).toBe(true);

    const blank = await update(me, { _id: body.data._id, city: '' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Provide city');
  });

  it("answers 404 for another user's address on update and disable, and leaves it alone", async () => {
    const owner = await signUp(svc.url);
    const intruder = await signUp(svc.url);
    const { body } = await create(owner, HOME);
    const id = body.data._id as string;

    const upd = await update(intruder, { _id: id, city: 'Hijacked' });
    expect(upd.status).toBe(404);
    expect(upd.body.message).toBe('Address not found');
    const del = await disable(intruder, { _id: id });
    expect(del.status).toBe(404);
    expect(del.body.message).toBe('Address not found');

    const stored = await addressModel(svc.runtime.db).findById(id).lean();
    expect(stored).toMatchObject({ city: 'Bengaluru', status: true });
    expect((await update(owner, { _id: id, city: 'Ooty' })).status).toBe(200);
  });

  it('disables (soft delete) with a JSON body, by id or by the whole object', async () => {
    const me = await signUp(svc.url);
    const a = (await create(me, HOME)).body.data;
    const b = (await create(me, HOME)).body.data;
    const res = await disable(me, { _id: a._id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Address remove' });
    expect((await disable(me, { _id: b })).status).toBe(200);
    expect((await list(me)).body.data).toHaveLength(0);
    const stored = await addressModel(svc.runtime.db).findById(a._id).lean();
    expect(stored!.status).toBe(false);
    // A removed address cannot be edited back to life.
    expect((await update(me, { _id: a._id, city: 'Back' })).status).toBe(404);
  });

  it('rejects ids that are not 24-hex and operator payloads with 400', async () => {
    const me = await signUp(svc.url);
    for (const _id of ['123', 'zzzzzzzzzzzzzzzzzzzzzzzz', { $ne: null }, { _id: { $gt: '' } }, 42, undefined]) {
      const upd = await update(me, { _id, city: 'X' });
      expect(upd.status).toBe(400);
      const del = await disable(me, { _id });
      expect(del.status).toBe(400);
    }
    expect((await disable(me, {})).body.message).toBe('Provide address id');
    expect((await disable(me, { _id: 'abc' })).body.message).toBe('Provide a valid address id');
    expect((await create(me, { ...HOME, city: { $gt: '' } })).status).toBe(400);
    expect((await create(me, { ...HOME, mobile: { $ne: 1 } })).status).toBe(400);
    expect((await list(me)).body.data).toHaveLength(0);
  });

  it('stores delivery instructions (note trimmed), returns them and replaces them on update', async () => {
    const me = await signUp(svc.url);
    const plain = await create(me, HOME);
    expect(plain.body.data.instructions).toBeUndefined();
    const note = `  ${'n'.repeat(198)}  `;
    const res = await create(me, { ...HOME, instructions: { leaveAtDoor: true, pets: true, note } });
    expect(res.status).toBe(201);
    expect(res.body.data.instructions).toEqual({ leaveAtDoor: true, pets: true, note: 'n'.repeat(198) });
    const listed = (await list(me)).body.data.find((a: { _id: string }) => a._id === res.body.data._id);
    expect(listed.instructions).toEqual({ leaveAtDoor: true, pets: true, note: 'n'.repeat(198) });
    const upd = await update(me, { ...listed, instructions: { doNotRing: true, callOnArrival: true, note: 'Gate 2' } });
    expect(upd.status).toBe(200);
    expect(upd.body.data.instructions).toEqual({ doNotRing: true, callOnArrival: true, note: 'Gate 2' });
    // Other fields alone leave the instructions as they are.
    expect((await update(me, { _id: listed._id, city: 'Mysuru' })).body.data.instructions).toEqual({ doNotRing: true, callOnArrival: true, note: 'Gate 2' });
  });

  it('refuses a note over 200 characters and instructions of the wrong type, in the envelope', async () => {
    const me = await signUp(svc.url);
    const long = await create(me, { ...HOME, instructions: { note: 'x'.repeat(201) } });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ success: false, error: true, message: 'Keep the note for the rider to 200 characters' });
    const cases: [unknown, string][] = [
      [{ leaveAtDoor: 'yes' }, 'leaveAtDoor must be true or false'],
      [{ pets: 1 }, 'pets must be true or false'],
      [{ note: 42 }, 'The note for the rider must be text'],
      ['leave it', 'Delivery instructions must be an object'],
      [{ ring: true }, 'Unknown delivery instruction: ring'],
    ];
    for (const [instructions, message] of cases) {
      const bad = await create(me, { ...HOME, instructions });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(message);
    }
    const saved = await create(me, HOME);
    const badUpdate = await update(me, { _id: saved.body.data._id, instructions: { note: 'y'.repeat(201) } });
    expect(badUpdate.status).toBe(400);
    expect(badUpdate.body.message).toBe('Keep the note for the rider to 200 characters');
    expect((await list(me)).body.data).toHaveLength(1);
  });

  it('needs a verified token: forged identity headers grant nothing', async () => {
    const victim = await signUp(svc.url);
    await create(victim, HOME);
    const forged = { 'x-user-id': victim.id, 'x-mm-user-id': victim.id, 'x-forwarded-user': victim.id };
    expect((await http(`${api}/get`, { headers: forged })).status).toBe(401);
    expect((await http(`${api}/create`, { method: 'POST', headers: forged, body: HOME })).status).toBe(401);
    const attacker = await signUp(svc.url);
    const res = await http(`${api}/get`, { headers: { ...attacker.auth, ...forged } });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(0);
  });
});
