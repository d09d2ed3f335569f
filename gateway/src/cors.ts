import type { IncomingMessage, ServerResponse } from 'node:http';
import corsHeaders from 'cors';
import vary from 'vary';

/**
 * Credentialed CORS for an allow-list: the exact origin is echoed (never `*`), preflights for
 * PUT/DELETE, JSON bodies and the Authorization header are answered here, before any proxying.
 * The `cors` package writes the headers; around it, two things it leaves out: every answer varies
 * by Origin (one without CORS headers must not be cached for an origin that may read it), and a
 * preflight from an origin not on the list is answered here too, without them, instead of reaching
 * the services.
 */
export function cors(allowed: string[]): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  const origins = new Set(allowed);
  const headers = corsHeaders({
    // An origin not on the list gets no CORS header at all (no credentials, no exposed headers).
    origin: (origin, callback) => callback(null, origin !== undefined && origins.has(origin)),
    credentials: true,
    exposedHeaders: ['x-request-id'],
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', 'X-Request-Id'],
    maxAge: 600,
  });
  const refusedPreflight = (res: ServerResponse) => {
    res.statusCode = 204;
    res.end();
  };
  // Plain node request and response: the gateway's short way for guests' reads runs it before Express.
  return (req, res, next) => {
    vary(res, 'Origin');
    const preflight = req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined;
    headers(req, res, preflight ? () => refusedPreflight(res) : next);
  };
}
