import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { requestContext } from '../context.js';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** The caller's request id when it looks sane (the gateway sets one), else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Keep or make the request's id (requestIdOf), echo it back and put it in the request's context for logs. */
export const requestIds: RequestHandler = (req, res, next) => {
  const requestId = requestIdOf(req);
  res.setHeader('x-request-id', requestId);
  requestContext.run({ requestId }, next);
};
