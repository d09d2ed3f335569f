import { topics } from '@minutemart/contracts';
import { CatalogueClient, type ServiceDefinition } from '@minutemart/kit';
import type { CartConfig } from './config.js';
import { cartModel } from './data/cart-model.js';
import { productModel } from './data/product-model.js';
import { Carts } from './domain/carts.js';
import { ProductCatalog } from './domain/product-catalog.js';
import { ShoppableProducts } from './domain/shoppable-products.js';
import { cartRoutes } from './api/cart-routes.js';
import { cartConsumers, PRODUCTS_GROUP } from './events/handlers.js';
import { productsCaughtUp, rewindIfFirstBuild } from './events/product-feed.js';

export function cartService(config: CartConfig): ServiceDefinition<CartConfig> {
  return {
    name: 'cart',
    config,
    async setup(rt) {
      const carts = cartModel(rt.db);
      const products = productModel(rt.db);
      await Promise.all([carts.syncIndexes(), products.syncIndexes()]);

      const catalog = new ProductCatalog(products);
      const shoppable = new ShoppableProducts(catalog, new CatalogueClient(config.CATALOGUE_SERVICE_URL, config.CATALOGUE_TIMEOUT_MS), rt.logger);
      const domain = new Carts(carts, shoppable, { maxItems: config.CART_MAX_ITEMS, onEvents: () => rt.nudgeOutbox() });

      const feed = {
        kafka: rt.kafka,
        db: rt.db,
        groupId: `${PRODUCTS_GROUP}${config.KAFKA_GROUP_SUFFIX}`,
        // The name the kit subscribes to: a test stack prefixes every topic.
        topic: `${config.KAFKA_TOPIC_PREFIX}${topics.product.name}`,
        logger: rt.logger,
      };
      await rewindIfFirstBuild({ ...feed, timeoutMs: config.REWIND_TIMEOUT_MS });
      const caughtUp = productsCaughtUp(feed);
      // Take the topic's end now, so readiness waits for the events that exist at boot.
      const firstCheck = caughtUp().catch(() => undefined);

      return {
        routes: [['/api/cart', cartRoutes(domain)]],
        outboxModels: [carts],
        consumers: cartConsumers(domain, catalog),
        readiness: { products: caughtUp },
        onClose: async () => {
          await firstCheck;
        },
      };
    },
  };
}
