import { Link } from 'react-router';
import { BoltIcon, cx, discountedPrice, formatINR, productUrl, Skeleton } from '@minutemart/ui';
import type { Product } from '../api';
import { AddToCartButton } from './AddToCartButton';
import { isNotCarried, NotAvailableHere } from './NotAvailableHere';
import { ProductImage } from './ProductImage';

export const TEN_MIN_TEXT = '10 Min';
export const CARD_OUT_OF_STOCK_TEXT = 'Out of stock';

/** The delivery-promise badge (the original client's '10 Min'). */
export function TenMinBadge({ className, large = false }: { className?: string; large?: boolean }) {
  return (
    <span
      className={cx(
        'inline-flex w-fit items-center gap-0.5 rounded-md bg-slate-100 font-bold text-slate-700',
        large ? 'px-2 py-1 text-xs' : 'px-1.5 py-0.5 text-[10px]',
        className,
      )}
    >
      <BoltIcon size={large ? 12 : 10} className="text-accent-500" />
      {TEN_MIN_TEXT}
    </span>
  );
}

export function isOutOfStock(product: Pick<Product, 'stock'>): boolean {
  return Number(product.stock) <= 0;
}

/** What a card reads of a product: a catalogue product, or any answer shaped like one (buy again). */
export type CardProduct = Pick<Product, '_id' | 'name' | 'image' | 'unit' | 'price' | 'discount' | 'stock'> & Partial<Pick<Product, 'stocked'>>;

/** Product tile used by the home rows, the sub-category listing, search and buy again. */
export function ProductCard({
  product,
  imageSizes = '(min-width: 768px) 200px, 45vw',
  eager = false,
  priority = false,
  rowOnMobile = false,
  heading: Heading = 'h3',
}: {
  product: CardProduct;
  imageSizes?: string;
  /** Load the picture at once (it is on the first screen). */
  eager?: boolean;
  /** Fetch the picture before other pictures (the first few of the first screen). */
  priority?: boolean;
  /** Under 768 px lay the card out as a row (picture left): for one-column grids. */
  rowOnMobile?: boolean;
  /** h3 under a row's h2 (home); h2 where the cards sit right under the page's h1 (listing, search). */
  heading?: 'h2' | 'h3';
}) {
  const price = Number(product.price) || 0;
  const discount = Number(product.discount) || 0;
  const final = discountedPrice(price, discount);
  const notCarried = isNotCarried(product);
  const soldOut = isOutOfStock(product);
  const href = productUrl(product.name, product._id);

  return (
    <article
      data-testid="product-card"
      data-out-of-stock={(soldOut && !notCarried) || undefined}
      data-not-available={notCarried || undefined}
      className={cx(
        'group relative flex h-full flex-col rounded-2xl border border-slate-200/90 bg-white p-2.5 shadow-[0_1px_2px_rgba(15,23,42,0.04)] transition hover:-translate-y-0.5 hover:border-slate-300 hover:shadow-lg hover:shadow-slate-900/5 md:p-3',
        rowOnMobile && 'max-md:grid max-md:grid-cols-[96px_minmax(0,1fr)] max-md:content-start max-md:gap-x-3',
      )}
    >
      <div className={cx('relative aspect-square overflow-hidden rounded-xl bg-slate-50', rowOnMobile && 'max-md:row-span-4 max-md:self-center')}>
        <ProductImage
          src={product.image?.[0]}
          alt={product.name}
          size={400}
          sizes={imageSizes}
          eager={eager || priority}
          fetchPriority={priority ? 'high' : undefined}
          className={cx('h-full w-full object-contain transition duration-300 group-hover:scale-[1.04]', soldOut && 'opacity-50 grayscale')}
        />
        {discount > 0 && (
          <span className="absolute left-1.5 top-1.5 rounded-md bg-sky-700 px-1.5 py-0.5 text-[10px] font-extrabold leading-4 tracking-wide text-white shadow-sm">
            {discount}% OFF
          </span>
        )}
      </div>

      <TenMinBadge className={cx('mt-2.5', rowOnMobile && 'max-md:mt-0')} />
      <Heading className={cx('mt-1.5 line-clamp-2 min-h-10 text-[13px] font-semibold leading-5 text-slate-800 md:text-sm', rowOnMobile && 'max-md:min-h-0')}>
        {/* Stretched link: the whole card opens the product; the cart control sits above it. */}
        <Link to={href} className="outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:ring-2 focus-visible:after:ring-brand-500">
          {product.name}
        </Link>
      </Heading>
      <p className="mt-0.5 truncate text-xs text-slate-600">{product.unit}</p>

      <div className={cx('mt-auto flex items-end justify-between gap-2 pt-3', rowOnMobile && 'max-md:pt-2')}>
        <div className="min-w-0 leading-tight">
          <p className="text-[13px] font-bold text-slate-900 md:text-sm" data-testid="card-price">
            {formatINR(final)}
          </p>
          {final < price && <p className="text-[11px] text-slate-500 line-through md:text-xs">{formatINR(price)}</p>}
        </div>
        {!notCarried && (
          <div className="relative z-10 shrink-0">
            {soldOut ? (
              <span className="inline-flex h-9 max-w-[4.75rem] items-center rounded-lg bg-slate-100 px-2 text-center text-[11px] font-semibold leading-tight text-slate-600 md:max-w-none md:px-2.5 md:text-xs">
                {CARD_OUT_OF_STOCK_TEXT}
              </span>
            ) : (
              <AddToCartButton product={product} />
            )}
          </div>
        )}
      </div>
      {notCarried && <NotAvailableHere variant="card" />}
    </article>
  );
}

/** Placeholder with the card's shape, shown while products load. */
export function ProductCardSkeleton({ className }: { className?: string }) {
  return (
    <div
      data-testid="product-card-skeleton"
      aria-hidden="true"
      className={cx('flex flex-col rounded-2xl border border-slate-200/80 bg-white p-2.5 md:p-3', className)}
    >
      <Skeleton className="aspect-square w-full rounded-xl" />
      <Skeleton className="mt-2.5 h-4 w-12" />
      <Skeleton className="mt-2 h-4 w-11/12" />
      <Skeleton className="mt-1.5 h-4 w-2/3" />
      <Skeleton className="mt-1.5 h-3 w-1/3" />
      <div className="mt-4 flex items-end justify-between">
        <Skeleton className="h-8 w-14" />
        <Skeleton className="h-9 w-16 rounded-lg" />
      </div>
    </div>
  );
}
