import type { Request, RequestHandler, Response } from 'express';
import type { Level, Logger } from 'pino';

export interface AccessLogOptions {
  /** Requests that are never logged (probes, static files). */
  ignore?: (req: Request) => boolean;
  /** The line's level once the answer is known; by default error for 5xx, warn for 4xx, else info. */
  level?: (res: Response) => Level;
}

export const defaultAccessLevel = (res: Response): Level => (res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info');

/**
 * One line per request when its answer is sent (or the client went away first): the request's id,
 * method, url and address, the status and the time taken, in pino-http's shape
 * (`{req, res, responseTime}`, "request completed"). Headers are left out: they repeat what the
 * request id already correlates and carry personal data.
 *
 * Not pino-http: it makes a child logger per request, with the request serialised and redacted,
 * before it knows whether a line will be written. On the gateway's cached reads, logged at debug,
 * that was a large share of its CPU for lines never written (docs/benchmarks.md). Here a line is built only if its level is on.
 */
export function accessLog(logger: Logger, opts: AccessLogOptions = {}): RequestHandler {
  const levelOf = opts.level ?? defaultAccessLevel;
  return (req, res, next) => {
    if (opts.ignore?.(req)) return next();
    const start = performance.now();
    const done = () => {
      res.off('finish', done);
      res.off('close', done);
      // A client that goes away first (a closed tab, the end of an event stream) is no fault of ours.
      const aborted = !res.writableFinished;
      const level = levelOf(res);
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        {
          req: { id: res.getHeader('x-request-id'), method: req.method, url: req.originalUrl ?? req.url, remoteAddress: req.socket.remoteAddress },
          res: { statusCode: res.statusCode },
          responseTime: Math.round(performance.now() - start),
        },
        aborted ? 'request aborted' : res.statusCode >= 500 ? 'request errored' : 'request completed',
      );
    };
    res.on('finish', done);
    res.on('close', done);
    next();
  };
}
