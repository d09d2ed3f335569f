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
      await Promise.all(
        emails.slice(i, i + 10).map(async (email) => {
          const reg = await http(`${stack.user.url}/api/user/register`, {
            body: { name: 'Nat Shopper', email, password: PASSWORD, confirmPassword: PASSWORD },
          });
          expect(reg.status).toBe(201);
        }),
      );
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
    const guess = (code: string, host: number) =>
      stack.api('/api/user/verify-forgot-password-otp', { method: 'PUT', body: { email, otp: code }, ip: netIp(host) });

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

/** The guest session a response set, as the Cookie header a browser sends back. */
const guestSession = (res: { setCookie: string[] }): string | undefined => res.setCookie.find((c) => c.startsWith('guestSession='))?.split(';')[0];
const TOO_MANY = { success: false, error: true, message: 'Too many requests. Please slow down.', data: null };

describe('guests behind one carrier NAT address, with the production defaults', () => {
  let stack: InProcessStack;
  beforeAll(async () => {
    // The real catalogue, with the gateway's cache of public reads in front of it.
    stack = await startInProcessStack({ catalogue: true });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('lets 300 guests with a session each browse five pages within the minute without a 429, while a client hammering without one is cut off', async () => {
    const ip = netIp(90);
    const started = Date.now();
    // Each guest's first answer (the category menu) gives them a session.
    const sessions: string[] = [];
    for (let i = 0; i < 300; i += 30) {
      const firsts = await Promise.all(Array.from({ length: 30 }, () => stack.api('/api/category/get', { ip })));
      for (const first of firsts) {
        expect(first.status).toBe(200);
        sessions.push(guestSession(first)!);
      }
    }
    expect(new Set(sessions).size).toBe(300);

    // A page: the menu (proxied to the catalogue, counted in Redis) and a search (answered from the
    // gateway's cache, counted in its memory). Thirty guests at a time, four more pages each.
    const words = ['milk', 'atta', 'dal', 'rice', 'ghee'];
    const page = (cookie: string, n: number) =>
      Promise.all([
        stack.api('/api/category/get', { ip, headers: { cookie } }),
        stack.api('/api/product/search-product', { ip, headers: { cookie }, body: { search: words[n % words.length], page: 1 } }),
      ]);
    const browsing = (async () => {
      const statuses: number[] = [];
      for (let p = 0; p < 4; p++) {
        for (let i = 0; i < sessions.length; i += 30) {
          const pages = await Promise.all(sessions.slice(i, i + 30).map((cookie, k) => page(cookie, i + k + p)));
          for (const answers of pages) statuses.push(...answers.map((a) => a.status));
        }
      }
      return statuses;
    })();
    // Meanwhile, from the same address, a client that keeps no cookie sends cached searches, twenty at a
    // time, until it is refused: its address's no-session budget of cached reads is 6,000 a minute.
    const hammering = (async () => {
      const answers: Awaited<ReturnType<InProcessStack['api']>>[] = [];
      while (answers.filter((a) => a.status === 429).length < 20 && answers.length < 6_200) {
        answers.push(
          ...(await Promise.all(Array.from({ length: 20 }, () => stack.api('/api/product/search-product', { ip, body: { search: 'milk', page: 1 } })))),
        );
      }
      return answers;
    })();
    const [statuses, hammer] = await Promise.all([browsing, hammering]);

    expect(statuses).toHaveLength(2_400);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(hammer.filter((a) => a.status === 200)).toHaveLength(6_000);
    const cut = hammer.filter((a) => a.status === 429);
    expect(cut.length).toBeGreaterThanOrEqual(20);
    expect(cut[0]!.body).toEqual(TOO_MANY);
    expect(Number(cut[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(cut[0]!.headers.get('ratelimit-policy')).toMatch(/^"no-session"; q=6000; w=60;/);
    expect(Date.now() - started).toBeLessThan(60_000);
    // The guests are still served, on their own budget: this is the fifth of 600 proxied reads (the first, without a session yet, was their address's).
    const after = await page(sessions[0]!, 0);
    expect(after.map((a) => a.status)).toEqual([200, 200]);
    expect(after[0]!.headers.get('ratelimit')).toMatch(/^"api"; r=595; /);
  });

  it('lets a client that keeps no cookies (the original client) make 800 menu reads in a few seconds', async () => {
    const ip = netIp(91);
    const statuses: number[] = [];
    for (let i = 0; i < 800; i += 20) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => stack.api('/api/category/get', { ip })));
      statuses.push(...answers.map((a) => a.status));
    }
    expect(statuses).toEqual(Array(800).fill(200));
  });
});

describe('guest sessions cannot be minted around the per-address ceiling', () => {
  let stack: InProcessStack;
  beforeAll(async () => {
    // Small budgets so the test reaches them quickly; the defaults are in the README.
    stack = await startInProcessStack({
      catalogue: true,
      gatewayEnv: { RATE_LIMIT_NO_SESSION_PER_MINUTE: '30', RATE_LIMIT_NEW_GUEST_SESSIONS_PER_MINUTE: '10' },
    });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('cuts off a client that takes a new session for every request, with Retry-After', async () => {
    const ip = netIp(95);
    // It asks without a cookie and spends the session it is given once, over and over.
    const statuses: number[] = [];
    let sessions = 0;
    let refused: Awaited<ReturnType<InProcessStack['api']>> | undefined;
    for (let i = 0; i < 40 && !refused; i++) {
      const fresh = await stack.api('/api/category/get', { ip });
      statuses.push(fresh.status);
      if (fresh.status === 429) refused = fresh;
      const cookie = guestSession(fresh);
      if (!cookie) continue;
      sessions++;
      expect((await stack.api('/api/category/get', { ip, headers: { cookie } })).status).toBe(200);
    }
    // Ten sessions a minute from this address; every cookie-less request counted against its 30.
    expect(sessions).toBe(10);
    expect(statuses).toEqual([...Array(30).fill(200), 429]);
    expect(refused!.body).toEqual(TOO_MANY);
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
    // Cached reads too: the same ceiling, counted in the gateway's memory.
    const searches = await Promise.all(Array.from({ length: 31 }, () => stack.api('/api/product/search-product', { ip, body: { search: 'milk', page: 1 } })));
    expect(searches.filter((s) => s.status === 429)).toHaveLength(1);
    expect(searches.some((s) => guestSession(s))).toBe(false);
  });

  it('treats a tampered session cookie as none: it spends the address budget and is offered a real session', async () => {
    const ip = netIp(96);
    const real = guestSession(await stack.api('/api/category/get', { ip }))!;
    expect((await stack.api('/api/category/get', { ip, headers: { cookie: real } })).headers.get('ratelimit')).toMatch(/^"api"; r=599; /);
    const tampered = `${real.slice(0, -2)}${real.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const read of [
      () => stack.api('/api/category/get', { ip, headers: { cookie: tampered } }),
      () => stack.api('/api/product/search-product', { ip, headers: { cookie: tampered }, body: { search: 'atta', page: 1 } }),
    ]) {
      const res = await read();
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit')).toMatch(/^"no-session"; /);
      expect(guestSession(res)).toMatch(/^guestSession=/);
      expect(guestSession(res)).not.toBe(real);
    }
  });
});
