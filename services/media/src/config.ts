import { z } from 'zod';
import { baseConfigSchema, ConfigError, loadConfig } from '@minutemart/kit';

const widthList = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((s, ctx) => {
      const widths = [...new Set(s.split(',').map((w) => Number(w.trim())))].sort((a, b) => a - b);
      if (widths.length === 0 || widths.some((w) => !Number.isInteger(w) || w < 16 || w > 4096)) {
        ctx.addIssue({ code: 'custom', message: 'expected comma-separated pixel sizes between 16 and 4096' });
        return z.NEVER;
      }
      return widths;
    });

export const mediaConfigSchema = baseConfigSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(4005),
  MONGO_DB: z.string().default('minutemart_media'),
  S3_ENDPOINT: z.string().url().default('http://127.0.0.1:9000'),
  S3_ACCESS_KEY: z.string().min(1).default('minutemart'),
  S3_SECRET_KEY: z.string().min(1).default('minutemart-secret'),
  S3_BUCKET: z.string().min(3).default('minutemart-media'),
  /** Set so the client never asks the server for a bucket's region before each call. */
  S3_REGION: z.string().default('us-east-1'),
  /** Origin browsers load images from (the gateway); returned URLs are absolute. */
  PUBLIC_BASE_URL: z
    .string()
    .url()
    .default('http://localhost:8080')
    .transform((s) => s.replace(/\/+$/, '')),
  MEDIA_MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1024 * 1024),
  /** Decompression-bomb guard: checked on the declared size before decoding, and enforced by libvips while decoding. */
  MEDIA_MAX_INPUT_PIXELS: z.coerce.number().int().positive().default(40_000_000),
  MEDIA_PRODUCT_WIDTHS: widthList('200,400,800'),
  MEDIA_AVATAR_SIZES: widthList('128,256,512'),
  MEDIA_WEBP_QUALITY: z.coerce.number().int().min(1).max(100).default(80),
  /** 0-6: CPU spent per encode. 2 is clearly faster than 4 for slightly more bytes. */
  MEDIA_WEBP_EFFORT: z.coerce.number().int().min(0).max(6).default(2),
  /** Shared with the services that store documents here (/internal/documents); production sets its own. */
  INTERNAL_TOKEN: z.string().min(16).default('dev-only-internal-token'),
  MEDIA_MAX_DOCUMENT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(4 * 1024 * 1024),
});

export type MediaConfig = z.infer<typeof mediaConfigSchema>;

export function readMediaConfig(env: Record<string, string | undefined> = process.env): MediaConfig {
  const config = loadConfig(mediaConfigSchema, env);
  // The defaults are the local MinIO's well-known dev credentials: production must name its own.
  if (config.NODE_ENV === 'production') {
    const missing = ['S3_ACCESS_KEY', 'S3_SECRET_KEY', 'PUBLIC_BASE_URL'].filter((k) => !env[k]);
    if (missing.length > 0) throw new ConfigError(`Set ${missing.join(', ')} in production`);
  }
  return config;
}
