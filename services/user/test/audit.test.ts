import { decodeJwt } from 'jose';
import { Kafka, logLevel, type Producer } from 'kafkajs';
import { auditRecordedV1, topics } from '@minutemart/contracts';
import { newEvent } from '@minutemart/kit';
import { testInfra, uniqueName } from '@minutemart/kit/testing';
import { PASSWORD, http, newEmail, signUp, startUserService, waitFor, type UserServiceUnderTest } from './harness.js';

let svc: UserServiceUnderTest;
let api: string;
let producer: Producer;
let admin: { id: string; email: string; auth: Record<string, string> };

beforeAll(async () => {
  svc = await startUserService();
  api = `${svc.url}/api/user`;
  const kafka = new Kafka({ clientId: uniqueName('audit-test'), brokers: testInfra.kafkaBrokers.split(','), logLevel: logLevel.NOTHING });
  producer = kafka.producer();
  await producer.connect();
  const user = await signUp(svc.url);
  await svc.runtime.db.collection('users').updateOne({ email: user.email }, { $set: { role: 'ADMIN' } });
  const login = await http(`${api}/login`, { body: { email: user.email, password: PASSWORD } });
  admin = { id: decodeJwt(login.body.data.accesstoken).sub!, email: user.email, auth: { authorization: `Bearer ${login.body.data.accesstoken}` } };
});
afterAll(async () => {
  await producer?.disconnect();
  await svc?.stop();
});

const trail = (query: string, who: { auth: Record<string, string> } | null = admin) => http(`${api}/audit?${query}`, { headers: who?.auth ?? {} });

describe('the audit trail', () => {
  it('records a staff change with who, when, the request, and the state before and after', async () => {
    const email = newEmail('audited');
    const invited = await http(`${api}/staff/invite`, {
      headers: { ...admin.auth, 'x-request-id': 'req-audit-invite-1' },
      body: { email, name: 'Audited Picker', role: 'PICKER', stores: ['blr-audit'] },
    });
    expect(invited.status).toBe(201);
    const entry = await waitFor(async () => (await trail(`entity=staff&actor=${admin.id}`)).body.data.find((e: { entityId: string }) => e.entityId === email), {
      what: 'the invitation in the trail',
    });
    expect(entry).toMatchObject({
      actor: { id: admin.id, role: 'ADMIN', email: admin.email, stores: [] },
      requestId: 'req-audit-invite-1',
      service: 'user-service',
      entity: 'staff',
      action: 'invite',
      storeId: 'blr-audit',
      before: null,
      after: { email, role: 'PICKER', stores: ['blr-audit'] },
    });
    expect(Math.abs(Date.parse(entry.at) - Date.now())).toBeLessThan(60_000);

    const shopper = await signUp(svc.url);
    await http(`${api}/staff/update`, { method: 'PUT', headers: admin.auth, body: { userId: shopper.id, role: 'RIDER', stores: ['blr-audit'] } });
    const assigned = await waitFor(
      async () =>
        (await trail(`entity=staff&store=blr-audit`)).body.data.find(
          (e: { entityId: string; action: string }) => e.entityId === shopper.id && e.action === 'assign',
        ),
      { what: 'the role change' },
    );
    expect(assigned.before).toMatchObject({ role: 'USER', stores: [] });
    expect(assigned.after).toMatchObject({ role: 'RIDER', stores: ['blr-audit'] });
    // A shopper's own profile change is not audited.
    await http(`${api}/update-user`, { method: 'PUT', headers: shopper.auth, body: { name: 'Renamed', email: shopper.email, mobile: '9876543210' } });
    await new Promise((r) => setTimeout(r, 500));
    expect((await trail(`entityId=${shopper.id}`)).body.data.map((e: { action: string }) => e.action)).toEqual(['assign']);
  });

  it('keeps the entries of every service, once each, and filters them by person, store, entity and time', async () => {
    const actorId = uniqueName('manager');
    const event = newEvent(auditRecordedV1, 'catalogue-service', 'p-1', {
      at: '2030-03-04T06:30:00.000Z',
      actor: { id: actorId, role: 'STORE_MANAGER', email: 'meera@example.test', stores: ['blr-x'] },
      requestId: 'r-1',
      service: 'catalogue-service',
      entity: 'stock',
      entityId: 'p-1',
      action: 'set',
      storeId: 'blr-x',
      before: { stock: 1 },
      after: { stock: 9 },
    });
    const message = { key: event.key, value: event.value };
    await producer.send({ topic: topics.audit.name, acks: -1, messages: [message, message] });
    await waitFor(async () => (await trail(`actor=${actorId}`)).body.totalCount === 1, { what: "the catalogue's entry" });
    await new Promise((r) => setTimeout(r, 300));
    expect((await trail(`actor=${actorId}`)).body.totalCount).toBe(1);
    expect((await trail('actor=MEERA@example')).body.data.some((e: { actor: { id: string } }) => e.actor.id === actorId)).toBe(true);
    expect((await trail(`actor=${actorId}&store=blr-x&entity=stock&from=2030-03-04T06:00:00Z&to=2030-03-04T07:00:00Z`)).body.totalCount).toBe(1);
    expect((await trail(`actor=${actorId}&store=blr-y`)).body.totalCount).toBe(0);
    expect((await trail(`actor=${actorId}&entity=order`)).body.totalCount).toBe(0);
    expect((await trail(`actor=${actorId}&to=2030-03-04T06:30:00Z`)).body.totalCount).toBe(0);
    expect((await trail('entity=money')).status).toBe(400);
    expect((await trail('from=2030-03-05T00:00:00Z&to=2030-03-04T00:00:00Z')).body.message).toBe('from must be before to');
  });

  it('is read by admins only, and cannot be written, edited or deleted through the API', async () => {
    const shopper = await signUp(svc.url);
    expect((await trail('', null)).status).toBe(401);
    expect((await trail('', shopper)).status).toBe(403);
    const [first] = (await trail('limit=1')).body.data;
    expect(first).toBeTruthy();
    // Routes the document does not have, on purpose: what is asserted is that they do not exist.
    const unchecked = 'no such operation';
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect([method, (await http(`${api}/audit`, { method, headers: admin.auth, body: { _id: first._id }, unchecked })).status]).toEqual([method, 404]);
      expect([method, (await http(`${api}/audit/${first._id}`, { method, headers: admin.auth, body: { action: 'forged' }, unchecked })).status]).toEqual([
        method,
        404,
      ]);
    }
    expect((await trail(`entityId=${first.entityId}`)).body.data[0]).toEqual(first);
  });
});
