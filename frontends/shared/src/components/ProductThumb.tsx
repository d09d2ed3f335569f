import { useState } from 'react';
import { cx } from '../utils/format';
import { BasketIcon } from './Icons';

/** The media service keeps WebP variants side by side (…-200.webp, …-400.webp, …); a thumbnail needs the smallest. */
const VARIANT = /-(\d+)\.webp$/;

export function thumbUrl(url: string | undefined): string | undefined {
  const m = url ? VARIANT.exec(url) : null;
  return url && m && Number(m[1]) > 200 ? url.replace(VARIANT, '-200.webp') : url;
}

/**
 * Small square product picture for cart lines, checkout and orders: the 200 px variant, then the original
 * if that variant is missing, then a neutral basket.
 */
export function ProductThumb({ src, alt, size = 64, className }: { src: string | undefined; alt: string; size?: number; className?: string }) {
  const small = thumbUrl(src);
  const [failed, setFailed] = useState<string[]>([]);
  const url = [small, src].find((u) => u && !failed.includes(u));
  return (
    <span
      className={cx('grid shrink-0 place-items-center overflow-hidden rounded-xl border border-slate-200/80 bg-white', className)}
      style={{ width: size, height: size }}
    >
      {url ? (
        <img
          src={url}
          alt={alt}
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          draggable={false}
          onError={() => setFailed((f) => [...f, url])}
          className="h-full w-full object-contain p-1"
        />
      ) : (
        <span role="img" aria-label={alt} className="text-slate-300">
          <BasketIcon size={Math.round(size / 2.5)} />
        </span>
      )}
    </span>
  );
}
