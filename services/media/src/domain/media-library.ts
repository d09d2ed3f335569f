import type { Model } from 'mongoose';
import type { Logger } from 'pino';
import { HttpError } from '@minutemart/kit';
import type { ImageDoc } from '../data/image-model.js';
import type { ObjectStore } from '../data/object-store.js';
import type { ImageKind, ImagePipeline, VariantPlan } from './image-pipeline.js';

export interface StoredVariant {
  width: number;
  height: number;
  url: string;
}

/** What an upload answers with; `url` is the largest variant, what the existing client stores. */
export interface StoredImage {
  url: string;
  key: string;
  sha256: string;
  kind: ImageKind;
  width: number;
  height: number;
  variants: StoredVariant[];
}

export const WEBP = 'image/webp';

/** `<sha256>-<size>.webp`: content-addressed, so an object never changes once written. */
export const objectKey = (sha256: string, variant: string) => `${sha256}-${variant}.webp`;
export const OBJECT_KEY = /^[0-9a-f]{64}-[0-9]{1,4}(x[0-9]{1,4})?\.webp$/;

const storageDown = () => new HttpError(503, 'Image storage is unavailable right now. Please try again.');

export class MediaLibrary {
  constructor(
    private readonly pipeline: ImagePipeline,
    private readonly store: ObjectStore,
    private readonly images: Model<ImageDoc>,
    private readonly publicBaseUrl: string,
    private readonly logger: Logger,
  ) {}

  urlOf(key: string): string {
    return `${this.publicBaseUrl}/media/${key}`;
  }

  async ingest(file: Buffer, kind: ImageKind, ownerId: string): Promise<StoredImage> {
    const source = await this.pipeline.inspect(file);
    const image = await this.pipeline.normalise(file, source, kind);
    const plan = this.pipeline.plan(image, kind);
    const largest = plan[plan.length - 1]!;
    const keyOf = (v: VariantPlan) => objectKey(image.sha256, v.name);

    // The largest variant is written last, so finding it means this exact image was stored completely before.
    const known = await this.store.stat(keyOf(largest)).catch((e) => this.unavailable(e));
    if (!known) {
      const rendered = await this.pipeline.render(image, plan);
      const last = rendered.pop()!;
      try {
        await Promise.all(rendered.map((v) => this.store.put(keyOf(v), v.body, WEBP)));
        await this.store.put(keyOf(last), last.body, WEBP);
      } catch (e) {
        this.unavailable(e);
      }
    }

    const variants = plan.map((v) => ({ key: keyOf(v), width: v.width, height: v.height }));
    await this.record({ sha256: image.sha256, kind, ownerId, key: keyOf(largest), variants, source: { ...source, bytes: file.length } });
    return {
      url: this.urlOf(keyOf(largest)),
      key: keyOf(largest),
      sha256: image.sha256,
      kind,
      width: largest.width,
      height: largest.height,
      variants: variants.map((v) => ({ width: v.width, height: v.height, url: this.urlOf(v.key) })),
    };
  }

  private unavailable(e: unknown): never {
    this.logger.error({ err: e }, 'object storage call failed');
    throw storageDown();
  }

  private async record(entry: Pick<ImageDoc, 'sha256' | 'kind' | 'ownerId' | 'key' | 'variants' | 'source'>): Promise<void> {
    const now = new Date();
    const upsert = () =>
      this.images.updateOne(
        { sha256: entry.sha256, kind: entry.kind, ownerId: entry.ownerId },
        {
          $setOnInsert: { key: entry.key, variants: entry.variants, source: entry.source, createdAt: now },
          $set: { lastUploadedAt: now },
          $inc: { uploads: 1 },
        },
        { upsert: true },
      );
    try {
      await upsert();
    } catch (e) {
      // Two identical uploads raced to insert: the loser's upsert now finds the winner's record.
      if ((e as { code?: number }).code !== 11000) throw e;
      await upsert();
    }
  }

  /** Where a GET for `key` should stream from, or undefined for keys we never wrote. */
  async locate(key: string) {
    if (!OBJECT_KEY.test(key)) return undefined;
    return this.store.stat(key).catch((e) => this.unavailable(e));
  }

  async open(key: string) {
    return this.store.read(key).catch((e) => this.unavailable(e));
  }
}
