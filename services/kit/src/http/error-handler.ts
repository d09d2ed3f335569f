import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { HttpError } from './errors.js';
import { fail } from './envelope.js';

interface BodyParserError {
  type?: string;
  status?: number;
  expose?: boolean;
}

const isDuplicateKey = (e: unknown): e is { code: number; keyValue?: Record<string, unknown> } =>
  typeof e === 'object' && e !== null && (e as { code?: unknown }).code === 11000;

/** Every failure leaves as the envelope with a status a client can act on; only bugs are 500s. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    if (res.headersSent) return;
    if (err instanceof HttpError) {
      for (const [name, value] of Object.entries(err.headers)) res.setHeader(name, value);
      return fail(res, err.status, err.message, err.data);
    }

    const bodyErr = err as BodyParserError;
    if (bodyErr?.type === 'entity.too.large') return fail(res, 413, 'Request body is too large');
    if (bodyErr?.type === 'entity.parse.failed') return fail(res, 400, 'Request body is not valid JSON');
    if (bodyErr?.type === 'encoding.unsupported' || bodyErr?.type === 'charset.unsupported') {
      return fail(res, 415, 'Unsupported request encoding');
    }
    const name = (err as { name?: string })?.name;
    if (name === 'CastError' || name === 'BSONError') return fail(res, 400, 'Invalid id');
    if (name === 'ValidationError') return fail(res, 400, (err as Error).message);
    if (isDuplicateKey(err)) {
      const field = Object.keys(err.keyValue ?? {})[0] ?? 'value';
      return fail(res, 409, `This ${field} is already in use`);
    }
    if (bodyErr?.status && bodyErr.status >= 400 && bodyErr.status < 500 && bodyErr.expose) {
      return fail(res, bodyErr.status, (err as Error).message);
    }
    logger.error({ err, path: req.path, method: req.method }, 'unhandled error');
    fail(res, 500, 'Something went wrong on our side. Please try again.');
  };
}

export const notFoundHandler: RequestHandler = (req, res) => {
  fail(res, 404, `No route for ${req.method} ${req.path}`);
};
