import { Types, type Model } from 'mongoose';
import { cartCheckedOutV1, cartItemAddedV1, cartItemRemovedV1, cartQuantityChangedV1 } from '@minutemart/contracts';
import { badRequest, conflict, newEvent, notFound } from '@minutemart/kit';
import type { CartDoc, CartItem } from '../data/cart-model.js';
import type { ProductView } from './product-catalog.js';

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

/** One line of a cart kept in the browser before sign-in. */
export interface GuestLine {
  productId: string;
  quantity: number;
}

/** What a merge did, line by line, so the shopper can be told about what could not come along. */
export interface MergeReport {
  added: number;
  raised: number;
  /** Lines that wanted more than the stock: they got the stock. */
  capped: { productId: string; quantity: number }[];
  /** Lines left out: the product is gone or sold out, or the cart is full. */
  skipped: { productId: string; reason: 'unavailable' | 'out_of_stock' | 'cart_full' }[];
}

export interface QuantityResult {
  item: { _id: string; quantity: number; productId: string; userId: string };
  /** Set when the asked quantity was more than the stock and the stock was used instead. */
  cappedAt?: number;
}

const oid = (id: string) => new Types.ObjectId(id);

/** Where carts find the products shoppers may buy (ShoppableProducts: the read model, then the catalogue). */
export interface ProductSource {
  available(id: string): Promise<ProductView | null>;
  availableMany(ids: string[]): Promise<Map<string, ProductView>>;
}

/**
 * Shopping carts. Every write is one conditional update of the shopper's cart document that also
 * appends the event describing it to the document's outbox, so state and event never disagree.
 * Every query is scoped by the caller's id: another shopper's item is simply not found (404).
 */
export class Carts {
  constructor(
    private readonly carts: Model<CartDoc>,
    private readonly catalog: ProductSource,
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

  /**
   * Brings a guest's browser cart into the shopper's cart at sign-in. A product already in the cart
   * keeps the larger of the two quantities (not the sum: a merge sent twice, e.g. retried after a
   * lost answer, changes nothing the second time); every quantity stays within the stock. Products
   * no longer sold or sold out are left out, and so are new lines beyond CART_MAX_ITEMS. One
   * conditional write of the whole cart with an event per changed line.
   */
  async merge(userId: string, email: string, guest: GuestLine[]): Promise<MergeReport> {
    const wanted = new Map<string, number>();
    for (const l of guest) wanted.set(l.productId, Math.max(wanted.get(l.productId) ?? 0, l.quantity));
    const products = await this.catalog.availableMany([...wanted.keys()]);

    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const cart = await this.carts.findById(oid(userId), { items: 1, updatedAt: 1 }).lean();
      if (!cart) {
        await this.prepareFor(userId, email);
        continue;
      }
      const report: MergeReport = { added: 0, raised: 0, capped: [], skipped: [] };
      const items = cart.items.map((i) => ({ ...i }));
      const events: ReturnType<typeof newEvent>[] = [];
      for (const [productId, quantity] of wanted) {
        const product = products.get(productId);
        if (!product) {
          report.skipped.push({ productId, reason: 'unavailable' });
          continue;
        }
        if (product.stock <= 0) {
          report.skipped.push({ productId, reason: 'out_of_stock' });
          continue;
        }
        const line = items.find((i) => i.productId === productId);
        const target = Math.min(Math.max(quantity, line?.quantity ?? 0), product.stock);
        if (target < quantity) report.capped.push({ productId, quantity: target });
        if (line) {
          if (target <= line.quantity) continue;
          events.push(
            newEvent(cartQuantityChangedV1, SOURCE, userId, { userId, itemId: String(line._id), productId, previousQuantity: line.quantity, quantity: target }),
          );
          line.quantity = target;
          report.raised++;
        } else {
          if (items.length >= this.opts.maxItems) {
            report.skipped.push({ productId, reason: 'cart_full' });
            continue;
          }
          const item: CartItem = { _id: new Types.ObjectId(), productId, quantity: target, addedAt: new Date() };
          events.push(
            newEvent(cartItemAddedV1, SOURCE, userId, {
              userId,
              itemId: String(item._id),
              productId,
              quantity: target,
              price: product.price,
              discount: product.discount,
            }),
          );
          items.push(item);
          report.added++;
        }
      }
      if (events.length === 0) return report;
      // Conditional on the cart being as read: a change in between makes it miss and we read again.
      const res = await this.carts.updateOne({ _id: cart._id, updatedAt: cart.updatedAt }, { $set: { items }, $push: { _outbox: { $each: events } } });
      if (res.matchedCount === 1) {
        this.opts.onEvents();
        return report;
      }
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
    for (let stalled = 0; stalled < ATTEMPTS;) {
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

  /**
   * An order was confirmed: take what it bought out of the cart. A line the shopper raised since
   * placing keeps the difference. One conditional write per cart, remembered by order id.
   */
  async checkedOut(userId: string, orderId: string, lines: { productId: string; quantity: number }[]): Promise<void> {
    const ordered = new Map(lines.map((l) => [l.productId, l.quantity]));
    for (let attempt = 0; attempt < ATTEMPTS * 3; attempt++) {
      const cart = await this.carts
        .findOne({ _id: oid(userId) })
        .select('+checkedOut')
        .lean();
      if (!cart || cart.checkedOut?.includes(orderId)) return;
      const items = cart.items.flatMap((i) => {
        const bought = ordered.get(i.productId) ?? 0;
        if (bought === 0) return [i];
        return i.quantity > bought ? [{ ...i, quantity: i.quantity - bought }] : [];
      });
      const event = newEvent(cartCheckedOutV1, SOURCE, userId, { userId, orderId, lines });
      const res = await this.carts.updateOne(
        { _id: cart._id, updatedAt: cart.updatedAt, checkedOut: { $ne: orderId } },
        { $set: { items }, $push: { checkedOut: { $each: [orderId], $slice: -50 }, _outbox: event } },
      );
      if (res.matchedCount === 1) {
        this.opts.onEvents();
        return;
      }
    }
    throw new Error(`cart of ${userId} kept changing; will retry`);
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
