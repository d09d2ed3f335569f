import { Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { context, propagation, type Context } from '@opentelemetry/api';
import type { Logger } from 'pino';

/**
 * Stream a prefix to its service untouched: bodies (JSON, multipart, a webhook's raw bytes) are
 * never parsed here. The trace context and request id travel with the request.
 */
/** Reused upstream connections: without keep-alive every proxied request paid a TCP handshake. */
const upstreamAgent = new Agent({ keepAlive: true, maxSockets: 256, keepAliveMsecs: 10_000 });

export function proxyTo(prefix: string, target: string, service: string, logger: Logger): RequestHandler {
  return createProxyMiddleware<IncomingMessage, ServerResponse>({
    target,
    pathFilter: (path) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`),
    changeOrigin: false,
    agent: upstreamAgent,
    xfwd: true,
    proxyTimeout: 30_000,
    timeout: 30_000,
    on: {
      proxyReq: (proxyReq, req, res) => {
        const locals = (res as ServerResponse & { locals?: Record<string, unknown> }).locals;
        const carrier: Record<string, string> = {};
        propagation.inject((locals?.['otelContext'] as Context | undefined) ?? context.active(), carrier);
        for (const [k, v] of Object.entries(carrier)) proxyReq.setHeader(k, v);
        const requestId = res.getHeader('x-request-id');
        if (requestId) proxyReq.setHeader('x-request-id', String(requestId));
        const auth = (req as IncomingMessage & { auth?: { sub: string } }).auth;
        if (auth) proxyReq.setHeader('x-mm-user-id', auth.sub); // informational only: services verify the token
      },
      error: (err, req, resOrSocket) => {
        logger.warn({ err: err.message, service, url: req.url }, 'upstream unavailable');
        const res = resOrSocket as ServerResponse | Socket;
        if ('writeHead' in res && !res.headersSent) {
          res.writeHead(503, { 'content-type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify({ success: false, error: true, message: `The ${service} service is temporarily unavailable. Please try again.`, data: null }));
        } else if ('destroy' in res) {
          res.destroy();
        }
      },
    },
  });
}
