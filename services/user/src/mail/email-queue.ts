import { createQueue, createWorker, HttpError, type Logger, type Runtime } from '@minutemart/kit';
import { sealer } from '../domain/sealing.js';
import { withDeadline } from '../domain/deadline.js';
import type { Mailer } from './mailer.js';
import { passwordResetOtpEmail } from './otp-email.js';

export const EMAIL_QUEUE = 'user-email';

/** The code travels sealed, so Redis (and BullMQ's failed-job history) never holds it in clear. */
interface PasswordResetOtpJob {
  kind: 'password-reset-otp';
  to: string;
  name: string;
  sealedOtp: string;
  validMinutes: number;
}

type EmailJob = PasswordResetOtpJob;

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
      if (data.kind !== 'password-reset-otp') throw new Error(`unknown email job ${String((data as { kind?: unknown }).kind)}`);
      const mail = passwordResetOtpEmail({ name: data.name, otp: seal.open(data.sealedOtp), validMinutes: data.validMinutes });
      await opts.mailer.send(data.to, mail);
      opts.logger.info({ jobId: job.id, kind: data.kind }, 'email sent');
    },
    opts.logger,
    { prefix: opts.prefix },
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
      await withDeadline(
        queue.add(job.kind, job, {
          attempts: 5,
          backoff: { type: 'exponential', delay: 2_000 },
          removeOnComplete: true,
          removeOnFail: { age: 7 * 24 * 3600 },
        }),
        ENQUEUE_TIMEOUT_MS,
        () => new HttpError(503, 'We could not send the email right now. Please try again in a minute.'),
      );
    },
    async close(): Promise<void> {
      await worker.close();
      await queue.close();
      opts.mailer.close();
    },
  };
}
