import { createQueue, createWorker, type ServiceDefinition } from '@minutemart/kit';
import type { CatalogueConfig } from './config.js';
import { categoryModel } from './data/category-model.js';
import { subCategoryModel } from './data/subcategory-model.js';
import { productModel } from './data/product-model.js';
import { CatalogueCache } from './domain/catalogue-cache.js';
import { Taxonomy } from './domain/taxonomy.js';
import { Products } from './domain/products.js';
import type { Change } from './domain/changes.js';
import { startCacheFeed, type CacheFeed } from './events/cache-consumer.js';
import { MongoReads } from './domain/mongo-reads.js';
import type { CatalogueReads } from './domain/reads.js';
import { categoryRoutes, subCategoryRoutes } from './api/category-routes.js';
import { productRoutes } from './api/product-routes.js';
import { importRoutes } from './api/import-routes.js';
import { IMPORT_QUEUE, importProcessor, type ImportJobData } from './import/import-job.js';

export function catalogueService(config: CatalogueConfig): ServiceDefinition<CatalogueConfig> {
  return {
    name: 'catalogue',
    config,
    async setup(rt) {
      const models = { categories: categoryModel(rt.db), subCategories: subCategoryModel(rt.db), products: productModel(rt.db) };
      await Promise.all(Object.values(models).map((m) => m.syncIndexes()));

      const cache = config.CATALOGUE_CACHE ? new CatalogueCache(models, rt.logger) : undefined;
      const reads: CatalogueReads = cache ?? new MongoReads(models);
      let feed: CacheFeed | undefined;
      let resync: NodeJS.Timeout | undefined;
      if (cache) {
        // Join first, then warm: anything written after the warm-up read arrives as an event.
        feed = startCacheFeed({ kafka: rt.kafka, cache, logger: rt.logger, groupSuffix: config.KAFKA_GROUP_SUFFIX, topicPrefix: config.KAFKA_TOPIC_PREFIX, joinTimeoutMs: config.CACHE_JOIN_TIMEOUT_MS });
        if (!(await feed.started)) rt.logger.warn('cache consumer not fetching yet; warming anyway, the periodic resync covers the gap');
        await cache.warm();
        resync = setInterval(() => void cache.resync().catch((e) => rt.logger.warn({ err: (e as Error).message }, 'cache resync failed')), config.CACHE_RESYNC_MS);
        resync.unref();
      }

      // Read-your-writes on this replica; other replicas hear it from Kafka.
      const onChange = async (change: Change) => {
        rt.nudgeOutbox();
        if (!cache) return;
        if (change.kind === 'taxonomy') await cache.reloadTaxonomy();
        else await cache.refreshProducts(change.ids);
      };
      const taxonomy = new Taxonomy(models.categories, models.subCategories, models.products, onChange);
      const products = new Products(models.products, taxonomy, onChange);

      const queue = createQueue<ImportJobData>(IMPORT_QUEUE, rt.redis(), config.QUEUE_PREFIX);
      const worker = config.IMPORT_WORKER
        ? createWorker<ImportJobData>(
            IMPORT_QUEUE,
            rt.redis(),
            importProcessor(models, (ids) => onChange({ kind: 'products', ids })),
            rt.logger,
            { concurrency: 1, prefix: config.QUEUE_PREFIX },
          )
        : undefined;

      return {
        routes: [
          ['/api/category', categoryRoutes(taxonomy, reads)],
          ['/api/subcategory', subCategoryRoutes(taxonomy, reads)],
          ['/api/product', importRoutes(queue, { maxBytes: config.IMPORT_MAX_BYTES, maxRows: config.IMPORT_MAX_ROWS })],
          ['/api/product', productRoutes(products, reads)],
        ],
        outboxModels: [models.products, models.categories, models.subCategories],
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
