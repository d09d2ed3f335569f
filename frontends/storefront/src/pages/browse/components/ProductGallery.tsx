import { useRef, useState } from 'react';
import { cx } from '@minutemart/ui';
import { useHorizontalScroll } from '../hooks';
import { ProductImage } from './ProductImage';
import { ScrollArrow } from './CategoryRow';

/** Thumbnail strip arrow step, in px, the original client's. */
export const THUMB_SCROLL_STEP = 100;

/** `sizes` of the big picture (the product page's largest paint). */
export const GALLERY_IMAGE_SIZES = '(min-width: 768px) 440px, 90vw';

/** Big image, dots, and a thumbnail strip with scroll arrows. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const strip = useRef<HTMLDivElement>(null);
  const { canLeft, canRight, scrollBy } = useHorizontalScroll(strip, [images.length]);
  const list = images.length ? images : [''];
  const current = list[Math.min(index, list.length - 1)];

  return (
    <div className="grid grid-cols-1 gap-3" data-testid="product-gallery">
      <div className="relative overflow-hidden rounded-3xl bg-white ring-1 ring-slate-200">
        <div className="mx-auto aspect-square w-full max-w-[280px] p-3 sm:max-w-[360px] md:max-w-[440px] md:p-6">
          <ProductImage
            key={current}
            src={current || undefined}
            alt={name}
            size={600}
            eager
            sizes={GALLERY_IMAGE_SIZES}
            fetchPriority="high"
            className="h-full w-full object-contain"
          />
        </div>
      </div>

      {/* Dots: one per image */}
      <div className="flex items-center justify-center gap-1.5" role="tablist" aria-label="Product images">
        {list.map((_, i) => (
          <button
            key={i}
            type="button"
            role="tab"
            aria-selected={i === index}
            aria-label={`Show image ${i + 1} of ${list.length}`}
            onClick={() => setIndex(i)}
            className={cx('h-2 rounded-full transition-all', i === index ? 'w-6 bg-brand-600' : 'w-2 bg-slate-300 hover:bg-slate-400')}
          />
        ))}
      </div>

      {/* Thumbnails */}
      <div className="relative mx-auto w-full max-w-[440px] px-6">
        <div
          ref={strip}
          className="mx-auto flex w-fit max-w-full gap-2 overflow-x-auto scroll-smooth py-1 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
          data-testid="thumbnail-strip"
        >
          {list.map((src, i) => (
            <button
              key={`${src}-${i}`}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={`Image ${i + 1}`}
              aria-pressed={i === index}
              className={cx(
                'h-16 w-16 shrink-0 overflow-hidden rounded-xl bg-white p-1 ring-1 transition',
                i === index ? 'ring-2 ring-brand-500' : 'ring-slate-200 hover:ring-slate-300',
              )}
            >
              <ProductImage src={src || undefined} alt="" size={96} sizes="64px" className="h-full w-full object-contain" />
            </button>
          ))}
        </div>
        <ScrollArrow dir="left" label="Scroll images left" visible={canLeft} onClick={() => scrollBy(-THUMB_SCROLL_STEP)} small inset keep />
        <ScrollArrow dir="right" label="Scroll images right" visible={canRight} onClick={() => scrollBy(THUMB_SCROLL_STEP)} small inset keep />
      </div>
    </div>
  );
}
