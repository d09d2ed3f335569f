import { sleep } from '@minutemart/kit';
import { userModel } from '../src/data/user-model.js';
import { PasswordReset } from '../src/domain/password-reset.js';
import { otpDigest } from '../src/domain/otp.js';
import type { WindowCounter } from '../src/domain/rate-limit.js';
import { PASSWORD, http, mailsTo, newEmail, otpIn, signUp, startUserService, waitForMails, type UserServiceUnderTest } from './harness.js';

let svc: UserServiceUnderTest;
let api: string;

beforeAll(async () => {
  // These tests count guesses per code; the per-account limit across codes has its own test below.
  svc = await startUserService({ OTP_GUESSES_PER_WINDOW: '1000' });
  api = `${svc.url}/api/user`;
});
afterAll(async () => {
  await svc?.stop();
});

const SENT = 'If an account exists for this email, we have sent an OTP to it. Please check your email.';
const NEW_PASSWORD = 'Paneer2Tikka';

const users = () => userModel(svc.runtime.db);
const forgot = (email: unknown) => http(`${api}/forgot-password`, { method: 'PUT', body: { email } });
const verify = (email: unknown, otp: unknown) => http(`${api}/verify-forgot-password-otp`, { method: 'PUT', body: { email, otp } });
const reset = (email: unknown, newPassword: unknown, confirmPassword: unknown = newPassword) =>
  http(`${api}/reset-password`, { method: 'PUT', body: { email, newPassword, confirmPassword } });

/** Ask for a code and read it from the mail that actually arrived in MailDev. */
async function requestOtp(email: string, mailsBefore = 0): Promise<string> {
  const res = await forgot(email);
  expect(res.status).toBe(200);
  const mails = await waitForMails(email, mailsBefore + 1);
  return otpIn(mails[mails.length - 1]!);
}

const wrongOf = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');

describe('forgot-password', () => {
  it('mails a 6-digit code with a branded HTML body and a text alternative', async () => {
    const { email } = await signUp(svc.url);
    const res = await forgot(` ${email.toUpperCase()} `);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, error: false, message: SENT });

    const [mail] = await waitForMails(email);
    const code = otpIn(mail!);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail!.subject).toMatch(/password reset code/i);
    expect(mail!.from[0]!.address).toBe('no-reply@minutemart.test');
    expect(mail!.html).toContain('Minutemart');
    expect(mail!.html).toContain(code);
    expect(mail!.html).toMatch(/valid for <strong>10 minutes<\/strong>/);
    expect(mail!.html).toMatch(/Didn't ask for this\?/);
    expect(mail!.text).toContain(code);
    expect(mail!.text).toMatch(/valid for 10 minutes/);

    // Only a keyed digest is stored, never the code.
    const stored = await users().findOne({ email }).select('+otp_hash +otp_expires_at +otp_attempts').lean();
    expect(stored!.otp_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.otp_hash).not.toContain(code);
    expect(stored!.otp_attempts).toBe(0);
    const ttl = stored!.otp_expires_at!.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
  });

  it('answers an unknown email exactly like a known one and sends it nothing', async () => {
    const { email } = await signUp(svc.url);
    const ghost = newEmail('ghost');
    const known = await forgot(email);
    const unknown = await forgot(ghost);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    await waitForMails(email);
    await sleep(500);
    expect(await mailsTo(ghost)).toHaveLength(0);
  });

  it('limits requests per email (3 per window), for unknown emails too', async () => {
    const { email } = await signUp(svc.url);
    const ghost = newEmail('ghost');
    for (let i = 0; i < 3; i++) {
      expect((await forgot(email)).status).toBe(200);
      expect((await forgot(ghost)).status).toBe(200);
    }
    const fourth = await forgot(email.toUpperCase());
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toMatch(/Too many OTP requests\. Please try again in 1[45] minutes\./);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(13 * 60);
    expect(Number(fourth.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    const ghostFourth = await forgot(ghost);
    expect(ghostFourth.status).toBe(429);
    expect(ghostFourth.body.message).toBe(fourth.body.message);
  });

  it('rejects operator payloads and bad emails with 400', async () => {
    expect((await forgot({ $gt: '' })).status).toBe(400);
    expect((await forgot('not-an-email')).status).toBe(400);
    expect((await verify({ $ne: null }, '123456')).status).toBe(400);
    expect((await verify(newEmail(), { $gt: '' })).status).toBe(400);
    expect((await reset({ $ne: null }, NEW_PASSWORD)).status).toBe(400);
    const missing = await http(`${api}/forgot-password`, { method: 'PUT', body: {} });
    expect(missing.body.message).toBe('Provide email');
  });
});

describe('verify OTP and reset password', () => {
  it('runs the whole flow once: verify, reset, sessions revoked, new password works', async () => {
    const user = await signUp(svc.url);
    const otp = await requestOtp(user.email);

    const ok = await verify(user.email, otp);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true, message: 'Verify otp successfully' });
    const afterVerify = await users().findOne({ email: user.email }).select('+otp_hash +reset_allowed_until').lean();
    expect(afterVerify!.otp_hash).toBeNull();
    const window = afterVerify!.reset_allowed_until!.getTime() - Date.now();
    expect(window).toBeGreaterThan(9 * 60_000);
    expect(window).toBeLessThanOrEqual(10 * 60_000);

    // The same code cannot be verified twice.
    expect((await verify(user.email, otp)).status).toBe(400);

    const mismatch = await reset(user.email, NEW_PASSWORD, 'Paneer2Tikkx');
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe('New password and confirm password must be same.');
    const weak = await reset(user.email, 'short');
    expect(weak.status).toBe(400);
    expect(weak.body.message).toMatch(/at least 8 characters/);

    expect((await http(`${api}/user-details`, { headers: user.auth })).status).toBe(200);
    const done = await reset(user.email, NEW_PASSWORD);
    expect(done.status).toBe(200);
    // The access token of the old session is refused at once, not after its 15 minutes.
    expect((await http(`${api}/user-details`, { headers: user.auth })).status).toBe(401);
    expect(done.body).toMatchObject({ success: true, message: 'Password updated successfully.' });

    // Single use: a second reset in the same window is refused.
    const again = await reset(user.email, 'Another123');
    expect(again.status).toBe(403);
    expect(again.body.message).toBe('Please verify the OTP sent to your email before resetting your password.');

    expect((await http(`${api}/login`, { body: { email: user.email, password: PASSWORD } })).status).toBe(400);
    expect((await http(`${api}/login`, { body: { email: user.email, password: NEW_PASSWORD } })).status).toBe(200);
    const refresh = await http(`${api}/refresh-token`, { method: 'POST', headers: { cookie: `refreshToken=${user.refreshToken}` } });
    expect(refresh.status).toBe(401);
  });

  it('refuses a reset without a verified OTP, for known and unknown emails alike', async () => {
    const { email } = await signUp(svc.url);
    const known = await reset(email, NEW_PASSWORD);
    const unknown = await reset(newEmail('ghost'), NEW_PASSWORD);
    expect(known.status).toBe(403);
    expect(unknown.status).toBe(403);
    expect(known.body.message).toBe(unknown.body.message);
    // Requesting a code is not verifying it.
    await requestOtp(email);
    expect((await reset(email, NEW_PASSWORD)).status).toBe(403);
    expect((await http(`${api}/login`, { body: { email, password: PASSWORD } })).status).toBe(200);
  });

  it('refuses a reset once the window after verification has passed', async () => {
    const { email } = await signUp(svc.url);
    expect((await verify(email, await requestOtp(email))).status).toBe(200);
    await users().updateOne({ email }, { $set: { reset_allowed_until: new Date(Date.now() - 1_000) } });
    expect((await reset(email, NEW_PASSWORD)).status).toBe(403);
  });

  it('says "OTP is expired" after the expiry, even for the right code', async () => {
    const { email } = await signUp(svc.url);
    const otp = await requestOtp(email);
    await users().updateOne({ email }, { $set: { otp_expires_at: new Date(Date.now() - 1_000) } });
    const res = await verify(email, otp);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('OTP is expired');
    expect((await reset(email, NEW_PASSWORD)).status).toBe(403);
  });

  it('burns the code after 5 wrong guesses: then even the right one fails', async () => {
    const { email } = await signUp(svc.url);
    const otp = await requestOtp(email);
    const wrong = wrongOf(otp);
    for (let i = 1; i <= 4; i++) {
      const res = await verify(email, wrong);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Invalid otp');
    }
    const fifth = await verify(email, wrong);
    expect(fifth.body.message).toBe('Too many attempts, request a new OTP');
    const right = await verify(email, otp);
    expect(right.status).toBe(400);
    expect(right.body.message).toBe('Too many attempts, request a new OTP');
    expect((await reset(email, NEW_PASSWORD)).status).toBe(403);

    // A new code starts over.
    const fresh = await requestOtp(email, 1);
    expect((await verify(email, fresh)).status).toBe(200);
  });

  it('cannot be out-raced: 20 parallel wrong guesses count at most 5, then the right code fails', async () => {
    const { email } = await signUp(svc.url);
    const otp = await requestOtp(email);
    const wrong = wrongOf(otp);
    const answers = await Promise.all(Array.from({ length: 20 }, () => verify(email, wrong)));
    expect(answers.every((a) => a.status === 400)).toBe(true);
    const stored = await users().findOne({ email }).select('+otp_attempts +otp_hash').lean();
    expect(stored!.otp_attempts).toBe(5);
    expect(stored!.otp_hash).toBeNull();
    expect((await verify(email, otp)).body.message).toBe('Too many attempts, request a new OTP');
  });

  it('holds the limit when every guess reads the code before any of them writes', async () => {
    // In-process, all 30 reads are issued before the first conditional update lands: only the
    // guard in the update itself keeps the count at 5.
    const { email, id } = await signUp(svc.url);
    const config = svc.runtime.config;
    await users().updateOne(
      { email },
      { $set: { otp_hash: otpDigest(config.OTP_SECRET, id, '424242'), otp_expires_at: new Date(Date.now() + 60_000), otp_attempts: 0 } },
    );
    const domain = new PasswordReset({
      users: users(),
      otpSecret: config.OTP_SECRET,
      policy: { otpTtlSeconds: 600, maxAttempts: 5, resetWindowSeconds: 600 },
      limiter: {} as WindowCounter,
      sendOtp: async () => undefined,
      revokeSessions: async () => undefined,
    });
    const outcomes = await Promise.allSettled(Array.from({ length: 30 }, () => domain.verifyOtp(email, '000001')));
    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    const stored = await users().findOne({ email }).select('+otp_attempts +otp_hash').lean();
    expect(stored!.otp_attempts).toBe(5);
    await expect(domain.verifyOtp(email, '424242')).rejects.toThrow('Too many attempts, request a new OTP');
  });

  it('lets only one of several parallel verifications of the right code through', async () => {
    const { email } = await signUp(svc.url);
    const otp = await requestOtp(email);
    const answers = await Promise.all(Array.from({ length: 5 }, () => verify(email, otp)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  });

  it('a newer code replaces the older one', async () => {
    const { email } = await signUp(svc.url);
    const first = await requestOtp(email);
    const second = await requestOtp(email, 1);
    if (first !== second) expect((await verify(email, first)).body.message).toBe('Invalid otp');
    expect((await verify(email, second)).status).toBe(200);
  });

  it('never shows OTP or reset state in user-details', async () => {
    const user = await signUp(svc.url);
    expect((await verify(user.email, await requestOtp(user.email))).status).toBe(200);
    const details = await http(`${api}/user-details`, { headers: user.auth });
    expect(details.status).toBe(200);
    for (const secret of [
      'password',
      'refresh_token',
      'otp_hash',
      'otp_expires_at',
      'otp_attempts',
      'reset_allowed_until',
      'failed_logins',
      'locked_until',
      'profile_rev',
      '_outbox',
    ]) {
      expect(details.body.data).not.toHaveProperty(secret);
    }
  });
});

describe('OTP guessing per account', () => {
  let strict: UserServiceUnderTest;
  beforeAll(async () => {
    strict = await startUserService(); // the default limit: 10 verifications per email per 15 minutes
  });
  afterAll(async () => {
    await strict?.stop();
  });

  it('cuts off an account after 10 verifications across fresh codes, even the right code, with Retry-After', async () => {
    const base = `${strict.url}/api/user`;
    const { email } = await signUp(strict.url);
    const ask = async (n: number) => {
      expect((await http(`${base}/forgot-password`, { method: 'PUT', body: { email } })).status).toBe(200);
      const mails = await waitForMails(email, n);
      return otpIn(mails[mails.length - 1]!);
    };
    const guess = (otp: string) => http(`${base}/verify-forgot-password-otp`, { method: 'PUT', body: { email, otp } });

    // Two codes, five wrong guesses each: each code burns, but asking again gives new guesses...
    for (const n of [1, 2]) {
      const otp = await ask(n);
      const answers = await Promise.all(Array.from({ length: 5 }, () => guess(wrongOf(otp))));
      expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 400]);
    }
    // ...only up to the account's limit: the third code cannot be used at all now.
    const third = await ask(3);
    const cut = await guess(third);
    expect(cut.status).toBe(429);
    expect(cut.body).toMatchObject({ success: false, error: true });
    expect(cut.body.message).toMatch(/Too many OTP attempts\. Please try again in 1[45] minutes\./);
    expect(Number(cut.headers.get('retry-after'))).toBeGreaterThan(13 * 60);
    expect((await http(`${base}/reset-password`, { method: 'PUT', body: { email, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } })).status).toBe(
      403,
    );
  });
});
