import { jest } from '@jest/globals';
import { Types } from 'mongoose';
import { startService, type RunningService } from '@minutemart/kit';
import { http, startTestIssuer, testServiceEnv, type TestIssuer } from '@minutemart/kit/testing';
import { readOrderConfig, type OrderConfig } from '../src/config.js';
import { orderService } from '../src/service.js';
import { newOrderId, orderModel, type OrderDoc } from '../src/data/order-model.js';

jest.setTimeout(60_000);

let svc: RunningService<OrderConfig>;
let issuer: TestIssuer;
beforeAll(async () => {
  issuer = await startTestIssuer();
  svc = await startService(orderService(readOrderConfig(testServiceEnv('order', { JWKS_URL: issuer.jwksUrl }))));
});
afterAll(async () => {
  await svc?.runtime.db.dropDatabase().catch(() => undefined);
  await svc?.stop();
  await issuer?.stop();
});

const shopper = async () => {
  const id = new Types.ObjectId().toHexString();
  return { id, auth: { authorization: `Bearer ${await issuer.sign({ sub: id, role: 'USER' })}` } };
};
const orderList = (auth: Record<string, string> = {}) => http(`${svc.url}/api/order/order-list`, { headers: auth });

const ADDRESS = { _id: new Types.ObjectId().toHexString(), address_line: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', country: 'India', pincode: '560001', mobile: '9876543210' };

/** An order line as placement will write it, inserted through the model. */
async function placeLine(userId: string, name: string, createdAt: Date, over: Partial<OrderDoc> = {}) {
  const doc = await orderModel(svc.runtime.db).create({
    orderId: newOrderId(),
    userId: new Types.ObjectId(userId),
    checkoutId: new Types.ObjectId().toHexString(),
    productId: new Types.ObjectId().toHexString(),
    product_details: { name, image: [`http://localhost:8080/media/${name}-800.webp`], price: 95 },
    quantity: 2,
    subTotalAmt: 200,
    totalAmt: 190,
    delivery_address: ADDRESS,
    createdAt,
    ...over,
  });
  return doc.toObject();
}

describe('GET /api/order/order-list', () => {
  it('needs a signed-in user', async () => {
    const res = await orderList();
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, error: true, message: 'Please login to continue' });
    expect((await orderList({ authorization: 'Bearer not.a.token' })).status).toBe(401);
  });

  it('is an empty list for a shopper without orders', async () => {
    const me = await shopper();
    const res = await orderList(me.auth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, error: false, data: [] });
  });

  it("lists only the caller's orders, newest first, in the shape the client reads", async () => {
    const asha = await shopper();
    const ravi = await shopper();
    const older = await placeLine(asha.id, 'atta', new Date('2030-01-01T10:00:00Z'));
    const newer = await placeLine(asha.id, 'dal', new Date('2030-01-02T10:00:00Z'), { payment_status: 'CASH ON DELIVERY' });
    const ravis = await placeLine(ravi.id, 'ghee', new Date('2030-01-03T10:00:00Z'));

    const res = await orderList(asha.auth);
    expect(res.status).toBe(200);
    expect(res.body.data.map((o: { orderId: string }) => o.orderId)).toEqual([newer.orderId, older.orderId]);
    const [first] = res.body.data;
    expect(first).toMatchObject({
      _id: String(newer._id),
      orderId: expect.stringMatching(/^ORD-[0-9a-f]{24}$/),
      userId: asha.id,
      status: 'Processing',
      payment_status: 'CASH ON DELIVERY',
      product_details: { name: 'dal', image: ['http://localhost:8080/media/dal-800.webp'], price: 95 },
      quantity: 2,
      subTotalAmt: 200,
      totalAmt: 190,
      delivery_address: ADDRESS,
      shippingAddress: ADDRESS,
      createdAt: '2030-01-02T10:00:00.000Z',
    });
    expect(first).not.toHaveProperty('_outbox');

    const theirs = await orderList(ravi.auth);
    expect(theirs.body.data.map((o: { orderId: string }) => o.orderId)).toEqual([ravis.orderId]);
  });

  it('defaults status to Processing and payment to PENDING, and gives each line its own order id', async () => {
    const me = await shopper();
    const a = await placeLine(me.id, 'salt', new Date());
    const b = await placeLine(me.id, 'sugar', new Date());
    expect(a).toMatchObject({ status: 'Processing', payment_status: 'PENDING' });
    expect(a.orderId).not.toBe(b.orderId);
    await expect(placeLine(me.id, 'tea', new Date(), { orderId: a.orderId })).rejects.toMatchObject({ code: 11000 });
    await expect(placeLine(me.id, 'tea', new Date(), { payment_status: 'paid' as never })).rejects.toThrow(/payment_status/);
  });
});
