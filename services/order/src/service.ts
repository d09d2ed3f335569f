import { CatalogueClient, consumerCaughtUp, createQueue, createWorker, type ServiceDefinition } from '@minutemart/kit';
import { topics } from '@minutemart/contracts';
import type { OrderConfig } from './config.js';
import { orderModel } from './data/order-model.js';
import { storeModel } from './data/store-model.js';
import { riderShiftModel } from './data/rider-shift-model.js';
import { staffModel } from './data/staff-model.js';
import { feeRuleModel } from './data/fee-rule-model.js';
import { offerModel, redemptionModel, usageModel } from './data/offer-model.js';
import { pricedProductModel } from './data/priced-product-model.js';
import { FeeRuleBook } from './domain/fee-rule-book.js';
import { OfferBook } from './domain/offer-book.js';
import { ProductPrices } from './domain/product-prices.js';
import { Quotes } from './domain/quotes.js';
import { Redemptions } from './domain/redemptions.js';
import { pricingRoutes } from './api/pricing-routes.js';
import { pricingAdminRoutes } from './api/pricing-admin-routes.js';
import { productConsumer } from './events/product-handlers.js';
import { redemptionConsumer } from './events/redemption-handlers.js';
import { AddressBook } from './domain/addresses.js';
import { OutcomeWaiter } from './domain/outcome.js';
import { Transitions } from './domain/transitions.js';
import { Placement } from './domain/placement.js';
import { Payments } from './domain/payments.js';
import { PaymentEvents } from './domain/payment-events.js';
import { Saga } from './domain/saga.js';
import { Fulfilment } from './domain/dark-store/fulfilment.js';
import { OrderQueries } from './domain/queries.js';
import { LiveOrders } from './domain/live-orders.js';
import { EXPIRY_QUEUE, ExpiryScheduler, type ExpiryJob } from './domain/expiry.js';
import { systemClock, type Clock } from './domain/clock.js';
import { StoreDirectory } from './domain/dark-store/store-directory.js';
import { StoreChoice } from './domain/dark-store/store-choice.js';
import { StoreStaff } from './domain/dark-store/store-staff.js';
import { StaffNames } from './domain/dark-store/staff-names.js';
import { RiderGauge, RiderShifts } from './domain/dark-store/rider-shifts.js';
import { riderShiftRoutes } from './api/rider-shift-routes.js';
import { QUEUE_STATES } from './domain/order-states.js';
import { orderRoutes } from './api/order-routes.js';
import { adminRoutes } from './api/admin-routes.js';
import { streamRoutes } from './api/stream-routes.js';
import { promiseRoutes } from './api/promise-routes.js';
import { storeRoutes } from './api/store-routes.js';
import { Substitutions } from './domain/dark-store/substitutions.js';
import { devPaymentRoutes, webhookRoutes } from './api/webhook-routes.js';
import { stockConsumer } from './events/stock-handlers.js';
import { STORES_GROUP, storeConsumer } from './events/store-handlers.js';
import { staffConsumer } from './events/user-handlers.js';
import { startLiveFeed } from './events/live-feed.js';
import { invoicing } from './invoicing.js';
import { BuyAgain } from './domain/buy-again/buy-again.js';
import { buyAgainRoutes } from './api/buy-again-routes.js';
import { Ratings } from './domain/rating/ratings.js';
import { ratingRoutes } from './api/rating-routes.js';

export interface OrderServiceOptions {
  /** Where the service reads the time (promises, deliveries, opening hours); tests drive their own. */
  clock?: Clock;
}

export function orderService(config: OrderConfig, opts: OrderServiceOptions = {}): ServiceDefinition<OrderConfig> {
  const clock = opts.clock ?? systemClock;
  return {
    name: 'order',
    config,
    async setup(rt) {
      const orders = orderModel(rt.db);
      const stores = storeModel(rt.db);
      const shifts = riderShiftModel(rt.db);
      const staff = staffModel(rt.db);
      const feeRules = feeRuleModel(rt.db);
      const offerDocs = offerModel(rt.db);
      const redemptionDocs = redemptionModel(rt.db);
      const usage = usageModel(rt.db);
      const pricedProducts = pricedProductModel(rt.db);
      await Promise.all(
        [orders, stores, shifts, staff, feeRules, offerDocs, redemptionDocs, usage, pricedProducts].map((m: { syncIndexes(): Promise<unknown> }) =>
          m.syncIndexes(),
        ),
      );

      const directory = new StoreDirectory(stores, rt.logger);
      await directory.start(config.STORE_REFRESH_MS);
      const riderGauge = new RiderGauge(shifts, orders);
      const choice = new StoreChoice(
        directory,
        orders,
        {
          pickMinutesPerOrder: config.PICK_MINUTES_PER_ORDER,
          handoverMinutes: config.HANDOVER_MINUTES,
          riderKmph: config.RIDER_KMPH,
          pauseAtMinutes: config.PAUSE_AT_MINUTES,
          resumeAtMinutes: config.RESUME_AT_MINUTES,
          noRiderMinutes: config.NO_RIDER_MINUTES,
        },
        config.DELIVERY_PROMISE_MINUTES,
        clock,
        riderGauge,
      );

      const waiter = new OutcomeWaiter(orders);
      const transitions = new Transitions(
        orders,
        (o, from) => {
          rt.nudgeOutbox({ model: orders, ids: [o._id] });
          waiter.notify(o.orderId, o);
          // A rider took, left with or delivered an order: the store's rider counts moved.
          riderGauge.changed(o.storeId);
          // The store's queue moved: its intake may pause or resume now, not at the next placement.
          if (from !== o.state && (QUEUE_STATES.includes(from) || QUEUE_STATES.includes(o.state))) {
            choice.queueMoved(o.storeId, Number(QUEUE_STATES.includes(o.state)) - Number(QUEUE_STATES.includes(from)));
            choice.evaluateStore(o.storeId).catch((e) => rt.logger.warn({ err: (e as Error).message, storeId: o.storeId }, 'store load not evaluated'));
          }
        },
        clock,
        config.DELIVERY_PROMISE_MINUTES,
      );
      const payments = new Payments(config);
      const queue = createQueue<ExpiryJob>(EXPIRY_QUEUE, rt.redis(), config.QUEUE_PREFIX);
      const expiry = new ExpiryScheduler(queue, orders, config.PAYMENT_TIMEOUT_MS);
      const saga = new Saga(transitions, payments, expiry, rt.logger);
      const paymentEvents = new PaymentEvents(orders, transitions, rt.logger);
      const names = new StaffNames(staff);
      const fulfilment = new Fulfilment(transitions, names);
      const storeStaff = new StoreStaff(orders, transitions, fulfilment);
      const substitutions = new Substitutions(transitions, fulfilment);
      const riderShifts = new RiderShifts(
        shifts,
        orders,
        clock,
        async (caller) => (await fulfilment.staff(caller)).name,
        (riderId, storeId) => {
          rt.nudgeOutbox({ model: shifts, ids: [riderId as never] });
          riderGauge.changed(storeId);
          choice.evaluateStore(storeId).catch((e) => rt.logger.warn({ err: (e as Error).message, storeId }, 'store load not evaluated'));
        },
      );
      const queries = new OrderQueries(orders);
      const documents = await invoicing(rt, config, { orders, stores, queries, clock });
      const fees = new FeeRuleBook(feeRules, rt.logger, (id) => rt.nudgeOutbox({ model: feeRules, ids: [id as never] }));
      await fees.start(config.STORE_REFRESH_MS);
      const offers = new OfferBook(offerDocs, redemptionDocs, (id) => rt.nudgeOutbox({ model: offerDocs, ids: [id] }));
      const prices = new ProductPrices(pricedProducts);
      const redemptions = new Redemptions(offerDocs, redemptionDocs, usage, orders, rt.logger);
      const quotes = new Quotes(prices, fees, offers, redemptions, clock);
      const sweep = setInterval(
        () => void redemptions.sweep().catch((e) => rt.logger.warn({ err: (e as Error).message }, 'redemption sweep failed')),
        config.REDEMPTION_SWEEP_MS,
      );
      sweep.unref();
      const addresses = new AddressBook(config.USER_SERVICE_URL);
      const placement = new Placement(
        orders,
        addresses,
        waiter,
        () => rt.redis(),
        (id, created) => rt.nudgeOutbox({ model: orders, ids: [id], created }),
        { dedupeWindowMs: config.ORDER_DEDUPE_WINDOW_MS, confirmWaitMs: config.ORDER_CONFIRM_WAIT_MS, queuePrefix: config.QUEUE_PREFIX },
        choice,
        clock,
        quotes,
        redemptions,
      );

      const worker = createWorker<ExpiryJob>(
        EXPIRY_QUEUE,
        rt.redis(),
        async (job) => {
          const res = await transitions.apply(job.data.orderId, 'paymentExpired', {
            by: { kind: 'system', id: 'payment-timeout' },
            reason: 'The payment was not completed in time',
            set: { paymentState: 'expired' },
          });
          if (res.applied) await payments.expireSession(res.order.paymentId);
        },
        rt.logger,
        { prefix: config.QUEUE_PREFIX },
      );
      await expiry.rescheduleOpen();

      const live = new LiveOrders(config.ORDER_STREAMS_PER_USER);
      const feed = startLiveFeed({
        kafka: rt.kafka,
        live,
        queries,
        logger: rt.logger,
        groupSuffix: config.KAFKA_GROUP_SUFFIX,
        topicPrefix: config.KAFKA_TOPIC_PREFIX,
        joinTimeoutMs: 15_000,
      });
      const storesReady = consumerCaughtUp({
        what: 'store',
        kafka: rt.kafka,
        groupId: `${STORES_GROUP}${config.KAFKA_GROUP_SUFFIX}`,
        topic: `${config.KAFKA_TOPIC_PREFIX}${topics.store.name}`,
        logger: rt.logger,
        onCaughtUp: () => directory.reload(),
      });
      // Take the topic's end now, so readiness waits for the stores that exist at boot.
      const firstStoresCheck = storesReady().catch(() => undefined);

      const buyAgain = new BuyAgain(orders, directory, new CatalogueClient(config.CATALOGUE_SERVICE_URL, config.CATALOGUE_TIMEOUT_MS));

      const ratings = new Ratings(orders, clock, (id) => rt.nudgeOutbox({ model: orders, ids: [id] }));

      const routes: ServiceRoutes = [
        ['/api/order', streamRoutes(live, queries)],
        // Public, so before the shopper routes (they require a signed-in user for all of /api/order).
        ['/api/order', promiseRoutes(choice, clock)],
        ['/api/order', pricingRoutes({ quotes, placement, addresses })],
        ['/api/order/admin', pricingAdminRoutes({ fees, offers, directory, clock })],
        ['/api/order/admin', adminRoutes({ queries, fulfilment, payments, choice, orders, clock })],
        ['/api/order', storeRoutes(storeStaff, substitutions, directory, choice)],
        ['/api/order', riderShiftRoutes(riderShifts, directory, choice, (id) => rt.nudgeOutbox({ model: stores, ids: [id as never] }))],
        ['/api/order', buyAgainRoutes(buyAgain)],
        ['/api/order', ratingRoutes(ratings, clock)],
        ['/api/order', orderRoutes({ placement, queries, fulfilment, payments })],
      ];
      routes.unshift(...documents.routes);
      if (config.NODE_ENV !== 'production') routes.unshift(['/api/order', devPaymentRoutes(payments, paymentEvents, queries)]);

      return {
        routes,
        beforeJson: (app) => app.use('/api/order', webhookRoutes(payments, paymentEvents)),
        // Asked at every cart change; the gateway's line for it is the one kept at info.
        quietPaths: ['/api/order/quote'],
        outboxModels: [orders, feeRules, offerDocs, stores, shifts],
        consumers: [
          stockConsumer(saga, transitions, substitutions),
          storeConsumer(directory, choice),
          staffConsumer(names),
          productConsumer(prices),
          redemptionConsumer(redemptions),
          documents.consumer,
        ],
        readiness: { feed: async () => void (await feed.started), stores: storesReady },
        onClose: async () => {
          directory.stop();
          fees.stop();
          clearInterval(sweep);
          live.close();
          await firstStoresCheck;
          await feed.stop();
          await worker.close();
          await queue.close();
        },
      };
    },
  };
}

type ServiceRoutes = Awaited<ReturnType<ServiceDefinition<OrderConfig>['setup']>>['routes'];
