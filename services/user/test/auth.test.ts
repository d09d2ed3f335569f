import { SignJWT, generateKeyPair, decodeJwt } from 'jose';
import { http } from '@minutemart/kit/testing';
import { startUserService, newEmail, PASSWORD, type UserServiceUnderTest } from './harness.js';
import { userModel } from '../src/data/user-model.js';

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

  it("rejects mismatched passwords with the original client's message", async () => {
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
    const foreign = await new SignJWT({ ...payload })
      .setProtectedHeader({ alg: 'EdDSA', kid: JSON.parse(Buffer.from(h, 'base64url').toString()).kid })
      .sign(privateKey);
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
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
  });

  it('cannot be out-raced: 20 parallel wrong passwords get 5 password checks, the rest are cut off', async () => {
    const { email } = await registerAndLogin();
    const answers = await Promise.all(Array.from({ length: 20 }, () => http(`${base}/login`, { body: { email, password: 'Wrong12345' } })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    expect((await http(`${base}/login`, { body: { email, password: PASSWORD } })).status).toBe(429);
  });

  it('gives a fresh set of attempts once the lock has run out', async () => {
    const { email } = await registerAndLogin();
    for (let i = 0; i < 5; i++) await http(`${base}/login`, { body: { email, password: 'Wrong12345' } });
    await userModel(svc.runtime.db).updateOne({ email }, { $set: { locked_until: new Date(Date.now() - 1000) } });
    expect((await http(`${base}/login`, { body: { email, password: 'Wrong12345' } })).status).toBe(400);
    expect((await http(`${base}/login`, { body: { email, password: PASSWORD } })).status).toBe(200);
    const stored = await userModel(svc.runtime.db).findOne({ email }).select('+failed_logins +locked_until').lean();
    expect(stored).toMatchObject({ failed_logins: 0, locked_until: null });
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

  it('sets a readable, secret-free "signed in" hint with the session cookies and clears it when the session ends', async () => {
    const hint = (setCookie: string[]) => setCookie.find((c) => c.startsWith('signedIn='));
    const { login } = await registerAndLogin();
    const atLogin = hint(login.setCookie)!;
    expect(atLogin).toMatch(/^signedIn=1;/);
    expect(atLogin).not.toMatch(/HttpOnly/i);
    expect(atLogin).toMatch(/SameSite=Lax/i);
    expect(atLogin).toMatch(/Path=\//);
    // It lives as long as the refresh token it stands for (7 days), not the 15-minute access token.
    const maxAge = (line: string) => Number(/Max-Age=(\d+)/i.exec(line)?.[1]);
    const refreshLine = login.setCookie.find((c) => c.startsWith('refreshToken='))!;
    expect(Math.abs(maxAge(atLogin) - maxAge(refreshLine))).toBeLessThanOrEqual(1);

    const refreshed = await http(`${base}/refresh-token`, { method: 'POST', headers: { cookie: `refreshToken=${login.body.data.refreshToken}` } });
    expect(refreshed.status).toBe(200);
    expect(hint(refreshed.setCookie)).toMatch(/^signedIn=1;/);

    // A refresh that cannot work (spent token, or none at all) tells the shell to stop expecting a session.
    for (const cookie of [`refreshToken=${login.body.data.refreshToken}`, 'signedIn=1']) {
      const refused = await http(`${base}/refresh-token`, { method: 'POST', headers: { cookie } });
      expect(refused.status).toBe(401);
      expect(hint(refused.setCookie)).toMatch(/^signedIn=;.*Expires=Thu, 01 Jan 1970/);
    }

    const out = await http(`${base}/logout`, { headers: { cookie: `refreshToken=${refreshed.body.data.refreshToken}` } });
    expect(hint(out.setCookie)).toMatch(/^signedIn=;.*Expires=Thu, 01 Jan 1970/);
    expect(hint(out.setCookie)).not.toMatch(/HttpOnly/i);
  });

  it("logout refuses that login's access token at once, for cookie and Bearer-only clients, and no other login", async () => {
    const { email, login } = await registerAndLogin();
    const details = (token: string) => http(`${base}/user-details`, { headers: { authorization: `Bearer ${token}` } });
    const cookieClient = login.body.data.accesstoken as string;
    const other = await http(`${base}/login`, { body: { email, password: PASSWORD } }); // a second device
    const otherToken = other.body.data.accesstoken as string;
    expect(decodeJwt(cookieClient)['sid']).toEqual(expect.any(String));
    expect(decodeJwt(cookieClient)['sid']).not.toBe(decodeJwt(otherToken)['sid']);

    expect((await details(cookieClient)).status).toBe(200);
    await http(`${base}/logout`, { headers: { cookie: `refreshToken=${login.body.data.refreshToken}` } });
    expect((await details(cookieClient)).status).toBe(401);
    expect((await http(`${base}/user-details`, { headers: { cookie: `accessToken=${cookieClient}` } })).status).toBe(401);
    expect((await details(otherToken)).status).toBe(200);

    // The original client logs out with its access token only: that login ends too, refresh token included.
    const out = await http(`${base}/logout`, { headers: { authorization: `Bearer ${otherToken}` } });
    expect(out.status).toBe(200);
    expect((await details(otherToken)).status).toBe(401);
    const refresh = await http(`${base}/refresh-token`, { method: 'POST', headers: { cookie: `refreshToken=${other.body.data.refreshToken}` } });
    expect(refresh.status).toBe(401);
  });

  it('a replayed refresh token also refuses the access tokens that login holds', async () => {
    const { login } = await registerAndLogin();
    const first = login.body.data.refreshToken as string;
    const rotated = await http(`${base}/refresh-token`, { method: 'POST', headers: { cookie: `refreshToken=${first}` } });
    const current = rotated.body.data.accessToken as string;
    expect((await http(`${base}/user-details`, { headers: { authorization: `Bearer ${current}` } })).status).toBe(200);
    expect((await http(`${base}/refresh-token`, { method: 'POST', headers: { cookie: `refreshToken=${first}` } })).status).toBe(401);
    expect((await http(`${base}/user-details`, { headers: { authorization: `Bearer ${current}` } })).status).toBe(401);
  });

  it('publishes its public keys as a JWKS with kids', async () => {
    const res = await http(`${svc.url}/.well-known/jwks.json`);
    expect(res.status).toBe(200);
    expect(res.body.keys.length).toBeGreaterThan(0);
    expect(res.body.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' });
    expect(res.body.keys[0]).not.toHaveProperty('d');
  });
});
