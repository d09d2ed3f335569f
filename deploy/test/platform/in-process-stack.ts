import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createJwksVerifier, createLogger, createRedis, createRevocationList, rejectRevoked, startService, type RunningService } from '@minutemart/kit';
import { dropTopics, http, testInfra, testServiceEnv, uniqueName, waitFor, type JsonResponse } from '@minutemart/kit/testing';
import { readUserConfig, type UserConfig } from '../../../services/user/src/config.js';
import { userService } from '../../../services/user/src/service.js';
import { readCartConfig } from '../../../services/cart/src/config.js';
import { cartService } from '../../../services/cart/src/service.js';
import { readCatalogueConfig } from '../../../services/catalogue/src/config.js';
import { catalogueService } from '../../../services/catalogue/src/service.js';
import { readGatewayConfig } from '../../../gateway/src/config.js';
import { createGatewayApp } from '../../../gateway/src/app.js';
import { createUpstreamPools } from '../../../gateway/src/routes.js';
import { PublicReadCache } from '../../../gateway/src/public-read-cache.js';

const repoRoot = join(import.meta.dirname, '../../..');

export interface InProcessStack {
  user: RunningService<UserConfig>;
  cart: RunningService | undefined;
  catalogue: RunningService | undefined;
  gatewayUrl: string;
  /** A request through the gateway as if from `ip` (the gateway trusts X-Forwarded-For from loopback). */
  api<T = any>(path: string, init?: { method?: string; body?: unknown; headers?: Record<string, string>; ip?: string }): Promise<JsonResponse<T>>;
  stop(): Promise<void>;
}

/**
 * The real user service (and optionally cart and catalogue) and the real gateway app in this process, on random
 * ports, with their own databases, Redis prefixes and Kafka topics, and the gateway's production
 * defaults unless `gatewayEnv` says otherwise: unlike the shared test stack (which raises the rate
 * limits for the browser suites), these tests see the limits shoppers get. With the catalogue, the
 * gateway answers public reads from its cache in front of it, as main.ts sets it up.
 */
export async function startInProcessStack(
  opts: { cart?: boolean; catalogue?: boolean; userEnv?: Record<string, string>; gatewayEnv?: Record<string, string> } = {},
): Promise<InProcessStack> {
  const logger = createLogger('platform-test', process.env.TEST_LOG_LEVEL ?? 'silent');
  const topicPrefix = `${uniqueName('tp')}.`;
  const user = await startService(
    userService(
      readUserConfig(
        testServiceEnv('user', { REDIS_PREFIX: uniqueName('t_user'), SMTP_URL: testInfra.smtpUrl, KAFKA_TOPIC_PREFIX: topicPrefix, ...opts.userEnv }),
      ),
    ),
  );
  const jwks = `${user.url}/.well-known/jwks.json`;
  const cart = opts.cart
    ? await startService(cartService(readCartConfig(testServiceEnv('cart', { JWKS_URL: jwks, KAFKA_TOPIC_PREFIX: topicPrefix, REWIND_TIMEOUT_MS: '3000' }))))
    : undefined;
  const catalogue = opts.catalogue
    ? await startService(
        catalogueService(
          readCatalogueConfig(
            testServiceEnv('catalogue', {
              JWKS_URL: jwks,
              KAFKA_TOPIC_PREFIX: topicPrefix,
              QUEUE_PREFIX: uniqueName('t_cat'),
              REDIS_PREFIX: uniqueName('t_cat'),
            }),
          ),
        ),
      )
    : undefined;

  const config = readGatewayConfig({
    NODE_ENV: 'test',
    REDIS_URL: testInfra.redisUrl,
    REDIS_PREFIX: uniqueName('t_gw'),
    JWKS_URL: jwks,
    USER_SERVICE_URL: user.url,
    // Services this stack does not run point at the discard port, never at a developer's stack.
    CART_SERVICE_URL: cart?.url ?? 'http://127.0.0.1:9',
    CATALOGUE_SERVICE_URL: catalogue?.url ?? 'http://127.0.0.1:9',
    ORDER_SERVICE_URL: 'http://127.0.0.1:9',
    MEDIA_SERVICE_URL: 'http://127.0.0.1:9',
    ...opts.gatewayEnv,
  });
  const redis = createRedis(testInfra.redisUrl, logger);
  const revocations = createRevocationList(testInfra.redisUrl, logger);
  await revocations.ready();
  const pools = createUpstreamPools(config, logger);
  const publicReads = catalogue
    ? new PublicReadCache({ pool: pools.catalogue, logger, freshMs: config.PUBLIC_CACHE_FRESH_MS, maxAgeMs: config.PUBLIC_CACHE_MAX_AGE_MS })
    : undefined;
  const app = createGatewayApp({ config, logger, redis, verifyToken: rejectRevoked(createJwksVerifier(jwks), revocations), repoRoot, pools, publicReads });
  const server = await new Promise<Server>((resolve) => {
    const s = createServer(app).listen(0, '127.0.0.1', () => resolve(s));
  });
  server.keepAliveTimeout = 65_000; // as in gateway/src/main.ts: clients, not the server, end idle connections
  const gatewayUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    user,
    cart,
    catalogue,
    gatewayUrl,
    api: (path, init = {}) =>
      http(`${gatewayUrl}${path}`, {
        method: init.method,
        body: init.body,
        headers: { ...(init.ip ? { 'x-forwarded-for': init.ip } : {}), ...init.headers },
      }),
    stop: async () => {
      for (const pool of Object.values(pools)) pool.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await redis.quit();
      await revocations.close();
      await cart?.stop();
      await catalogue?.stop();
      await user.stop();
      await dropTopics(topicPrefix);
    },
  };
}

/** An address of TEST-NET-2 (198.51.100.0/24, documentation only) to send a request as. */
export const netIp = (host: number): string => `198.51.100.${host}`;

let n = 0;
export const shopperEmail = (tag: string): string => `${tag}.${Date.now()}.${n++}@example.test`;

/** A Cookie header from the Set-Cookie values of a response. */
export const cookieHeader = (cookies: Record<string, string>, names = ['accessToken', 'refreshToken']): string =>
  names
    .filter((k) => cookies[k])
    .map((k) => `${k}=${cookies[k]}`)
    .join('; ');

/** The newest 6-digit code MailDev holds for `email`. */
export async function otpMailedTo(email: string, count = 1): Promise<string> {
  return waitFor(
    async () => {
      const all = (await (await fetch(`${testInfra.mailApiUrl}/email`)).json()) as { to: { address: string }[]; text: string }[];
      const mine = all.filter((m) => m.to?.some((t) => t.address === email));
      return mine.length >= count ? /\b(\d{6})\b/.exec(mine.at(-1)?.text ?? '')?.[1] : undefined;
    },
    { timeoutMs: 20_000, what: `an OTP mail to ${email}` },
  );
}
