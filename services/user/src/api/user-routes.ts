import { Router } from 'express';
import { badRequest, extractAccessToken, handle, ok, parseInput, readCookie, requireAuth, unauthorized, unsupportedMediaType, userId } from '@minutemart/kit';
import { sniffImage } from '@minutemart/kit/images';
import type { Role } from '@minutemart/contracts';
import type { Accounts } from '../domain/accounts.js';
import type { TokenService } from '../domain/tokens.js';
import type { Profiles } from '../domain/profiles.js';
import { RESET_MESSAGES, type PasswordReset } from '../domain/password-reset.js';
import type { MediaClient } from '../domain/media-client.js';
import { clearAuthCookies, clearSessionHint, setAuthCookies } from './cookies.js';
import { avatarUpload } from './avatar-upload.js';
import { forgotPasswordBody, loginBody, registerBody, resetPasswordBody, updateUserBody, verifyOtpBody } from './schemas.js';

export interface UserRouteDeps {
  accounts: Accounts;
  tokens: TokenService;
  profiles: Profiles;
  passwordReset: PasswordReset;
  media: MediaClient;
  avatarMaxMb: number;
  secureCookies: boolean;
}

/** The refresh token from the refreshToken cookie or, for the existing client, a Bearer header. */
function presentedRefreshToken(req: Parameters<typeof readCookie>[0]): string | undefined {
  return readCookie(req, 'refreshToken') || extractAccessToken(req);
}

export function userRoutes({ accounts, tokens, profiles, passwordReset, media, avatarMaxMb, secureCookies }: UserRouteDeps): Router {
  const r = Router();

  r.post(
    '/register',
    handle(async (req, res) => {
      const body = parseInput(registerBody, req.body);
      const user = await accounts.register(body);
      ok(res, user, 'User register successfully', {}, 201);
    }),
  );

  r.post(
    '/login',
    handle(async (req, res) => {
      const { email, password } = parseInput(loginBody, req.body);
      const user = await accounts.authenticate(email, password);
      const issued = await tokens.issue({ _id: user._id, role: user.role as Role, email: user.email, stores: user.stores });
      setAuthCookies(res, secureCookies, issued);
      ok(res, { accesstoken: issued.accessToken, refreshToken: issued.refreshToken }, 'Login successfully');
    }),
  );

  r.post(
    '/refresh-token',
    handle(async (req, res) => {
      try {
        const presented = presentedRefreshToken(req);
        if (!presented) throw unauthorized('Invalid refresh token');
        const { userId: id, family } = await tokens.spend(presented);
        const user = await accounts.byId(id);
        if (!user || user.status !== 'Active') {
          await tokens.revokeFamily(family);
          throw unauthorized('Session expired, please login again');
        }
        const issued = await tokens.issue({ _id: user._id, role: user.role as Role, email: user.email, stores: user.stores }, family);
        setAuthCookies(res, secureCookies, issued);
        ok(res, { accessToken: issued.accessToken, refreshToken: issued.refreshToken }, 'New access token generated');
      } catch (err) {
        // No session to refresh: the readable hint must not keep the shell asking for one.
        if ((err as { status?: number }).status === 401) clearSessionHint(res, secureCookies);
        throw err;
      }
    }),
  );

  r.get(
    '/user-details',
    requireAuth,
    handle(async (req, res) => {
      ok(res, await accounts.details(userId(req)), 'user details');
    }),
  );

  r.get(
    '/logout',
    handle(async (req, res) => {
      // The refresh cookie names the login; a Bearer-only client is known by its access token's session.
      await tokens.revoke(readCookie(req, 'refreshToken'), req.auth?.sid);
      clearAuthCookies(res, secureCookies);
      ok(res, null, 'Logout successfully');
    }),
  );

  // Only name, email and mobile are read from the body: role, status and password never change here.
  r.put(
    '/update-user',
    requireAuth,
    handle(async (req, res) => {
      const { name, email, mobile } = parseInput(updateUserBody, req.body);
      ok(res, await profiles.update(userId(req), { name, email, mobile }), 'Updated successfully');
    }),
  );

  r.put(
    '/upload-avatar',
    requireAuth,
    avatarUpload(avatarMaxMb),
    handle(async (req, res) => {
      const file = req.file;
      if (!file || file.size === 0) throw badRequest('Choose an image to upload');
      const type = await sniffImage(file.buffer);
      if (!type) throw unsupportedMediaType('Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded');
      const token = extractAccessToken(req);
      if (!token) throw unauthorized();
      const url = await media.uploadAvatar(file.buffer, type, token);
      const user = await profiles.update(userId(req), { avatar: url });
      ok(res, { _id: user._id, avatar: user.avatar }, 'upload profile');
    }),
  );

  r.put(
    '/forgot-password',
    handle(async (req, res) => {
      const { email } = parseInput(forgotPasswordBody, req.body);
      await passwordReset.requestOtp(email);
      ok(res, null, RESET_MESSAGES.sent);
    }),
  );

  r.put(
    '/verify-forgot-password-otp',
    handle(async (req, res) => {
      const { email, otp } = parseInput(verifyOtpBody, req.body);
      await passwordReset.verifyOtp(email, otp);
      ok(res, null, RESET_MESSAGES.verified);
    }),
  );

  r.put(
    '/reset-password',
    handle(async (req, res) => {
      const { email, newPassword, confirmPassword } = parseInput(resetPasswordBody, req.body);
      await passwordReset.resetPassword(email, newPassword, confirmPassword);
      ok(res, null, RESET_MESSAGES.updated);
    }),
  );

  return r;
}
