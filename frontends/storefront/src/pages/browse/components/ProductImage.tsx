import { useState, type ImgHTMLAttributes } from 'react';
import { BasketIcon, cx } from '@minutemart/ui';

/** The media service stores WebP variants side by side: …/<sha256>-<width>.webp (200, 400, … up to the original). */
const VARIANT = /-(\d+)\.webp$/;
const SMALLER_WIDTHS = [200, 400];

/** srcset of the variants no wider than the stored one (seeded images: 200/400/600; uploads: 200/400/800). */
export function variantSrcSet(url: string | undefined): string | undefined {
  const m = url ? VARIANT.exec(url) : null;
  if (!url || !m) return undefined;
  const max = Number(m[1]);
  const widths = [...SMALLER_WIDTHS.filter((w) => w < max), max];
  if (widths.length < 2) return undefined;
  return widths.map((w) => `${url.replace(VARIANT, `-${w}.webp`)} ${w}w`).join(', ');
}

const preloaded = new Set<string>();

/**
 * Starts downloading a picture before React renders its <img>: the same URL, srcset and sizes, so the
 * browser picks the same variant and the <img> then finds it in the memory cache. For the first view
 * of a page, whose largest paint is that picture.
 */
export function preloadPicture(src: string | undefined, sizes: string): void {
  if (!src || preloaded.has(src) || typeof document === 'undefined') return;
  preloaded.add(src);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = src;
  const srcSet = variantSrcSet(src);
  if (srcSet) {
    link.imageSrcset = srcSet;
    link.imageSizes = sizes;
  }
  link.fetchPriority = 'high';
  document.head.appendChild(link);
}

interface ProductImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> {
  src: string | undefined;
  alt: string;
  /** Intrinsic size (the pictures are square): reserves the box so nothing shifts while loading. */
  size?: number;
  /** `sizes` for the srcset, e.g. "180px". */
  sizes?: string;
  eager?: boolean;
}

/**
 * Lazy, sized product picture with a responsive srcset. A missing variant drops the srcset and falls back
 * to the original URL; a missing original shows a neutral basket.
 */
export function ProductImage({ src, alt, size = 400, sizes, eager = false, className, ...rest }: ProductImageProps) {
  const [mode, setMode] = useState<'srcset' | 'plain' | 'broken'>('srcset');
  const [prevSrc, setPrevSrc] = useState(src);
  if (src !== prevSrc) {
    setPrevSrc(src);
    setMode('srcset');
  }
  if (!src || mode === 'broken') {
    return (
      <span role="img" aria-label={alt} className={cx('grid place-items-center text-slate-300', className)}>
        <BasketIcon size={Math.min(48, size / 3)} />
      </span>
    );
  }
  const srcSet = mode === 'srcset' ? variantSrcSet(src) : undefined;
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      draggable={false}
      onError={() => setMode((m) => (m === 'srcset' && srcSet ? 'plain' : 'broken'))}
      className={className}
      {...rest}
    />
  );
}
