import type { RequestHandler } from 'express';
import multer from 'multer';
import { badRequest, payloadTooLarge } from '@minutemart/kit';

/**
 * Multipart field `avatar`, held in memory (it is forwarded, never written to disk), with a size
 * limit that answers 413 in the envelope. Limits on parts stop multipart bombs.
 */
export function avatarUpload(maxMb: number): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: Math.floor(maxMb * 1024 * 1024), files: 1, fields: 10, parts: 11, fieldSize: 1024, fieldNameSize: 100 },
  }).single('avatar');

  return (req, res, next) => {
    upload(req, res, (err: unknown) => {
      if (!err) return next();
      if (err instanceof multer.MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE') return next(payloadTooLarge(`Image must be at most ${maxMb} MB`));
        if (err.code === 'LIMIT_UNEXPECTED_FILE' || err.code === 'LIMIT_FILE_COUNT') {
          return next(badRequest('Upload one image in the "avatar" field'));
        }
        return next(badRequest('The upload has too many or too large fields'));
      }
      next(badRequest('The upload could not be read. Please try again.'));
    });
  };
}
