import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Model, Types } from 'mongoose';
import { JWT_AUDIENCE, JWT_ISSUER, isStoreBound, type Role } from '@minutemart/contracts';
import { unauthorized } from '@minutemart/kit';
import type { RefreshTokenDoc } from '../data/refresh-token-model.js';
import type { KeyStore } from './key-store.js';
import type { SessionRevoker } from './sessions.js';

/** Who a token is for: the role and, for a store-bound role, its stores go in the claims. */
export interface TokenSubject {
  _id: Types.ObjectId | string;
  role: Role;
  email: string;
  stores?: readonly string[] | null;
}

export interface TokenSettings {
  accessTtlSeconds: number;
  refreshTtlDays: number;
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: Date;
  refreshExpiresAt: Date;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * Short-lived signed access tokens and opaque refresh tokens that rotate on every use. Presenting
 * a refresh token that was already used means it leaked: the whole family (that login) is revoked.
 * Each issue gets a new session id (`sid`), stored with the refresh token and carried by the access
 * token, so revoking a login also refuses its access tokens at once (see SessionRevoker).
 */
export class TokenService {
  constructor(
    private readonly keys: KeyStore,
    private readonly refreshTokens: Model<RefreshTokenDoc>,
    private readonly settings: TokenSettings,
    private readonly sessions: SessionRevoker,
  ) {}

  async accessToken(user: TokenSubject, sid: string): Promise<{ token: string; expiresAt: Date }> {
    const { kid, key } = await this.keys.signingKey();
    const expiresAt = new Date(Date.now() + this.settings.accessTtlSeconds * 1000);
    // Every service scopes a picker, rider or store manager by these, without asking us.
    const stores = isStoreBound(user.role) ? { stores: [...(user.stores ?? [])] } : {};
    const token = await new SignJWT({ role: user.role, email: user.email, typ: 'access', sid, ...stores })
      .setProtectedHeader({ alg: 'EdDSA', kid, typ: 'JWT' })
      .setSubject(String(user._id))
      .setIssuer(JWT_ISSUER)
      .setAudience(JWT_AUDIENCE)
      .setIssuedAt()
      .setJti(randomUUID())
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(key);
    return { token, expiresAt };
  }

  async issue(user: TokenSubject & { _id: Types.ObjectId }, family: string = randomUUID()): Promise<IssuedTokens> {
    const sid = randomUUID();
    const refreshToken = randomBytes(32).toString('base64url');
    const refreshExpiresAt = new Date(Date.now() + this.settings.refreshTtlDays * 86_400_000);
    // Stored first: a sid that is out in a token must be findable when its login is revoked.
    await this.refreshTokens.create({
      _id: sha256(refreshToken),
      userId: user._id,
      family,
      sid,
      expiresAt: refreshExpiresAt,
      usedAt: null,
      revokedAt: null,
      createdAt: new Date(),
    });
    const access = await this.accessToken(user, sid);
    return { accessToken: access.token, accessExpiresAt: access.expiresAt, refreshToken, refreshExpiresAt };
  }

  /** Spend a refresh token: returns its owner and family, or throws 401 (and revokes on reuse). */
  async spend(refreshToken: string): Promise<{ userId: Types.ObjectId; family: string }> {
    const id = sha256(refreshToken);
    const now = new Date();
    const spent = await this.refreshTokens
      .findOneAndUpdate({ _id: id, usedAt: null, revokedAt: null, expiresAt: { $gt: now } }, { $set: { usedAt: now } }, { returnDocument: 'after' })
      .lean();
    if (spent) return { userId: spent.userId, family: spent.family };

    const known = await this.refreshTokens.findById(id).lean();
    if (known?.usedAt && !known.revokedAt) {
      await this.revokeFamily(known.family);
      throw unauthorized('Session expired, please login again');
    }
    throw unauthorized('Session expired, please login again');
  }

  async revokeFamily(family: string): Promise<void> {
    await this.sessions.endLogin(family);
  }

  /** Logout: revoke the login the presented refresh token (or, without one, access token) belongs to. */
  async revoke(refreshToken: string | undefined, sid?: string): Promise<void> {
    const known = refreshToken ? await this.refreshTokens.findById(sha256(refreshToken)).lean() : null;
    if (known) await this.revokeFamily(known.family);
    if (sid && sid !== known?.sid) await this.sessions.endLoginOfSession(sid);
  }

  async revokeAllFor(userId: Types.ObjectId): Promise<void> {
    await this.sessions.endAllLogins(userId);
  }

  /** No TTL indexes (the stand-in lacks them): expired tokens are swept instead. */
  async sweepExpired(): Promise<number> {
    const res = await this.refreshTokens.deleteMany({ expiresAt: { $lt: new Date(Date.now() - 86_400_000) } });
    return res.deletedCount ?? 0;
  }
}
