import { decodeJwt } from 'jose';
import { topics } from '@minutemart/contracts';
import { userModel } from '../src/data/user-model.js';
import { refreshTokenModel } from '../src/data/refresh-token-model.js';
import { SessionRevoker } from '../src/domain/sessions.js';
import { DEFAULT_ADMIN_PASSWORD, seedAdmin, seedOptionsFromEnv } from '../src/seed-admin.js';
import { http, newEmail, signUp, startUserService, waitFor, watchTopic, PASSWORD, type UserServiceUnderTest } from './harness.js';

let svc: UserServiceUnderTest;
let watcher: Awaited<ReturnType<typeof watchTopic>>;

beforeAll(async () => {
  watcher = await watchTopic(topics.user.name);
  svc = await startUserService();
});
afterAll(async () => {
  await svc?.stop();
  await watcher?.stop();
});

const sessions = () =>
  new SessionRevoker(refreshTokenModel(svc.runtime.db), svc.runtime.revocations, svc.runtime.config.ACCESS_TOKEN_TTL_SECONDS, svc.runtime.logger);
const login = (email: string, password: string) => http(`${svc.url}/api/user/login`, { body: { email, password } });
const opts = (email: string, extra: Partial<Parameters<typeof seedAdmin>[1]> = {}) => ({
  email,
  password: 'Admin@12345',
  resetPassword: false,
  production: false,
  ...extra,
});

describe('seed-admin', () => {
  it('reads its settings from the environment with the documented defaults', () => {
    expect(seedOptionsFromEnv({}, 'development')).toEqual({
      email: 'admin@minutemart.test',
      password: 'Admin@12345',
      resetPassword: false,
      production: false,
    });
    expect(seedOptionsFromEnv({ SEED_ADMIN_EMAIL: 'a@b.c', SEED_ADMIN_PASSWORD: 'Xyz12345', SEED_ADMIN_RESET_PASSWORD: '1' }, 'production')).toEqual({
      email: 'a@b.c',
      password: 'Xyz12345',
      resetPassword: true,
      production: true,
    });
  });

  it('creates an ADMIN once; running again neither duplicates nor changes the password', async () => {
    const email = newEmail('admin');
    const first = await seedAdmin(svc.runtime.db, opts(email), sessions());
    expect(first).toMatchObject({ created: true });
    const second = await seedAdmin(svc.runtime.db, opts(email.toUpperCase(), { password: 'Changed123' }), sessions());
    expect(second).toMatchObject({ created: false, promoted: false, passwordReset: false, userId: first.userId });
    expect(await userModel(svc.runtime.db).countDocuments({ email })).toBe(1);

    const res = await login(email, 'Admin@12345');
    expect(res.status).toBe(200);
    expect(decodeJwt(res.body.data.accesstoken)['role']).toBe('ADMIN');
    expect((await login(email, 'Changed123')).status).toBe(400);
  });

  it('resets the password only with SEED_ADMIN_RESET_PASSWORD=1', async () => {
    const email = newEmail('admin');
    await seedAdmin(svc.runtime.db, opts(email), sessions());
    const result = await seedAdmin(svc.runtime.db, opts(email, { password: 'Rotated123', resetPassword: true }), sessions());
    expect(result.passwordReset).toBe(true);
    expect((await login(email, 'Rotated123')).status).toBe(200);
    expect((await login(email, 'Admin@12345')).status).toBe(400);
  });

  it('promotes an existing shopper and announces the role change', async () => {
    const user = await signUp(svc.url);
    const details = (auth: Record<string, string>) => http(`${svc.url}/api/user/user-details`, { headers: auth });
    expect((await details(user.auth)).status).toBe(200);
    const result = await seedAdmin(svc.runtime.db, opts(user.email), sessions());
    // The token that still says USER is refused at once; the login itself goes on with the new role.
    expect((await details(user.auth)).status).toBe(401);
    const refreshed = await http(`${svc.url}/api/user/refresh-token`, { method: 'POST', headers: { cookie: `refreshToken=${user.refreshToken}` } });
    expect(refreshed.status).toBe(200);
    expect(decodeJwt(refreshed.body.data.accessToken)['role']).toBe('ADMIN');
    expect((await details({ authorization: `Bearer ${refreshed.body.data.accessToken}` })).body.data.role).toBe('ADMIN');
    expect(result).toMatchObject({ created: false, promoted: true, userId: user.id });
    const res = await login(user.email, PASSWORD); // password untouched without the reset flag
    expect(decodeJwt(res.body.data.accesstoken)['role']).toBe('ADMIN');
    expect((await details({ authorization: `Bearer ${res.body.data.accesstoken}` })).body.data.role).toBe('ADMIN');
    await waitFor(() => watcher.events.find((e) => e.type === 'user.updated' && e.aggregateId === user.id && e.data['role'] === 'ADMIN'), {
      timeoutMs: 30_000,
      what: 'user.updated with role ADMIN',
    });
  });

  it('announces a new admin with user.registered', async () => {
    const { userId } = await seedAdmin(svc.runtime.db, opts(newEmail('admin')), sessions());
    svc.runtime.nudgeOutbox();
    await waitFor(() => watcher.events.find((e) => e.type === 'user.registered' && e.aggregateId === userId && e.data['role'] === 'ADMIN'), {
      timeoutMs: 30_000,
      what: 'user.registered with role ADMIN',
    });
  });

  it('refuses the default password in production and weak passwords anywhere', async () => {
    await expect(seedAdmin(svc.runtime.db, opts(newEmail('admin'), { production: true, password: DEFAULT_ADMIN_PASSWORD }), sessions())).rejects.toThrow(
      /default password in production/,
    );
    await expect(seedAdmin(svc.runtime.db, opts(newEmail('admin'), { password: 'short' }), sessions())).rejects.toThrow(/at least 8/);
    const prod = await seedAdmin(svc.runtime.db, opts(newEmail('admin'), { production: true, password: 'Str0ngAdminPass' }), sessions());
    expect(prod.created).toBe(true);
  });
});
