import Stripe from 'stripe';
import type { OrderConfig } from '../config.js';
import type { OrderDoc } from '../data/order-model.js';

/** Stripe requires a checkout session to live between 30 minutes and 24 hours. */
const MIN_SESSION_S = 30 * 60 + 60;

export interface CheckoutSession {
  id: string;
  url: string;
}

/**
 * The payment provider, through the official SDK. Against stripe-mock (dev and tests) the hosted
 * payment page does not exist, so the shopper is sent to our own test payment page instead.
 */
export class Payments {
  readonly stripe: Stripe;
  private readonly mockPage: boolean;

  constructor(private readonly config: OrderConfig) {
    const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : undefined;
    this.stripe = new Stripe(config.STRIPE_SECRET_KEY, {
      maxNetworkRetries: 2,
      timeout: 10_000,
      ...(base
        ? { host: base.hostname, port: base.port || (base.protocol === 'https:' ? 443 : 80), protocol: base.protocol === 'https:' ? 'https' : 'http' }
        : {}),
    });
    this.mockPage = Boolean(base) && config.NODE_ENV !== 'production';
  }

  /**
   * One session per order: the SDK's idempotency key makes a retried creation return the first.
   * Its lines are the order's breakdown: each item, each fee charged as a line of its own, and the
   * offers as one coupon for their sum (Checkout takes no negative line), so Stripe's total is the
   * order's to the paisa.
   */
  async createSession(order: Pick<OrderDoc, 'orderId' | 'items' | 'userId' | 'pricing'>): Promise<CheckoutSession> {
    const publicBase = this.config.PUBLIC_BASE_URL.replace(/\/$/, '');
    const breakdown = order.pricing?.breakdown;
    const fees = (breakdown?.fees ?? []).filter((f) => f.amountPaise > 0);
    const discountPaise = breakdown?.discountPaise ?? 0;
    const coupon =
      discountPaise > 0
        ? await this.stripe.coupons.create(
            {
              amount_off: discountPaise,
              currency: 'inr',
              duration: 'once',
              max_redemptions: 1,
              name: discountName(breakdown!.discounts),
              metadata: { orderId: order.orderId },
            },
            { idempotencyKey: `coupon-${order.orderId}` },
          )
        : null;
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: order.orderId,
        metadata: { orderId: order.orderId, userId: String(order.userId) },
        payment_intent_data: { metadata: { orderId: order.orderId } },
        line_items: [
          ...order.items.map((i) => ({
            quantity: i.quantity,
            price_data: {
              currency: 'inr',
              unit_amount: i.unitPricePaise,
              product_data: { name: i.name, ...(i.image[0]?.startsWith('http') ? { images: [i.image[0]] } : {}) },
            },
          })),
          ...fees.map((f) => ({
            quantity: 1,
            price_data: { currency: 'inr', unit_amount: f.amountPaise, product_data: { name: f.label, description: f.reason, metadata: { fee: f.kind } } },
          })),
        ],
        ...(coupon ? { discounts: [{ coupon: coupon.id }] } : {}),
        success_url: `${publicBase}/success?text=Payment&order=${encodeURIComponent(order.orderId)}`,
        cancel_url: `${publicBase}/cancel?order=${encodeURIComponent(order.orderId)}`,
        expires_at: Math.floor(Date.now() / 1000) + Math.max(MIN_SESSION_S, Math.ceil(this.config.PAYMENT_TIMEOUT_MS / 1000)),
      },
      { idempotencyKey: `checkout-${order.orderId}` },
    );
    const url = this.mockPage
      ? `${publicBase}/pay/mock?order=${encodeURIComponent(order.orderId)}&session=${encodeURIComponent(session.id)}`
      : (session.url ?? '');
    return { id: session.id, url };
  }

  /** Best effort: a session we gave up on should not take money any more. */
  async expireSession(sessionId: string): Promise<void> {
    if (!sessionId) return;
    await this.stripe.checkout.sessions.expire(sessionId).catch(() => undefined);
  }

  /** Throws when the signature is wrong, or older than the tolerance (replays). */
  verifyEvent(rawBody: Buffer, signature: string): Stripe.Event {
    return this.stripe.webhooks.constructEvent(rawBody, signature, this.config.STRIPE_WEBHOOK_SECRET, this.config.STRIPE_WEBHOOK_TOLERANCE_S);
  }

  /** Signs a payload as Stripe would; for tests and the development payment page only. */
  signForTest(payload: string): string {
    return this.stripe.webhooks.generateTestHeaderString({ payload, secret: this.config.STRIPE_WEBHOOK_SECRET });
  }
}

/** Stripe shows a coupon's name on the payment page; it allows 40 characters. */
function discountName(discounts: { title: string; code: string | null }[]): string {
  const name = discounts.map((d) => d.code ?? d.title).join(' + ') || 'Offers';
  return name.length > 40 ? `${name.slice(0, 39)}…` : name;
}
