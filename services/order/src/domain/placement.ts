import { createHash } from 'node:crypto';
import { Types, type Model } from 'mongoose';
import type { Redis } from 'ioredis';
import { orderPlacedV1, type PaymentMethod } from '@minutemart/contracts';
import { HttpError, newEvent, type OutboxEntry } from '@minutemart/kit';
import { newOrderId, type OrderDoc } from '../data/order-model.js';
import type { AddressBook } from './addresses.js';
import type { OutcomeWaiter } from './outcome.js';
import type { Clock } from './clock.js';
import type { ChosenStore, StoreChoice } from './store-choice.js';
import { SOURCE } from './transitions.js';

export interface PlaceOrder {
  userId: string;
  accessToken: string;
  method: PaymentMethod;
  lines: { productId: string; quantity: number }[];
  addressId: string;
  /** The client's Idempotency-Key header, if any. */
  idempotencyKey?: string;
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
  ) {}

  /**
   * The store that serves the address, or a refusal a shopper can act on: nobody delivers there
   * (422, with the nearest served area), or the stores that do cannot take an order now (409).
   */
  async chooseStore(pincode: string): Promise<ChosenStore> {
    const answer = await this.stores.forPincode(pincode);
    if (answer.available) return answer;
    if (!answer.serviceable) throw new HttpError(422, answer.message, { pincode, serviceable: false, nearest: answer.nearest });
    throw new HttpError(409, answer.message, { pincode, serviceable: true, storeId: answer.storeId, storeName: answer.storeName, reason: answer.reason, opensAt: answer.opensAt });
  }

  async place(input: PlaceOrder): Promise<OrderDoc> {
    const lines = mergeLines(input.lines);
    const requestHash = hashRequest(input.method, lines, input.addressId);
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
      delivery_address: address,
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
      _outbox: [newEvent(orderPlacedV1, SOURCE, orderId, { orderId, userId: input.userId, storeId: store.storeId, paymentMethod: input.method, lines, at: now.toISOString() })],
    };
    try {
      await this.orders.collection.insertOne(doc as never);
    } catch (e) {
      // The same Idempotency-Key raced in twice: the one that got in is the order.
      if ((e as { code?: number }).code === 11000 && input.idempotencyKey) {
        const earlier = await this.orders.findOne({ idempotencyKey: doc.idempotencyKey }).lean<OrderDoc>();
        if (earlier) return this.sameRequest(earlier, requestHash);
      }
      throw e;
    }
    this.nudge(doc._id, doc._outbox);
    return this.settle(doc as unknown as OrderDoc);
  }

  private async sameRequest(earlier: OrderDoc, requestHash: string): Promise<OrderDoc> {
    if (earlier.requestHash !== requestHash) {
      throw new HttpError(422, 'This Idempotency-Key was already used for a different order');
    }
    return this.settle(earlier);
  }

  private async settle(order: OrderDoc): Promise<OrderDoc> {
    if (isSettled(order)) return order;
    return (await this.waiter.waitFor(order.orderId, isSettled, this.settings.confirmWaitMs)) ?? order;
  }

  private async waitToExist(orderId: string): Promise<OrderDoc | null> {
    return this.waiter.waitFor(orderId, () => true, 2_000);
  }
}

/** The same product twice is one line. */
function mergeLines(lines: PlaceOrder['lines']): PlaceOrder['lines'] {
  const merged = new Map<string, number>();
  for (const l of lines) merged.set(l.productId, (merged.get(l.productId) ?? 0) + l.quantity);
  return [...merged].map(([productId, quantity]) => ({ productId, quantity }));
}

function hashRequest(method: PaymentMethod, lines: PlaceOrder['lines'], addressId: string): string {
  const canonical = JSON.stringify([method, addressId, [...lines].sort((a, b) => a.productId.localeCompare(b.productId))]);
  return createHash('sha256').update(canonical).digest('hex').slice(0, 32);
}
