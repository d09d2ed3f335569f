/**
 * Load the seed catalogue into the catalogue database:
 *   npx tsx services/catalogue/src/seed/run.ts
 * Same environment as the service (MONGO_URL, MONGO_DB…), plus USER_SERVICE_URL, MEDIA_SERVICE_URL,
 * SEED_ADMIN_EMAIL and SEED_ADMIN_PASSWORD for the image uploads. `make seed` runs it after the
 * admin user exists. Safe to run again: nothing changes the second time.
 */
import { z } from 'zod';
import { connectMongo, createLogger, loadConfig } from '@minutemart/kit';
import { catalogueConfigSchema } from '../config.js';
import { mediaUploader } from './media-client.js';
import { seedCatalogue } from './seeder.js';

const seedConfigSchema = catalogueConfigSchema.extend({
  USER_SERVICE_URL: z.string().url().default('http://127.0.0.1:4001'),
  MEDIA_SERVICE_URL: z.string().url().default('http://127.0.0.1:4005'),
  SEED_ADMIN_EMAIL: z.string().email().default('admin@minutemart.test'),
  SEED_ADMIN_PASSWORD: z.string().min(1).default('Admin@12345'),
  SEED_IMAGE_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(6),
});

const config = loadConfig(seedConfigSchema);
const logger = createLogger('catalogue-seed', config.LOG_LEVEL);
const db = await connectMongo(config.MONGO_URL, config.MONGO_DB, logger, 10);
try {
  const upload = await mediaUploader({
    userServiceUrl: config.USER_SERVICE_URL,
    mediaServiceUrl: config.MEDIA_SERVICE_URL,
    email: config.SEED_ADMIN_EMAIL,
    password: config.SEED_ADMIN_PASSWORD,
  });
  const result = await seedCatalogue(db, { upload, logger, imageConcurrency: config.SEED_IMAGE_CONCURRENCY });
  logger.info(result, 'seed catalogue loaded');
  console.log(
    `[seed] catalogue: ${result.categories.inserted}/${result.categories.total} categories, ` +
      `${result.subCategories.inserted}/${result.subCategories.total} sub-categories, ` +
      `${result.products.inserted}/${result.products.total} products, ${result.stores.inserted}/${result.stores.total} dark stores inserted` +
      (result.stores.productsMovedToStores > 0 ? ` (${result.stores.productsMovedToStores} existing products moved onto the stores' shelves)` : '') +
      '; ' +
      `${result.images.uploaded}/${result.images.total} images uploaded; ${(result.ms.total / 1000).toFixed(1)} s ` +
      `(images ${(result.ms.images / 1000).toFixed(1)} s, writes ${(result.ms.writes / 1000).toFixed(1)} s)`,
  );
} catch (e) {
  logger.error({ err: e }, 'seed failed');
  console.error(`[seed] catalogue seed failed: ${(e as Error).message}`);
  process.exitCode = 1;
} finally {
  await db.close();
}
