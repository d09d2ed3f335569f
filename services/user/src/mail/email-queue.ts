import { createQueue, createWorker, HttpError, type Logger, type Runtime } from '@minutemart/kit';
import { sealer } from '../domain/sealing.js';
import { withDeadline } from '../domain/deadline.js';
import type { Mailer } from './mailer.js';
import { passwordResetOtpEmail } from './otp-email.js';
import { staffInviteEmail } from './staff-invite-email.js';
import type { StaffRole } from '@minutemart/contracts';

export const EMAIL_QUEUE = 'user-email';

/** The code travels sealed, so Redis (and BullMQ's failed-job history) never holds it in clear. */
interface PasswordResetOtpJob {
  kind: 'password-reset-otp';
  to: string;
  name: string;
  sealedOtp: string;
  validMinutes: number;
}

/** The invitation link opens an account: it travels sealed like the code. */
interface StaffInviteJob {
  kind: 'staff-invite';
  to: string;
  name: string;
  role: StaffRole;
  stores: string[];
  sealedLink: string;
  validHours: number;
}

type EmailJob = PasswordResetOtpJob | StaffInviteJob;

const JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: true,
  removeOnFail: { age: 7 * 24 * 3600 },
} as const;

const ENQUEUE_TIMEOUT_MS = 5_000;

/**
 * Mail leaves through a BullMQ queue: the request answers at once, and SMTP hiccups are retried
 * (5 attempts, exponential backoff) by the worker that runs in every replica of this service.
 */
export function emailQueue(opts: { redis: ReturnType<Runtime['redis']>; prefix: string; secret: string; mailer: Mailer; logger: Logger }) {
  const seal = sealer(`email-jobs:${opts.secret}`);
  const queue = createQueue<EmailJob>(EMAIL_QUEUE, opts.redis, opts.prefix);
  const worker = createWorker<EmailJob>(
    EMAIL_QUEUE,
    opts.redis,
    async (job) => {
      const data = job.data;
      if (data.kind === 'password-reset-otp') {
        await opts.mailer.send(data.to, passwordResetOtpEmail({ name: data.name, otp: seal.open(data.sealedOtp), validMinutes: data.validMinutes }));
      } else if (data.kind === 'staff-invite') {
        await opts.mailer.send(
          data.to,
          staffInviteEmail({ name: data.name, role: data.role, stores: data.stores, link: seal.open(data.sealedLink), validHours: data.validHours }),
        );
      } else {
        throw new Error(`unknown email job ${String((data as { kind?: unknown }).kind)}`);
      }
      opts.logger.info({ jobId: job.id, kind: data.kind }, 'email sent');
    },
    opts.logger,
    { prefix: opts.prefix },
  );

  const enqueue = (job: EmailJob) =>
    withDeadline(
      queue.add(job.kind, job, JOB_OPTIONS),
      ENQUEUE_TIMEOUT_MS,
      () => new HttpError(503, 'We could not send the email right now. Please try again in a minute.'),
    );

  return {
    async sendPasswordResetOtp(mail: { to: string; name: string; otp: string; validMinutes: number }): Promise<void> {
      const job: PasswordResetOtpJob = {
        kind: 'password-reset-otp',
        to: mail.to,
        name: mail.name,
        sealedOtp: seal.seal(mail.otp),
        validMinutes: mail.validMinutes,
      };
      await enqueue(job);
    },
    async sendStaffInvite(mail: { to: string; name: string; role: StaffRole; stores: string[]; link: string; validHours: number }): Promise<void> {
      const { link, ...rest } = mail;
      await enqueue({ kind: 'staff-invite', ...rest, sealedLink: seal.seal(link) });
    },
    async close(): Promise<void> {
      await worker.close();
      await queue.close();
      opts.mailer.close();
    },
  };
}
