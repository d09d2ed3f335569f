import type { RequestHandler } from 'express';
import { SpanKind, SpanStatusCode, context, propagation, trace } from '@opentelemetry/api';

const tracer = trace.getTracer('minutemart-http');

/**
 * A server span per request, continuing the caller's trace from `traceparent`. Done here rather
 * than by monkey-patching `http`, so it works the same under ESM, tsx and jest.
 */
export const traceRequests: RequestHandler = (req, res, next) => {
  const parent = propagation.extract(context.active(), req.headers);
  const span = tracer.startSpan(
    `${req.method} ${req.baseUrl}${req.path}`,
    {
      kind: SpanKind.SERVER,
      attributes: { 'http.request.method': req.method, 'url.path': req.path },
    },
    parent,
  );
  res.on('finish', () => {
    span.setAttribute('http.response.status_code', res.statusCode);
    if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  });
  const ctx = trace.setSpan(parent, span);
  res.locals['otelContext'] = ctx;
  context.with(ctx, next);
};
