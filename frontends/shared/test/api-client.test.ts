import { ApiError, createApiClient, NETWORK_ERROR_MESSAGE } from '../src/api/client';
import { hasSessionHint } from '../src/session/hint';
import { session } from '../src/session/session';

type Call = { url: string; init: RequestInit };

function fakeFetch(responses: Array<[number, unknown] | Error>) {
  const calls: Call[] = [];
  const impl = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    const next = responses.shift();
    if (!next) throw new Error(`unexpected call ${String(input)}`);
    if (next instanceof Error) throw next;
    const [status, body] = next;
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { calls, impl: impl as typeof fetch };
}

const ok = (data: unknown, extra: object = {}) => ({ success: true, error: false, message: 'ok', data, ...extra });
const fail = (message: string) => ({ success: false, error: true, message, data: null });

describe('api client', () => {
  test('same-origin /api paths, cookies included, JSON body, envelope returned', async () => {
    const { calls, impl } = fakeFetch([[200, ok({ id: 1 }, { totalCount: 3 })]]);
    const api = createApiClient({ fetch: impl });
    const res = await api.post('/api/product/get', { page: 1 });
    expect(res.data).toEqual({ id: 1 });
    expect(res.totalCount).toBe(3);
    expect(calls[0]?.url).toBe('/api/product/get');
    expect(calls[0]?.init.credentials).toBe('include');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"page":1}');
    expect((calls[0]?.init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect((calls[0]?.init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  test('DELETE carries a JSON body', async () => {
    const { calls, impl } = fakeFetch([[200, ok(null)]]);
    await createApiClient({ fetch: impl }).del('/api/category/delete', { _id: 'x' });
    expect(calls[0]?.init.method).toBe('DELETE');
    expect(calls[0]?.init.body).toBe('{"_id":"x"}');
  });

  test('FormData is sent as is (no JSON content type)', async () => {
    const { calls, impl } = fakeFetch([[200, ok({ url: 'http://x/y.png' })]]);
    const form = new FormData();
    form.append('image', new Blob(['x']), 'a.png');
    await createApiClient({ fetch: impl }).post('/api/file/upload', form);
    expect(calls[0]?.init.body).toBe(form);
    expect((calls[0]?.init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  test('errors carry the server message', async () => {
    const { impl } = fakeFetch([[400, fail('Email already registered')]]);
    await expect(createApiClient({ fetch: impl }).post('/api/user/register', {})).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      message: 'Email already registered',
    });
  });

  test('a 200 with error: true is a failure too', async () => {
    const { impl } = fakeFetch([[200, { success: false, error: true, message: 'Invalid OTP', data: null }]]);
    await expect(createApiClient({ fetch: impl }).put('/api/user/verify-forgot-password-otp', {})).rejects.toThrow('Invalid OTP');
  });

  test('network failure gives a readable message', async () => {
    const { impl } = fakeFetch([new TypeError('Failed to fetch')]);
    await expect(createApiClient({ fetch: impl }).get('/api/category/get')).rejects.toThrow(NETWORK_ERROR_MESSAGE);
  });

  test('on 401 it refreshes ONCE and retries', async () => {
    const { calls, impl } = fakeFetch([
      [401, fail('jwt expired')],
      [200, ok({ accessToken: 'new' })],
      [200, ok({ name: 'Ravi' })],
    ]);
    const res = await createApiClient({ fetch: impl }).get('/api/user/user-details');
    expect(res.data).toEqual({ name: 'Ravi' });
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual(['GET /api/user/user-details', 'POST /api/user/refresh-token', 'GET /api/user/user-details']);
    expect(calls[1]?.init.credentials).toBe('include');
  });

  test('without a session to refresh (no "signed in" hint) a 401 is final: no refresh call', async () => {
    const { calls, impl } = fakeFetch([[401, fail('Please login to continue')]]);
    const err = await createApiClient({ fetch: impl, hasSession: () => false })
      .get('/api/address/get')
      .catch((e: unknown) => e);
    expect((err as ApiError).status).toBe(401);
    expect(calls.map((c) => c.url)).toEqual(['/api/address/get']);
  });

  test('a failed refresh gives up with the original 401', async () => {
    const { calls, impl } = fakeFetch([
      [401, fail('Provide token')],
      [401, fail('Invalid refresh token')],
    ]);
    const err = await createApiClient({ fetch: impl })
      .get('/api/user/user-details')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(401);
    expect((err as ApiError).message).toBe('Provide token');
    expect(calls).toHaveLength(2);
  });

  test('a second 401 after the retry is not refreshed again', async () => {
    const { calls, impl } = fakeFetch([
      [401, fail('a')],
      [200, ok({})],
      [401, fail('still no')],
    ]);
    await expect(createApiClient({ fetch: impl }).get('/api/cart/get')).rejects.toThrow('still no');
    expect(calls).toHaveLength(3);
  });

  test('concurrent 401s share one refresh call', async () => {
    const { calls, impl } = fakeFetch([
      [401, fail('x')],
      [401, fail('x')],
      [200, ok({})],
      [200, ok('a')],
      [200, ok('b')],
    ]);
    const api = createApiClient({ fetch: impl });
    await Promise.all([api.get('/api/cart/get'), api.get('/api/address/get')]);
    expect(calls.filter((c) => c.url === '/api/user/refresh-token')).toHaveLength(1);
  });

  test('the refresh runs under a cross-tab Web Lock when the browser has one', async () => {
    const { calls, impl } = fakeFetch([
      [401, fail('jwt expired')],
      [200, ok({ accessToken: 'new' })],
      [200, ok('again')],
    ]);
    const held: string[] = [];
    const locks = {
      request: async (name: string, cb: () => Promise<unknown>) => {
        held.push(name);
        return cb();
      },
    };
    const previous = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    Object.defineProperty(globalThis, 'navigator', { value: { locks }, configurable: true, writable: true });
    try {
      const res = await createApiClient({ fetch: impl }).get('/api/address/get');
      expect(res.data).toBe('again');
    } finally {
      if (previous) Object.defineProperty(globalThis, 'navigator', previous);
      else delete (globalThis as { navigator?: unknown }).navigator;
    }
    expect(held).toEqual(['minutemart:refresh-token']);
    expect(calls.map((c) => c.url)).toEqual(['/api/address/get', '/api/user/refresh-token', '/api/address/get']);
  });

  test('FormData bodies are sent again on the retry after a refresh', async () => {
    const { calls, impl } = fakeFetch([
      [401, fail('jwt expired')],
      [200, ok({ accessToken: 'new' })],
      [200, ok({ avatar: 'http://x/a.png' })],
    ]);
    const form = new FormData();
    form.append('avatar', new Blob(['x']), 'a.png');
    const res = await createApiClient({ fetch: impl }).put<{ avatar: string }>('/api/user/upload-avatar', form);
    expect(res.data.avatar).toBe('http://x/a.png');
    expect(calls[2]?.init.body).toBe(form);
    expect(calls[2]?.init.method).toBe('PUT');
  });

  test('login failures never trigger a refresh', async () => {
    const { calls, impl } = fakeFetch([[401, fail('Check your password')]]);
    await expect(createApiClient({ fetch: impl }).post('/api/user/login', {})).rejects.toThrow('Check your password');
    expect(calls).toHaveLength(1);
  });

  test('non-JSON error bodies still give a message', async () => {
    const { impl } = fakeFetch([[502, '<html>Bad gateway</html>']]);
    await expect(createApiClient({ fetch: impl }).get('/api/category/get')).rejects.toThrow(/Request failed \(502\)|Bad Gateway/);
  });
});

describe('the "signed in" hint', () => {
  const g = globalThis as { document?: { cookie: string } };
  afterEach(() => {
    delete g.document;
  });

  test('is read from document.cookie: present and non-empty', () => {
    g.document = { cookie: 'theme=dark; signedIn=1' };
    expect(hasSessionHint()).toBe(true);
    g.document = { cookie: 'signedIn=; theme=dark' };
    expect(hasSessionHint()).toBe(false);
    g.document = { cookie: 'notsignedIn=1' };
    expect(hasSessionHint()).toBe(false);
    g.document = { cookie: '' };
    expect(hasSessionHint()).toBe(false);
  });

  test('a guest page load asks for no session at all', async () => {
    g.document = { cookie: 'theme=dark' };
    const fetched: string[] = [];
    const before = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      fetched.push(String(input));
      return new Response('{}', { status: 500 });
    }) as typeof fetch;
    try {
      expect(await session.load()).toBeNull();
      expect(session.store.get()).toEqual({ status: 'ready', user: null });
      expect(fetched).toEqual([]);
    } finally {
      globalThis.fetch = before;
    }
  });
});
