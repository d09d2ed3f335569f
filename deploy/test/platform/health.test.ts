import { describeStack, gatewayUrl, http, serviceUrls } from './stack.js';

describeStack('health of every process', () => {
  it.each(Object.entries(serviceUrls))('%s answers /healthz and /readyz', async (_name, url) => {
    const live = await http(`${url}/healthz`);
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({ success: true, error: false });
    const ready = await http(`${url}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.body.data.mongo).toBe('ok');
  });

  it('the gateway is live and ready only when every upstream is', async () => {
    expect((await http(`${gatewayUrl}/healthz`)).status).toBe(200);
    const ready = await http(`${gatewayUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(Object.keys(ready.body.data).sort()).toEqual(['cart', 'catalogue', 'media', 'order', 'redis', 'user']);
  });
});
