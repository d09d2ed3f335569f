import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { badRequest, unsupportedMediaType } from '@minutemart/kit';
import { sniffImage, type ImageFormat } from '@minutemart/kit/images';

// Every upload is a different image: libvips' operation cache only holds memory here.
sharp.cache(false);

export type ImageKind = 'product' | 'avatar';

export interface PipelineSettings {
  maxInputPixels: number;
  /** Product variants: widths, aspect kept. */
  productWidths: number[];
  /** Avatar variants: square sides, centre-cropped. */
  avatarSizes: number[];
  webpQuality: number;
  webpEffort: number;
}

export interface SourceInfo {
  format: ImageFormat;
  width: number;
  height: number;
}

/** The canonical pixels of an upload: orientation applied, cropped/bounded, sRGB, 8-bit, no metadata. */
export interface NormalisedImage {
  sha256: string;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
  pixels: Buffer;
}

export interface VariantPlan {
  /** Suffix of the object key: `800` for a product width, `512x512` for an avatar square. */
  name: string;
  width: number;
  height: number;
}

export interface RenderedVariant extends VariantPlan {
  body: Buffer;
}

const NOT_AN_IMAGE = 'Only JPEG, PNG, WebP, GIF or AVIF images are allowed';
const UNREADABLE = 'The image could not be read: the file is corrupt or incomplete';
/** A product image may be tall, but not a ribbon that would make a huge "800 px" variant. */
const MAX_PRODUCT_ASPECT = 3;

const formatOf = (meta: Metadata): ImageFormat | undefined => {
  if (meta.format === 'heif') return meta.compression === 'av1' ? 'avif' : undefined;
  return ['jpeg', 'png', 'webp', 'gif'].includes(meta.format ?? '') ? (meta.format as ImageFormat) : undefined;
};

/** EXIF orientations 5-8 swap width and height once applied. */
const displayedSize = (meta: Metadata, height: number) =>
  (meta.orientation ?? 1) >= 5 ? { width: height, height: meta.width! } : { width: meta.width!, height };

/**
 * Validate an upload by its content, decode it once into canonical pixels, and render WebP
 * variants from those. Nothing of the original container survives (EXIF, GPS, ICC, XMP, comments):
 * variants are encoded from raw pixels.
 */
export class ImagePipeline {
  constructor(private readonly settings: PipelineSettings) {}

  private decoderOptions(): sharp.SharpOptions {
    // 'error' rejects truncated and corrupt data; benign libjpeg warnings still pass.
    return { failOn: 'error', limitInputPixels: this.settings.maxInputPixels };
  }

  /** Magic bytes, then the decoder's reading of the header: both must agree, and the declared size must be sane. */
  async inspect(file: Buffer): Promise<SourceInfo> {
    const sniffed = (await sniffImage(file))?.format;
    if (!sniffed) throw unsupportedMediaType(NOT_AN_IMAGE);
    let meta: Metadata;
    try {
      // Header only: the declared size is checked below, with a message that says so.
      meta = await sharp(file, { ...this.decoderOptions(), limitInputPixels: false }).metadata();
    } catch {
      throw badRequest(UNREADABLE);
    }
    if (formatOf(meta) !== sniffed) throw unsupportedMediaType(NOT_AN_IMAGE);
    const frameHeight = meta.pageHeight ?? meta.height;
    if (!meta.width || !frameHeight) throw badRequest(UNREADABLE);
    // Before any pixel is decoded: a few kilobytes can declare gigabytes of pixels.
    if (meta.width * frameHeight > this.settings.maxInputPixels) throw this.tooManyPixels();
    return { format: sniffed, ...displayedSize(meta, frameHeight) };
  }

  private tooManyPixels() {
    return badRequest(`The image is too large: at most ${Math.floor(this.settings.maxInputPixels / 1e6)} megapixels`);
  }

  /** The target box: products keep their aspect within the largest width; avatars are the largest square that fits. */
  private box(source: SourceInfo, kind: ImageKind): { width: number; height: number } {
    if (kind === 'avatar') {
      const side = Math.min(Math.max(...this.settings.avatarSizes), source.width, source.height);
      return { width: side, height: side };
    }
    const maxWidth = Math.max(...this.settings.productWidths);
    const scale = Math.min(1, maxWidth / source.width, (maxWidth * MAX_PRODUCT_ASPECT) / source.height);
    return {
      width: Math.max(1, Math.round(source.width * scale)),
      height: Math.max(1, Math.round(source.height * scale)),
    };
  }

  async normalise(file: Buffer, source: SourceInfo, kind: ImageKind): Promise<NormalisedImage> {
    const box = this.box(source, kind);
    let out: { data: Buffer; info: sharp.OutputInfo };
    try {
      out = await sharp(file, this.decoderOptions())
        .rotate()
        .resize({ ...box, fit: kind === 'avatar' ? 'cover' : 'fill' })
        .toColourspace('srgb')
        .raw()
        .toBuffer({ resolveWithObject: true });
    } catch (e) {
      if (/pixel limit/i.test((e as Error).message)) throw this.tooManyPixels();
      throw badRequest(UNREADABLE);
    }
    const { width, height, channels } = out.info;
    const sha256 = createHash('sha256').update(`${width}x${height}x${channels}\n`).update(out.data).digest('hex');
    return { sha256, width, height, channels, pixels: out.data };
  }

  /** Smaller sizes from the configured list, then the normalised image itself; never larger than the source. */
  plan(image: NormalisedImage, kind: ImageKind): VariantPlan[] {
    if (kind === 'avatar') {
      const sides = [...this.settings.avatarSizes.filter((s) => s < image.width), image.width];
      return sides.map((s) => ({ name: `${s}x${s}`, width: s, height: s }));
    }
    const widths = [...this.settings.productWidths.filter((w) => w < image.width), image.width];
    return widths.map((w) => ({
      name: String(w),
      width: w,
      height: Math.max(1, Math.round((image.height * w) / image.width)),
    }));
  }

  async render(image: NormalisedImage, plan: VariantPlan[]): Promise<RenderedVariant[]> {
    const raw = { width: image.width, height: image.height, channels: image.channels };
    return Promise.all(
      plan.map(async (v) => {
        let pipeline = sharp(image.pixels, { raw });
        if (v.width !== image.width || v.height !== image.height) {
          pipeline = pipeline.resize({ width: v.width, height: v.height, fit: 'fill' });
        }
        const body = await pipeline.webp({ quality: this.settings.webpQuality, effort: this.settings.webpEffort }).toBuffer();
        return { ...v, body };
      }),
    );
  }
}
