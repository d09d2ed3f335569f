import express, { type Express, type Router } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { requestIds } from './request-id.js';
import { accessLog, defaultAccessLevel } from './access-log.js';
import { errorHandler, notFoundHandler } from './error-handler.js';
import { ok, fail } from './envelope.js';
import { traceRequests } from '../telemetry/tracing.js';

export type ReadinessCheck = () => Promise<void> | void;

export interface HttpAppOptions {
  logger: Logger;
  /** Named dependency checks for /readyz; each throws when its dependency is unusable. */
  readiness?: Record<string, ReadinessCheck>;
  /** JSON body limit; uploads use their own parsers. */
  jsonLimit?: string;
  /** Routers mounted at their own prefixes, e.g. ['/api/user', router]. */
  routes: [string, Router][];
  /** Hook to mount routes that must see the raw body (webhooks) before JSON parsing. */
  beforeJson?: (app: Express) => void;
  /** While true, /readyz answers 503 at once: the process is shutting down and wants no new requests. */
  draining?: () => boolean;
  /** Told of every /readyz request, so shutdown knows whether something routes by our readiness. */
  onReadinessProbe?: () => void;
  /**
   * Paths whose successful answers are logged at debug: reads asked at every change a shopper
   * makes, whose line the gateway in front writes already. Their failures are logged as usual.
   */
  quietPaths?: string[];
}

export function createHttpApp(opts: HttpAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.set('query parser', 'simple');
  app.use(helmet({ crossOriginResourcePolicy: { policy: 'cross-origin' } }));

  // A draining process answers what still reaches it, then lets the client's connection go.
  app.use((_req, res, next) => {
    if (opts.draining?.()) res.setHeader('connection', 'close');
    next();
  });
  app.use(requestIds);
  app.use(traceRequests);
  const quiet = new Set(opts.quietPaths ?? []);
  app.use(
    accessLog(opts.logger, {
      ignore: (req) => req.url === '/healthz' || req.url === '/readyz',
      level: (res) => (res.statusCode < 400 && quiet.has((res.req.originalUrl ?? res.req.url).split('?')[0]!) ? 'debug' : defaultAccessLevel(res)),
    }),
  );

  app.get('/healthz', (_req, res) => ok(res, { status: 'ok' }, 'alive'));
  app.get('/readyz', async (_req, res) => {
    opts.onReadinessProbe?.();
    if (opts.draining?.()) return fail(res, 503, 'draining', { draining: 'shutting down' });
    const results: Record<string, string> = {};
    let ready = true;
    for (const [name, check] of Object.entries(opts.readiness ?? {})) {
      try {
        await check();
        results[name] = 'ok';
      } catch (e) {
        ready = false;
        results[name] = (e as Error).message || 'down';
      }
    }
    if (ready) ok(res, results, 'ready');
    else fail(res, 503, 'not ready', results);
  });

  opts.beforeJson?.(app);
  app.use(express.json({ limit: opts.jsonLimit ?? '100kb', strict: false }));
  app.use(express.urlencoded({ extended: false, limit: opts.jsonLimit ?? '100kb' }));
  for (const [prefix, router] of opts.routes) app.use(prefix, router);
  app.use(notFoundHandler);
  app.use(errorHandler(opts.logger));
  return app;
}
