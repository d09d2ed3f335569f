import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import vary from 'vary';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { failPlain } from '@minutemart/kit';
import { acceptedEncoding, COMPRESS_THRESHOLD_BYTES } from './compression.js';
import { BROKEN, NOT_SENT, correlationHeaders, upstreamAgent } from './proxy.js';
import type { UpstreamPool } from './upstream-pool.js';

/**
 * Catalogue reads whose answer depends on the request line and body only, never on who asks
 * (services/catalogue/src/api/product-routes.ts): the cache sends them upstream without the
 * caller's cookies or token, so a cached answer cannot carry anyone's view. The shopper's store is
 * in the body, so each store's answer is its own entry.
 */
export const PUBLIC_READS: ReadonlySet<string> = new Set([
  'POST /api/product/search-product',
  'GET /api/product/suggest',
  'GET /api/product/together',
  'GET /api/product/together/basket',
  'POST /api/product/get-product-by-category',
  'POST /api/product/get-pruduct-by-category-and-subcategory',
  'POST /api/product/get-product-by-category-and-subcategory',
  'POST /api/product/get-product-details',
]);

/**
 * Public reads an admin reads differently (unpublished products, every store's units): an admin's
 * goes to the catalogue with their token; everyone else's is the shoppers' answer.
 */
const ADMINS_SEE_MORE: ReadonlySet<string> = new Set(['POST /api/product/get-product-details']);

const routeOf = (req: IncomingMessage): string => {
  const url = req.url ?? '';
  const query = url.indexOf('?');
  return `${req.method} ${query < 0 ? url : url.slice(0, query)}`;
};

/** Before identity is known: whether the answer may be an admin's own (a login on such a route). */
export const mayBeAdminsOwn = (req: IncomingMessage, carriesLogin: boolean): boolean => carriesLogin && ADMINS_SEE_MORE.has(routeOf(req));

/** Bigger (or chunked) bodies are not these reads' JSON: they go through the proxy untouched. */
const MAX_BODY_BYTES = 4 * 1024;
const MAX_ANSWER_BYTES = 1024 * 1024;
const UPSTREAM_TIMEOUT_MS = 30_000;

/**
 * Whether the cache answers this request (else the proxy does): a public read with a small body
 * of announced length, sent as it is. Its answer comes compressed from the cache, so
 * compressResponses() skips it. An encoded body (Content-Encoding) goes to the proxy: the cache
 * would send its bytes on without the header, and the catalogue would read them as plain JSON.
 */
export function answersItself(req: IncomingMessage): boolean {
  const route = routeOf(req);
  if (!PUBLIC_READS.has(route)) return false;
  // After identity (the Express chain): an admin's read of a route they see more of is theirs.
  if ((req as Partial<Request>).auth?.role === 'ADMIN' && ADMINS_SEE_MORE.has(route)) return false;
  const encoding = req.headers['content-encoding'];
  if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity') return false;
  const length = Number(req.headers['content-length'] ?? 0);
  return req.headers['transfer-encoding'] === undefined && length >= 0 && length <= MAX_BODY_BYTES;
}

type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];

/** What is sent upstream: the caller's request line and body, with none of its credentials. */
interface UpstreamRequest {
  method: string;
  url: string;
  body: Buffer;
  headers: Record<string, string>;
}

interface Answer {
  status: number;
  contentType: string;
  body: Buffer;
  /** When it left the catalogue (ms since epoch). */
  at: number;
  /** Compressed copies, made on first use: one compression per answer, not per request. */
  encoded: Partial<Record<Encoding, Buffer>>;
  cacheable: boolean;
  /** The products the answer shows (`data`'s `_id`s): a stock move of one of them drops it. */
  products: string[];
}

export interface PublicReadCacheOptions {
  pool: UpstreamPool;
  logger: Logger;
  /** Answers younger than this are served as they are; 0 keeps nothing (every read asks the catalogue). */
  freshMs: number;
  /**
   * Older ones, up to this age, are served while one request fetches a new copy; past it the
   * caller waits for the catalogue. This bounds how stale a shown stock count can be: other
   * changes drop the cache at once (invalidate()).
   */
  maxAgeMs: number;
  maxEntries?: number;
  maxBytes?: number;
  /** What time it is (ms); a test passes its own to move time on without waiting. */
  clock?: () => number;
}

/**
 * A short-lived cache of public catalogue answers in front of the proxy, so that a search typed by
 * thousands of shoppers costs the catalogue one request per key and moment, not one each. Concurrent
 * misses of one key share a single upstream request; a slightly old answer is served while it is
 * refreshed (stale-while-revalidate); compressed copies are kept with it. The catalogue announces
 * changes a shopper would see (contracts/catalogue-changes), and invalidate() then drops everything,
 * including answers still on their way. ADR 0010.
 */
export class PublicReadCache {
  private readonly answers: LRUCache<string, Answer>;
  private readonly inflight = new Map<string, Promise<Answer>>();
  private generation = 0;
  /** Which keys show a product, for dropping just those when its stock moves. */
  private readonly keysShowing = new Map<string, Set<string>>();
  /**
   * Stock moves heard (a counter), and the last one that named each product, while a fetch is in
   * flight: an answer fetched before a move of a product it shows is served but not kept.
   */
  private moves = 0;
  private readonly movedAt = new Map<string, number>();
  private readonly now: () => number;

  constructor(private readonly opts: PublicReadCacheOptions) {
    this.now = opts.clock ?? Date.now;
    this.answers = new LRUCache<string, Answer>({
      max: opts.maxEntries ?? 5_000,
      maxSize: opts.maxBytes ?? 64 * 1024 * 1024,
      // Room for the raw body and its two compressed copies (a fraction of it).
      sizeCalculation: (a) => Math.max(1, Math.ceil(a.body.length * 1.5) + 256),
      ttl: opts.maxAgeMs,
      // The same clock for the age limit as for freshness; read on every lookup, never memoised.
      perf: { now: this.now },
      ttlResolution: 0,
      // Synchronous, also when set() replaces an entry: the new entry's products are noted after it.
      dispose: (answer, key) => this.forget(key, answer),
    });
  }

  private forget(key: string, answer: Answer): void {
    for (const id of answer.products) {
      const keys = this.keysShowing.get(id);
      if (keys?.delete(key) && keys.size === 0) this.keysShowing.delete(id);
    }
  }

  /**
   * Only these products' stock counts moved (contracts/catalogue-changes, stock moves): every answer
   * showing one of them goes, and so do the requests in flight (a caller arriving now gets an answer
   * fetched after the move). Answers that show none of them stay.
   */
  dropProducts(ids: readonly string[]): void {
    const move = ++this.moves;
    for (const id of ids) {
      this.movedAt.set(id, move);
      for (const key of this.keysShowing.get(id) ?? []) this.answers.delete(key);
    }
    this.inflight.clear();
  }

  /** Something shoppers see changed: nothing cached or fetched before now may be served again. */
  invalidate(): void {
    this.generation++;
    this.answers.clear();
    this.keysShowing.clear();
    this.inflight.clear();
  }

  get size(): number {
    return this.answers.size;
  }

  /** Answers the requests answersItself() picks; everything else goes on to `next`. */
  middleware(): RequestHandler {
    return (req, res, next) => (answersItself(req) ? this.answer(req, res) : next());
  }

  /**
   * Answers a request answersItself() picked: from the cache, or from the catalogue (then kept). A
   * plain node request and response will do: guests' reads come here before Express (guest-reads.ts).
   */
  answer(req: IncomingMessage, res: ServerResponse): void {
    readBody(req)
      .then(
        (body) => this.serve(req, res, body),
        () => {
          if (!res.headersSent) failPlain(res, 400, 'The request body could not be read.');
        },
      )
      .catch((err: Error) => {
        this.opts.logger.error({ err: err.message, url: req.url }, 'cached read failed');
        if (!res.headersSent) failPlain(res, 500, 'Something went wrong. Please try again.');
        else res.destroy();
      });
  }

  /**
   * `POST path` with a JSON body, read by the gateway itself (a page's first view) as a guest would:
   * cached like the public reads (a stale one refreshed behind), and sharing their cache when it is the
   * same request. Rejects when no replica answers. While the answer is unchanged, `body` is the same
   * Buffer, so a caller can keep what it made from it.
   */
  async read(path: string, body: object, res: Response): Promise<{ status: number; body: Buffer }> {
    const payload = Buffer.from(JSON.stringify(body));
    const upstream: UpstreamRequest = {
      method: 'POST',
      url: path,
      body: payload,
      headers: {
        ...correlationHeaders(res),
        'content-type': 'application/json',
        'content-length': String(payload.length),
        'x-forwarded-for': forwardedFor(res.req),
      },
    };
    const cached = this.answers.get(keyOf(upstream));
    if (cached && this.now() - cached.at >= this.opts.freshMs) void this.fetch(upstream).catch(() => undefined);
    const answer = cached ?? (await this.fetch(upstream));
    return { status: answer.status, body: answer.body };
  }

  private async serve(req: IncomingMessage, res: ServerResponse, body: Buffer): Promise<void> {
    const upstream = upstreamRequest(req, res, body);
    const cached = this.answers.get(keyOf(upstream));
    if (cached) {
      const stale = this.now() - cached.at >= this.opts.freshMs;
      if (stale) void this.fetch(upstream).catch(() => undefined);
      return send(req, res, cached, stale ? 'STALE' : 'HIT');
    }
    const joined = this.inflight.has(keyOf(upstream));
    let answer: Answer;
    try {
      answer = await this.fetch(upstream);
    } catch (err) {
      this.opts.logger.warn({ err: (err as Error).message, service: this.opts.pool.service, url: req.url }, 'upstream unavailable');
      if (!res.headersSent) failPlain(res, 503, `The ${this.opts.pool.service} service is temporarily unavailable. Please try again.`);
      return;
    }
    send(req, res, answer, joined ? 'HIT' : 'MISS');
  }

  /** One upstream request per key at a time; its answer is kept only if nothing changed meanwhile. */
  private fetch(upstream: UpstreamRequest): Promise<Answer> {
    const key = keyOf(upstream);
    const running = this.inflight.get(key);
    if (running) return running;
    const generation = this.generation;
    const moves = this.moves;
    const pending = this.upstream(upstream)
      .then((answer) => {
        const movedSince = answer.products.some((id) => (this.movedAt.get(id) ?? 0) > moves);
        if (answer.cacheable && this.opts.freshMs > 0 && generation === this.generation && !movedSince) {
          // Most refreshes bring the same bytes back: their compressed copies are still right, and
          // compressing again (synchronously, every few seconds per key) would stall every request.
          const before = this.answers.peek(key, { allowStale: true });
          if (before && before.contentType === answer.contentType && before.body.equals(answer.body)) {
            answer.encoded = before.encoded;
            answer.body = before.body;
          }
          this.answers.set(key, answer);
          for (const id of answer.products) {
            let keys = this.keysShowing.get(id);
            if (!keys) this.keysShowing.set(id, (keys = new Set()));
            keys.add(key);
          }
        }
        return answer;
      })
      .finally(() => {
        if (this.inflight.get(key) === pending) this.inflight.delete(key);
        // With nothing in flight no answer can predate a move: what was noted of them can go.
        if (this.inflight.size === 0) this.movedAt.clear();
      });
    this.inflight.set(key, pending);
    return pending;
  }

  /** Ask one replica, then the next when one cannot be reached: these reads are safe to repeat. */
  private async upstream(upstream: UpstreamRequest): Promise<Answer> {
    const { pool } = this.opts;
    const tried = new Set<string>();
    for (;;) {
      const target = pool.pick(tried);
      if (!target) throw new Error('no replica available');
      tried.add(target);
      try {
        return await ask(target, upstream, this.now);
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code ?? '';
        if (NOT_SENT.has(code)) pool.markDown(target, code);
        else if (!BROKEN.has(code)) throw err;
      }
    }
  }
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    req.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > MAX_BODY_BYTES) req.destroy(new Error('body larger than announced'));
      else chunks.push(chunk);
    });
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

const keyOf = (upstream: UpstreamRequest) => `${upstream.method} ${upstream.url}\n${upstream.body.toString('latin1')}`;

const forwardedFor = (req: IncomingMessage) => [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');

/** The request as an anonymous client would send it: no cookies, no token. */
function upstreamRequest(req: IncomingMessage, res: ServerResponse, body: Buffer): UpstreamRequest {
  return {
    method: req.method ?? 'GET',
    url: req.url ?? '/',
    body,
    headers: {
      ...correlationHeaders(res),
      'x-forwarded-for': forwardedFor(req),
      ...(req.method === 'GET' ? {} : { 'content-type': req.headers['content-type'] ?? 'application/json', 'content-length': String(body.length) }),
    },
  };
}

function ask(target: string, upstream: UpstreamRequest, now: () => number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const upstreamReq = request(
      new URL(upstream.url, target),
      {
        method: upstream.method,
        agent: upstreamAgent,
        timeout: UPSTREAM_TIMEOUT_MS,
        headers: { ...upstream.headers, accept: 'application/json' },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        let bytes = 0;
        answer.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (bytes <= MAX_ANSWER_BYTES) chunks.push(chunk);
        });
        answer.once('error', reject);
        answer.once('end', () => {
          const status = answer.statusCode ?? 502;
          const body = Buffer.concat(chunks);
          const cacheable = status === 200 && bytes <= MAX_ANSWER_BYTES && !answer.headers['set-cookie'] && !answer.headers['content-encoding'];
          resolve({
            status,
            contentType: String(answer.headers['content-type'] ?? 'application/json; charset=utf-8'),
            body,
            at: now(),
            encoded: {},
            cacheable,
            products: cacheable ? productsShown(body) : [],
          });
        });
      },
    );
    upstreamReq.once('timeout', () => upstreamReq.destroy(Object.assign(new Error('upstream timed out'), { code: 'ETIMEDOUT_ANSWER' })));
    upstreamReq.once('error', reject);
    upstreamReq.end(upstream.method === 'GET' ? undefined : upstream.body);
  });
}

/** The `_id`s of the envelope's `data` (one product, or a list of them); none if it is not such JSON. */
function productsShown(body: Buffer): string[] {
  let data: unknown;
  try {
    data = (JSON.parse(body.toString('utf8')) as { data?: unknown }).data;
  } catch {
    return [];
  }
  const ids: string[] = [];
  for (const item of Array.isArray(data) ? data : [data]) {
    const id = (item as { _id?: unknown } | null)?._id;
    if (typeof id === 'string') ids.push(id);
  }
  return ids;
}

function send(req: IncomingMessage, res: ServerResponse, answer: Answer, state: 'HIT' | 'STALE' | 'MISS'): void {
  if (res.headersSent || res.writableEnded) return;
  res.statusCode = answer.status;
  res.setHeader('content-type', answer.contentType);
  res.setHeader('x-cache', answer.cacheable ? state : 'BYPASS');
  vary(res, 'Accept-Encoding');
  let payload = answer.body;
  const encoding = answer.body.length >= COMPRESS_THRESHOLD_BYTES ? (acceptedEncoding(req, ENCODINGS) as Encoding | undefined) : undefined;
  if (encoding) {
    payload = answer.encoded[encoding] ??= compress(encoding, answer.body);
    // compressResponses() leaves an answer that already has an encoding alone.
    res.setHeader('content-encoding', encoding);
  }
  res.setHeader('content-length', payload.length);
  res.end(payload);
}

/** Once per answer, so a better ratio than the on-the-fly compression's quality 1 is affordable. */
const compress = (encoding: Encoding, body: Buffer): Buffer =>
  encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: 6 });
