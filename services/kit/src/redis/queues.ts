import { Queue, Worker, type Job, type JobsOptions, type Processor } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

/** Jobs retry with exponential backoff and keep a bounded history; failed jobs stay inspectable. */
export const defaultJobOptions: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 1_000 },
  removeOnComplete: { count: 1_000, age: 24 * 3600 },
  removeOnFail: { count: 5_000 },
};

export function createQueue<T>(name: string, connection: Redis, prefix = 'mm'): Queue<T> {
  return new Queue<T>(name, { connection, prefix, defaultJobOptions });
}

export function createWorker<T>(
  name: string,
  connection: Redis,
  processor: Processor<T>,
  logger: Logger,
  opts: { concurrency?: number; prefix?: string } = {},
): Worker<T> {
  const worker = new Worker<T>(name, processor, { connection, prefix: opts.prefix ?? 'mm', concurrency: opts.concurrency ?? 2 });
  worker.on('failed', (job: Job<T> | undefined, err: Error) =>
    logger.warn({ queue: name, jobId: job?.id, attempts: job?.attemptsMade, err: err.message }, 'job failed'),
  );
  worker.on('error', (err) => logger.warn({ queue: name, err: err.message }, 'worker error'));
  return worker;
}
