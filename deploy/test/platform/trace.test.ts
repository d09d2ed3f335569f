import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { describeStack, gatewayUrl, http, waitFor } from './stack.js';

/**
 * The test stack exports spans to OTEL_EXPORTER_OTLP_ENDPOINT (set by `make test`); this test is
 * that collector. One request with a known traceparent must produce spans in the gateway, the user
 * service and the cart service's Kafka consumer — all in the same trace.
 */
const endpoint = process.env.MM_TEST_OTLP_ENDPOINT;

interface Span {
  service: string;
  traceId: string;
  name: string;
  kind: number;
}

const spans: Span[] = [];
let server: Server | undefined;

beforeAll(async () => {
  if (!endpoint) return;
  const { port } = new URL(endpoint);
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      try {
        const payload = JSON.parse(body);
        for (const rs of payload.resourceSpans ?? []) {
          const service = rs.resource?.attributes?.find((a: { key: string }) => a.key === 'service.name')?.value?.stringValue ?? '?';
          for (const ss of rs.scopeSpans ?? []) for (const s of ss.spans ?? []) spans.push({ service, traceId: s.traceId, name: s.name, kind: s.kind });
        }
      } catch {
        /* not JSON: ignore */
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server!.listen(Number(port), '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

describeStack('distributed tracing', () => {
  (endpoint ? it : it.skip)('one trace spans gateway → user service → Kafka → cart consumer', async () => {
    const traceId = randomBytes(16).toString('hex');
    const email = `trace.${Date.now()}@example.test`;
    const res = await http(`${gatewayUrl}/api/user/register`, {
      body: { name: 'Tracy', email, password: 'Tracing123', confirmPassword: 'Tracing123' },
      headers: { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` },
    });
    expect(res.status).toBe(201);
    const inTrace = () => spans.filter((s) => s.traceId === traceId);
    // Other consumers of user.registered (the order service) join the same trace: wait for the cart's span itself.
    const hasCartConsumer = () => inTrace().some((s) => s.service === 'cart' && s.name.includes('process'));
    // Each process exports on its own schedule (batched), so the user service's spans may arrive after the cart's.
    const from = (service: string) => inTrace().some((s) => s.service === service);
    await waitFor(() => hasCartConsumer() && from('gateway') && from('user'), { timeoutMs: 30_000, what: 'spans from gateway, user and cart' });
    const services = new Set(inTrace().map((s) => s.service));
    expect([...services]).toEqual(expect.arrayContaining(['gateway', 'user', 'cart']));
    const consumer = inTrace().find((s) => s.service === 'cart' && s.name.includes('process'));
    expect(consumer?.kind).toBe(5); // SPAN_KIND_CONSUMER
  });
});
