import { pipeline } from 'node:stream/promises';
import { Router, type Request } from 'express';
import { handle, notFound } from '@minutemart/kit';
import { WEBP, type MediaLibrary } from '../domain/media-library.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** RFC 9110 If-None-Match: a list of (possibly weak) entity tags, or `*`; compared weakly. */
function matchesEtag(req: Request, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => t.trim() === '*' || bare(t) === etag);
}

/** GET /media/<sha256>-<size>.webp: stored variants, streamed from object storage with long-lived caching. */
export function mediaRoutes(library: MediaLibrary): Router {
  const r = Router();
  r.get(
    '/:file',
    handle(async (req, res) => {
      const key = String(req.params['file']);
      const object = await library.locate(key);
      if (!object) throw notFound('Image not found');

      const etag = `"${object.etag.replace(/"/g, '')}"`;
      res.setHeader('ETag', etag);
      res.setHeader('Cache-Control', IMMUTABLE);
      // Storefronts on other origins embed these: never same-origin, and never sniffed as anything but an image.
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Type', WEBP);
      if (matchesEtag(req, etag)) {
        res.status(304).end();
        return;
      }
      res.setHeader('Content-Length', String(object.size));
      if (req.method === 'HEAD') {
        res.status(200).end();
        return;
      }
      const body = await library.open(key);
      if (!body) throw notFound('Image not found');
      // A storage hiccup mid-stream can only cut the connection: the headers are already out.
      await pipeline(body, res).catch(() => res.destroy());
    }),
  );
  return r;
}
