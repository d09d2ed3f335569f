import { pino, type Logger } from 'pino';
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
  return pino({
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
  });
}
