import { describeStack, gatewayUrl, http, registerShopper } from './stack.js';

describeStack('gateway edge behaviour', () => {
  it('answers unknown API paths with a 404 envelope', async () => {
    // No such operation, on purpose: what is asserted is the gateway's answer to it.
    const res = await http(`${gatewayUrl}/api/does-not-exist`, { unchecked: 'no such operation' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, error: true });
  });

  it('echoes an allowed origin with credentials and answers preflights; ignores others', async () => {
    const origin = 'http://localhost:5173';
    const pre = await http(`${gatewayUrl}/api/user/login`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type,authorization' },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe(origin);
    expect(pre.headers.get('access-control-allow-credentials')).toBe('true');
    expect(pre.headers.get('access-control-allow-methods')).toMatch(/DELETE/);
    expect(pre.headers.get('access-control-allow-headers')).toMatch(/Authorization/i);
    const evil = await http(`${gatewayUrl}/api/category/get`, { headers: { origin: 'https://evil.example' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('gives nobody a role for forged identity headers', async () => {
    const res = await http(`${gatewayUrl}/api/category/add-category`, {
      body: { name: 'Forged', image: 'http://x/y.png' },
      headers: { 'x-mm-user-id': '000000000000000000000001', 'x-user-role': 'ADMIN', 'x-role': 'ADMIN' },
    });
    expect(res.status).toBe(401);
  });

  it('authenticates by the accessToken cookie alone through the gateway', async () => {
    const { cookie, email } = await registerShopper();
    const me = await http(`${gatewayUrl}/api/user/user-details`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(email);
  });

  it('streams multipart bodies through untouched (an avatar upload reaches the user and media services)', async () => {
    const { cookie } = await registerShopper();
    // 1x1 PNG
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const form = new FormData();
    form.append('avatar', new Blob([png], { type: 'image/png' }), 'me.png');
    const res = await fetch(`${gatewayUrl}/api/user/upload-avatar`, { method: 'PUT', body: form, headers: { cookie } });
    const body = (await res.json()) as { data: { avatar: string } };
    expect(res.status).toBe(200);
    expect(body.data.avatar).toMatch(/^http.*\/media\//);
    const img = await fetch(body.data.avatar.replace(/^https?:\/\/[^/]+/, gatewayUrl));
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/webp');
  });

  it('serves the OpenAPI document at /api/openapi.json and Swagger UI over it at /api/docs', async () => {
    expect((await fetch(`${gatewayUrl}/api/docs/`)).status).toBe(200);
    const spec = await http(`${gatewayUrl}/api/openapi.json`);
    expect(spec.status).toBe(200);
    expect(spec.headers.get('content-type')).toMatch(/^application\/json/);
    expect(spec.body.openapi).toBe('3.1.0');
    expect(Object.keys(spec.body.paths)).toEqual(expect.arrayContaining(['/api/user/login', '/api/product/get', '/api/openapi.json']));
    const init = await (await fetch(`${gatewayUrl}/api/docs/swagger-ui-init.js`)).text();
    expect(init).toContain('"swaggerUrl": "/api/openapi.json"');
  });

  it('serves the shell for client-side routes and keeps API 404s as JSON', async () => {
    const page = await fetch(`${gatewayUrl}/dashboard/myorders`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<div id="root"/);
    // A product that does not exist still gets the shell (which says so), as a 404 for search engines.
    const missing = await fetch(`${gatewayUrl}/product/amul-milk-0123456789abcdef01234567`, { headers: { accept: 'text/html' } });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toMatch(/<div id="root"/);
    const remotes = await http(`${gatewayUrl}/remotes.json`);
    expect(remotes.body.storefront).toMatch(/mf-manifest\.json$/);
  });
});
