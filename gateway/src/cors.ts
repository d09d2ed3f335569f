import type { IncomingMessage, ServerResponse } from 'node:http';
import vary from 'vary';

/**
 * Credentialed CORS for an allow-list: the exact origin is echoed (never `*`), preflights for
 * PUT/DELETE, JSON bodies and the Authorization header are answered here, before any proxying.
 */
export function cors(allowed: string[]): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  const origins = new Set(allowed);
  // Plain node request and response: the gateway's short way for guests' reads runs it before Express.
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (origin && origins.has(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Access-Control-Expose-Headers', 'x-request-id');
    }
    vary(res, 'Origin');
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      if (origin && origins.has(origin)) {
        res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,PATCH,DELETE,OPTIONS');
        res.setHeader('Access-Control-Allow-Headers', 'Content-Type,Authorization,X-Request-Id');
        res.setHeader('Access-Control-Max-Age', '600');
      }
      res.statusCode = 204;
      res.end();
      return;
    }
    next();
  };
}
