import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import express, { Router } from 'express';
import type { GatewayConfig } from './config.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built shell at `/`, the remotes under `/mf/*`, and `/remotes.json` telling the shell where
 * each remote's manifest lives — so a remote can be redeployed (or moved) without rebuilding the shell.
 */
export function frontendRoutes(config: GatewayConfig, repoRoot: string): Router {
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
        // Manifests and entry files must be re-read on deploy; hashed chunks can be cached forever.
        const hashed = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|webp)$/.test(path);
        res.setHeader('cache-control', hashed ? IMMUTABLE : 'no-cache');
        res.setHeader('access-control-allow-origin', '*');
      },
    });
  r.use('/mf/storefront', remote(config.STOREFRONT_DIST));
  r.use('/mf/admin', remote(config.ADMIN_DIST));

  if (existsSync(shell)) {
    r.use(
      express.static(shell, {
        index: false,
        setHeaders: (res, path) => {
          const hashed = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|webp)$/.test(path);
          res.setHeader('cache-control', hashed ? IMMUTABLE : 'no-cache');
        },
      }),
    );
    // Client-side routes (/login, /product/...): every non-API GET that is not a file gets the shell.
    r.get(/^\/(?!api\/|api$|mf\/|media\/).*/, (req, res, next) => {
      if (!req.accepts('html')) return next();
      res.setHeader('cache-control', 'no-cache');
      res.sendFile(resolve(shell, 'index.html'));
    });
  }
  return r;
}
