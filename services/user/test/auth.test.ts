import { SignJWT, generateKeyPair, decodeJwt } from 'jose';
import { http } from '@minutemart/kit/testing';
import { startUserService, newEmail, PASSWORD, type UserServiceUnderTest } from './harness.js';

let svc: UserServiceUnderTest;
let base: string;

beforeAll(async () => {
  svc = await startUserService();
  base = `${svc.url}/api/user`;
});
afterAll(async () => {
  await svc?.stop();
});

async function registerAndLogin(email = newEmail()) {
  const reg = await http(`${base}/register`, { body: { name: 'Asha', email, password: PASSWORD, confirmPassword: PASSWORD } });
  expect(reg.status).toBe(201);
  const login = await http(`${base}/login`, { body: { email, password: PASSWORD } });
  expect(login.status).toBe(200);
  return { email, login };
}

describe('register', () => {
  it('creates a user, normalising the email, and never returns the password hash', async () => {
    const email = newEmail();
    const res = await http(`${base}/register`, {
      body: { name: ' Asha ', email: `  ${email.toUpperCase()} `, password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, error: false, message: 'User register successfully' });
    expect(res.body.data.email).toBe(email);
    expect(res.body.data.name).toBe('Asha');
    expect(res.body.data.role).toBe('USER');
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|password/i);
  });

  it('rejects mismatched passwords with the spec message', async () => {
    const res = await http(`${base}/register`, { body: { name: 'A', email: newEmail(), password: PASSWORD, confirmPassword: 'Other123x' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: true, message: 'password and confirm password must be same' });
  });

  it('rejects a duplicate email with 409, whatever its case', async () => {
    const email = newEmail();
    await http(`${base}/register`, { body: { name: 'A', email, password: PASSWORD, confirmPassword: PASSWORD } });
    const res = await http(`${base}/register`, { body: { name: 'B', email: email.toUpperCase(), password: PASSWORD, confirmPassword: PASSWORD } });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/already exists/);
  });

  it('names the missing field and enforces a password policy', async () => {
    const missing = await http(`${base}/register`, { body: { email: newEmail(), password: PASSWORD, confirmPassword: PASSWORD } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Provide name');
    const weak = await http(`${base}/register`, { body: { name: 'A', email: newEmail(), password: 'short', confirmPassword: 'short' } });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toMatch(/at least 8 characters/);
  });

  it('refuses to grant a role from the request body', async () => {
    const email = newEmail();
    const res = await http(`${base}/register`, { body: { name: 'Mallory', email, password: PASSWORD, confirmPassword: PASSWORD, role: 'ADMIN' } });
    expect(res.status).toBe(201);
    expect(res.body.data.role).toBe('USER');
  });
});

describe('login and tokens', () => {
  it('returns data.accesstoken and data.refreshToken and sets httpOnly SameSite=Lax cookies', async () => {
    const { login } = await registerAndLogin();
    expect(login.body.message).toBe('Login successfully');
    expect(typeof login.body.data.accesstoken).toBe('string');
    expect(typeof login.body.data.refreshToken).toBe('string');
    const access = login.setCookie.find((c) => c.startsWith('accessToken='))!;
    expect(access).toMatch(/HttpOnly/i);
    expect(access).toMatch(/SameSite=Lax/i);
    expect(access).toMatch(/Path=\//);
    expect(login.setCookie.some((c) => c.startsWith('refreshToken='))).toBe(true);
    const claims = decodeJwt(login.body.data.accesstoken);
    expect((claims.exp! - claims.iat!) / 60).toBeLessThanOrEqual(15);
  });

  it('authenticates user-details by bearer header or by the accessToken cookie alone', async () => {
    const { email, login } = await registerAndLogin();
    const byBearer = await http(`${base}/user-details`, { headers: { authorization: `Bearer ${login.body.data.accesstoken}` } });
    expect(byBearer.status).toBe(200);
    expect(byBearer.body.data.email).toBe(email);
    const byCookie = await http(`${base}/user-details`, { headers: { cookie: `accessToken=${login.cookies['accessToken']}` } });
    expect(byCookie.status).toBe(200);
    expect(byCookie.body.data).not.toHaveProperty('password');
    expect(byCookie.body.data).not.toHaveProperty('refresh_token');
  });

  it('answers 401 without a token, with a tampered token and with alg none', async () => {
    const { login } = await registerAndLogin();
    expect((await http(`${base}/user-details`)).status).toBe(401);

    const [h, p, s] = login.body.data.accesstoken.split('.');
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, role: 'ADMIN' })).toString('base64url');
    expect((await http(`${base}/user-details`, { headers: { authorization: `Bearer ${h}.${forged}.${s}` } })).status).toBe(401);

    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect((await http(`${base}/user-details`, { headers: { authorization: `Bearer ${none}.${p}.` } })).status).toBe(401);

    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const foreign = await new SignJWT({ ...payload }).setProtectedHeader({ alg: 'EdDSA', kid: JSON.parse(Buffer.from(h, 'base64url').toString()).kid }).sign(privateKey);
    expect((await http(`${base}/user-details`, { headers: { authorization: `Bearer ${foreign}` } })).status).toBe(401);
  });

  it('rejects wrong passwords without saying whether the account exists', async () => {
    const { email } = await registerAndLogin();
    const wrong = await http(`${base}/login`, { body: { email, password: 'Wrong12345' } });
    const unknown = await http(`${base}/login`, { body: { email: newEmail('ghost'), password: 'Wrong12345' } });
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrong.body.message).toBe(unknown.body.message);
  });

  it('locks an account after repeated failures', async () => {
    const { email } = await registerAndLogin();
    for (let i = 0; i < 5; i++) await http(`${base}/login`, { body: { email, password: 'Wrong12345' } });
    const locked = await http(`${base}/login`, { body: { email, password: PASSWORD } });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/Too many failed attempts/);
  });

  it('rejects NoSQL operators in place of strings', async () => {
    const res = await http(`${base}/login`, { body: { email: { $gt: '' }, password: { $gt: '' } } });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });

  it('rejects oversized and malformed bodies with 4xx envelopes', async () => {
    const big = await http(`${base}/login`, { body: { email: 'a@b.c', password: 'x'.repeat(200_000) } });
    expect(big.status).toBe(413);
    expect(big.body.success).toBe(false);
    const broken = await http(`${base}/login`, { raw: '{"email":', headers: { 'content-type': 'application/json' }, method: 'POST' });
    expect(broken.status).toBe(400);
    const wrongType = await http(`${base}/login`, { raw: 'email=a', headers: { 'content-type': 'text/plain' }, method: 'POST' });
    expect(wrongType.status).toBe(400);
  });

  it('rotates the refresh token on every use and revokes the family when an old one is replayed', async () => {
    const { login } = await registerAndLogin();
    const first = login.body.data.refreshToken as string;
    const r1 = await http(`${base}/refresh-token`, { method: 'POST', headers: { cookie: `refreshToken=${first}` } });
    expect(r1.status).toBe(200);
    expect(typeof r1.body.data.accessToken).toBe('string');
    expect(r1.setCookie.some((c) => c.startsWith('accessToken='))).toBe(true);
    const second = r1.body.data.refreshToken as string;
    expect(second).not.toBe(first);

    // Replaying the spent token: refused, and the fresh one dies with it.
    const replay = await http(`${base}/refresh-token`, { method: 'POST', headers: { authorization: `Bearer ${first}` } });
    expect(replay.status).toBe(401);
    const afterReuse = await http(`${base}/refresh-token`, { method: 'POST', headers: { cookie: `refreshToken=${second}` } });
    expect(afterReuse.status).toBe(401);
  });

  it('logout revokes the refresh token and clears both cookies', async () => {
    const { login } = await registerAndLogin();
    const refresh = login.body.data.refreshToken as string;
    const out = await http(`${base}/logout`, { headers: { cookie: `refreshToken=${refresh}; accessToken=${login.body.data.accesstoken}` } });
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ success: true, message: 'Logout successfully' });
    const cleared = out.setCookie.map((c) => c.split('=')[0]);
    expect(cleared).toEqual(expect.arrayContaining(['accessToken', 'refreshToken']));
    expect(out.setCookie.every((c) => /Expires=Thu, 01 Jan 1970/.test(c))).toBe(true);
    const again = await http(`${base}/refresh-token`, { method: 'POST', headers: { cookie: `refreshToken=${refresh}` } });
    expect(again.status).toBe(401);
  });

  it('publishes its public keys as a JWKS with kids', async () => {
    const res = await http(`${svc.url}/.well-known/jwks.json`);
    expect(res.status).toBe(200);
    expect(res.body.keys.length).toBeGreaterThan(0);
    expect(res.body.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' });
    expect(res.body.keys[0]).not.toHaveProperty('d');
  });
});
