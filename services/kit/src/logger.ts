import { pino, type Logger, type LoggerOptions } from 'pino';
import { trace } from '@opentelemetry/api';
import { currentRequestId } from './context.js';

export type { Logger };

/** Paths that may carry secrets; pino replaces them before anything is written. */
const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.confirmPassword',
  '*.otp',
  '*.token',
  '*.refreshToken',
  '*.accessToken',
  '*.accesstoken',
];

export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  const pretty = process.env.NODE_ENV === 'development' && process.env.LOG_FORMAT !== 'json';
  // Lines are written asynchronously: under load the ones logged while a write is under way leave
  // together in the next one, instead of a write system call per line on the request's path
  // (docs/benchmarks.md). pino flushes what is left when the process exits.
  const destination = pretty ? undefined : pino.destination({ dest: 1, sync: false });
  const options: LoggerOptions = {
    name: service,
    level,
    redact: { paths: redactPaths, censor: '[redacted]' },
    base: { service },
    mixin() {
      const span = trace.getActiveSpan()?.spanContext();
      const requestId = currentRequestId();
      return {
        ...(requestId ? { requestId } : {}),
        ...(span ? { traceId: span.traceId, spanId: span.spanId } : {}),
      };
    },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { singleLine: true, ignore: 'pid,hostname' } } } : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}
