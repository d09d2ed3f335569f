import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ChevronRightIcon, queryKeys, useSession, useShopperStore } from '@minutemart/ui';
import { queryClient } from '@minutemart/ui/query';
import { BUY_AGAIN_PATH, BUY_AGAIN_TITLE, fetchBuyAgain, timesText, type BuyAgainProduct } from '../../../orders/buy-again';
import { ProductStrip } from './ProductStrip';

/** Cards the home row shows; the page lists them all. */
const BUY_AGAIN_ROW_CARDS = 12;
/** Bought-before lists change with a new order, not by the minute. */
const BUY_AGAIN_FRESH_MS = 60_000;

/**
 * Home's "Buy again" (ADR 0024): a signed-in shopper's products from past orders that their store has
 * now, most often bought first (GET /api/order/buy-again), with "See all" to the page. Its own chunk,
 * asked for after the first view; nothing at all for a guest, a shopper without a store or orders, or
 * a failed read (Home is complete without it).
 */
export default function BuyAgainRow() {
  const { user } = useSession();
  const storeId = useShopperStore();
  const enabled = Boolean(user && storeId);
  const { data } = useQuery(
    {
      queryKey: queryKeys.buyAgain(user?._id ?? '', storeId ?? ''),
      queryFn: ({ signal }) => fetchBuyAgain(storeId!, signal),
      enabled,
      staleTime: BUY_AGAIN_FRESH_MS,
    },
    queryClient,
  );
  const products: BuyAgainProduct[] = enabled ? (data ?? []).slice(0, BUY_AGAIN_ROW_CARDS) : [];
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="home-buy-again" data-testid="home-buy-again" className="min-w-0">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="home-buy-again" className="truncate font-display text-lg font-bold tracking-tight text-slate-900 md:text-xl">
          {BUY_AGAIN_TITLE}
        </h2>
        <Link
          to={BUY_AGAIN_PATH}
          className="inline-flex shrink-0 items-center gap-0.5 rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-800"
        >
          See all
          <span className="sr-only"> {BUY_AGAIN_TITLE.toLowerCase()}</span>
          <ChevronRightIcon size={16} />
        </Link>
      </div>
      <ProductStrip products={products} label={BUY_AGAIN_TITLE} itemTestId="buy-again-item" below={timesText} />
    </section>
  );
}
