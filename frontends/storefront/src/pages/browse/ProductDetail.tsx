import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  BasketIcon,
  ChevronRightIcon,
  discountedPrice,
  errorMessage,
  formatINR,
  idFromSlug,
  listingUrl,
  Skeleton,
  TagIcon,
  toast,
  TruckIcon,
  useShopperStore,
} from '@minutemart/ui';
import type { Product } from './api';
import { arrivedProduct, fetchProduct, firstViewProduct, forgetFirstView, startProductPageFetch } from './reads';
import { AddToCartButton } from './components/AddToCartButton';
import { isOutOfStock, TenMinBadge } from './components/ProductCard';
import { isNotCarried, NotAvailableHere } from './components/NotAvailableHere';
import { GALLERY_IMAGE_SIZES, ProductGallery } from './components/ProductGallery';
import { preloadPicture } from './components/ProductImage';
import { ProductJsonLd, productDescription, usePageMeta } from './seo';
import { useInView } from './hooks';

// Its own chunk, asked for when the shopper scrolls near it: the page's first load is the product alone.
const TogetherRow = lazy(() => import('./components/TogetherRow'));

export const DETAIL_OUT_OF_STOCK_TEXT = 'Out of Stock';

export const WHY_SHOP = [
  {
    Icon: TruckIcon,
    title: 'Superfast Delivery',
    text: 'Get your order delivered to your doorstep at the earliest from dark stores near you.',
  },
  {
    Icon: TagIcon,
    title: 'Best Prices & Offers',
    text: 'Best price destination with offers directly from the manufacturers.',
  },
  {
    Icon: BasketIcon,
    title: 'Wide Assortment',
    text: 'Choose from 5000+ products across food, personal care, household & other categories.',
  },
];

// Loaded for the first page of a visit, this module asks for that product at once (see api.ts), and
// its big picture (the page's largest paint) starts downloading as soon as the answer names it.
if (typeof window !== 'undefined') {
  startProductPageFetch(window.location.pathname)?.then(
    (product) => preloadPicture(product?.image?.[0], GALLERY_IMAGE_SIZES),
    () => undefined,
  );
}

type Load = { status: 'loading' } | { status: 'ready'; product: Product } | { status: 'missing' };

/**
 * What the first render shows: a head start's answer that has arrived (final: nothing to fetch), else
 * the guest's answer the page's first view was rendered from (shown until the shopper's store's
 * arrives, without a skeleton in between), else the skeleton.
 */
function firstState(productId: string): { load: Load; final: boolean } {
  const product = arrivedProduct(productId);
  if (product !== undefined) return { load: product ? { status: 'ready', product } : { status: 'missing' }, final: true };
  const guest = firstViewProduct(productId);
  return { load: guest ? { status: 'ready', product: guest } : { status: 'loading' }, final: false };
}

/** /product/{name-slug}-{productId}: the id is the text after the last hyphen. */
export default function ProductDetail() {
  const params = useParams();
  const productId = idFromSlug(params.product);
  // On the first page of a visit the module's head start has often arrived by now: shown at once, no
  // skeleton render and commit before it.
  const [first] = useState(() => firstState(productId));
  const [state, setState] = useState<Load>(first.load);
  const shownHeadStart = useRef(first.final);
  // Availability is the shopper's store's: a new location reads the product again (without a skeleton).
  const storeId = useShopperStore();

  useEffect(() => {
    if (shownHeadStart.current) {
      shownHeadStart.current = false;
      forgetFirstView();
      return;
    }
    const ctrl = new AbortController();
    setState((s) => (s.status === 'ready' && s.product._id === productId ? s : { status: 'loading' }));
    fetchProduct(productId, ctrl.signal)
      .then((product) => setState(product ? { status: 'ready', product } : { status: 'missing' }))
      .catch((err: unknown) => {
        if (ctrl.signal.aborted) return;
        toast.error(errorMessage(err));
        setState({ status: 'missing' });
      });
    return () => ctrl.abort();
  }, [productId, storeId]);

  const shown = state.status === 'ready' ? state.product : undefined;
  usePageMeta(shown?.name, shown && productDescription(shown));

  if (state.status === 'loading') return <DetailSkeleton />;
  if (state.status === 'missing') {
    return (
      <section className="mx-auto max-w-md py-12 text-center">
        <div className="mx-auto grid h-16 w-16 place-items-center rounded-full bg-brand-50 text-brand-600">
          <BasketIcon size={30} />
        </div>
        <h1 className="mt-4 text-xl font-bold text-slate-900">Product not found</h1>
        <p className="mt-1 text-slate-500">It may have sold out for good or the link is wrong.</p>
        <Link to="/" className="mt-6 inline-flex rounded-xl bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
          Continue shopping
        </Link>
      </section>
    );
  }

  const { product } = state;
  const price = Number(product.price) || 0;
  const discount = Number(product.discount) || 0;
  const final = discountedPrice(price, discount);
  const category = product.category?.[0];
  const sub = product.subCategory?.[0];
  const details = Object.entries(product.more_details ?? {}).filter(([k, v]) => k.trim() && String(v ?? '').trim());

  return (
    <article className="grid grid-cols-1 gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:gap-x-10 md:gap-y-6 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
      <ProductJsonLd product={product} />
      {/* Gallery */}
      <div className="md:col-start-1 md:row-start-1">
        <ProductGallery images={product.image ?? []} name={product.name} />
      </div>

      {/* Buy box */}
      <div className="md:col-start-2 md:row-span-2 md:row-start-1">
        <div className="grid gap-5 md:sticky md:top-28">
          {category && sub && (
            <nav aria-label="Breadcrumb" className="flex min-w-0 items-center gap-1 text-xs text-slate-500 md:text-sm">
              <Link to="/" className="hover:text-brand-700">
                Home
              </Link>
              <ChevronRightIcon size={14} className="shrink-0" />
              <Link to={listingUrl(category, sub)} className="truncate hover:text-brand-700">
                {sub.name}
              </Link>
            </nav>
          )}
          <div>
            <TenMinBadge large />
            <h1 className="mt-2 font-display text-2xl font-bold leading-tight tracking-tight text-slate-900 md:text-3xl">{product.name}</h1>
            <p className="mt-1 text-sm text-slate-500 md:text-base">{product.unit}</p>
          </div>

          <div className="rounded-2xl bg-white p-4 ring-1 ring-slate-200 md:p-5">
            <p className="text-sm font-medium text-slate-500">Price</p>
            <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="detail-price">
              <span className="rounded-lg border border-brand-600 bg-brand-50 px-3 py-1 text-xl font-extrabold text-slate-900 md:text-2xl">
                {formatINR(final)}
              </span>
              {final < price && <span className="text-base text-slate-500 line-through">{formatINR(price)}</span>}
              {discount > 0 && (
                <span className="text-lg font-bold text-brand-700 md:text-xl" data-testid="detail-discount">
                  {discount}% <span className="text-sm font-semibold text-slate-600 md:text-base">Discount</span>
                </span>
              )}
            </div>
            <p className="mt-1 text-xs text-slate-500">(Inclusive of all taxes)</p>
            <div className="mt-4">
              {isNotCarried(product) ? (
                <NotAvailableHere variant="detail" />
              ) : isOutOfStock(product) ? (
                <p className="inline-flex h-12 items-center rounded-xl bg-red-50 px-5 text-base font-semibold text-red-600 ring-1 ring-red-100">
                  {DETAIL_OUT_OF_STOCK_TEXT}
                </p>
              ) : (
                <AddToCartButton product={product} size="lg" />
              )}
            </div>
          </div>

          <section aria-labelledby="why-shop" className="rounded-2xl bg-white p-4 ring-1 ring-slate-200 md:p-5">
            <h2 id="why-shop" className="font-semibold text-slate-900">
              Why shop from Minutemart?
            </h2>
            <ul className="mt-3 grid gap-4">
              {WHY_SHOP.map(({ Icon, title, text }) => (
                <li key={title} className="flex items-start gap-3">
                  <span className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                    <Icon size={22} />
                  </span>
                  <span>
                    <span className="block text-sm font-semibold text-slate-900">{title}</span>
                    <span className="mt-0.5 block text-sm text-slate-500">{text}</span>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>

      {/* Details */}
      <section aria-labelledby="product-details" className="rounded-2xl bg-white p-4 ring-1 ring-slate-200 md:col-start-1 md:row-start-2 md:p-5">
        <h2 id="product-details" className="font-semibold text-slate-900">
          Product details
        </h2>
        <dl className="mt-3 grid gap-4 text-sm sm:grid-cols-2 sm:gap-x-6" data-testid="product-details">
          {product.description && (
            <div className="sm:col-span-2">
              <dt className="font-semibold text-slate-800">Description</dt>
              <dd className="mt-0.5 whitespace-pre-line text-slate-600">{product.description}</dd>
            </div>
          )}
          <div>
            <dt className="font-semibold text-slate-800">Unit</dt>
            <dd className="mt-0.5 text-slate-600">{product.unit}</dd>
          </div>
          {details.map(([label, value]) => (
            <div key={label}>
              <dt className="font-semibold text-slate-800">{label}</dt>
              <dd className="mt-0.5 break-words text-slate-600">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <TogetherSlot productId={product._id} />
    </article>
  );
}

/**
 * Where "Often bought together" goes: an empty line until the shopper comes near it, then the row (if
 * any). It takes back the grid's gap above it, which the row puts back, so a page without one ends as before.
 */
function TogetherSlot({ productId }: { productId: string }) {
  const slot = useRef<HTMLDivElement>(null);
  const near = useInView(slot, '400px');
  return (
    <div ref={slot} className="-mt-5 min-w-0 md:col-span-2 md:row-start-3 md:-mt-6">
      {near && (
        <Suspense fallback={null}>
          <TogetherRow productId={productId} />
        </Suspense>
      )}
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2 md:gap-10" aria-busy="true" aria-label="Loading product">
      <Skeleton className="aspect-square w-full max-w-[480px] rounded-3xl" />
      <div className="grid content-start gap-3">
        <Skeleton className="h-5 w-16" />
        <Skeleton className="h-8 w-4/5" />
        <Skeleton className="h-4 w-24" />
        <Skeleton className="mt-4 h-36 w-full rounded-2xl" />
        <Skeleton className="h-48 w-full rounded-2xl" />
      </div>
    </div>
  );
}
