import express, { type Express } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { fail, ok, requestIds, traceRequests, type TokenVerifier } from '@minutemart/kit';
import type { GatewayConfig } from './config.js';
import { cors } from './cors.js';
import { identify } from './identity.js';
import { rateLimits } from './rate-limits.js';
import { upstreams } from './routes.js';
import { proxyTo } from './proxy.js';
import { frontendRoutes } from './frontends.js';
import { docsRoutes } from './docs.js';

export interface GatewayDeps {
  config: GatewayConfig;
  logger: Logger;
  redis: Redis;
  verifyToken: TokenVerifier;
  repoRoot: string;
}

export function createGatewayApp({ config, logger, redis, verifyToken, repoRoot }: GatewayDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');

  app.use(requestIds);
  app.use(traceRequests);
  app.use(
    pinoHttp({
      logger,
      genReqId: (_req, res) => String(res.getHeader('x-request-id')),
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' || req.url?.startsWith('/mf/') === true },
    }),
  );
  app.use(
    helmet({
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      crossOriginEmbedderPolicy: false,
      contentSecurityPolicy: {
        directives: {
          'default-src': ["'self'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'script-src': ["'self'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'connect-src': ["'self'"],
          'form-action': ["'self'"],
          'frame-ancestors': ["'none'"],
        },
      },
    }),
  );
  app.use(cors(config.CORS_ORIGINS));

  app.get('/healthz', (_req, res) => ok(res, { status: 'ok' }, 'alive'));
  app.get('/readyz', async (_req, res) => {
    const checks: Record<string, string> = {};
    const targets = new Map(upstreams(config).map((u) => [u.service, u.target]));
    await Promise.all([
      redis.ping().then(() => (checks['redis'] = 'ok'), (e: Error) => (checks['redis'] = e.message)),
      ...[...targets].map(async ([service, target]) => {
        try {
          const r = await fetch(`${target}/healthz`, { signal: AbortSignal.timeout(2_000) });
          checks[service] = r.ok ? 'ok' : `status ${r.status}`;
        } catch (e) {
          checks[service] = (e as Error).message;
        }
      }),
    ]);
    const ready = Object.values(checks).every((v) => v === 'ok');
    if (ready) ok(res, checks, 'ready');
    else fail(res, 503, 'not ready', checks);
  });

  app.use(identify(verifyToken));
  app.use(...rateLimits(redis, { perMinute: config.RATE_LIMIT_PER_MINUTE, authPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE }));

  app.use('/api/docs', docsRoutes());
  for (const u of upstreams(config)) app.use(proxyTo(u.prefix, u.target, u.service, logger));
  app.use('/api', (req, res) => fail(res, 404, `No API route for ${req.method} ${req.originalUrl.split('?')[0]}`));

  app.use(frontendRoutes(config, repoRoot));
  app.use((req, res) => fail(res, 404, `Not found: ${req.path}`));
  return app;
}
