import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { constants } from 'node:zlib';
import compression from 'compression';
import Negotiator from 'negotiator';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler, Response } from 'express';

/** Smaller answers gain less from compression than it costs (and a single packet holds them anyway). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** Streams must reach the browser event by event; a compressor would hold them back until its buffer fills. */
const isEventStream = (res: Response) => /^text\/event-stream/i.test(String(res.getHeader('content-type') ?? ''));

/**
 * Brotli or gzip (the browser's preference) for API answers and anything else compressible above
 * 1 KB. Brotli at quality 1: several times cheaper in CPU than the library's default 4 for slightly
 * more bytes, and every API answer pays it (docs/benchmarks.md). The static bundles come precompressed at quality 11 instead.
 * Never the order stream (text/event-stream), which passes through untouched and unbuffered.
 */
export function compressResponses(): RequestHandler {
  return compression({
    threshold: COMPRESS_THRESHOLD_BYTES,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
    filter: (req, res) => !isEventStream(res) && compression.filter(req, res),
  });
}

const ENCODINGS = [
  { name: 'br', ext: '.br' },
  { name: 'gzip', ext: '.gz' },
] as const;

/**
 * Serve the `.br` / `.gz` file the build wrote next to a static asset when the browser accepts it.
 * Rewrites the request to that file and lets express.static (mounted next, on the same root) answer
 * it with its usual ETag, Last-Modified and Range handling; the Content-Type stays the original
 * file's. Requests without a precompressed sibling fall through unchanged (and may still be
 * compressed on the fly by compressResponses).
 */
export function precompressed(root: string): RequestHandler {
  const base = normalize(root + sep);
  return async (req, res, next) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      const path = decodeURIComponent(req.path);
      const ext = extname(path);
      if (!ext || ext === '.br' || ext === '.gz') return next();
      const file = normalize(join(base, path));
      if (!file.startsWith(base)) return next();
      const offered: string[] = [];
      for (const e of ENCODINGS) if (await isFile(file + e.ext)) offered.push(e.name);
      if (offered.length === 0) return next();
      // Whatever is chosen, caches must keep one copy per Accept-Encoding.
      res.vary('Accept-Encoding');
      const chosen = acceptedEncoding(req, offered);
      if (!chosen) return next();
      res.type(ext);
      res.setHeader('content-encoding', chosen);
      req.url = req.url.replace(/(\?|$)/, `${ENCODINGS.find((e) => e.name === chosen)!.ext}$1`);
      next();
    } catch {
      next();
    }
  };
}

/** On equal weights, brotli before gzip: it is smaller. */
const OUR_PREFERENCE = ['br', 'gzip'];

/**
 * The offered encoding the client rates highest; on a tie, ours (brotli before gzip). Browsers send
 * `gzip, deflate, br, zstd` with no weights: the order is not a preference, and brotli is smaller.
 * (`req.acceptsEncodings` breaks ties by the header's order and so picked gzip for every browser.)
 */
export function acceptedEncoding(req: IncomingMessage, offered: string[]): string | undefined {
  return new Negotiator(req).encoding(offered, { preferred: OUR_PREFERENCE });
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** `main.3f9a…e1.js` and its `.br` / `.gz` copies: the name changes with the content, so it may be cached for good. */
export const isHashedAsset = (path: string): boolean => /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|webp)(\.br|\.gz)?$/.test(path);
