import { resolve } from 'node:path';
import type { RequestListener } from 'node:http';
import express from 'express';
import helmet from 'helmet';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { accessLog, defaultAccessLevel, fail, ok, requestIds, traceRequests, type TokenVerifier } from '@minutemart/kit';
import type { GatewayConfig } from './config.js';
import { cors } from './cors.js';
import { identify, refreshSessions } from './identity.js';
import { cachedReadBudgets, rateLimits, sharedStore } from './rate-limits.js';
import { ROUTES, createUpstreamPools, type UpstreamPools } from './routes.js';
import { SessionRefresher } from './session-refresh.js';
import { proxyTo } from './proxy.js';
import { frontendRoutes } from './frontends.js';
import { docsRoutes } from './docs.js';
import { compressResponses } from './compression.js';
import { PublicReadCache, answersItself, mayBeAdminsOwn } from './public-read-cache.js';
import { FirstViews, remoteStylesheets } from './first-views.js';
import { carriesLogin, guestReadsFirst } from './guest-reads.js';
import { GuestSessions } from './guest-sessions.js';

const STOREFRONT_BASE = '/mf/storefront/';

export interface GatewayDeps {
  config: GatewayConfig;
  logger: Logger;
  redis: Redis;
  /** Verifies access tokens, revoked sessions included (main.ts wraps it with rejectRevoked). */
  verifyToken: TokenVerifier;
  repoRoot: string;
  /** The replicas of each service; made from config when not given. Started here, stopped by the owner. */
  pools?: UpstreamPools;
  /** Public catalogue reads answered from a short-lived cache (main.ts wires its invalidation); none when not given. */
  publicReads?: PublicReadCache;
}

/**
 * The gateway's request handler, for http.createServer: Express with the whole chain, and in front of
 * it, when there is a public-read cache, the short way for guests' cached reads (guest-reads.ts).
 */
export function createGatewayApp({
  config,
  logger,
  redis,
  verifyToken,
  repoRoot,
  pools = createUpstreamPools(config, logger),
  publicReads,
}: GatewayDeps): RequestListener {
  for (const pool of Object.values(pools)) pool.start();
  const app = express();
  app.disable('x-powered-by');
  // req.ip (and so every per-address rate limit) comes from X-Forwarded-For only via these hops.
  app.set('trust proxy', config.TRUST_PROXY);
  const securityHeaders = helmet({
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
  });
  const corsHeaders = cors(config.CORS_ORIGINS);
  // Cached public reads count in this replica's memory, whichever way they come in.
  const budgets = cachedReadBudgets(config);
  const guests = new GuestSessions(
    config.GUEST_SESSION_SECRET,
    sharedStore(redis, config.REDIS_PREFIX, 'new-guest-sessions'),
    config.RATE_LIMIT_NEW_GUEST_SESSIONS_PER_MINUTE,
  );
  app.use(requestIds);
  app.use(traceRequests);
  app.use(
    accessLog(logger, {
      ignore: (req) => req.url === '/healthz' || req.url === '/readyz' || req.url.startsWith('/mf/'),
      // A public read answered from the cache (x-cache HIT) is logged at debug: at a thousand a second
      // the line costs more than the answer, and the catalogue logs each refresh behind it.
      level: (res) => (res.statusCode < 400 && res.getHeader('x-cache') === 'HIT' ? 'debug' : defaultAccessLevel(res)),
    }),
  );
  app.use(securityHeaders);
  app.use(corsHeaders);
  // The public-read cache keeps its answers compressed and sends them as they are: compression's
  // wrapping of each response would only cost time on the gateway's busiest requests.
  const compress = compressResponses();
  // (Identity is not known yet: a login on a route admins see more of may end at the proxy, and is wrapped.)
  app.use((req, res, next) => (publicReads && answersItself(req) && !mayBeAdminsOwn(req, carriesLogin(req)) ? next() : compress(req, res, next)));

  app.get('/healthz', (_req, res) => ok(res, { status: 'ok' }, 'alive'));
  app.get('/readyz', async (_req, res) => {
    const checks: Record<string, string> = {};
    // A service is ready when at least one of its replicas is.
    await Promise.all([
      redis.ping().then(
        () => (checks['redis'] = 'ok'),
        (e: Error) => (checks['redis'] = e.message),
      ),
      ...Object.entries(pools).map(async ([service, pool]) => {
        await pool.checkAll();
        checks[service] = pool.available
          ? 'ok'
          : Object.entries(pool.status())
              .map(([url, why]) => `${url}: ${why}`)
              .join('; ');
      }),
    ]);
    const ready = Object.values(checks).every((v) => v === 'ok');
    if (ready) ok(res, checks, 'ready');
    else fail(res, 503, 'not ready', checks);
  });

  const refresher = new SessionRefresher({ redis, users: pools.user, keyPrefix: config.REDIS_PREFIX, graceSeconds: config.REFRESH_GRACE_SECONDS, logger });
  app.use(identify(verifyToken));
  app.use(...rateLimits(redis, config, guests, logger, publicReads && { answeredHere: answersItself, budgets }));
  app.use(refreshSessions(verifyToken, refresher));

  app.use('/api', docsRoutes());
  // After identity and rate limits: a cached answer is cheap, not free of limits.
  if (publicReads) app.use(publicReads.middleware());
  for (const route of ROUTES) app.use(proxyTo(route.prefix, pools[route.service], logger));
  app.use('/api', (req, res) => fail(res, 404, `No API route for ${req.method} ${req.originalUrl.split('?')[0]}`));

  // A page's first view reads the catalogue through the same cache as the shoppers' own reads (or,
  // with the cache off, one that keeps nothing).
  const catalogueReads = publicReads ?? new PublicReadCache({ pool: pools.catalogue, logger, freshMs: 0, maxAgeMs: 0 });
  // The storefront's page stylesheets go into the page's head when this gateway serves the storefront itself.
  const storefrontHere = config.STOREFRONT_REMOTE_URL === `${STOREFRONT_BASE}mf-manifest.json`;
  const firstViews = new FirstViews(resolve(repoRoot, config.SHELL_DIST), (path, body, res) => catalogueReads.read(path, body, res), logger, {
    pageStylesheets: storefrontHere ? remoteStylesheets(resolve(repoRoot, config.STOREFRONT_DIST), STOREFRONT_BASE, 'storefront') : undefined,
  });
  app.use(frontendRoutes(config, repoRoot, firstViews, guests));
  app.use((req, res) => fail(res, 404, `Not found: ${req.path}`));
  if (!publicReads) return app;
  return guestReadsFirst(app, {
    cache: publicReads,
    budgets,
    guests,
    securityHeaders,
    cors: corsHeaders,
    trustProxy: app.get('trust proxy fn') as (address: string, hop: number) => boolean,
    logger,
  });
}
