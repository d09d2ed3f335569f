import type { Model } from 'mongoose';
import type { ConsumerSpec, Runtime } from '@minutemart/kit';
import type { Router } from 'express';
import type { OrderDoc } from './data/order-model.js';
import type { StoreDoc } from './data/store-model.js';
import { documentCounterModel, invoiceInputModel, taxDocumentModel } from './data/invoice-model.js';
import type { Clock } from './domain/clock.js';
import { DocumentNumbers } from './domain/document-numbers.js';
import { DocumentStore } from './domain/document-store.js';
import { Invoices } from './domain/invoices.js';
import type { OrderQueries } from './domain/queries.js';
import { internalOrderRoutes, invoiceRoutes } from './api/invoice-routes.js';
import { invoiceConsumer } from './events/invoice-handlers.js';

export interface InvoicingSettings {
  MEDIA_SERVICE_URL: string;
  INTERNAL_TOKEN: string;
}

/** Tax invoices and credit notes (ADR 0019): their models, routes and consumer, for service.ts. */
export async function invoicing(
  rt: Pick<Runtime, 'db' | 'logger'>,
  settings: InvoicingSettings,
  deps: { orders: Model<OrderDoc>; stores: Model<StoreDoc>; queries: OrderQueries; clock: Clock },
) {
  const documents = taxDocumentModel(rt.db);
  const counters = documentCounterModel(rt.db);
  const inputs = invoiceInputModel(rt.db);
  await Promise.all([documents.syncIndexes(), counters.syncIndexes(), inputs.syncIndexes()]);
  const invoices = new Invoices({
    orders: deps.orders,
    stores: deps.stores,
    documents,
    inputs,
    numbers: new DocumentNumbers(counters),
    files: new DocumentStore(settings.MEDIA_SERVICE_URL, settings.INTERNAL_TOKEN),
    clock: deps.clock,
    logger: rt.logger,
  });
  const routes: [string, Router][] = [
    ['/api/order/invoice', invoiceRoutes(invoices, deps.queries)],
    ['/internal/order', internalOrderRoutes(invoices, deps.queries, settings.INTERNAL_TOKEN)],
  ];
  const consumer: ConsumerSpec = invoiceConsumer(invoices);
  return { invoices, routes, consumer };
}
