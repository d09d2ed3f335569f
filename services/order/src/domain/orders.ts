import { Types, type Model } from 'mongoose';
import type { OrderDoc } from '../data/order-model.js';

/** Enough for any shopper's history in one response; the client has no paging for it. */
const MAX_LISTED = 500;

const LISTED = '_id orderId userId checkoutId productId product_details quantity subTotalAmt totalAmt status payment_status delivery_address createdAt updatedAt';

export type OrderView = Omit<OrderDoc, '_outbox' | 'paymentId'> & { shippingAddress: OrderDoc['delivery_address'] };

export class Orders {
  constructor(private readonly orders: Model<OrderDoc>) {}

  /**
   * The caller's order lines, newest first. The delivery address is a stored copy, so it is
   * "populated" without asking the user service; it is also given as `shippingAddress`, the
   * other name the client knows.
   */
  async listFor(userId: string): Promise<OrderView[]> {
    const docs = await this.orders
      .find({ userId: new Types.ObjectId(userId) }, LISTED)
      .sort({ createdAt: -1, _id: -1 })
      .limit(MAX_LISTED)
      .lean<OrderDoc[]>();
    return docs.map((d) => ({ ...d, shippingAddress: d.delivery_address ?? null }));
  }
}
