import type { ApiEnvelope } from './types';
import { globalSingleton } from '../utils/store';
import { hasSessionHint } from '../session/hint';

/** Error thrown for any failed call: non-2xx, `error: true` / `success: false`, or a network failure. */
export class ApiError extends Error {
  readonly status: number;
  readonly envelope: ApiEnvelope | undefined;
  constructor(message: string, status: number, envelope?: ApiEnvelope) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.envelope = envelope;
  }
}

export const NETWORK_ERROR_MESSAGE = 'Could not reach Minutemart. Please check your connection and try again.';
export const REFRESH_PATH = '/api/user/refresh-token';
/** Web Locks name serialising token refreshes across tabs. */
const REFRESH_LOCK = 'minutemart:refresh-token';

/** Calls that must never trigger the refresh-and-retry dance (a 401 there means bad credentials). */
const NO_REFRESH = new Set(['/api/user/login', '/api/user/register', REFRESH_PATH, '/api/user/logout']);

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface RequestOptions {
  /** Skip the 401 → refresh → retry step. */
  noRefresh?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface ApiClientOptions {
  /** Origin prefix for every path; '' means same origin (the gateway serves /api next to the shell). */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Whether a session may exist to refresh (default: the "signed in" hint cookie is there). */
  hasSession?: () => boolean;
}

export interface ApiClient {
  request<T = unknown>(method: HttpMethod, path: string, body?: unknown, options?: RequestOptions): Promise<ApiEnvelope<T>>;
  get<T = unknown>(path: string, options?: RequestOptions): Promise<ApiEnvelope<T>>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiEnvelope<T>>;
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiEnvelope<T>>;
  /** DELETE with a JSON body, as the /api surface expects (`{ _id }`). */
  del<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiEnvelope<T>>;
}

function isEnvelope(value: unknown): value is ApiEnvelope {
  return typeof value === 'object' && value !== null && ('success' in value || 'message' in value);
}

async function readEnvelope(res: Response): Promise<ApiEnvelope> {
  const text = await res.text();
  if (text) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (isEnvelope(parsed)) {
        return {
          ...parsed,
          success: Boolean(parsed.success),
          error: Boolean(parsed.error),
          message: typeof parsed.message === 'string' ? parsed.message : '',
          data: parsed.data,
        };
      }
      return { success: res.ok, error: !res.ok, message: '', data: parsed };
    } catch {
      /* not JSON: fall through */
    }
  }
  return { success: res.ok, error: !res.ok, message: res.ok ? '' : res.statusText || `Request failed (${res.status})`, data: undefined };
}

/**
 * fetch-based client for the /api surface. Auth is by the httpOnly cookies the gateway sets, so every
 * request goes with `credentials: 'include'` and no token is ever kept in JS-readable storage.
 * On a 401 it calls POST /api/user/refresh-token once (shared between concurrent callers) and retries once.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const hasSession = options.hasSession ?? hasSessionHint;
  let refreshing: Promise<boolean> | null = null;

  function refresh(): Promise<boolean> {
    if (!refreshing) {
      const call = async (): Promise<boolean> => {
        try {
          const res = await doFetch(baseUrl + REFRESH_PATH, {
            method: 'POST',
            credentials: 'include',
            headers: { Accept: 'application/json' },
          });
          if (!res.ok) return false;
          const env = await readEnvelope(res);
          return env.success !== false && env.error !== true;
        } catch {
          return false;
        }
      };
      refreshing = (async () => {
        try {
          // Refresh tokens rotate and a replayed one revokes the login: two tabs refreshing with the same
          // cookie at once would log the user out. The Web Locks API serialises refreshes across tabs (the
          // second one sends the cookie the first one just set); without it, fall back to this tab only.
          const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
          return locks?.request ? await locks.request(REFRESH_LOCK, call) : await call();
        } finally {
          refreshing = null;
        }
      })();
    }
    return refreshing;
  }

  async function send(method: HttpMethod, path: string, body: unknown, opts: RequestOptions): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
    const init: RequestInit = { method, credentials: 'include', headers };
    if (opts.signal) init.signal = opts.signal;
    if (body !== undefined) {
      if (typeof FormData !== 'undefined' && body instanceof FormData) {
        init.body = body;
      } else {
        headers['Content-Type'] = 'application/json';
        init.body = JSON.stringify(body);
      }
    }
    try {
      return await doFetch(baseUrl + path, init);
    } catch (err) {
      if ((err as { name?: string })?.name === 'AbortError') throw err;
      throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
    }
  }

  async function request<T>(method: HttpMethod, path: string, body?: unknown, opts: RequestOptions = {}): Promise<ApiEnvelope<T>> {
    let res = await send(method, path, body, opts);
    const pathname = path.split('?')[0] ?? path;
    // A guest has nothing to refresh: the refresh call could only answer 401 too.
    if (res.status === 401 && !opts.noRefresh && !NO_REFRESH.has(pathname) && hasSession()) {
      if (await refresh()) res = await send(method, path, body, opts);
    }
    const env = await readEnvelope(res);
    if (!res.ok || env.error === true || env.success === false) {
      throw new ApiError(env.message || `Request failed (${res.status})`, res.status, env);
    }
    return env as ApiEnvelope<T>;
  }

  return {
    request,
    get: (path, o) => request('GET', path, undefined, o),
    post: (path, body, o) => request('POST', path, body, o),
    put: (path, body, o) => request('PUT', path, body, o),
    del: (path, body, o) => request('DELETE', path, body, o),
  };
}

/**
 * The app-wide client (same origin, base ''). One per page even if a remote ever bundled its own copy of
 * this package, so concurrent 401s anywhere on the page still share a single refresh call.
 */
export const api: ApiClient = globalSingleton('api', () => createApiClient());

/** Message to show for anything thrown by the client (or anything else). */
export function errorMessage(err: unknown, fallback = 'Something went wrong'): string {
  if (err instanceof ApiError) return err.message;
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}
