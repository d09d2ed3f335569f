import { createQueue, createWorker, type OutboxEntry, type ServiceDefinition } from '@minutemart/kit';
import type { CatalogueConfig } from './config.js';
import { categoryModel } from './data/category-model.js';
import { subCategoryModel } from './data/subcategory-model.js';
import { productModel } from './data/product-model.js';
import { reservationModel } from './data/reservation-model.js';
import { storeModel } from './data/store-model.js';
import { DarkStores } from './domain/dark-stores.js';
import { StoreDirectory } from './domain/store-directory.js';
import { StoreStock } from './domain/store-stock.js';
import { DEFAULT_SHELF } from './domain/shelves.js';
import { storeRoutes } from './api/store-routes.js';
import { StockReservations } from './domain/stock-reservation.js';
import { orderConsumer } from './events/order-consumer.js';
import { togetherConsumer } from './events/together-consumer.js';
import { Together } from './domain/together.js';
import { togetherBasketModel, togetherCountsModel } from './data/together-model.js';
import { SubstituteHolds } from './domain/substitute-holds.js';
import { CatalogueCache } from './domain/catalogue-cache.js';
import { Taxonomy } from './domain/taxonomy.js';
import { Products } from './domain/products.js';
import type { Change } from './domain/changes.js';
import { startCacheFeed, type CacheFeed } from './events/cache-consumer.js';
import { announceCatalogueChanges } from './events/announce-changes.js';
import { MongoReads } from './domain/mongo-reads.js';
import type { CatalogueReads } from './domain/reads.js';
import { categoryRoutes, subCategoryRoutes } from './api/category-routes.js';
import { productRoutes } from './api/product-routes.js';
import { importRoutes } from './api/import-routes.js';
import { internalRoutes } from './api/internal-routes.js';
import { IMPORT_QUEUE, importProcessor, type ImportJobData } from './import/import-job.js';

export function catalogueService(config: CatalogueConfig): ServiceDefinition<CatalogueConfig> {
  return {
    name: 'catalogue',
    config,
    async setup(rt) {
      const models = { categories: categoryModel(rt.db), subCategories: subCategoryModel(rt.db), products: productModel(rt.db) };
      const storeDocs = storeModel(rt.db);
      await Promise.all([...Object.values(models), storeDocs].map((m) => m.syncIndexes()));

      const announce = announceCatalogueChanges(rt.redis(), config.REDIS_PREFIX, rt.logger);
      const cache = config.CATALOGUE_CACHE ? new CatalogueCache(models, rt.logger, announce.changed, announce.stockMoved) : undefined;
      const reads: CatalogueReads = cache ?? new MongoReads(models);
      const directory = new StoreDirectory(storeDocs, Boolean(cache));
      let feed: CacheFeed | undefined;
      let resync: NodeJS.Timeout | undefined;
      if (cache) {
        // Join first, then warm: anything written after the warm-up read arrives as an event.
        feed = startCacheFeed({
          kafka: rt.kafka,
          cache,
          stores: directory,
          logger: rt.logger,
          groupSuffix: config.KAFKA_GROUP_SUFFIX,
          topicPrefix: config.KAFKA_TOPIC_PREFIX,
          joinTimeoutMs: config.CACHE_JOIN_TIMEOUT_MS,
        });
        if (!(await feed.started)) rt.logger.warn('cache consumer not fetching yet; warming anyway, the periodic resync covers the gap');
        await Promise.all([cache.warm(), directory.reload()]);
        const sweep = () => Promise.all([cache.resync(), directory.reload()]);
        resync = setInterval(() => void sweep().catch((e) => rt.logger.warn({ err: (e as Error).message }, 'cache resync failed')), config.CACHE_RESYNC_MS);
        resync.unref();
      }

      // Read-your-writes on this replica; other replicas hear it from Kafka.
      const onChange = async (change: Change) => {
        rt.nudgeOutbox(change.kind === 'products' ? { model: models.products, ids: change.ids } : undefined);
        // Without the cache every read goes to Mongo, which already has the write.
        if (!cache) return announce.changed(change);
        if (change.kind === 'taxonomy') await cache.reloadTaxonomy();
        else await cache.refreshProducts(change.ids);
      };
      const taxonomy = new Taxonomy(models.categories, models.subCategories, models.products, onChange);
      const stores = new DarkStores(storeDocs, async (id) => {
        rt.nudgeOutbox({ model: storeDocs, ids: [id] });
        await directory.reload();
      });
      // A LEGACY_STOCK_STORE that does not exist (yet) means the default shelf (ADR 0007).
      const legacyShelf = async () =>
        config.LEGACY_STOCK_STORE !== DEFAULT_SHELF && (await stores.exists(config.LEGACY_STOCK_STORE)) ? config.LEGACY_STOCK_STORE : DEFAULT_SHELF;
      const products = new Products(models.products, taxonomy, onChange, legacyShelf);
      const names = cache ? cache.taxonomyNames(taxonomy) : taxonomy;
      const storeStock = new StoreStock(models.products, stores, names, onChange);
      const reservations = reservationModel(rt.db);
      await reservations.syncIndexes();
      const nudgeReservation = (orderId: string, created?: OutboxEntry[]) => rt.nudgeOutbox({ model: reservations, ids: [orderId], created });
      const stock = new StockReservations(models.products, reservations, names, onChange, nudgeReservation, rt.logger, stores);
      const substitutes = new SubstituteHolds(models.products, reservations, stock, onChange, nudgeReservation, rt.logger);

      const togetherDocs = [togetherBasketModel(rt.db), togetherCountsModel(rt.db)] as const;
      await Promise.all(togetherDocs.map((m) => m.syncIndexes()));
      const together = new Together(...togetherDocs, reads);

      const queue = createQueue<ImportJobData>(IMPORT_QUEUE, rt.redis(), config.QUEUE_PREFIX);
      const worker = config.IMPORT_WORKER
        ? createWorker<ImportJobData>(
            IMPORT_QUEUE,
            rt.redis(),
            importProcessor(models, (ids) => onChange({ kind: 'products', ids }), { stores: storeDocs, legacyShelf }),
            rt.logger,
            { concurrency: 1, prefix: config.QUEUE_PREFIX },
          )
        : undefined;

      return {
        routes: [
          ['/api/category', categoryRoutes(taxonomy, reads)],
          ['/api/subcategory', subCategoryRoutes(taxonomy, reads)],
          ['/api/product', importRoutes(queue, { maxBytes: config.IMPORT_MAX_BYTES, maxRows: config.IMPORT_MAX_ROWS })],
          ['/api/product', productRoutes(products, reads, directory, together)],
          ['/api/store', storeRoutes(stores, storeStock, legacyShelf)],
          ['/internal', internalRoutes(products)],
        ],
        outboxModels: [models.products, models.categories, models.subCategories, reservations, storeDocs],
        consumers: [orderConsumer(stock, substitutes), togetherConsumer(together)],
        readiness: {
          cache: () => {
            if (cache && !cache.ready) throw new Error('catalogue cache warming');
          },
        },
        onClose: async () => {
          clearInterval(resync);
          await feed?.stop();
          await worker?.close();
          await queue.close();
        },
      };
    },
  };
}
