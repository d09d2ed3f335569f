import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { requestContext } from '../context.js';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** Keep the caller's request id when it looks sane (the gateway sets one), else make one; echo it back. */
export const requestIds: RequestHandler = (req, res, next) => {
  const incoming = req.headers['x-request-id'];
  const requestId = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader('x-request-id', requestId);
  requestContext.run({ requestId }, next);
};
