import type { Builders } from './requests-user.js';
import { FLAGSHIP, UNKNOWN_ID, guest, unique, type World } from './world.js';

const managers = async (w: World) => ({ admin: await w.admin(), shopper: (await w.shopper('a')).headers });

/** The seed admin's own id (nobody changes their own access). */
const adminId = (w: World) =>
  w.once('admin-id', async () => (await w.api('GET /api/user/user-details', { why: 'who the admin is', headers: await w.admin() })).data._id as string);

const newEmail = () => `${unique('conformance.staff')}@example.test`;

/** /api/user/staff and /api/user/audit (user service): staff accounts and the audit trail. */
export const staffRequests: Builders = {
  'GET /api/user/audit': async (w) => {
    const { admin, shopper } = await managers(w);
    return [
      { why: 'the newest entries', headers: admin, expect: 200 },
      {
        why: 'one store, one kind, a window, a page',
        headers: admin,
        query: { store: FLAGSHIP, entity: 'order', from: '2020-01-01T00:00:00Z', to: new Date().toISOString(), page: '2', limit: '5' },
        expect: 200,
      },
      { why: 'someone by part of their email', headers: admin, query: { actor: 'admin@' }, expect: 200 },
      { why: 'a kind that does not exist', headers: admin, query: { entity: 'planet' }, expect: 400 },
      { why: 'a limit over 100', headers: admin, query: { limit: '1000' }, expect: 400 },
      { why: 'from is no date', headers: admin, query: { from: 'last week' }, expect: 400 },
      { why: 'a shopper', headers: shopper, expect: 403 },
      { why: 'a guest', headers: guest, expect: 401 },
    ];
  },

  'GET /api/user/staff': async (w) => {
    const { admin, shopper } = await managers(w);
    return [
      { why: 'an admin', headers: admin, expect: 200 },
      { why: 'a shopper', headers: shopper, expect: 403 },
      { why: 'a guest', headers: guest, expect: 401 },
    ];
  },

  'POST /api/user/staff/invite': async (w) => {
    const { admin, shopper } = await managers(w);
    const picker = { email: newEmail(), name: 'New Picker', role: 'PICKER', stores: [FLAGSHIP] };
    return [
      { why: 'a picker of the flagship', headers: admin, json: picker, expect: 201 },
      { why: 'support (bound to no store)', headers: admin, json: { email: newEmail(), name: 'New Support', role: 'SUPPORT' }, expect: 201 },
      {
        why: 'an address that is staff already',
        headers: admin,
        json: { ...picker, email: process.env.SEED_ADMIN_EMAIL ?? 'admin@minutemart.test' },
        expect: 409,
      },
      { why: 'a picker of no store', headers: admin, json: { ...picker, email: newEmail(), stores: [] }, expect: 400 },
      { why: 'a role that does not exist', headers: admin, json: { ...picker, email: newEmail(), role: 'OWNER' }, expect: 400 },
      { why: 'a shopper', headers: shopper, json: { ...picker, email: newEmail() }, expect: 403 },
      { why: 'a guest', headers: guest, json: { ...picker, email: newEmail() }, expect: 401 },
    ];
  },

  'POST /api/user/staff/accept-invite': async (w) => {
    const email = newEmail();
    const since = Date.now();
    await w.api('POST /api/user/staff/invite', {
      why: 'invite a rider',
      headers: await w.admin(),
      json: { email, name: 'New Rider', role: 'RIDER', stores: [FLAGSHIP] },
    });
    const token = await w.mailed(email, since, /[#&]token=([A-Za-z0-9_-]+)/);
    const password = { password: 'Rider12345', confirmPassword: 'Rider12345' };
    return [
      { why: 'passwords differ', json: { token, password: 'Rider12345', confirmPassword: 'Rider12346' }, expect: 400 },
      { why: 'the mailed link', json: { token, ...password }, expect: 201 },
      { why: 'the link again', json: { token, ...password }, expect: 400 },
      { why: 'a made-up token', json: { token: 'made-up', ...password }, expect: 400 },
    ];
  },

  'PUT /api/user/staff/update': async (w) => {
    const { admin, shopper } = await managers(w);
    const person = await w.person('to-promote');
    return [
      { why: 'a shopper made a picker', headers: admin, json: { userId: person.userId, role: 'PICKER', stores: [FLAGSHIP] }, expect: 200 },
      { why: 'back to a shopper', headers: admin, json: { userId: person.userId, role: 'USER' }, expect: 200 },
      { why: 'their own role', headers: admin, json: { userId: await adminId(w), role: 'USER' }, expect: 403 },
      { why: 'an unknown person', headers: admin, json: { userId: UNKNOWN_ID, role: 'SUPPORT' }, expect: 404 },
      { why: 'a role that does not exist', headers: admin, json: { userId: person.userId, role: 'OWNER' }, expect: 400 },
      { why: 'a shopper', headers: shopper, json: { userId: person.userId, role: 'ADMIN' }, expect: 403 },
      { why: 'a guest', headers: guest, json: { userId: person.userId, role: 'ADMIN' }, expect: 401 },
    ];
  },

  'POST /api/user/staff/deactivate': async (w) => {
    const { admin, shopper } = await managers(w);
    const person = await w.person('to-deactivate');
    return [
      { why: 'a person', headers: admin, json: { userId: person.userId }, expect: 200 },
      { why: 'themselves', headers: admin, json: { userId: await adminId(w) }, expect: 403 },
      { why: 'an unknown person', headers: admin, json: { userId: UNKNOWN_ID }, expect: 404 },
      { why: 'a bad id', headers: admin, json: { userId: 'me' }, expect: 400 },
      { why: 'a shopper', headers: shopper, json: { userId: person.userId }, expect: 403 },
      { why: 'a guest', headers: guest, json: { userId: person.userId }, expect: 401 },
    ];
  },

  'POST /api/user/staff/reactivate': async (w) => {
    const { admin, shopper } = await managers(w);
    const person = await w.person('to-reactivate');
    await w.api('POST /api/user/staff/deactivate', { why: 'deactivate them first', headers: admin, json: { userId: person.userId } });
    return [
      { why: 'a deactivated person', headers: admin, json: { userId: person.userId }, expect: 200 },
      { why: 'an unknown person', headers: admin, json: { userId: UNKNOWN_ID }, expect: 404 },
      { why: 'a bad id', headers: admin, json: {}, expect: 400 },
      { why: 'a shopper', headers: shopper, json: { userId: person.userId }, expect: 403 },
      { why: 'a guest', headers: guest, json: { userId: person.userId }, expect: 401 },
    ];
  },
};
