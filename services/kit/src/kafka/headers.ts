import { context, propagation, type Context } from '@opentelemetry/api';
import type { IHeaders } from 'kafkajs';

/** The active trace context as message headers, so the consumer's span joins the producer's trace. */
export function traceHeaders(ctx: Context = context.active()): Record<string, string> {
  const carrier: Record<string, string> = {};
  propagation.inject(ctx, carrier);
  return carrier;
}

export function contextFromHeaders(headers: IHeaders | undefined): Context {
  const carrier: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers ?? {})) {
    if (v === undefined) continue;
    carrier[k] = Array.isArray(v) ? String(v[0]) : String(v);
  }
  return propagation.extract(context.active(), carrier);
}
