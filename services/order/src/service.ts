import type { ServiceDefinition } from '@minutemart/kit';
import type { OrderConfig } from './config.js';
import { orderModel } from './data/order-model.js';
import { Orders } from './domain/orders.js';
import { orderRoutes } from './api/order-routes.js';

export function orderService(config: OrderConfig): ServiceDefinition<OrderConfig> {
  return {
    name: 'order',
    config,
    async setup(rt) {
      const orders = orderModel(rt.db);
      await orders.syncIndexes();
      return {
        routes: [['/api/order', orderRoutes(new Orders(orders))]],
        // Placement (cash on delivery, card checkout) will write order events through this outbox.
        outboxModels: [orders],
      };
    },
  };
}
