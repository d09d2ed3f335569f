import { Types, type Model } from 'mongoose';
import type { CartDoc } from '../data/cart-model.js';

export class Carts {
  constructor(private readonly carts: Model<CartDoc>) {}

  /** Idempotent: replaying user.registered leaves exactly one cart. */
  async prepareFor(userId: string, email: string): Promise<void> {
    await this.carts.updateOne(
      { _id: new Types.ObjectId(userId) },
      { $setOnInsert: { email, items: [] } },
      { upsert: true },
    );
  }

  async itemsOf(userId: string) {
    const cart = await this.carts.findById(new Types.ObjectId(userId)).lean();
    return cart?.items ?? [];
  }

  /** A product that left the catalogue leaves every cart. */
  async dropProduct(productId: string): Promise<void> {
    await this.carts.updateMany({ 'items.productId': productId }, { $pull: { items: { productId } } });
  }
}
