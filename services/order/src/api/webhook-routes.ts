import express, { Router } from 'express';
import type Stripe from 'stripe';
import { badRequest, handle, notFound, ok, parseInput, requireAuth, userId } from '@minutemart/kit';
import type { Payments } from '../domain/payments.js';
import type { PaymentEvents } from '../domain/payment-events.js';
import type { OrderQueries } from '../domain/queries.js';
import { devPayBody } from './schemas.js';

const STRIPE_EVENT_OF = { paid: 'checkout.session.completed', failed: 'checkout.session.async_payment_failed', expired: 'checkout.session.expired' } as const;

/**
 * POST /api/order/webhook: public (Stripe calls it), mounted before JSON parsing because the
 * signature covers the exact raw bytes. Anything unsigned, wrongly signed or older than the
 * tolerance is a 400 and changes nothing.
 */
export function webhookRoutes(payments: Payments, events: PaymentEvents): Router {
  const r = Router();
  r.post(
    '/webhook',
    express.raw({ type: () => true, limit: '512kb' }),
    handle(async (req, res) => {
      const signature = req.get('stripe-signature');
      if (!signature) throw badRequest('Missing Stripe-Signature header');
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      let event: Stripe.Event;
      try {
        event = payments.verifyEvent(raw, signature);
      } catch (e) {
        throw badRequest(`Webhook signature verification failed: ${(e as Error).message.split('\n')[0]}`);
      }
      const outcome = await events.handle(event);
      ok(res, { received: true, outcome }, `webhook ${outcome}`);
    }),
  );
  return r;
}

/**
 * POST /api/order/dev/pay (never in production): stripe-mock cannot call webhooks, so the test
 * payment page asks us to sign the event Stripe would send and apply it through the same
 * verification and handling as the webhook.
 */
export function devPaymentRoutes(payments: Payments, events: PaymentEvents, queries: OrderQueries): Router {
  const r = Router();
  r.post(
    '/dev/pay',
    requireAuth,
    handle(async (req, res) => {
      const { orderId, outcome } = parseInput(devPayBody, req.body);
      const order = await queries.details(orderId, req.auth!);
      if (order.userId !== userId(req)) throw notFound('Order not found');
      const session = {
        id: `cs_test_dev_${order.orderId.slice(4)}`,
        object: 'checkout.session',
        client_reference_id: order.orderId,
        metadata: { orderId: order.orderId },
        amount_total: order.totals?.grandTotalPaise ?? 0,
        currency: 'inr',
        payment_status: outcome === 'paid' ? 'paid' : 'unpaid',
        status: outcome === 'expired' ? 'expired' : 'complete',
      };
      const payload = JSON.stringify({
        id: `evt_dev_${Date.now()}_${Math.random().toString(36).slice(2, 10)}`,
        object: 'event',
        type: STRIPE_EVENT_OF[outcome],
        data: { object: session },
      });
      const event = payments.verifyEvent(Buffer.from(payload), payments.signForTest(payload));
      const applied = await events.handle(event);
      ok(res, await queries.view(order.orderId), `test payment ${applied}`);
    }),
  );
  return r;
}
