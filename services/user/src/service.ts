import { createTokenVerifier, type ServiceDefinition } from '@minutemart/kit';
import type { UserConfig } from './config.js';
import { userModel } from './data/user-model.js';
import { signingKeyModel } from './data/signing-key-model.js';
import { refreshTokenModel } from './data/refresh-token-model.js';
import { KeyStore } from './domain/key-store.js';
import { TokenService } from './domain/tokens.js';
import { Accounts } from './domain/accounts.js';
import { userRoutes } from './api/user-routes.js';
import { jwksRoutes } from './api/jwks-routes.js';

export function userService(config: UserConfig): ServiceDefinition<UserConfig> {
  return {
    name: 'user',
    config,
    async setup(rt) {
      const users = userModel(rt.db);
      const keys = new KeyStore(signingKeyModel(rt.db), config.KEY_ENCRYPTION_SECRET, config.SIGNING_KEY_ROTATE_DAYS);
      await keys.signingKey();
      await users.syncIndexes();
      const tokens = new TokenService(keys, refreshTokenModel(rt.db), {
        accessTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
        refreshTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
      });
      const accounts = new Accounts(
        users,
        { maxFailures: config.LOGIN_MAX_FAILURES, lockMinutes: config.LOGIN_LOCK_MINUTES },
        rt.nudgeOutbox,
      );
      const sweep = setInterval(() => void tokens.sweepExpired().catch(() => undefined), 3_600_000);
      sweep.unref();
      const secureCookies = config.COOKIE_SECURE ?? config.NODE_ENV === 'production';
      return {
        routes: [
          ['/api/user', userRoutes({ accounts, tokens, secureCookies })],
          ['/.well-known', jwksRoutes(keys)],
        ],
        outboxModels: [users],
        verifyToken: createTokenVerifier(keys.verificationKeys()),
        onClose: async () => clearInterval(sweep),
      };
    },
  };
}
