import { Queue } from 'bullmq';
import { testInfra, uniqueName } from '@minutemart/kit/testing';
import { EMAIL_QUEUE } from '../src/mail/email-queue.js';
import { http, mailsTo, signUp, startUserService, waitFor, type UserServiceUnderTest } from './harness.js';

let svc: UserServiceUnderTest;
let queue: Queue;
const prefix = uniqueName('t_user_mailq');

beforeAll(async () => {
  // Port 9 (discard) has no SMTP server: every delivery attempt fails.
  svc = await startUserService({ REDIS_PREFIX: prefix, SMTP_URL: 'smtp://127.0.0.1:9' });
  const redis = new URL(testInfra.redisUrl);
  queue = new Queue(EMAIL_QUEUE, { connection: { host: redis.hostname, port: Number(redis.port) || 6379 }, prefix });
});
afterAll(async () => {
  await queue?.obliterate({ force: true }).catch(() => undefined);
  await queue?.close();
  await svc?.stop();
});

describe('user-email queue', () => {
  it('retries a failed delivery with exponential backoff and never stores the code in clear', async () => {
    const { email } = await signUp(svc.url);
    const res = await http(`${svc.url}/api/user/forgot-password`, { method: 'PUT', body: { email } });
    expect(res.status).toBe(200);

    const job = await waitFor(
      async () => {
        const jobs = await queue.getJobs(['delayed', 'failed', 'wait', 'active', 'prioritized']);
        const mine = jobs.find((j) => j?.data?.to === email);
        return mine && mine.attemptsMade >= 1 ? mine : undefined;
      },
      { timeoutMs: 30_000, what: 'a failed first delivery attempt' },
    );
    expect(job.name).toBe('password-reset-otp');
    expect(job.opts.attempts).toBe(5);
    expect(job.opts.backoff).toMatchObject({ type: 'exponential' });
    expect(await job.getState()).toBe('delayed'); // waiting for its next attempt, not given up
    expect(job.failedReason).toBeTruthy();
    expect(JSON.stringify(job.data)).not.toMatch(/\b\d{6}\b/);
    expect(await mailsTo(email)).toHaveLength(0);
  });
});
