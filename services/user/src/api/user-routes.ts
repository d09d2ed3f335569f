import { Router } from 'express';
import { extractAccessToken, handle, ok, parseInput, readCookie, requireAuth, unauthorized, userId } from '@minutemart/kit';
import type { Accounts } from '../domain/accounts.js';
import type { TokenService } from '../domain/tokens.js';
import { clearAuthCookies, setAuthCookies } from './cookies.js';
import { loginBody, registerBody } from './schemas.js';

export interface UserRouteDeps {
  accounts: Accounts;
  tokens: TokenService;
  secureCookies: boolean;
}

/** The refresh token from the refreshToken cookie or, for the existing client, a Bearer header. */
function presentedRefreshToken(req: Parameters<typeof readCookie>[0]): string | undefined {
  return readCookie(req, 'refreshToken') || extractAccessToken(req);
}

export function userRoutes({ accounts, tokens, secureCookies }: UserRouteDeps): Router {
  const r = Router();

  r.post('/register', handle(async (req, res) => {
    const body = parseInput(registerBody, req.body);
    const user = await accounts.register(body);
    ok(res, user, 'User register successfully', {}, 201);
  }));

  r.post('/login', handle(async (req, res) => {
    const { email, password } = parseInput(loginBody, req.body);
    const user = await accounts.authenticate(email, password);
    const issued = await tokens.issue({ _id: user._id, role: user.role as 'USER' | 'ADMIN', email: user.email });
    setAuthCookies(res, secureCookies, issued);
    ok(res, { accesstoken: issued.accessToken, refreshToken: issued.refreshToken }, 'Login successfully');
  }));

  r.post('/refresh-token', handle(async (req, res) => {
    const presented = presentedRefreshToken(req);
    if (!presented) throw unauthorized('Invalid refresh token');
    const { userId: id, family } = await tokens.spend(presented);
    const user = await accounts.byId(id);
    if (!user || user.status !== 'Active') {
      await tokens.revokeFamily(family);
      throw unauthorized('Session expired, please login again');
    }
    const issued = await tokens.issue({ _id: user._id, role: user.role as 'USER' | 'ADMIN', email: user.email }, family);
    setAuthCookies(res, secureCookies, issued);
    ok(res, { accessToken: issued.accessToken, refreshToken: issued.refreshToken }, 'New access token generated');
  }));

  r.get('/user-details', requireAuth, handle(async (req, res) => {
    ok(res, await accounts.details(userId(req)), 'user details');
  }));

  r.get('/logout', handle(async (req, res) => {
    await tokens.revoke(readCookie(req, 'refreshToken'));
    clearAuthCookies(res, secureCookies);
    ok(res, null, 'Logout successfully');
  }));

  return r;
}
