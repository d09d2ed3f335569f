import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { decodeJwt } from 'jose';
import { http, waitFor } from '@minutemart/kit/testing';
import { KeyStore } from '../../../services/user/src/domain/key-store.js';
import { TokenService } from '../../../services/user/src/domain/tokens.js';
import { SessionRevoker } from '../../../services/user/src/domain/sessions.js';
import { signingKeyModel } from '../../../services/user/src/data/signing-key-model.js';
import { refreshTokenModel } from '../../../services/user/src/data/refresh-token-model.js';
import { seedAdmin } from '../../../services/user/src/seed-admin.js';
import { cookieHeader, otpMailedTo, shopperEmail, startInProcessStack, type InProcessStack } from './in-process-stack.js';

jest.setTimeout(120_000);

const PASSWORD = 'Cookie4Ever';
let stack: InProcessStack;

beforeAll(async () => {
  stack = await startInProcessStack({ cart: true });
});
afterAll(async () => {
  await stack?.stop();
});

const sessions = () => {
  const { db, config, revocations, logger } = stack.user.runtime;
  return new SessionRevoker(refreshTokenModel(db), revocations, config.ACCESS_TOKEN_TTL_SECONDS, logger);
};

/** An access token signed with the user service's real key that expired two minutes ago. */
async function expiredAccessToken(user: { id: string; email: string }): Promise<string> {
  const { db, config } = stack.user.runtime;
  const keys = new KeyStore(signingKeyModel(db), config.KEY_ENCRYPTION_SECRET, config.SIGNING_KEY_ROTATE_DAYS);
  const tokens = new TokenService(keys, refreshTokenModel(db), { accessTtlSeconds: -120, refreshTtlDays: 1 }, sessions());
  return (await tokens.accessToken({ _id: user.id, role: 'USER', email: user.email }, randomUUID())).token;
}

/** Register and log in through the gateway, as a browser would: what it keeps is the cookies. */
async function signIn() {
  const email = shopperEmail('cookie');
  const reg = await stack.api('/api/user/register', { body: { name: 'Cookie Client', email, password: PASSWORD, confirmPassword: PASSWORD } });
  expect(reg.status).toBe(201);
  const login = await stack.api('/api/user/login', { body: { email, password: PASSWORD } });
  expect(login.status).toBe(200);
  return { email, id: reg.body.data._id as string, cookies: login.cookies, token: login.body.data.accesstoken as string };
}

const cookieNamed = (setCookie: string[], name: string) => setCookie.find((c) => c.startsWith(`${name}=`));
const valueOf = (setCookie: string[], name: string) =>
  cookieNamed(setCookie, name)
    ?.split(';')[0]!
    .slice(name.length + 1);

describe('cookie-only clients: the gateway refreshes an expired session', () => {
  it('an expired access cookie: user-details and cart/get answer 200 and set new cookies on that response', async () => {
    const user = await signIn();
    const expired = await expiredAccessToken(user);
    const stale = `accessToken=${expired}; refreshToken=${user.cookies['refreshToken']}`;

    // What such a client got before: the services alone refuse the expired token.
    expect((await http(`${stack.user.url}/api/user/user-details`, { headers: { cookie: stale } })).status).toBe(401);

    const me = await stack.api('/api/user/user-details', { headers: { cookie: stale } });
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(user.email);
    const access = valueOf(me.setCookie, 'accessToken')!;
    const refresh = valueOf(me.setCookie, 'refreshToken')!;
    expect(access).toBeTruthy();
    expect(access).not.toBe(expired);
    expect(decodeJwt(access)['sub']).toBe(user.id);
    expect(refresh).toBeTruthy();
    expect(refresh).not.toBe(user.cookies['refreshToken']);
    for (const name of ['accessToken', 'refreshToken']) {
      expect(cookieNamed(me.setCookie, name)).toMatch(/HttpOnly/i);
      expect(cookieNamed(me.setCookie, name)).toMatch(/SameSite=Lax/i);
      expect(cookieNamed(me.setCookie, name)).toMatch(/Path=\//);
    }

    // Later, the same again with the cookies it now holds (access expired once more): cart/get.
    const cart = await stack.api('/api/cart/get', { headers: { cookie: `accessToken=${await expiredAccessToken(user)}; refreshToken=${refresh}` } });
    expect(cart.status).toBe(200);
    expect(cart.body.success).toBe(true);
    expect(Array.isArray(cart.body.data)).toBe(true);
    expect(valueOf(cart.setCookie, 'accessToken')).toBeTruthy();
    expect(valueOf(cart.setCookie, 'refreshToken')).not.toBe(refresh);

    // A browser drops the access cookie when it expires: the refresh cookie alone is enough too.
    const onlyRefresh = await stack.api('/api/cart/get', { headers: { cookie: `refreshToken=${valueOf(cart.setCookie, 'refreshToken')}` } });
    expect(onlyRefresh.status).toBe(200);
    expect(valueOf(onlyRefresh.setCookie, 'accessToken')).toBeTruthy();
  });

  it('parallel requests of one page share one refresh, and the login survives it', async () => {
    const user = await signIn();
    const cookie = `refreshToken=${user.cookies['refreshToken']}`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => stack.api(i % 2 ? '/api/cart/get' : '/api/user/user-details', { headers: { cookie } })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    const rotated = new Set(answers.map((a) => valueOf(a.setCookie, 'refreshToken')));
    expect(rotated.size).toBe(1);
    const [next] = [...rotated];

    // A request the browser sent before it stored the new cookie gets the same tokens, not a revoked login.
    const late = await stack.api('/api/user/user-details', { headers: { cookie } });
    expect(late.status).toBe(200);
    expect(valueOf(late.setCookie, 'refreshToken')).toBe(next);
    const stillValid = await http(`${stack.user.url}/api/user/refresh-token`, { method: 'POST', headers: { cookie: `refreshToken=${next}` } });
    expect(stillValid.status).toBe(200);
  });

  it('a refresh cookie the user service refuses ends the session: 401 and both cookies cleared', async () => {
    const user = await signIn();
    const out = await stack.api('/api/user/logout', { headers: { cookie: cookieHeader(user.cookies) } });
    expect(out.status).toBe(200);
    const after = await stack.api('/api/user/user-details', { headers: { cookie: `refreshToken=${user.cookies['refreshToken']}` } });
    expect(after.status).toBe(401);
    for (const name of ['accessToken', 'refreshToken']) expect(cookieNamed(after.setCookie, name)).toMatch(/Expires=Thu, 01 Jan 1970/);
  });
});

describe('revocation takes effect at once, at the gateway and in the services', () => {
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('logout: the access token of that login is refused everywhere immediately', async () => {
    const user = await signIn();
    expect((await stack.api('/api/cart/get', { headers: bearer(user.token) })).status).toBe(200);
    expect((await stack.api('/api/user/logout', { headers: { cookie: cookieHeader(user.cookies) } })).status).toBe(200);
    expect((await stack.api('/api/user/user-details', { headers: bearer(user.token) })).status).toBe(401);
    expect((await stack.api('/api/cart/get', { headers: bearer(user.token) })).status).toBe(401);
    // Straight at the cart service too: the kit checks the list itself.
    expect((await http(`${stack.cart!.url}/api/cart/get`, { headers: bearer(user.token) })).status).toBe(401);
  });

  it('password reset: every session of the account ends, access tokens included', async () => {
    const user = await signIn();
    expect((await stack.api('/api/cart/get', { headers: bearer(user.token) })).status).toBe(200);
    expect((await stack.api('/api/user/forgot-password', { method: 'PUT', body: { email: user.email } })).status).toBe(200);
    const otp = await otpMailedTo(user.email);
    expect((await stack.api('/api/user/verify-forgot-password-otp', { method: 'PUT', body: { email: user.email, otp } })).status).toBe(200);
    const reset = await stack.api('/api/user/reset-password', {
      method: 'PUT',
      body: { email: user.email, newPassword: 'Fresh4Start', confirmPassword: 'Fresh4Start' },
    });
    expect(reset.status).toBe(200);

    expect((await stack.api('/api/cart/get', { headers: bearer(user.token) })).status).toBe(401);
    expect((await http(`${stack.cart!.url}/api/cart/get`, { headers: bearer(user.token) })).status).toBe(401);
    // The cookie client is not silently refreshed back in: its refresh token died with the reset.
    const cookieClient = await stack.api('/api/user/user-details', { headers: { cookie: cookieHeader(user.cookies) } });
    expect(cookieClient.status).toBe(401);
    expect(cookieNamed(cookieClient.setCookie, 'refreshToken')).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it('role change: tokens with the old role are refused at once; a cookie client is refreshed into the new role', async () => {
    const user = await signIn();
    expect((await stack.api('/api/user/user-details', { headers: bearer(user.token) })).body.data.role).toBe('USER');
    const promoted = await seedAdmin(
      stack.user.runtime.db,
      { email: user.email, password: 'Admin@12345', resetPassword: false, production: false },
      sessions(),
    );
    expect(promoted.promoted).toBe(true);

    expect((await stack.api('/api/user/user-details', { headers: bearer(user.token) })).status).toBe(401);
    expect((await http(`${stack.cart!.url}/api/cart/get`, { headers: bearer(user.token) })).status).toBe(401);

    // The gateway itself refuses the revoked access cookie, so it refreshes: the login goes on as ADMIN.
    const cookieClient = await stack.api('/api/user/user-details', { headers: { cookie: cookieHeader(user.cookies) } });
    expect(cookieClient.status).toBe(200);
    expect(cookieClient.body.data.role).toBe('ADMIN');
    const access = valueOf(cookieClient.setCookie, 'accessToken')!;
    expect(decodeJwt(access)['role']).toBe('ADMIN');
    await waitFor(async () => (await http(`${stack.cart!.url}/api/cart/get`, { headers: bearer(access) })).status === 200, { what: 'the new token accepted' });
  });
});
