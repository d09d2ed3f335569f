import { jest } from '@jest/globals';
import { Types } from 'mongoose';
import { startService, type RunningService } from '@minutemart/kit';
import { http, startTestIssuer, testServiceEnv, type TestIssuer } from '@minutemart/kit/testing';
import { readOrderConfig, type OrderConfig } from '../src/config.js';
import { orderService } from '../src/service.js';
import { newOrderId, orderModel } from '../src/data/order-model.js';

jest.setTimeout(60_000);

let svc: RunningService<OrderConfig>;
let issuer: TestIssuer;
beforeAll(async () => {
  issuer = await startTestIssuer();
  svc = await startService(orderService(readOrderConfig(testServiceEnv('order', { JWKS_URL: issuer.jwksUrl, QUEUE_PREFIX: `t${Date.now()}` }))));
});
afterAll(async () => {
  await svc?.runtime.db.dropDatabase().catch(() => undefined);
  await svc?.stop();
  await issuer?.stop();
});

const who = async (role: 'USER' | 'ADMIN' = 'USER') => {
  const id = new Types.ObjectId().toHexString();
  return { id, auth: { authorization: `Bearer ${await issuer.sign({ sub: id, role })}` } };
};

const ADDRESS = {
  _id: new Types.ObjectId().toHexString(),
  address_line: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
  pincode: '560001',
  mobile: '9876543210',
};

/** A confirmed two-line order as the saga leaves it. */
async function confirmedOrder(userId: string, createdAt = new Date()) {
  const orderId = newOrderId();
  await orderModel(svc.runtime.db).create({
    orderId,
    userId: new Types.ObjectId(userId),
    storeId: 'default',
    state: 'confirmed',
    seq: 2,
    paymentMethod: 'cod',
    paymentState: 'cod_due',
    lines: [
      { productId: 'a'.repeat(24), quantity: 2 },
      { productId: 'b'.repeat(24), quantity: 1 },
    ],
    items: [
      {
        productId: 'a'.repeat(24),
        name: 'Atta',
        image: ['http://x/atta.webp'],
        unit: '5 kg',
        quantity: 2,
        price: 300,
        discount: 10,
        unitPricePaise: 27000,
        lineSubTotalPaise: 60000,
        lineTotalPaise: 54000,
      },
      {
        productId: 'b'.repeat(24),
        name: 'Dal',
        image: [],
        unit: '1 kg',
        quantity: 1,
        price: 150,
        discount: 0,
        unitPricePaise: 15000,
        lineSubTotalPaise: 15000,
        lineTotalPaise: 15000,
      },
    ],
    totals: { subTotalPaise: 75000, itemsPaise: 69000, deliveryPaise: 0, grandTotalPaise: 69000, savingsPaise: 6000, totalQty: 3 },
    delivery_address: ADDRESS,
    idempotencyKey: `auto:${orderId}`,
    requestHash: 'x',
    history: [
      { seq: 1, state: 'pending', at: createdAt, by: { kind: 'shopper', id: userId } },
      { seq: 2, state: 'confirmed', at: createdAt, by: { kind: 'system' } },
    ],
    createdAt,
  });
  return orderId;
}

describe('order API', () => {
  it('needs a signed-in shopper for everything but the webhook', async () => {
    for (const path of ['/api/order/order-list', '/api/order/stream', `/api/order/details/${newOrderId()}`]) {
      expect((await http(`${svc.url}${path}`)).status).toBe(401);
    }
    expect((await http(`${svc.url}/api/order/cash-on-delivery`, { body: {} })).status).toBe(401);
    const webhook = await http(`${svc.url}/api/order/webhook`, { body: { type: 'checkout.session.completed' } });
    expect(webhook.status).toBe(400);
    expect(webhook.body.message).toBe('Missing Stripe-Signature header');
  });

  it('lists one entry per line for the original client and the grouped orders for ours, the caller’s only', async () => {
    const asha = await who();
    const ravi = await who();
    const older = await confirmedOrder(asha.id, new Date('2030-01-01T10:00:00Z'));
    const newer = await confirmedOrder(asha.id, new Date('2030-01-02T10:00:00Z'));
    await confirmedOrder(ravi.id);
    const res = await http(`${svc.url}/api/order/order-list`, { headers: asha.auth });
    expect(res.status).toBe(200);
    expect(res.body.data.map((l: { orderId: string }) => l.orderId)).toEqual([newer, newer, older, older]);
    expect(res.body.data[0]).toMatchObject({
      orderId: newer,
      status: 'Confirmed',
      product_details: { name: 'Atta', image: ['http://x/atta.webp'], price: 270 },
      quantity: 2,
      subTotalAmt: 600,
      totalAmt: 540,
      delivery_address: ADDRESS,
      shippingAddress: ADDRESS,
      createdAt: '2030-01-02T10:00:00.000Z',
    });
    expect(res.body.data[0]).not.toHaveProperty('_outbox');
    expect(res.body.orders.map((o: { orderId: string }) => o.orderId)).toEqual([newer, older]);
    expect(res.body.orders[0]).toMatchObject({
      totalAmt: 690,
      subTotalAmt: 750,
      status: 'Confirmed',
      history: [{ status: 'Processing' }, { status: 'Confirmed' }],
    });
  });

  it('keeps other people’s orders out of sight and the board for admins', async () => {
    const asha = await who();
    const ravi = await who();
    const admin = await who('ADMIN');
    const orderId = await confirmedOrder(asha.id);
    expect((await http(`${svc.url}/api/order/details/${orderId}`, { headers: ravi.auth })).status).toBe(404);
    expect((await http(`${svc.url}/api/order/details/${orderId}`, { headers: asha.auth })).body.data.orderId).toBe(orderId);
    expect((await http(`${svc.url}/api/order/details/not-an-id`, { headers: asha.auth })).status).toBe(400);
    expect((await http(`${svc.url}/api/order/admin/orders`, { headers: asha.auth })).status).toBe(403);
    expect((await http(`${svc.url}/api/order/admin/advance`, { headers: asha.auth, body: { orderId, to: 'packed' } })).status).toBe(403);
    const board = await http(`${svc.url}/api/order/admin/orders?q=${orderId.slice(-8)}`, { headers: admin.auth });
    expect(board.body.data.map((o: { orderId: string }) => o.orderId)).toEqual([orderId]);
    expect(board.body.counts.confirmed).toBe(1);
    const bad = await http(`${svc.url}/api/order/admin/advance`, { headers: admin.auth, body: { orderId, to: 'teleported' } });
    expect([bad.status, bad.body.message]).toEqual([400, 'to must be picking, packed, out_for_delivery or delivered']);
    expect((await http(`${svc.url}/api/order/admin/advance`, { headers: admin.auth, body: { orderId, to: 'delivered' } })).status).toBe(409);
    const packed = await http(`${svc.url}/api/order/admin/advance`, { headers: admin.auth, body: { orderId, to: 'packed' } });
    expect(packed.body.data).toMatchObject({ state: 'packed', status: 'Packed' });
    expect(packed.body.data.history.at(-1)).toMatchObject({ state: 'packed', by: { kind: 'admin', id: admin.id } });
  });

  it('refuses a malformed Idempotency-Key before anything is stored', async () => {
    const me = await who();
    const res = await http(`${svc.url}/api/order/cash-on-delivery`, {
      headers: { ...me.auth, 'idempotency-key': 'short' },
      body: { list_items: [{ productId: 'a'.repeat(24), quantity: 1 }], addressId: ADDRESS._id },
    });
    expect([res.status, res.body.message]).toEqual([400, 'Idempotency-Key must be 8 to 200 characters']);
  });
});
