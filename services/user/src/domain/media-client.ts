import { currentRequestId, HttpError, traceHeaders } from '@minutemart/kit';
import type { ImageType } from '@minutemart/kit/images';

export interface MediaClientOptions {
  baseUrl: string;
  timeoutMs: number;
}

const PASS_THROUGH = new Set([400, 413, 415, 422, 429]);

const unavailable = () => new HttpError(503, 'Image upload is temporarily unavailable. Please try again.');

/**
 * Avatars are stored by the media service. We forward the already checked image as multipart
 * field `image` with the caller's own access token, so media applies its rules to that user.
 */
export class MediaClient {
  constructor(private readonly opts: MediaClientOptions) {}

  async uploadAvatar(image: Buffer, type: ImageType, accessToken: string): Promise<string> {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(image)], { type: type.mime }), `avatar.${type.ext}`);
    const headers: Record<string, string> = { authorization: `Bearer ${accessToken}`, accept: 'application/json', ...traceHeaders() };
    const requestId = currentRequestId();
    if (requestId) headers['x-request-id'] = requestId;

    let res: Response;
    try {
      res = await fetch(new URL('/api/file/avatar', this.opts.baseUrl), {
        method: 'POST',
        body: form,
        headers,
        signal: AbortSignal.timeout(this.opts.timeoutMs),
        redirect: 'error',
      });
    } catch {
      throw unavailable();
    }
    const body = (await res.json().catch(() => null)) as { message?: unknown; data?: { url?: unknown } } | null;
    if (!res.ok) {
      // Media's verdict on the image is the shopper's to read; anything else (5xx, or 401/403 for a
      // token we just accepted) is a problem on our side.
      if (PASS_THROUGH.has(res.status) && typeof body?.message === 'string') throw new HttpError(res.status, body.message);
      throw unavailable();
    }
    const url = body?.data?.url;
    if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) throw unavailable();
    return url;
  }
}
