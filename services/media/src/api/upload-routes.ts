import { Router } from 'express';
import { handle, ok, requireAdmin, requireAuth, userId } from '@minutemart/kit';
import type { MediaLibrary } from '../domain/media-library.js';
import type { ImageKind } from '../domain/image-pipeline.js';
import { receiveImage } from './receive-image.js';

/** /api/file: product/category images (admins) and avatars (any signed-in user, forwarded by the user service). */
export function uploadRoutes(library: MediaLibrary, maxBytes: number): Router {
  const r = Router();
  const store = (kind: ImageKind) =>
    handle(async (req, res) => {
      const image = await library.ingest(req.file!.buffer, kind, userId(req));
      ok(res, image, 'Upload done');
    });

  r.post('/upload', requireAdmin, receiveImage(maxBytes), store('product'));
  r.post('/avatar', requireAuth, receiveImage(maxBytes), store('avatar'));
  return r;
}
