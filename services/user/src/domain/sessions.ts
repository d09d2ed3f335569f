import type { Model, Types } from 'mongoose';
import type { Logger } from 'pino';
import type { RevocationList } from '@minutemart/kit';
import type { RefreshTokenDoc } from '../data/refresh-token-model.js';

/** Clock skew between us and whoever verifies: revocations outlive the tokens by this much. */
const SKEW_SECONDS = 60;

/**
 * Ends sessions for both halves of a login: the refresh tokens in Mongo (so no new access token is
 * issued) and the access tokens already out there, whose `sid`s go on the Redis revocation list
 * every verifier checks. Only refresh tokens created within one access-token lifetime can have a
 * live access token, so only their sids are listed, each for that lifetime.
 */
export class SessionRevoker {
  constructor(
    private readonly refreshTokens: Model<RefreshTokenDoc>,
    private readonly revocations: Pick<RevocationList, 'revoke'>,
    private readonly accessTtlSeconds: number,
    private readonly logger: Logger,
  ) {}

  /** Logout, or a replayed refresh token: that one login ends everywhere. */
  async endLogin(family: string): Promise<void> {
    await this.refreshTokens.updateMany({ family, revokedAt: null }, { $set: { revokedAt: new Date() } });
    await this.refuseAccessTokens({ family });
  }

  /** Logout presented only an access token (a Bearer client): end the login it belongs to. */
  async endLoginOfSession(sid: string): Promise<void> {
    const known = await this.refreshTokens.findOne({ sid }).select('family').lean();
    if (known) await this.endLogin(known.family);
    else await this.write([sid]);
  }

  /** Password reset: every login of the user ends. */
  async endAllLogins(userId: Types.ObjectId | string): Promise<void> {
    await this.refreshTokens.updateMany({ userId, revokedAt: null }, { $set: { revokedAt: new Date() } });
    await this.refuseAccessTokens({ userId });
  }

  /**
   * Role or status change: the access tokens out there carry the old role and are refused now; the
   * logins stay, so the next refresh issues a token with the new role.
   */
  async endAccessTokens(userId: Types.ObjectId | string): Promise<void> {
    await this.refuseAccessTokens({ userId });
  }

  private async refuseAccessTokens(filter: { family: string } | { userId: Types.ObjectId | string }): Promise<void> {
    const since = new Date(Date.now() - (this.accessTtlSeconds + SKEW_SECONDS) * 1000);
    const recent = await this.refreshTokens
      .find({ ...filter, createdAt: { $gte: since }, sid: { $ne: null } })
      .select('sid')
      .lean();
    await this.write(recent.map((r) => r.sid!));
  }

  /**
   * The Mongo half has already happened; if Redis is down the access tokens simply run out (at
   * most one lifetime), which is logged rather than failing the logout or reset itself.
   */
  private async write(sids: string[]): Promise<void> {
    try {
      await this.revocations.revoke(sids, this.accessTtlSeconds + SKEW_SECONDS);
    } catch (e) {
      this.logger.error(
        { err: (e as Error).message, sessions: sids.length },
        'could not list revoked sessions; their access tokens stay valid until they expire',
      );
    }
  }
}
