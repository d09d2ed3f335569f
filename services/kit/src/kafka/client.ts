import { Kafka, logLevel, type LogEntry } from 'kafkajs';
import type { Logger } from 'pino';
import { fixKafkajsTimerLoop } from './request-queue-fix.js';

const levels: Record<number, 'error' | 'warn' | 'info' | 'debug'> = {
  [logLevel.ERROR]: 'error',
  [logLevel.WARN]: 'warn',
  [logLevel.INFO]: 'info',
  [logLevel.DEBUG]: 'debug',
};

/** One Kafka client per process, logging through pino and retrying long enough to ride out a broker restart. */
export function createKafka(clientId: string, brokers: string[], logger: Logger): Kafka {
  if (!fixKafkajsTimerLoop())
    logger.warn('kafkajs is not 2.2.4: its idle timer loop fix (kit/kafka/request-queue-fix.ts) was not applied; check whether the new version still needs it');
  return new Kafka({
    clientId,
    brokers,
    connectionTimeout: 3_000,
    requestTimeout: 15_000,
    retry: { initialRetryTime: 300, maxRetryTime: 5_000, retries: 8 },
    logLevel: logLevel.WARN,
    logCreator:
      () =>
      ({ level, log }: LogEntry) => {
        const { message, ...extra } = log;
        logger[levels[level] ?? 'info']({ kafka: extra }, `kafka: ${message}`);
      },
  });
}
