import type { Model, Types } from 'mongoose';
import { badRequest, forbidden, tooManyRequests } from '@minutemart/kit';
import type { UserDoc } from '../data/user-model.js';
import { normaliseEmail } from './accounts.js';
import { generateOtp, otpDigest, sameDigest } from './otp.js';
import { assertPasswordPolicy, hashPassword } from './passwords.js';
import type { WindowCounter } from './rate-limit.js';

export interface ResetPolicy {
  otpTtlSeconds: number;
  maxAttempts: number;
  resetWindowSeconds: number;
}

export interface ResetDeps {
  users: Model<UserDoc>;
  otpSecret: string;
  policy: ResetPolicy;
  /** Per-email limit on OTP requests. */
  limiter: WindowCounter;
  /** Per-email limit on OTP verifications, across codes and addresses. */
  guessLimiter?: WindowCounter;
  /** Hands the code to the mail queue; must not log it. */
  sendOtp: (mail: { to: string; name: string; otp: string; validMinutes: number }) => Promise<void>;
  /** Ends every session of the user (refresh tokens). */
  revokeSessions: (userId: Types.ObjectId) => Promise<void>;
}

export const RESET_MESSAGES = {
  sent: 'If an account exists for this email, we have sent an OTP to it. Please check your email.',
  invalid: 'Invalid otp',
  expired: 'OTP is expired',
  burned: 'Too many attempts, request a new OTP',
  verified: 'Verify otp successfully',
  mismatch: 'New password and confirm password must be same.',
  notAllowed: 'Please verify the OTP sent to your email before resetting your password.',
  updated: 'Password updated successfully.',
} as const;

/**
 * Forgot password: request an OTP, verify it, reset once. Every state change is one conditional
 * single-document update, so parallel guesses cannot exceed the attempt limit and a verified OTP
 * allows exactly one reset.
 */
export class PasswordReset {
  constructor(private readonly d: ResetDeps) {}

  /** The answer is the same whether or not the account exists; only real accounts get mail. */
  async requestOtp(emailRaw: string): Promise<void> {
    const email = normaliseEmail(emailRaw);
    const limit = await this.d.limiter.hit(email);
    if (!limit.allowed) {
      const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
      throw tooManyRequests(`Too many OTP requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, limit.retryAfterSeconds);
    }
    const user = await this.d.users.findOne({ email, status: 'Active' }).select('_id name email').lean();
    if (!user) return;

    const otp = generateOtp();
    await this.d.users.updateOne(
      { _id: user._id },
      {
        $set: {
          otp_hash: otpDigest(this.d.otpSecret, String(user._id), otp),
          otp_expires_at: new Date(Date.now() + this.d.policy.otpTtlSeconds * 1000),
          otp_attempts: 0,
          reset_allowed_until: null, // a new code cancels an earlier, unused verification
        },
      },
    );
    await this.d.sendOtp({ to: user.email, name: user.name, otp, validMinutes: Math.round(this.d.policy.otpTtlSeconds / 60) });
  }

  async verifyOtp(emailRaw: string, otp: string): Promise<void> {
    const { users, policy } = this.d;
    const max = policy.maxAttempts;
    const email = normaliseEmail(emailRaw);
    // Counted before the code is looked at, so parallel guesses cannot pass the limit either.
    const guesses = await this.d.guessLimiter?.hit(email);
    if (guesses && !guesses.allowed) {
      const minutes = Math.max(1, Math.ceil(guesses.retryAfterSeconds / 60));
      throw tooManyRequests(`Too many OTP attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, guesses.retryAfterSeconds);
    }
    const user = await users.findOne({ email }).select('otp_hash otp_expires_at otp_attempts').lean();
    if (!user?.otp_hash) {
      if (user && (user.otp_attempts ?? 0) >= max) throw badRequest(RESET_MESSAGES.burned);
      throw badRequest(RESET_MESSAGES.invalid);
    }
    const now = new Date();
    if (!user.otp_expires_at || user.otp_expires_at <= now) throw badRequest(RESET_MESSAGES.expired);
    if ((user.otp_attempts ?? 0) >= max) throw badRequest(RESET_MESSAGES.burned);

    const stored = user.otp_hash;
    if (sameDigest(otpDigest(this.d.otpSecret, String(user._id), otp), stored)) {
      const won = await users.findOneAndUpdate(
        { _id: user._id, otp_hash: stored, otp_expires_at: { $gt: now }, otp_attempts: { $lt: max } },
        {
          $set: {
            otp_hash: null,
            otp_expires_at: null,
            otp_attempts: 0,
            reset_allowed_until: new Date(now.getTime() + policy.resetWindowSeconds * 1000),
          },
        },
        { projection: { _id: 1 } },
      );
      if (won) return;
      throw await this.explainLostRace(user._id);
    }

    const counted = await users
      .findOneAndUpdate(
        { _id: user._id, otp_hash: stored, otp_attempts: { $lt: max } },
        { $inc: { otp_attempts: 1 } },
        { returnDocument: 'after', projection: { otp_attempts: 1 } },
      )
      .lean();
    if (!counted) throw await this.explainLostRace(user._id);
    if ((counted.otp_attempts ?? 0) >= max) {
      // Burn the code; otp_attempts stays at the limit so later tries hear why.
      await users.updateOne({ _id: user._id, otp_hash: stored }, { $set: { otp_hash: null, otp_expires_at: null } });
      throw badRequest(RESET_MESSAGES.burned);
    }
    throw badRequest(RESET_MESSAGES.invalid);
  }

  async resetPassword(emailRaw: string, newPassword: string, confirmPassword: string): Promise<void> {
    if (newPassword !== confirmPassword) throw badRequest(RESET_MESSAGES.mismatch);
    assertPasswordPolicy(newPassword);
    const email = normaliseEmail(emailRaw);
    // Cheap check first, so requests without a verified OTP cannot make us hash passwords.
    if (!(await this.d.users.exists({ email, reset_allowed_until: { $gt: new Date() } }))) {
      throw forbidden(RESET_MESSAGES.notAllowed);
    }
    const password = await hashPassword(newPassword);
    const user = await this.d.users
      .findOneAndUpdate(
        { email, reset_allowed_until: { $gt: new Date() } },
        { $set: { password, reset_allowed_until: null, failed_logins: 0, locked_until: null } },
        { projection: { _id: 1 } },
      )
      .lean();
    if (!user) throw forbidden(RESET_MESSAGES.notAllowed);
    await this.d.revokeSessions(user._id);
  }

  /** A conditional update found nothing: the code was burned, used or replaced meanwhile. */
  private async explainLostRace(id: Types.ObjectId): Promise<Error> {
    const now = await this.d.users.findById(id).select('+otp_attempts').lean();
    return badRequest((now?.otp_attempts ?? 0) >= this.d.policy.maxAttempts ? RESET_MESSAGES.burned : RESET_MESSAGES.invalid);
  }
}
