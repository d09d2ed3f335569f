import { Types, type Model } from 'mongoose';
import { cartItemAddedV1, cartItemRemovedV1, cartQuantityChangedV1 } from '@minutemart/contracts';
import { badRequest, conflict, newEvent, notFound } from '@minutemart/kit';
import type { CartDoc, CartItem } from '../data/cart-model.js';
import type { ProductCatalog, ProductView } from './product-catalog.js';

export const SOURCE = 'cart-service';
const ITEM_NOT_FOUND = 'Cart item not found';
const PRODUCT_NOT_FOUND = 'Product not found';
/** Optimistic retries when the same cart changes between our read and our conditional write. */
const ATTEMPTS = 3;

export interface CartLineView {
  _id: string;
  quantity: number;
  productId: ProductView;
  userId: string;
  createdAt: Date;
}

export interface QuantityResult {
  item: { _id: string; quantity: number; productId: string; userId: string };
  /** Set when the asked quantity was more than the stock and the stock was used instead. */
  cappedAt?: number;
}

const oid = (id: string) => new Types.ObjectId(id);

/**
 * Shopping carts. Every write is one conditional update of the shopper's cart document that also
 * appends the event describing it to the document's outbox, so state and event never disagree.
 * Every query is scoped by the caller's id: another shopper's item is simply not found (404).
 */
export class Carts {
  constructor(
    private readonly carts: Model<CartDoc>,
    private readonly catalog: ProductCatalog,
    private readonly opts: { maxItems: number; onEvents: () => void },
  ) {}

  /** Idempotent: replaying user.registered leaves exactly one cart. */
  async prepareFor(userId: string, email: string): Promise<void> {
    await this.carts.updateOne({ _id: oid(userId) }, { $setOnInsert: { email, items: [] } }, { upsert: true });
  }

  /** The cart's lines, each with its product; a product that is no longer sold is never shown. */
  async itemsOf(userId: string): Promise<CartLineView[]> {
    const cart = await this.carts.findById(oid(userId), { items: 1 }).lean();
    const items = cart?.items ?? [];
    const products = await this.catalog.availableMany([...new Set(items.map((i) => i.productId))]);
    return items.flatMap((i) => {
      const product = products.get(i.productId);
      return product ? [{ _id: String(i._id), quantity: i.quantity, productId: product, userId, createdAt: i.addedAt }] : [];
    });
  }

  async add(userId: string, email: string, productId: string) {
    const product = await this.catalog.available(productId);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    if (product.stock <= 0) throw badRequest('Out of stock');

    const item: CartItem = { _id: new Types.ObjectId(), productId, quantity: 1, addedAt: new Date() };
    const event = newEvent(cartItemAddedV1, SOURCE, userId, {
      userId,
      itemId: String(item._id),
      productId,
      quantity: 1,
      price: product.price,
      discount: product.discount,
    });
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      // Not already in the cart and the cart not full: checked and written in one update.
      const res = await this.carts.updateOne(
        { _id: oid(userId), 'items.productId': { $ne: productId }, [`items.${this.opts.maxItems - 1}`]: { $exists: false } },
        { $push: { items: item, _outbox: event } },
      );
      if (res.matchedCount === 1) {
        this.opts.onEvents();
        return { _id: String(item._id), quantity: item.quantity, productId, userId, createdAt: item.addedAt };
      }
      const cart = await this.carts.findById(oid(userId), { items: 1 }).lean();
      // No cart yet (user.registered not consumed yet, or a user older than this service).
      if (!cart) await this.prepareFor(userId, email);
      else if (cart.items.some((i) => i.productId === productId)) throw badRequest('Item already in cart');
      else if (cart.items.length >= this.opts.maxItems) throw badRequest(`Your cart can hold up to ${this.opts.maxItems} different products`);
    }
    throw conflict('Your cart changed at the same time, please try again');
  }

  /** Set a line's quantity, never above the product's stock. */
  async setQuantity(userId: string, itemId: string, qty: number): Promise<QuantityResult> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const item = await this.itemOf(userId, itemId);
      const product = await this.catalog.available(item.productId);
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      if (product.stock <= 0) throw badRequest('Out of stock');
      const quantity = Math.min(qty, product.stock);
      const result: QuantityResult = {
        item: { _id: itemId, quantity, productId: item.productId, userId },
        ...(quantity < qty ? { cappedAt: quantity } : {}),
      };
      if (quantity === item.quantity) return result;

      const event = newEvent(cartQuantityChangedV1, SOURCE, userId, {
        userId,
        itemId,
        productId: item.productId,
        previousQuantity: item.quantity,
        quantity,
      });
      // Conditional on the quantity we read, so the event's previousQuantity is exact.
      const res = await this.carts.updateOne(
        { _id: oid(userId), items: { $elemMatch: { _id: item._id, quantity: item.quantity } } },
        { $set: { 'items.$[line].quantity': quantity }, $push: { _outbox: event } },
        { arrayFilters: [{ 'line._id': item._id }] },
      );
      if (res.matchedCount === 1) {
        this.opts.onEvents();
        return result;
      }
    }
    throw conflict('Your cart changed at the same time, please try again');
  }

  async remove(userId: string, itemId: string): Promise<{ _id: string }> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const item = await this.itemOf(userId, itemId);
      if (await this.pull(oid(userId), item, 'removed')) return { _id: itemId };
    }
    throw conflict('Your cart changed at the same time, please try again');
  }

  /** A product that was deleted or unpublished leaves every cart (each cart gets its own event). */
  async dropProduct(productId: string): Promise<number> {
    let dropped = 0;
    for (let stalled = 0; stalled < ATTEMPTS; ) {
      const carts = await this.carts.find({ 'items.productId': productId }, { items: 1 }).limit(200).lean();
      if (carts.length === 0) return dropped;
      let progress = 0;
      for (const cart of carts) {
        for (const item of cart.items.filter((i) => i.productId === productId)) {
          if (await this.pull(cart._id, item, 'product_unavailable')) progress++;
        }
      }
      dropped += progress;
      if (progress === 0) stalled++;
    }
    // Lines that kept changing under us: fail, so the consumer retries the event.
    throw new Error(`product ${productId} is still in some carts`);
  }

  private async itemOf(userId: string, itemId: string): Promise<CartItem> {
    const itemOid = oid(itemId);
    const cart = await this.carts.findOne({ _id: oid(userId), 'items._id': itemOid }, { items: 1 }).lean();
    const item = cart?.items.find((i) => i._id.equals(itemOid));
    if (!item) throw notFound(ITEM_NOT_FOUND);
    return item;
  }

  /** Remove exactly the line we read (same quantity), with its event; false if it changed meanwhile. */
  private async pull(cartId: Types.ObjectId, item: CartItem, reason: 'removed' | 'product_unavailable'): Promise<boolean> {
    const userId = String(cartId);
    const event = newEvent(cartItemRemovedV1, SOURCE, userId, {
      userId,
      itemId: String(item._id),
      productId: item.productId,
      quantity: item.quantity,
      reason,
    });
    const res = await this.carts.updateOne(
      { _id: cartId, items: { $elemMatch: { _id: item._id, quantity: item.quantity } } },
      { $pull: { items: { _id: item._id } }, $push: { _outbox: event } },
    );
    if (res.matchedCount === 1) this.opts.onEvents();
    return res.matchedCount === 1;
  }
}
