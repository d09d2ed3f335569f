import { retry } from '@minutemart/kit';

/** Uploads a picture and returns the absolute URL it is served at. */
export type ImageUploader = (png: Buffer, filename: string) => Promise<string>;

export interface MediaSettings {
  userServiceUrl: string;
  mediaServiceUrl: string;
  email: string;
  password: string;
}

class HttpFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function jsonCall(url: string, init: RequestInit): Promise<any> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  } catch (e) {
    throw new HttpFailure(0, `${url} is not reachable: ${(e as Error).message}`);
  }
  const body: any = await res.json().catch(() => null);
  if (!res.ok) throw new HttpFailure(res.status, `${url} answered ${res.status}: ${(body as { message?: string } | null)?.message ?? res.statusText}`);
  return body;
}

/**
 * Seed pictures go through the media service like any admin upload, so they are stored and served
 * the same way. Signs in as the seeded admin first (the user service must be up and seeded).
 */
export async function mediaUploader(s: MediaSettings): Promise<ImageUploader> {
  const login = await retry(
    () =>
      jsonCall(`${s.userServiceUrl}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: s.email, password: s.password }),
      }),
    {
      attempts: 5,
      baseMs: 500,
      onError: (e) => {
        if (e instanceof HttpFailure && e.status >= 400 && e.status < 500) throw e;
      },
    },
  );
  const token: string | undefined = login?.data?.accesstoken;
  if (!token) throw new Error('Admin login answered without data.accesstoken');

  return async (png, filename) => {
    const body = await retry(
      () => {
        const form = new FormData();
        form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), filename);
        return jsonCall(`${s.mediaServiceUrl}/api/file/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      },
      // 4xx will not get better by asking again; 5xx and network errors might.
      {
        attempts: 4,
        baseMs: 300,
        onError: (e) => {
          if (e instanceof HttpFailure && e.status >= 400 && e.status < 500 && e.status !== 429) throw e;
        },
      },
    );
    const url: unknown = body?.data?.url;
    if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new Error(`Media service answered without an absolute data.url for ${filename}`);
    return url;
  };
}
