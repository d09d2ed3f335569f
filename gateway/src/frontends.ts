import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import express, { Router } from 'express';
import type { GatewayConfig } from './config.js';
import { readCookie } from '@minutemart/kit';
import { SESSION_HINT_COOKIE } from '@minutemart/contracts/session-hint';
import { isHashedAsset, precompressed } from './compression.js';
import { CLEARED_SESSION_HINT, SESSION_HINT } from './session-cookies.js';
import type { FirstViews } from './first-views.js';
import type { GuestSessions } from './guest-sessions.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built shell at `/`, the remotes under `/mf/*`, and `/remotes.json` telling the shell where
 * each remote's manifest lives — so a remote can be redeployed (or moved) without rebuilding the shell.
 */
export function frontendRoutes(config: GatewayConfig, repoRoot: string, firstViews?: FirstViews, guests?: GuestSessions): Router {
  const r = Router();
  const shell = resolve(repoRoot, config.SHELL_DIST);

  r.get('/remotes.json', (_req, res) => {
    res.setHeader('cache-control', 'no-cache');
    res.json({ storefront: config.STOREFRONT_REMOTE_URL, admin: config.ADMIN_REMOTE_URL });
  });

  const remote = (dir: string) =>
    express.static(resolve(repoRoot, dir), {
      index: false,
      fallthrough: false,
      setHeaders: (res, path) => {
        // Manifests and entry files must be re-read on deploy (no-cache + ETag); hashed chunks can be cached forever.
        res.setHeader('cache-control', isHashedAsset(path) ? IMMUTABLE : 'no-cache');
        res.setHeader('access-control-allow-origin', '*');
      },
    });
  r.use('/mf/storefront', precompressed(resolve(repoRoot, config.STOREFRONT_DIST)), remote(config.STOREFRONT_DIST));
  r.use('/mf/admin', precompressed(resolve(repoRoot, config.ADMIN_DIST)), remote(config.ADMIN_DIST));

  if (existsSync(shell)) {
    // `/` has its own prerendered first view (home.html: header, hero, tile skeleton), so its largest paint
    // needs no script; every other page path gets index.html (header and a loading page). Decided once, like
    // the shell itself: a shell built before home.html existed serves index.html for `/` too.
    const home = existsSync(resolve(shell, 'home.html')) ? 'home.html' : 'index.html';
    // The gateway's own renderer and page template (first-views.ts) are not the browser's to load.
    r.use('/server', (_req, _res, next) => next('router'));
    r.use(
      precompressed(shell),
      express.static(shell, {
        index: false,
        setHeaders: (res, path) => res.setHeader('cache-control', isHashedAsset(path) ? IMMUTABLE : 'no-cache'),
      }),
    );
    // Client-side routes (/login, /product/...): every non-API GET that is not a file gets the shell.
    // Product and listing pages come with their own first view when the catalogue answers in time.
    r.get(/^\/(?!api\/|api$|mf\/|media\/).*/, async (req, res, next) => {
      if (!req.accepts('html')) return next();
      syncSessionHint(req, res);
      // The page comes before the calls it makes at once: with the session set here they share one.
      if (guests && guests.sessionOf(req) === undefined) await guests.offer(req, res);
      res.setHeader('cache-control', 'no-cache');
      const view = req.path === '/' ? undefined : await firstViews?.render(req, res);
      if (view?.status === 200) res.type('html').send(view.html);
      else res.status(view?.status ?? 200).sendFile(resolve(shell, req.path === '/' ? home : 'index.html'));
    });
  }
  return r;
}

/**
 * The shell decides from the readable hint alone whether to ask for a session. The page request is
 * the one moment the gateway sees the httpOnly refresh cookie before the shell decides: a refresh
 * cookie without a hint (a login from before the hint existed) gets one; a hint without a refresh
 * cookie (it expired or was cleared) is cleared, so that page load makes no call that must fail.
 */
function syncSessionHint(req: express.Request, res: express.Response): void {
  const hasRefresh = Boolean(readCookie(req, 'refreshToken'));
  const hasHint = Boolean(readCookie(req, SESSION_HINT_COOKIE));
  if (hasRefresh && !hasHint) res.append('set-cookie', SESSION_HINT);
  else if (!hasRefresh && hasHint) res.append('set-cookie', CLEARED_SESSION_HINT);
}
