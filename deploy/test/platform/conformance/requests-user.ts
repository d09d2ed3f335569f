import type { Call } from './client.js';
import { PNG, UNKNOWN_ID, badToken, form, guest, unique, type World } from './world.js';

export type Builders = Record<string, (w: World) => Promise<Call[]>>;

const signedIn = (w: World, tag: string) => w.shopper(tag);

/** /api/user and /api/address (user service). */
export const userRequests: Builders = {
  'POST /api/user/register': async (w) => {
    const taken = await signedIn(w, 'a');
    const email = `${unique('conformance.new')}@example.test`;
    return [
      { why: 'a new account', json: { name: 'New Shopper', email, password: 'Conform123', confirmPassword: 'Conform123' }, expect: 201 },
      { why: 'an email already registered', json: { name: 'Again', email: taken.email, password: 'Conform123', confirmPassword: 'Conform123' }, expect: 409 },
      { why: 'no fields', json: {}, expect: 400 },
      { why: 'passwords differ', json: { name: 'X', email: `x.${email}`, password: 'Conform123', confirmPassword: 'Conform124' }, expect: 400 },
      { why: 'a weak password', json: { name: 'X', email: `y.${email}`, password: 'short', confirmPassword: 'short' }, expect: 400 },
      { why: 'an operator instead of an email', json: { name: 'X', email: { $gt: '' }, password: 'Conform123', confirmPassword: 'Conform123' }, expect: 400 },
    ];
  },

  'POST /api/user/login': async (w) => {
    const p = await signedIn(w, 'a');
    const locked = await w.person('locked');
    const inactive = await w.inactivePerson();
    const wrong = { why: 'a wrong password (five lock the account)', json: { email: locked.email, password: 'Wrong12345' }, expect: 400 };
    return [
      { why: 'the right password', json: { email: p.email, password: p.password }, expect: 200 },
      { why: 'a wrong password', json: { email: p.email, password: 'Wrong12345' }, expect: 400 },
      { why: 'an unknown account', json: { email: 'nobody.conformance@example.test', password: 'Conform123' }, expect: 400 },
      { why: 'no password', json: { email: p.email }, expect: 400 },
      { why: 'an inactive account', json: { email: inactive.email, password: inactive.password }, expect: 401 },
      wrong,
      wrong,
      wrong,
      wrong,
      wrong,
      { why: 'the right password of a locked account', json: { email: locked.email, password: locked.password }, expect: 429 },
    ];
  },

  'POST /api/user/refresh-token': async (w) => {
    const p = await w.person('refresh');
    return [
      { why: 'the refresh cookie', headers: { cookie: `refreshToken=${p.refreshToken}` }, expect: 200 },
      { why: 'the same refresh token again (spent)', headers: { cookie: `refreshToken=${p.refreshToken}` }, expect: 401 },
      { why: 'no refresh token', expect: 401 },
      { why: 'a made-up refresh token', headers: { authorization: 'Bearer made-up' }, expect: 401 },
    ];
  },

  'GET /api/user/user-details': async (w) => [
    { why: 'signed in', headers: (await signedIn(w, 'a')).headers, expect: 200 },
    { why: 'a guest', headers: guest, expect: 401 },
    { why: 'an invalid token', headers: badToken, expect: 401 },
  ],

  'GET /api/user/logout': async (w) => {
    const p = await w.person('logout');
    return [
      { why: 'a signed-in session', headers: { cookie: `${p.headers['cookie']}; refreshToken=${p.refreshToken}` }, expect: 200 },
      { why: 'a guest', headers: guest, expect: 200 },
    ];
  },

  'PUT /api/user/update-user': async (w) => {
    const p = await w.person('profile');
    const other = await signedIn(w, 'a');
    return [
      { why: 'a new name and mobile', headers: p.headers, json: { name: 'Renamed Shopper', email: p.email, mobile: 9876543210 }, expect: 200 },
      { why: "another account's email", headers: p.headers, json: { name: 'Renamed', email: other.email, mobile: '9876543210' }, expect: 409 },
      { why: 'an invalid email', headers: p.headers, json: { name: 'Renamed', email: 'not-an-email', mobile: '9876543210' }, expect: 400 },
      { why: 'an invalid mobile', headers: p.headers, json: { name: 'Renamed', email: p.email, mobile: 'call me' }, expect: 400 },
      { why: 'a guest', headers: guest, json: { name: 'X', email: p.email, mobile: '9876543210' }, expect: 401 },
    ];
  },

  'PUT /api/user/upload-avatar': async (w) => {
    const p = await w.person('avatar');
    return [
      { why: 'a PNG', headers: p.headers, raw: form('avatar', PNG, 'me.png', 'image/png'), expect: 200 },
      { why: 'a text file named .png', headers: p.headers, raw: form('avatar', 'hello', 'me.png', 'image/png'), expect: 415 },
      { why: 'the wrong field', headers: p.headers, raw: form('picture', PNG, 'me.png', 'image/png'), expect: 400 },
      { why: 'a guest', headers: guest, raw: form('avatar', PNG, 'me.png', 'image/png'), expect: 401 },
    ];
  },

  'PUT /api/user/forgot-password': async (w) => {
    const p = await w.person('forgot');
    return [
      { why: 'an account email', json: { email: p.email }, expect: 200 },
      { why: 'an unknown email (answered alike)', json: { email: `${unique('nobody')}@example.test` }, expect: 200 },
      { why: 'not an email', json: { email: 'nope' }, expect: 400 },
    ];
  },

  'PUT /api/user/verify-forgot-password-otp': async (w) => {
    const p = await w.person('verify');
    const since = Date.now();
    await w.api('PUT /api/user/forgot-password', { why: 'ask for a code', json: { email: p.email } });
    const code = await w.resetCode(p.email, since);
    const wrongCode = code === '000000' ? '111111' : '000000';
    return [
      { why: 'a wrong code', json: { email: p.email, otp: wrongCode }, expect: 400 },
      { why: 'the mailed code', json: { email: p.email, otp: code }, expect: 200 },
      { why: 'not six digits', json: { email: p.email, otp: '12' }, expect: 400 },
    ];
  },

  'PUT /api/user/reset-password': async (w) => {
    const p = await w.person('reset');
    const unverified = await w.person('unverified');
    const since = Date.now();
    await w.api('PUT /api/user/forgot-password', { why: 'ask for a code', json: { email: p.email } });
    await w.api('PUT /api/user/verify-forgot-password-otp', { why: 'verify it', json: { email: p.email, otp: await w.resetCode(p.email, since) } });
    return [
      { why: 'passwords differ', json: { email: p.email, newPassword: 'Newpass123', confirmPassword: 'Newpass124' }, expect: 400 },
      { why: 'after a verified code', json: { email: p.email, newPassword: 'Newpass123', confirmPassword: 'Newpass123' }, expect: 200 },
      { why: 'without a verified code', json: { email: unverified.email, newPassword: 'Newpass123', confirmPassword: 'Newpass123' }, expect: 403 },
    ];
  },

  'POST /api/address/create': async (w) => {
    const p = await signedIn(w, 'a');
    const address = { address_line: '1 Church Street', city: 'Bengaluru', state: 'Karnataka', country: 'India', pincode: 560001, mobile: '9876500000' };
    return [
      { why: 'a whole address', headers: p.headers, json: address, expect: 201 },
      { why: 'with instructions for the rider', headers: p.headers, json: { ...address, instructions: { leaveAtDoor: true, note: ' Gate 2 ' } }, expect: 201 },
      { why: 'no city', headers: p.headers, json: { ...address, city: '' }, expect: 400 },
      { why: 'a rider note over 200 characters', headers: p.headers, json: { ...address, instructions: { note: 'x'.repeat(201) } }, expect: 400 },
      { why: 'a guest', headers: guest, json: address, expect: 401 },
    ];
  },

  'GET /api/address/get': async (w) => [
    { why: 'signed in', headers: (await signedIn(w, 'a')).headers, expect: 200 },
    { why: 'a guest', headers: guest, expect: 401 },
  ],

  'PUT /api/address/update': async (w) => {
    const [a, b] = [await signedIn(w, 'a'), await signedIn(w, 'b')];
    return [
      { why: 'an own address', headers: a.headers, json: { _id: a.addressId, address_line: '14 MG Road' }, expect: 200 },
      { why: "someone else's address", headers: b.headers, json: { _id: a.addressId, address_line: 'Mine now' }, expect: 404 },
      { why: 'an unknown id', headers: a.headers, json: { _id: UNKNOWN_ID, city: 'Pune' }, expect: 404 },
      { why: 'a bad id', headers: a.headers, json: { _id: 'x', city: 'Pune' }, expect: 400 },
      { why: 'a guest', headers: guest, json: { _id: a.addressId, city: 'Pune' }, expect: 401 },
    ];
  },

  'DELETE /api/address/disable': async (w) => {
    const [a, b] = [await signedIn(w, 'a'), await signedIn(w, 'b')];
    const spare = await w.api('POST /api/address/create', {
      why: 'a spare address',
      headers: a.headers,
      json: { address_line: '2 Church Street', city: 'Bengaluru', state: 'Karnataka', country: 'India', pincode: '560001', mobile: '9876500001' },
    });
    return [
      { why: "someone else's address", headers: b.headers, json: { _id: spare.data._id }, expect: 404 },
      { why: 'an own address', headers: a.headers, json: { _id: spare.data._id }, expect: 200 },
      { why: 'a bad id', headers: a.headers, json: { _id: ['x'] }, expect: 400 },
      { why: 'a guest', headers: guest, json: { _id: spare.data._id }, expect: 401 },
    ];
  },
};
