import { jest } from '@jest/globals';
import { http } from '@minutemart/kit/testing';
import { netIp, otpMailedTo, shopperEmail, startInProcessStack, type InProcessStack } from './in-process-stack.js';

jest.setTimeout(120_000);

const PASSWORD = 'Nat4Shoppers';

async function register(stack: InProcessStack, email: string, ip: string) {
  return stack.api('/api/user/register', { body: { name: 'Nat Shopper', email, password: PASSWORD, confirmPassword: PASSWORD }, ip });
}

describe('rate limits with the production defaults (shoppers behind one carrier NAT address)', () => {
  let stack: InProcessStack;
  beforeAll(async () => {
    stack = await startInProcessStack();
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('lets 50 different shoppers log in from one address within a minute', async () => {
    const emails = Array.from({ length: 50 }, () => shopperEmail('nat'));
    // Their accounts exist already (made directly at the user service, so only the logins are timed).
    for (let i = 0; i < emails.length; i += 10) {
      await Promise.all(emails.slice(i, i + 10).map(async (email) => {
        const reg = await http(`${stack.user.url}/api/user/register`, { body: { name: 'Nat Shopper', email, password: PASSWORD, confirmPassword: PASSWORD } });
        expect(reg.status).toBe(201);
      }));
    }
    const ip = netIp(50);
    const started = Date.now();
    const outcomes: number[] = [];
    // Five at a time, like a busy mobile network rather than one burst; each then loads their profile.
    for (let i = 0; i < emails.length; i += 5) {
      await Promise.all(
        emails.slice(i, i + 5).map(async (email) => {
          const login = await stack.api('/api/user/login', { body: { email, password: PASSWORD }, ip });
          outcomes.push(login.status);
          const me = await stack.api('/api/user/user-details', { headers: { cookie: `accessToken=${login.cookies['accessToken']}` }, ip });
          outcomes.push(me.status);
        }),
      );
    }
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(outcomes).toEqual(Array(100).fill(200));
  });

  it('cuts off 20 wrong passwords for one account, from however many addresses, with Retry-After', async () => {
    const email = shopperEmail('victim');
    expect((await register(stack, email, netIp(60))).status).toBe(201);
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => stack.api('/api/user/login', { body: { email, password: `Guess${i}abc` }, ip: netIp(100 + i) })),
    );
    const statuses = guesses.map((g) => g.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5); // only five passwords were ever checked
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    for (const cut of guesses.filter((g) => g.status === 429)) {
      expect(cut.body.message).toMatch(/^Too many failed attempts\. Try again in 1[45] minutes\.$/);
      expect(Number(cut.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    }
    // The account stays shut even for the right password; the addresses are not blocked for others.
    expect((await stack.api('/api/user/login', { body: { email, password: PASSWORD }, ip: netIp(100) })).status).toBe(429);
    const neighbour = shopperEmail('neighbour');
    expect((await register(stack, neighbour, netIp(101))).status).toBe(201);
    expect((await stack.api('/api/user/login', { body: { email: neighbour, password: PASSWORD }, ip: netIp(101) })).status).toBe(200);
  });

  it('cuts off OTP guessing per account, from however many addresses, even for the right code', async () => {
    const email = shopperEmail('otp');
    expect((await register(stack, email, netIp(70))).status).toBe(201);
    expect((await stack.api('/api/user/forgot-password', { method: 'PUT', body: { email }, ip: netIp(70) })).status).toBe(200);
    const otp = await otpMailedTo(email);
    const wrong = String((Number(otp) + 7) % 1_000_000).padStart(6, '0');
    const guess = (code: string, host: number) => stack.api('/api/user/verify-forgot-password-otp', { method: 'PUT', body: { email, otp: code }, ip: netIp(host) });

    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await guess(wrong, 150 + i)).status);
    expect(statuses).toEqual([...Array(10).fill(400), 429, 429]);
    const right = await guess(otp, 199);
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/^Too many OTP attempts\. Please try again in 1[45] minutes\.$/);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(13 * 60);
  });
});

describe('per-address budgets, one per account endpoint', () => {
  let stack: InProcessStack;
  beforeAll(async () => {
    // Small budgets so the test reaches them quickly; the defaults are in the README.
    stack = await startInProcessStack({ gatewayEnv: { RATE_LIMIT_REGISTER_PER_MINUTE: '3', RATE_LIMIT_LOGIN_FAILURES_PER_MINUTE: '3' } });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('stops one address at its register budget with Retry-After, without touching its login budget or other addresses', async () => {
    const ip = netIp(80);
    const emails = Array.from({ length: 4 }, () => shopperEmail('budget'));
    const answers = [];
    for (const email of emails) answers.push(await register(stack, email, ip));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 429]);
    const cut = answers[3]!;
    expect(cut.body).toEqual({ success: false, error: true, message: 'Too many sign-ups from your network. Please wait a minute and try again.', data: null });
    expect(Number(cut.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(cut.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect((await register(stack, emails[3]!, netIp(81))).status).toBe(201);

    // Successful logins do not count: six in a row from the same address, budget 3.
    for (let i = 0; i < 6; i++) expect((await stack.api('/api/user/login', { body: { email: emails[i % 3], password: PASSWORD }, ip })).status).toBe(200);
    // Failed ones do (one wrong password each for three accounts: no account is locked).
    for (let i = 0; i < 3; i++) expect((await stack.api('/api/user/login', { body: { email: emails[i], password: 'NotTheirs123' }, ip })).status).toBe(400);
    const stopped = await stack.api('/api/user/login', { body: { email: emails[0], password: PASSWORD }, ip });
    expect(stopped.status).toBe(429);
    expect(stopped.body.message).toBe('Too many failed logins from your network. Please wait a minute and try again.');
    expect(stopped.headers.get('retry-after')).toBeTruthy();
  });
});
