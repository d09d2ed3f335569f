import { createHash } from 'node:crypto';
import { Types, type Model } from 'mongoose';
import type { Redis } from 'ioredis';
import { orderPlacedV1, type DeliveryInstructions, type PaymentMethod } from '@minutemart/contracts';
import { HttpError, newEvent, type OutboxEntry } from '@minutemart/kit';
import { newOrderId, type AddressSnapshot, type OrderDoc } from '../data/order-model.js';
import type { AddressBook } from './addresses.js';
import type { OutcomeWaiter } from './outcome.js';
import type { Clock } from './clock.js';
import type { ChosenStore, StoreChoice } from './dark-store/store-choice.js';
import { SOURCE } from './transitions.js';
import type { Quotes } from './quotes.js';
import type { Redemptions } from './redemptions.js';

export interface PlaceOrder {
  userId: string;
  accessToken: string;
  method: PaymentMethod;
  lines: { productId: string; quantity: number }[];
  addressId: string;
  /** The client's Idempotency-Key header, if any. */
  idempotencyKey?: string;
  /** An offer code the shopper entered; refused with its reason rather than dropped. */
  couponCode?: string;
  /**
   * The rider's instructions for this order, in place of the address's. Not part of the request's
   * identity: a retry with an edited note is still the same order.
   */
  instructions?: DeliveryInstructions;
}

export interface PlacementSettings {
  dedupeWindowMs: number;
  confirmWaitMs: number;
  queuePrefix: string;
}

/** While an order is in one of these, the same basket again (no Idempotency-Key) is a repeat of it. */
const STILL_BEING_PLACED: readonly OrderDoc['state'][] = ['pending', 'awaiting_payment', 'confirmed'];

/** Where a placement stands once the saga has answered, or the wait ran out. */
export const isSettled = (o: OrderDoc): boolean => o.state !== 'pending' && !(o.state === 'awaiting_payment' && !o.paymentUrl);

/**
 * Takes an order: which products, how many and which address are the only things believed from the
 * client. Writes it as `pending` with its order.placed event (outbox); the catalogue answers by
 * holding stock or refusing, and this waits a moment for that answer so the shopper hears it.
 */
export class Placement {
  constructor(
    private readonly orders: Model<OrderDoc>,
    private readonly addresses: AddressBook,
    private readonly waiter: OutcomeWaiter,
    private readonly redis: () => Redis,
    /** Points the outbox relay at the new order, with its events so they leave at once. */
    private readonly nudge: (id: Types.ObjectId, created: OutboxEntry[]) => void,
    private readonly settings: PlacementSettings,
    private readonly stores: StoreChoice,
    private readonly clock: Clock,
    private readonly quotes: Quotes,
    private readonly redemptions: Redemptions,
  ) {}

  /**
   * The store that serves the address, or a refusal a shopper can act on: nobody delivers there
   * (422, with the nearest served area), or the stores that do cannot take an order now (409).
   */
  async chooseStore(pincode: string): Promise<ChosenStore> {
    const answer = await this.stores.forPincode(pincode);
    if (answer.available) return answer;
    if (!answer.serviceable) throw new HttpError(422, answer.message, { pincode, serviceable: false, nearest: answer.nearest });
    throw new HttpError(409, answer.message, {
      pincode,
      serviceable: true,
      storeId: answer.storeId,
      storeName: answer.storeName,
      reason: answer.reason,
      opensAt: answer.opensAt,
    });
  }

  async place(input: PlaceOrder): Promise<OrderDoc> {
    const lines = mergeLines(input.lines);
    const couponCode = input.couponCode?.trim().toUpperCase() || undefined;
    const requestHash = hashRequest(input.method, lines, input.addressId, couponCode);
    // Both lookups at once (they are the placement's two round trips); a repeated key still wins over
    // an address problem, so a retry answers with its first order even if the address went since.
    const [earlier, looked] = await Promise.all([
      input.idempotencyKey ? this.orders.findOne({ idempotencyKey: `${input.userId}:${input.idempotencyKey}` }).lean<OrderDoc>() : null,
      this.addresses.activeAddress(input.accessToken, input.addressId).then(
        (address) => ({ address }),
        (error: unknown) => ({ error }),
      ),
    ]);
    if (earlier) return this.sameRequest(earlier, requestHash);
    if ('error' in looked) throw looked.error;
    const { address } = looked;
    const store = await this.chooseStore(address.pincode);
    // The same pricing as the quote: what the shopper was shown is what the order is fixed with.
    const { quote, pricing, claims } = await this.quotes.price({ userId: input.userId, store, lines, couponCode });
    // A code used up is a conflict (as when the last one is taken while claiming); any other refusal is the request's.
    if (quote.coupon && !quote.coupon.applied)
      throw new HttpError(quote.coupon.refusal === 'exhausted' ? 409 : 422, quote.coupon.message, { coupon: quote.coupon });
    // Products the quote could not price are the catalogue's to refuse; the minimum is judged on the others only when there are none.
    if (quote.minimumOrder && quote.minimumOrder.shortfallPaise > 0 && quote.unpriced.length === 0) {
      throw new HttpError(422, quote.blocker!, { minimumOrder: quote.minimumOrder });
    }

    const orderId = newOrderId();
    if (!input.idempotencyKey && this.settings.dedupeWindowMs > 0) {
      // A double click or a retried request without a key: the first order wins for a short window.
      const key = `${this.settings.queuePrefix}:order-dedupe:${input.userId}:${requestHash}`;
      const claimed = await this.redis().set(key, orderId, 'PX', this.settings.dedupeWindowMs, 'NX');
      if (claimed !== 'OK') {
        const firstId = await this.redis().get(key);
        const first = firstId ? await this.waitToExist(firstId) : null;
        // Only an order still being placed is "the same order again"; once it was cancelled,
        // refused or already moved on by the store, the same basket is a new order.
        if (first && STILL_BEING_PLACED.includes(first.state)) return this.settle(first);
        await this.redis().set(key, orderId, 'PX', this.settings.dedupeWindowMs);
      }
    }

    const now = this.clock();
    // Redeemed before the order exists (a refusal leaves nothing behind); given back if it is never written.
    const held = await this.redemptions.claim(orderId, input.userId, claims, now);
    pricing.offers = pricing.offers.map((o, i) => ({ ...o, claimedPaise: held[i] ?? 0 }));
    const doc = {
      _id: new Types.ObjectId(),
      orderId,
      userId: new Types.ObjectId(input.userId),
      storeId: store.storeId,
      storeName: store.storeName,
      state: 'pending' as const,
      seq: 1,
      paymentMethod: input.method,
      paymentState: input.method === 'cod' ? ('cod_due' as const) : ('awaiting' as const),
      paymentId: '',
      paymentUrl: '',
      lines,
      items: [],
      totals: null,
      pricing,
      delivery_address: withInstructions(address, input.instructions),
      idempotencyKey: input.idempotencyKey ? `${input.userId}:${input.idempotencyKey}` : `auto:${orderId}`,
      requestHash,
      history: [{ seq: 1, state: 'pending' as const, at: now, by: { kind: 'shopper' as const, id: input.userId } }],
      unavailable: [],
      paymentEvents: [],
      promisedMinutes: store.minutes,
      distanceKm: store.distanceKm,
      confirmedAt: null,
      promisedAt: null,
      deliveredAt: null,
      picker: null,
      rider: null,
      refunds: [],
      createdAt: now,
      // Real time, not the injectable clock: it is the live stream's cursor, like every later update's.
      updatedAt: new Date(),
      _outbox: [
        newEvent(orderPlacedV1, SOURCE, orderId, {
          orderId,
          userId: input.userId,
          storeId: store.storeId,
          paymentMethod: input.method,
          lines,
          at: now.toISOString(),
        }),
      ],
    };
    try {
      await this.orders.collection.insertOne(doc as never);
    } catch (e) {
      await this.redemptions.release(orderId);
      // The same Idempotency-Key raced in twice: the one that got in is the order.
      if ((e as { code?: number }).code === 11000 && input.idempotencyKey) {
        const earlier = await this.orders.findOne({ idempotencyKey: doc.idempotencyKey }).lean<OrderDoc>();
        if (earlier) return this.sameRequest(earlier, requestHash);
      }
      throw e;
    }
    this.nudge(doc._id, doc._outbox);
    const { _outbox, ...written } = doc; // as a read would see it: the outbox is never selected
    return this.settle(written as unknown as OrderDoc, true);
  }

  private async sameRequest(earlier: OrderDoc, requestHash: string): Promise<OrderDoc> {
    if (earlier.requestHash !== requestHash) {
      throw new HttpError(422, 'This Idempotency-Key was already used for a different order');
    }
    return this.settle(earlier);
  }

  /** `justWritten`: `order` is what this request has just inserted, the freshest copy there is. */
  private async settle(order: OrderDoc, justWritten = false): Promise<OrderDoc> {
    if (isSettled(order)) return order;
    return (await this.waiter.waitFor(order.orderId, isSettled, this.settings.confirmWaitMs, justWritten ? order : undefined)) ?? order;
  }

  private async waitToExist(orderId: string): Promise<OrderDoc | null> {
    return this.waiter.waitFor(orderId, () => true, 2_000);
  }
}

/** The order's copy of the address carries the instructions given for it, else the address's own. */
function withInstructions(address: AddressSnapshot, given: DeliveryInstructions | undefined): AddressSnapshot {
  const { instructions, ...rest } = address;
  const chosen = given ?? instructions;
  return chosen ? { ...rest, instructions: chosen } : rest;
}

/** The same product twice is one line. */
export function mergeLines(lines: PlaceOrder['lines']): PlaceOrder['lines'] {
  const merged = new Map<string, number>();
  for (const l of lines) merged.set(l.productId, (merged.get(l.productId) ?? 0) + l.quantity);
  return [...merged].map(([productId, quantity]) => ({ productId, quantity }));
}

function hashRequest(method: PaymentMethod, lines: PlaceOrder['lines'], addressId: string, couponCode?: string): string {
  const sorted = [...lines].sort((a, b) => a.productId.localeCompare(b.productId));
  // Without a code the hash is what it was before codes existed, so earlier keys still match their orders.
  const canonical = JSON.stringify(couponCode ? [method, addressId, sorted, couponCode] : [method, addressId, sorted]);
  return createHash('sha256').update(canonical).digest('hex').slice(0, 32);
}
