import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { createJwksVerifier, createLogger, createRedis, createRevocationList, rejectRevoked } from '@minutemart/kit';
import { readGatewayConfig } from './config.js';
import { createGatewayApp } from './app.js';
import { createUpstreamPools } from './routes.js';
import { PublicReadCache } from './public-read-cache.js';
import { subscribeCatalogueChanges, type ChangeSubscription } from './catalogue-changes.js';

const config = (() => {
  try {
    return readGatewayConfig();
  } catch (err) {
    // A bad setting (e.g. TRUST_PROXY) stops the start with its reason, not a stack trace.
    console.error(`gateway cannot start: ${(err as Error).message}`);
    process.exit(1);
  }
})();
const logger = createLogger('gateway', config.LOG_LEVEL);
const repoRoot = process.env.REPO_ROOT ?? resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// Every API request asks Redis for its rate-limit count: those of one tick share a write.
const redis = createRedis(config.REDIS_URL, logger, { autoPipelining: true });
const revocations = createRevocationList(config.REDIS_URL, logger);
const pools = createUpstreamPools(config, logger);
// Logout, password reset and role changes refuse a token here at once, as in every service.
const verifyToken = rejectRevoked(createJwksVerifier(config.JWKS_URL), revocations);
let catalogueChanges: ChangeSubscription | undefined;
const publicReads = (() => {
  if (config.PUBLIC_CACHE_FRESH_MS === 0) return undefined;
  const cache = new PublicReadCache({
    pool: pools.catalogue,
    logger,
    freshMs: config.PUBLIC_CACHE_FRESH_MS,
    maxAgeMs: Math.max(config.PUBLIC_CACHE_FRESH_MS, config.PUBLIC_CACHE_MAX_AGE_MS),
  });
  catalogueChanges = subscribeCatalogueChanges(
    config.REDIS_URL,
    config.REDIS_PREFIX,
    logger,
    () => cache.invalidate(),
    (products) => cache.dropProducts(products),
  );
  return cache;
})();
const app = createGatewayApp({ config, logger, redis, verifyToken, repoRoot, pools, publicReads });

const server = createServer(app);
server.once('error', (err) => {
  logger.fatal({ err }, `gateway cannot listen on ${config.HOST}:${config.PORT}`);
  process.exit(1);
});
server.listen(config.PORT, config.HOST, () => {
  logger.info({ port: config.PORT, replicas: Object.fromEntries(Object.entries(pools).map(([s, p]) => [s, p.urls.length])) }, 'gateway listening');
});
server.keepAliveTimeout = 65_000;

const stop = (signal: string) => {
  logger.info({ signal }, 'shutting down');
  // Finish what is in flight; keep-alive connections are closed as soon as they go idle.
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  server.close(() => {
    clearInterval(idle);
    for (const pool of Object.values(pools)) pool.stop();
    void Promise.allSettled([redis.quit(), revocations.close(), catalogueChanges?.close()]).finally(() => process.exit(0));
  });
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 10_000).unref();
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
