import { retry, type ServiceDefinition } from '@minutemart/kit';
import type { MediaConfig } from './config.js';
import { imageModel } from './data/image-model.js';
import { ObjectStore } from './data/object-store.js';
import { ImagePipeline } from './domain/image-pipeline.js';
import { MediaLibrary } from './domain/media-library.js';
import { uploadRoutes } from './api/upload-routes.js';
import { mediaRoutes } from './api/media-routes.js';
import { documentRoutes } from './api/document-routes.js';

export function mediaService(config: MediaConfig): ServiceDefinition<MediaConfig> {
  return {
    name: 'media',
    config,
    async setup(rt) {
      const images = imageModel(rt.db);
      await images.syncIndexes();
      const store = new ObjectStore({
        endpoint: config.S3_ENDPOINT,
        accessKey: config.S3_ACCESS_KEY,
        secretKey: config.S3_SECRET_KEY,
        bucket: config.S3_BUCKET,
        region: config.S3_REGION,
      });
      // At boot MinIO may still be starting, as Mongo may.
      await retry(() => store.ensureBucket(), {
        attempts: 30,
        baseMs: 250,
        capMs: 5_000,
        onError: (e, attempt) => rt.logger.warn({ err: (e as Error).message, attempt }, 'object storage not reachable yet, retrying'),
      });
      const pipeline = new ImagePipeline({
        maxInputPixels: config.MEDIA_MAX_INPUT_PIXELS,
        productWidths: config.MEDIA_PRODUCT_WIDTHS,
        avatarSizes: config.MEDIA_AVATAR_SIZES,
        webpQuality: config.MEDIA_WEBP_QUALITY,
        webpEffort: config.MEDIA_WEBP_EFFORT,
      });
      const library = new MediaLibrary(pipeline, store, images, config.PUBLIC_BASE_URL, rt.logger);
      return {
        routes: [
          ['/api/file', uploadRoutes(library, config.MEDIA_MAX_UPLOAD_BYTES)],
          ['/media', mediaRoutes(library)],
          ['/internal/documents', documentRoutes(store, config.INTERNAL_TOKEN, config.MEDIA_MAX_DOCUMENT_BYTES)],
        ],
        readiness: { storage: () => store.assertReady() },
      };
    },
  };
}
