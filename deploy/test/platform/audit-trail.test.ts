/**
 * The audit trail through the running stack: changes made by staff and admins in the order and user
 * services (a scope's fees, an offer created and paused, a picker's steps with a missing item's
 * refund, a role change) reach GET /api/user/audit over Kafka, each with who, the request id the
 * gateway answered with, and the state before and after; the filters by entity, person and store
 * return those entries and no others.
 */
import { adminHeaders, createProduct, deleteCreatedProducts, placeCod, shopperWithAddress } from './shop.js';
import { describeStack, gatewayUrl, http, waitFor } from './stack.js';
import { onboard } from './staff.js';

const A = 'blr-indiranagar';
const stamp = Date.now().toString(36);

interface Entry {
  _id: string;
  entity: string;
  entityId: string;
  action: string;
  storeId: string | null;
  requestId: string;
  actor: { id: string; role: string; email: string };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

describeStack('the audit trail, from the services that change things to the admins who read it', () => {
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = await adminHeaders();
  });
  afterAll(async () => {
    if (admin) await deleteCreatedProducts(admin);
  });

  /** The entries a query finds once `done` says they are all there. */
  const trail = (query: Record<string, string>, done: (entries: Entry[]) => boolean, what: string) =>
    waitFor(
      async () => {
        const res = await http(`${gatewayUrl}/api/user/audit?${new URLSearchParams({ ...query, limit: '100' })}`, { headers: admin });
        expect(res.status).toBe(200);
        const entries = [...(res.body.data as Entry[])].reverse(); // oldest first
        return done(entries) ? entries : undefined;
      },
      { what, timeoutMs: 30_000 },
    );

  const requestIdOf = (res: { headers: Headers }) => {
    const id = res.headers.get('x-request-id');
    expect(id).toBeTruthy();
    return id!;
  };

  it('records fee settings and offers with the admin, the request and the change', async () => {
    const city = `Audit ${stamp}`;
    const fees = await http(`${gatewayUrl}/api/order/admin/fees`, {
      method: 'PUT',
      headers: admin,
      body: { scope: 'city', city, rules: { handling: { feePaise: 500, label: 'Handling fee' } } },
    });
    expect(fees.status).toBe(200);
    const offer = await http(`${gatewayUrl}/api/order/admin/offers`, {
      headers: admin,
      body: { title: 'Audit offer', code: `AUD${stamp}`.toUpperCase(), kind: 'flat', amountPaise: 100 },
    });
    expect(offer.status).toBe(201);
    const offerId = String(offer.body.data._id);
    // Paused at once: no shopper of the other suites meets it.
    const paused = await http(`${gatewayUrl}/api/order/admin/offers/pause`, { headers: admin, body: { offerId } });
    expect(paused.status).toBe(200);

    const [fee] = await trail({ entity: 'fee', entityId: `city:${city.toLowerCase()}` }, (e) => e.length >= 1, 'the fee change on the trail');
    expect(fee).toMatchObject({
      action: 'create',
      requestId: requestIdOf(fees),
      actor: { role: 'ADMIN' },
      before: null,
      after: { rules: { handling: { feePaise: 500, label: 'Handling fee' } } },
    });
    const offers = await trail({ entity: 'offer', entityId: offerId }, (e) => e.length >= 2, 'the offer changes on the trail');
    expect(offers.map((e) => [e.action, e.requestId])).toEqual([
      ['create', requestIdOf(offer)],
      ['pause', requestIdOf(paused)],
    ]);
    expect(offers[0]!.after).toMatchObject({ title: 'Audit offer', kind: 'flat', amountPaise: 100 });
    expect(offers[1]).toMatchObject({ before: { status: 'active' }, after: { status: 'paused' } });

    // The entity filter returns fee entries only.
    const onlyFees = await trail({ entity: 'fee' }, (e) => e.length >= 1, 'fee entries');
    expect(new Set(onlyFees.map((e) => e.entity))).toEqual(new Set(['fee']));
  });

  it("records a picker's steps on an order with its refund, and an admin's role change, by person and store", async () => {
    const picker = await onboard(admin, 'PICKER', [A]);
    const rider = await onboard(admin, 'RIDER', [A]);
    const shopper = await shopperWithAddress();
    const product = await createProduct(admin, 20);
    const placed = await placeCod(shopper, [{ productId: product._id, quantity: 2 }]);
    expect([placed.status, placed.body.data.storeId]).toEqual([201, A]);
    const orderId = String(placed.body.data.orderId);
    const step = (name: string, body: object = {}) => http(`${gatewayUrl}/api/order/store/${name}`, { headers: picker.headers, body: { orderId, ...body } });
    const claimed = await step('claim');
    expect(claimed.status).toBe(200);
    const missing = await step('missing', { productId: product._id, quantity: 1 });
    expect(missing.status).toBe(200);
    expect((await step('pick', { productId: product._id })).status).toBe(200);
    expect((await step('pack')).status).toBe(200);
    const roleChange = await http(`${gatewayUrl}/api/user/staff/update`, {
      method: 'PUT',
      headers: admin,
      body: { userId: rider.id, role: 'PICKER', stores: [A] },
    });
    expect(roleChange.status).toBe(200);

    const steps = await trail({ entity: 'order', entityId: orderId, store: A }, (e) => e.some((x) => x.action === 'pack'), "the picker's steps on the trail");
    expect(steps.map((e) => [e.action, e.actor.id, e.actor.role, e.storeId])).toEqual([
      ['claim', picker.id, 'PICKER', A],
      ['markMissing', picker.id, 'PICKER', A],
      ['tickItem', picker.id, 'PICKER', A],
      ['pack', picker.id, 'PICKER', A],
    ]);
    expect(steps[0]).toMatchObject({ requestId: requestIdOf(claimed), before: { state: 'confirmed' }, after: { state: 'picking' } });
    // The refund of the missing unit, with who took it off and in which role.
    const refunds = (steps[1]!.after as { refunds: { productId: string; quantity: number; amountPaise: number; by: object }[] }).refunds;
    expect(refunds).toEqual([
      expect.objectContaining({ productId: product._id, quantity: 1, by: expect.objectContaining({ kind: 'admin', role: 'PICKER', id: picker.id }) }),
    ]);
    expect(refunds[0]!.amountPaise).toBeGreaterThan(0);
    expect(steps[1]!.requestId).toBe(requestIdOf(missing));

    const [assigned] = await trail({ entity: 'staff', entityId: rider.id }, (e) => e.some((x) => x.action === 'assign'), 'the role change on the trail');
    expect(assigned).toMatchObject({
      action: 'assign',
      requestId: requestIdOf(roleChange),
      actor: { role: 'ADMIN' },
      before: { role: 'RIDER', stores: [A] },
      after: { role: 'PICKER', stores: [A] },
    });

    // By person: the picker's own changes, nothing of the admin's.
    const theirs = await trail({ actor: picker.email }, (e) => e.length >= 4, "the picker's entries");
    expect(new Set(theirs.map((e) => e.actor.id))).toEqual(new Set([picker.id]));
  });

  it('cannot be written, edited or deleted through the API', async () => {
    const [first] = await trail({}, (e) => e.length > 0, 'any entry');
    const before = await http(`${gatewayUrl}/api/user/audit?entityId=${encodeURIComponent(first!.entityId)}`, { headers: admin });
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      // Operations the document does not have, on purpose: what is asserted is that they do not exist.
      const res = await http(`${gatewayUrl}/api/user/audit`, {
        method,
        headers: admin,
        body: { _id: first!._id, action: 'forged' },
        unchecked: 'no such operation',
      });
      expect([method, [404, 405].includes(res.status)]).toEqual([method, true]);
    }
    expect((await http(`${gatewayUrl}/api/user/audit?entityId=${encodeURIComponent(first!.entityId)}`, { headers: admin })).body.data).toEqual(
      before.body.data,
    );
    // A picker cannot read it.
    const picker = await onboard(admin, 'PICKER', [A]);
    expect((await http(`${gatewayUrl}/api/user/audit`, { headers: picker.headers })).status).toBe(403);
  });
});
