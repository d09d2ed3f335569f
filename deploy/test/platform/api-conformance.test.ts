/**
 * Every operation of the OpenAPI document, driven through the gateway of the running stack with
 * valid and invalid requests (conformance/requests-*.ts, one builder per operation): each answer's
 * status must be one the operation documents, its body must match the documented schema for that
 * status, and its status must be the one the request should get. The operations come from the
 * document, so a new operation without a builder fails here.
 */
import { describeStack } from './stack.js';
import { operationsOf, type OperationRef } from '@minutemart/contracts/openapi-answers';
import { check, doc, expected, type Call } from './conformance/client.js';
import { World } from './conformance/world.js';
import { userRequests } from './conformance/requests-user.js';
import { catalogueRequests } from './conformance/requests-catalogue.js';
import { storeCartMediaRequests } from './conformance/requests-store-cart-media.js';
import { orderRequests } from './conformance/requests-order.js';
import { staffRequests } from './conformance/requests-staff.js';
import { pricingRequests } from './conformance/requests-pricing.js';
import { invoiceRequests } from './conformance/requests-invoices.js';
import { buyAgainRequests } from './conformance/requests-buy-again.js';
import { ratingRequests } from './conformance/requests-ratings.js';
import { riderShiftRequests } from './conformance/requests-rider-shifts.js';

const builders = {
  ...userRequests,
  ...staffRequests,
  ...catalogueRequests,
  ...storeCartMediaRequests,
  ...orderRequests,
  ...pricingRequests,
  ...invoiceRequests,
  ...buyAgainRequests,
  ...ratingRequests,
  ...riderShiftRequests,
};
const operations = operationsOf(doc);

/** A concrete path of the operation: its path parameters filled with a value no record has. */
const anyPath = (o: OperationRef) => o.path.replace(/\{[^}]+\}/g, 'x');
const takesBody = (o: OperationRef) => o.method !== 'GET';
/** Every status the operation documents below 500: for inputs whose exact refusal is not the point. */
const anyClientAnswer = (o: OperationRef) =>
  Object.keys(o.op['responses'])
    .map(Number)
    .filter((s) => s < 500);

/**
 * Requests that every operation a service answers refuses the same way, before its own handler:
 * a body that is not JSON, one over the JSON limit, and an encoding no service reads (a GET too:
 * the services parse whatever body comes).
 */
function layerCalls(o: OperationRef): Call[] {
  if (o.op['x-answered-by'] === 'gateway') return [];
  const path = anyPath(o);
  const json = { 'content-type': 'application/json' };
  return [
    // A GET's body means nothing: the gateway's cache of public reads does not send it on.
    { why: 'a body that is not JSON', path, headers: json, raw: '{"oops', expect: o.method === 'GET' ? [400, 200] : 400 },
    { why: 'a body over the limit', path, headers: json, raw: JSON.stringify({ pad: 'x'.repeat(600 * 1024) }), expect: 413 },
    { why: 'an unknown content encoding', path, headers: { ...json, 'content-encoding': 'x-unknown' }, raw: '{}', expect: 415 },
  ];
}

/** An operation that needs a signed-in caller refuses every way of not being one with a 401. */
function credentialCalls(o: OperationRef): Call[] {
  if (!o.op['security']?.length) return [];
  const path = anyPath(o);
  const body = takesBody(o) ? { json: {} } : {};
  return [
    { why: 'no credentials', path, ...body, expect: 401 },
    { why: 'a made-up access token', path, headers: { authorization: 'Bearer made.up.token' }, ...body, expect: 401 },
    { why: 'a made-up access cookie', path, headers: { cookie: 'accessToken=made-up' }, ...body, expect: 401 },
    { why: 'only a made-up refresh cookie', path, headers: { cookie: 'refreshToken=made-up' }, ...body, expect: 401 },
  ];
}

/**
 * Bodies and parameters of the wrong shape, sent by a caller allowed to call (an admin): whatever
 * the operation makes of them, the answer is one it documents, never a failure of the server.
 */
async function shapeCalls(o: OperationRef, world: World): Promise<Call[]> {
  if (o.op['x-answered-by'] === 'gateway') return [];
  const headers = o.op['security']?.length ? await world.admin() : {};
  const expect = anyClientAnswer(o);
  const path = anyPath(o);
  const calls: Call[] = [];
  const json = o.op['requestBody']?.content?.['application/json'];
  if (json && takesBody(o)) {
    const required = (json.schema?.required ?? []) as string[];
    const each = (value: unknown) => Object.fromEntries(required.map((k) => [k, value]));
    for (const body of [[], 'text', 7, null, {}, each({ $gt: '' }), each(['a', 'b']), each(''), each(1e300)]) {
      calls.push({ why: `the body ${JSON.stringify(body)}`, path, headers, json: body, expect });
    }
  }
  for (const p of (o.op['parameters'] ?? []) as { in: string; name: string }[]) {
    if (p.in === 'query') calls.push({ why: `${p.name} twice`, path: `${path}?${p.name}=a&${p.name}=b`, headers, expect });
    if (p.in === 'path') calls.push({ why: `an odd ${p.name}`, path: o.path.replace(`{${p.name}}`, encodeURIComponent('{"$gt":""}')), headers, expect });
  }
  return calls;
}

describeStack('every /api operation answers only what the OpenAPI document says', () => {
  const world = new World();
  afterAll(() => world.cleanUp(), 120_000);

  it('has a request builder for every operation, and none for operations it lacks', () => {
    const keys = operations.map((o) => o.key);
    expect(keys.filter((k) => !(k in builders))).toEqual([]);
    expect(Object.keys(builders).filter((k) => !keys.includes(k))).toEqual([]);
  });

  it.each(operations.map((o) => [o.key, o] as const))(
    '%s',
    async (_key, o) => {
      const build = builders[o.key];
      if (!build) throw new Error(`no request builder for ${o.key} (deploy/test/platform/conformance/requests-*.ts)`);
      const calls = [...(await build(world)), ...layerCalls(o), ...credentialCalls(o), ...(await shapeCalls(o, world))];
      // At least one request that must succeed, and one that must be refused where anything can be.
      expect(calls.some((c) => expected(c).every((s) => s < 300))).toBe(true);
      const refusable = Boolean(o.op['requestBody'] || o.op['parameters']?.length || o.op['security']?.length);
      if (refusable) expect(calls.some((c) => expected(c).every((s) => s >= 400))).toBe(true);
      const problems: string[] = [];
      for (const call of calls) problems.push(...(await check(o, call)).problems);
      expect(problems).toEqual([]);
    },
    120_000,
  );
});
