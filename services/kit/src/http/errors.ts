/** An error that already knows the HTTP status and the message a person should read. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly data: unknown = null,
    /** Response headers that belong to this error, e.g. Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, data: unknown = null) => new HttpError(400, message, data);
export const unauthorized = (message = 'Please login to continue') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = (message = 'Request is too large') => new HttpError(413, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
/** A 429; `retryAfterSeconds` becomes the Retry-After header so clients know when to come back. */
export const tooManyRequests = (message = 'Too many requests, please try again later', retryAfterSeconds?: number) =>
  new HttpError(429, message, null, retryAfterSeconds ? { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) } : {});
