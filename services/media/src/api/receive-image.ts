import type { NextFunction, Request, RequestHandler, Response } from 'express';
import multer, { MulterError } from 'multer';
import { badRequest, payloadTooLarge } from '@minutemart/kit';

export const IMAGE_FIELD = 'image';
const PROVIDE_IMAGE = 'Provide image';

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

function translate(err: unknown, maxBytes: number): Error {
  if (err instanceof MulterError) {
    switch (err.code) {
      case 'LIMIT_FILE_SIZE':
        return payloadTooLarge(`The image is too large: at most ${megabytes(maxBytes)}`);
      case 'LIMIT_UNEXPECTED_FILE':
        return badRequest(`${PROVIDE_IMAGE}: send the file in the '${IMAGE_FIELD}' field`);
      case 'LIMIT_FILE_COUNT':
        return badRequest('Upload one image at a time');
      default:
        return badRequest('The upload form is not valid');
    }
  }
  // busboy: a malformed or cut-off multipart body.
  return badRequest('The upload could not be read. Please try again.');
}

/**
 * One image in the `image` field, buffered in memory up to the limit; anything else is a 4xx
 * envelope. Mount after the auth guard so an anonymous caller's body is never buffered.
 */
export function receiveImage(maxBytes: number): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 4096, parts: 12, headerPairs: 100 },
  }).single(IMAGE_FIELD);

  return (req: Request, res: Response, next: NextFunction) => {
    upload(req, res, (err?: unknown) => {
      if (err) return next(translate(err, maxBytes));
      if (!req.file || req.file.size === 0) return next(badRequest(PROVIDE_IMAGE));
      next();
    });
  };
}
