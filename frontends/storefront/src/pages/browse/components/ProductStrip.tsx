import { useRef } from 'react';
import { cx } from '@minutemart/ui';
import { useHorizontalScroll } from '../hooks';
import { ProductCard, type CardProduct } from './ProductCard';
import { ROW_SCROLL_STEP, ScrollArrow } from './CategoryRow';

/**
 * A row's cards (often bought together, buy again): a strip that scrolls sideways, arrows from 768 px,
 * each card with its add control. `compact`: inside a card of its own (the cart), narrower cards and
 * the strip running to that card's edges; else to the screen's edges on a phone, as the home rows.
 */
export function ProductStrip<P extends CardProduct>({
  products,
  label,
  itemTestId,
  compact = false,
  below,
}: {
  products: readonly P[];
  /** What the arrows scroll ("Scroll <label> left"). */
  label: string;
  itemTestId: string;
  compact?: boolean;
  /** A line under a product's card. */
  below?: (product: P) => string;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const { canLeft, canRight, scrollBy } = useHorizontalScroll(scroller, [products.length]);
  const what = label.toLowerCase();
  return (
    <div className="relative">
      <div
        ref={scroller}
        className={cx(
          'flex snap-x snap-mandatory gap-3 overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden',
          compact ? 'scroll-px-4 px-4 pb-1 pt-0.5' : '-mx-4 scroll-px-4 px-4 pb-3 pt-1 md:mx-0 md:scroll-px-0 md:px-0 md:snap-none',
        )}
      >
        {products.map((p) => (
          <div
            key={p._id}
            data-testid={itemTestId}
            className={cx('shrink-0 snap-start', below && 'flex flex-col gap-1', compact ? 'w-[156px] md:w-[168px]' : 'w-[156px] md:w-[184px]')}
          >
            <ProductCard product={p} imageSizes={compact ? '(min-width: 768px) 144px, 136px' : '(min-width: 768px) 160px, 136px'} />
            {below && <p className="px-2.5 text-xs text-slate-500">{below(p)}</p>}
          </div>
        ))}
      </div>
      <ScrollArrow
        dir="left"
        label={`Scroll ${what} left`}
        visible={canLeft}
        onClick={() => scrollBy(-ROW_SCROLL_STEP)}
        className="hidden md:grid"
        small={compact}
        inset={compact}
      />
      <ScrollArrow
        dir="right"
        label={`Scroll ${what} right`}
        visible={canRight}
        onClick={() => scrollBy(ROW_SCROLL_STEP)}
        className="hidden md:grid"
        small={compact}
        inset={compact}
      />
    </div>
  );
}
