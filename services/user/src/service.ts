import { createTokenVerifier, type ServiceDefinition } from '@minutemart/kit';
import type { UserConfig } from './config.js';
import { userModel } from './data/user-model.js';
import { addressModel } from './data/address-model.js';
import { signingKeyModel } from './data/signing-key-model.js';
import { refreshTokenModel } from './data/refresh-token-model.js';
import { KeyStore } from './domain/key-store.js';
import { TokenService } from './domain/tokens.js';
import { SessionRevoker } from './domain/sessions.js';
import { Accounts } from './domain/accounts.js';
import { Profiles } from './domain/profiles.js';
import { PasswordReset } from './domain/password-reset.js';
import { WindowCounter } from './domain/rate-limit.js';
import { Addresses } from './domain/addresses.js';
import { MediaClient } from './domain/media-client.js';
import { emailQueue } from './mail/email-queue.js';
import { smtpMailer } from './mail/mailer.js';
import { userRoutes } from './api/user-routes.js';
import { addressRoutes } from './api/address-routes.js';
import { jwksRoutes } from './api/jwks-routes.js';
import { staffRoutes } from './api/staff-routes.js';
import { staffInviteModel } from './data/staff-invite-model.js';
import { StaffAccounts } from './domain/staff.js';
import { STAFF_INVITE_PATH } from '@minutemart/contracts';
import { auditModel } from './data/audit-model.js';
import { AuditTrail } from './domain/audit-trail.js';
import { auditRoutes } from './api/audit-routes.js';
import { auditConsumer } from './events/audit-consumer.js';
import { notifications } from './notifications.js';

export function userService(config: UserConfig): ServiceDefinition<UserConfig> {
  return {
    name: 'user',
    config,
    async setup(rt) {
      const users = userModel(rt.db);
      const addressDocs = addressModel(rt.db);
      const keys = new KeyStore(signingKeyModel(rt.db), config.KEY_ENCRYPTION_SECRET, config.SIGNING_KEY_ROTATE_DAYS);
      await keys.signingKey();
      await users.syncIndexes();
      await addressDocs.syncIndexes();
      const refreshTokens = refreshTokenModel(rt.db);
      await refreshTokens.syncIndexes();
      const sessions = new SessionRevoker(refreshTokens, rt.revocations, config.ACCESS_TOKEN_TTL_SECONDS, rt.logger);
      const tokens = new TokenService(
        keys,
        refreshTokens,
        {
          accessTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
          refreshTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
        },
        sessions,
      );
      const accounts = new Accounts(users, { maxFailures: config.LOGIN_MAX_FAILURES, lockMinutes: config.LOGIN_LOCK_MINUTES }, rt.nudgeOutbox);
      const profiles = new Profiles(users, rt.nudgeOutbox, (id) => sessions.endAccessTokens(id));

      const redis = rt.redis();
      const mail = emailQueue({
        redis,
        prefix: config.REDIS_PREFIX,
        secret: config.KEY_ENCRYPTION_SECRET,
        mailer: smtpMailer(config.SMTP_URL, config.MAIL_FROM),
        logger: rt.logger,
      });
      const passwordReset = new PasswordReset({
        users,
        otpSecret: config.OTP_SECRET,
        policy: {
          otpTtlSeconds: config.OTP_TTL_SECONDS,
          maxAttempts: config.OTP_MAX_ATTEMPTS,
          resetWindowSeconds: config.RESET_WINDOW_SECONDS,
        },
        limiter: new WindowCounter(
          redis,
          `${config.REDIS_PREFIX}:user:forgot-password`,
          config.FORGOT_PASSWORD_MAX_REQUESTS,
          config.FORGOT_PASSWORD_WINDOW_SECONDS,
        ),
        guessLimiter: new WindowCounter(redis, `${config.REDIS_PREFIX}:user:otp-guesses`, config.OTP_GUESSES_PER_WINDOW, config.OTP_GUESS_WINDOW_SECONDS),
        sendOtp: (m) => mail.sendPasswordResetOtp(m),
        revokeSessions: (id) => tokens.revokeAllFor(id),
      });
      const invites = staffInviteModel(rt.db);
      await invites.syncIndexes();
      const auditEntries = auditModel(rt.db);
      await auditEntries.syncIndexes();
      const trail = new AuditTrail(auditEntries);
      const staff = new StaffAccounts({
        users,
        invites,
        profiles,
        endAllLogins: (id) => tokens.revokeAllFor(id),
        sendInvite: (m) => mail.sendStaffInvite(m),
        inviteTtlHours: config.STAFF_INVITE_TTL_HOURS,
        inviteLink: (token) => `${config.PUBLIC_BASE_URL.replace(/\/$/, '')}${STAFF_INVITE_PATH}#token=${token}`,
        onWrite: rt.nudgeOutbox,
      });
      const media = new MediaClient({ baseUrl: config.MEDIA_SERVICE_URL, timeoutMs: config.MEDIA_TIMEOUT_MS });

      const sweep = setInterval(() => void tokens.sweepExpired().catch(() => undefined), 3_600_000);
      sweep.unref();
      const orderMail = await notifications(rt, config);
      const secureCookies = config.COOKIE_SECURE ?? config.NODE_ENV === 'production';
      return {
        routes: [
          ...orderMail.routes,
          ['/api/user', userRoutes({ accounts, tokens, profiles, passwordReset, media, avatarMaxMb: config.AVATAR_MAX_MB, secureCookies })],
          ['/api/user/staff', staffRoutes(staff)],
          ['/api/user/audit', auditRoutes(trail)],
          ['/api/address', addressRoutes(new Addresses(addressDocs, users))],
          ['/.well-known', jwksRoutes(keys)],
        ],
        outboxModels: [users, invites],
        consumers: [auditConsumer(trail), orderMail.consumer],
        verifyToken: createTokenVerifier(keys.verificationKeys()),
        onClose: async () => {
          clearInterval(sweep);
          await orderMail.close();
          await mail.close();
        },
      };
    },
  };
}
