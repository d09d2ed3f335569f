import { Agent, type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { Readable } from 'node:stream';
import type { RequestHandler } from 'express';
import type httpProxy from 'http-proxy';
import { createProxyMiddleware, type Options } from 'http-proxy-middleware';
import { context, propagation, type Context } from '@opentelemetry/api';
import type { Logger } from 'pino';
import type { UpstreamPool } from './upstream-pool.js';
import { sessionCookiesFor } from './session-cookies.js';

/** Reused upstream connections: without keep-alive every proxied request paid a TCP handshake. */
export const upstreamAgent = new Agent({ keepAlive: true, maxSockets: 256, keepAliveMsecs: 10_000 });

/** The request never reached the replica, so any method may go to another one. */
export const NOT_SENT = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND']);
/** The connection broke before an answer: the replica may have seen the request, so only idempotent methods go again. */
export const BROKEN = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
/** Bodies up to this size are remembered while they stream, so they can be sent again. */
const REPLAYABLE_BYTES = 64 * 1024;

interface Attempts {
  tried: Set<string>;
  target: string;
  /** Request headers as the client sent them: http-proxy appends X-Forwarded-* to req.headers on each try. */
  headers: IncomingMessage['headers'];
  body: Buffer[] | undefined;
  bodyBytes: number;
  expectedBytes: number;
  retrying: boolean;
  timedOut: boolean;
}

const attemptsOf = new WeakMap<IncomingMessage, Attempts>();

const originOf = (target: unknown): string | undefined => {
  try {
    const t = target as string | { href?: string } | undefined;
    return new URL(typeof t === 'string' ? t : String(t?.href)).origin;
  } catch {
    return undefined;
  }
};

/** The trace context and request id of this request, for the call it makes upstream. */
export function correlationHeaders(res: ServerResponse): Record<string, string> {
  const locals = (res as ServerResponse & { locals?: Record<string, unknown> }).locals;
  const headers: Record<string, string> = {};
  propagation.inject((locals?.['otelContext'] as Context | undefined) ?? context.active(), headers);
  const requestId = res.getHeader('x-request-id');
  if (requestId) headers['x-request-id'] = String(requestId);
  return headers;
}

/**
 * Stream a prefix to one of its service's replicas, untouched: bodies (JSON, multipart, a webhook's
 * raw bytes) are never parsed here. The trace context and request id travel with the request. When
 * a replica cannot be reached, the request goes to the next one (see canFailOver) and the replica
 * leaves the rotation; when none can, the client gets a 503 envelope.
 */
export function proxyTo(prefix: string, pool: UpstreamPool, logger: Logger): RequestHandler {
  let server: httpProxy | undefined;
  const options: Options<IncomingMessage, ServerResponse> = {
    router: (req) => attemptsOf.get(req)?.target ?? pool.pick(),
    changeOrigin: false,
    agent: upstreamAgent,
    xfwd: true,
    proxyTimeout: 30_000,
    timeout: 30_000,
    // The http-proxy server underneath: a failover is sent through it with the remembered body.
    plugins: [(proxyServer) => void (server = proxyServer as unknown as httpProxy)],
    on: {
      proxyReq: (proxyReq, req, res) => {
        for (const [k, v] of Object.entries(correlationHeaders(res))) proxyReq.setHeader(k, v);
        const auth = (req as IncomingMessage & { auth?: { sub: string } }).auth;
        if (auth) proxyReq.setHeader('x-mm-user-id', auth.sub); // informational only: services verify the token
        const attempts = attemptsOf.get(req);
        if (attempts) watch(proxyReq, req, attempts);
      },
      proxyRes: (proxyRes, _req, res) => {
        // Cookies of a session the gateway refreshed for this request travel with the answer.
        const ours = sessionCookiesFor(res);
        if (ours.length > 0) proxyRes.headers['set-cookie'] = [...ours, ...(proxyRes.headers['set-cookie'] ?? [])];
      },
      error: (err, req, resOrSocket, target) => {
        const code = (err as NodeJS.ErrnoException).code ?? '';
        const attempts = attemptsOf.get(req);
        const res = resOrSocket as ServerResponse | Socket;
        if (attempts && originOf(target) !== originOf(attempts.target)) return; // an earlier try's late error
        if (attempts && NOT_SENT.has(code)) pool.markDown(attempts.target, code);
        if (attempts && server && 'writeHead' in res && canFailOver(code, req, res, attempts)) {
          const next = pool.pick(attempts.tried);
          if (next) {
            logger.warn({ err: code, service: pool.service, from: attempts.target, to: next, url: req.url }, 'upstream failed; trying another replica');
            attempts.tried.add(next);
            attempts.target = next;
            attempts.retrying = true;
            req.headers = { ...attempts.headers };
            // The client's stream is spent: the remembered bytes (none for a bodiless request) go instead.
            const buffer = Readable.from(attempts.body ?? []);
            server.web(req, res, { ...options, target: next, buffer } as httpProxy.ServerOptions);
            return;
          }
        }
        logger.warn({ err: err.message, service: pool.service, url: req.url }, 'upstream unavailable');
        if ('writeHead' in res && !res.headersSent) {
          res.writeHead(503, { 'content-type': 'application/json; charset=utf-8' });
          res.end(
            JSON.stringify({ success: false, error: true, message: `The ${pool.service} service is temporarily unavailable. Please try again.`, data: null }),
          );
        } else if ('destroy' in res) {
          res.destroy();
        }
      },
    },
  };
  const middleware = createProxyMiddleware<IncomingMessage, ServerResponse>(options);
  const owns = (path: string) => path === prefix || path.startsWith(`${prefix}/`);

  return (req, res, next) => {
    if (!owns(req.path)) return next();
    const target = pool.pick()!;
    const length = Number(req.headers['content-length'] ?? 0);
    const chunked = req.headers['transfer-encoding'] !== undefined;
    attemptsOf.set(req, {
      tried: new Set([target]),
      target,
      headers: { ...req.headers },
      // Nothing to replay without a body; small bodies of known length are remembered as they pass.
      body: !chunked && length >= 0 && length <= REPLAYABLE_BYTES ? [] : undefined,
      bodyBytes: 0,
      expectedBytes: chunked ? -1 : length,
      retrying: false,
      timedOut: false,
    });
    void middleware(req, res, next);
  };
}

/** Remember the body as it streams to the first replica, and notice a proxy timeout. */
function watch(proxyReq: ClientRequest, req: IncomingMessage, attempts: Attempts): void {
  proxyReq.once('timeout', () => (attempts.timedOut = true));
  if (attempts.retrying || !attempts.body || attempts.expectedBytes === 0) return;
  req.on('data', (chunk: Buffer) => {
    attempts.bodyBytes += chunk.length;
    if (attempts.body && attempts.bodyBytes <= REPLAYABLE_BYTES) attempts.body.push(chunk);
    else attempts.body = undefined;
  });
}

/**
 * Another replica may take the request when: the answer has not started, the client is still
 * there, the replica did not just time out (a slow request must not run twice), the whole body is
 * in hand, and either nothing was sent (connection refused) or the method is idempotent.
 */
function canFailOver(code: string, req: IncomingMessage, res: ServerResponse, attempts: Attempts): boolean {
  if (res.headersSent || res.writableEnded || req.socket.destroyed || attempts.timedOut) return false;
  const hasBody = attempts.expectedBytes !== 0;
  const bodyInHand = !hasBody || (req.readableEnded && attempts.body !== undefined && attempts.bodyBytes === attempts.expectedBytes);
  if (!bodyInHand) return false;
  return NOT_SENT.has(code) || (BROKEN.has(code) && IDEMPOTENT.has(req.method ?? ''));
}
