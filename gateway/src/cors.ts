import type { RequestHandler } from 'express';

/**
 * Credentialed CORS for an allow-list: the exact origin is echoed (never `*`), preflights for
 * PUT/DELETE, JSON bodies and the Authorization header are answered here, before any proxying.
 */
export function cors(allowed: string[]): RequestHandler {
  const origins = new Set(allowed);
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (origin && origins.has(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Access-Control-Expose-Headers', 'x-request-id');
    }
    res.append('Vary', 'Origin');
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      if (origin && origins.has(origin)) {
        res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,PATCH,DELETE,OPTIONS');
        res.setHeader('Access-Control-Allow-Headers', 'Content-Type,Authorization,X-Request-Id');
        res.setHeader('Access-Control-Max-Age', '600');
      }
      res.status(204).end();
      return;
    }
    next();
  };
}
