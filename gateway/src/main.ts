import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { createJwksVerifier, createLogger, createRedis } from '@minutemart/kit';
import { readGatewayConfig } from './config.js';
import { createGatewayApp } from './app.js';

const config = readGatewayConfig();
const logger = createLogger('gateway', config.LOG_LEVEL);
const repoRoot = process.env.REPO_ROOT ?? resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const redis = createRedis(config.REDIS_URL, logger);
const app = createGatewayApp({ config, logger, redis, verifyToken: createJwksVerifier(config.JWKS_URL), repoRoot });

const server = app.listen(config.PORT, config.HOST, (err?: Error) => {
  if (err) {
    logger.fatal({ err }, `gateway cannot listen on ${config.HOST}:${config.PORT}`);
    process.exit(1);
  }
  logger.info({ port: config.PORT }, 'gateway listening');
});
server.keepAliveTimeout = 65_000;

const stop = (signal: string) => {
  logger.info({ signal }, 'shutting down');
  server.close(() => {
    void redis.quit().finally(() => process.exit(0));
  });
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 10_000).unref();
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
