import type { ServiceDefinition } from '@minutemart/kit';
import type { CartConfig } from './config.js';
import { cartModel } from './data/cart-model.js';
import { Carts } from './domain/carts.js';
import { cartRoutes } from './api/cart-routes.js';
import { cartConsumers } from './events/handlers.js';

export function cartService(config: CartConfig): ServiceDefinition<CartConfig> {
  return {
    name: 'cart',
    config,
    async setup(rt) {
      const model = cartModel(rt.db);
      await model.syncIndexes();
      const carts = new Carts(model);
      return {
        routes: [['/api/cart', cartRoutes(carts)]],
        consumers: cartConsumers(carts),
      };
    },
  };
}
