#!/usr/bin/env node
// @ts-check
/**
 * Minimal stand-in for the gateway's static part, for local checks and the e2e tests:
 *
 *   /                    shell dist (SPA fallback for navigations: home.html for `/`, index.html for the rest)
 *   /mf/storefront/...   storefront dist (no fallback: a missing file is a 404)
 *   /mf/admin/...        admin dist
 *   /remotes.json        shell dist/remotes.json, or the override given with --remotes / options.remotes
 *   /api/...             proxied to --api (default http://127.0.0.1:8080); 502 envelope if nothing answers
 *
 * Usage: node frontends/shell/scripts/serve.mjs [--port 8090] [--host 127.0.0.1] [--api URL]
 *                                                [--remotes '{"storefront":"http://…/mf-manifest.json"}']
 * Or import { startServer } from this file (the e2e tests do).
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const frontends = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const DEFAULT_ROOTS = {
  shell: path.join(frontends, 'shell', 'dist'),
  storefront: path.join(frontends, 'storefront', 'dist'),
  admin: path.join(frontends, 'admin', 'dist'),
};

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Content-hashed files (…/static/…, remoteEntry.<hash>.js) never change; everything else is revalidated. */
function cacheControl(urlPath) {
  if (/\/static\//.test(urlPath) || /remoteEntry\.[0-9a-f]{8,}\.js$/.test(urlPath)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * @param {string} root
 * @param {string} rel  path relative to root, already URL-decoded
 * @returns {string | null} absolute file path if it exists inside root
 */
function resolveFile(root, rel) {
  const file = path.resolve(root, '.' + path.posix.normalize('/' + rel));
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  try {
    return fs.statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

/**
 * @param {http.ServerResponse} res
 * @param {string} file
 * @param {string} urlPath
 * @param {boolean} head
 * @param {Record<string, string>} [extra]
 */
function sendFile(res, file, urlPath, head, extra = {}) {
  const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const stat = fs.statSync(file);
  res.writeHead(200, {
    'Content-Type': type,
    'Content-Length': stat.size,
    'Cache-Control': cacheControl(urlPath),
    'X-Content-Type-Options': 'nosniff',
    ...extra,
  });
  if (head) res.end();
  else fs.createReadStream(file).pipe(res);
}

function sendJson(res, status, body, extra = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache', ...extra });
  res.end(text);
}

/**
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {URL} target
 */
function proxy(req, res, target) {
  const upstream = http.request(
    {
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, 'x-forwarded-host': req.headers.host ?? '', 'x-forwarded-proto': 'http' },
    },
    (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) sendJson(res, 502, { success: false, error: true, message: 'The API is not reachable right now', data: null });
    else res.destroy();
  });
  req.pipe(upstream);
}

/**
 * @param {{ port?: number, host?: string, api?: string, remotes?: Record<string, string>, roots?: Partial<typeof DEFAULT_ROOTS> }} [options]
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export function startServer(options = {}) {
  const roots = { ...DEFAULT_ROOTS, ...options.roots };
  const apiTarget = new URL(options.api ?? 'http://127.0.0.1:8080');
  const mounts = [
    { prefix: '/mf/storefront/', root: roots.storefront },
    { prefix: '/mf/admin/', root: roots.admin },
  ];

  const server = http.createServer((req, res) => {
    let urlPath;
    try {
      urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      return sendJson(res, 400, { success: false, error: true, message: 'Bad request', data: null });
    }

    if (urlPath === '/api' || urlPath.startsWith('/api/')) return proxy(req, res, apiTarget);

    const head = req.method === 'HEAD';
    if (req.method === 'OPTIONS' && urlPath.startsWith('/mf/')) {
      res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS', 'Access-Control-Allow-Headers': '*' });
      return res.end();
    }
    if (req.method !== 'GET' && !head) return sendJson(res, 405, { success: false, error: true, message: 'Method not allowed', data: null });

    if (urlPath === '/remotes.json' && options.remotes) return sendJson(res, 200, options.remotes);

    for (const { prefix, root } of mounts) {
      if (urlPath.startsWith(prefix)) {
        const file = resolveFile(root, urlPath.slice(prefix.length));
        // Remote assets may be fetched by a shell on another origin (dev, previews).
        const cors = { 'Access-Control-Allow-Origin': '*' };
        if (file) return sendFile(res, file, urlPath, head, cors);
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...cors });
        return res.end('Not found');
      }
    }

    const file = resolveFile(roots.shell, urlPath);
    if (file) return sendFile(res, file, urlPath, head);

    // SPA fallback: only for page navigations, never for missing assets (a JS 404 must stay a 404).
    const isAsset = path.posix.extname(urlPath) !== '' || urlPath.startsWith('/static/') || urlPath.startsWith('/mf/');
    // `/` has its own prerendered first view (home.html); every other page path gets index.html.
    const pageName = urlPath === '/' && resolveFile(roots.shell, 'home.html') ? 'home.html' : 'index.html';
    const page = resolveFile(roots.shell, pageName);
    if (!isAsset && page) return sendFile(res, page, `/${pageName}`, head);
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Not found');
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 8090, options.host ?? '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : (options.port ?? 8090);
      resolve({
        url: `http://${options.host ?? '127.0.0.1'}:${port}`,
        port,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections?.();
            server.close(() => done());
          }),
      });
    });
  });
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const args = process.argv.slice(2);
  const opt = (name) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const remotes = opt('remotes');
  startServer({
    port: Number(opt('port') ?? process.env.PORT ?? 8090),
    host: opt('host') ?? '127.0.0.1',
    api: opt('api') ?? process.env.MM_API_TARGET ?? 'http://127.0.0.1:8080',
    remotes: remotes ? JSON.parse(remotes) : undefined,
  }).then(
    ({ url }) => console.log(`Minutemart static server on ${url} (shell /, remotes /mf/storefront/ and /mf/admin/, /api proxied)`),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
