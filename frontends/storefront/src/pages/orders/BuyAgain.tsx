import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState, errorMessage, PackageIcon, useSession, useShopperStore } from '@minutemart/ui';
import { PageHeader } from '../../components/PageHeader';
import { SignInRequired } from '../../components/SignInRequired';
import { BUY_AGAIN_TITLE, fetchBuyAgain, timesText, type BuyAgainProduct } from '../../orders/buy-again';
import { ProductCard, ProductCardSkeleton } from '../browse/components/ProductCard';

export const NOTHING_TO_BUY_AGAIN_TEXT = 'Nothing to buy again yet';

type Loaded = { key: string; products: BuyAgainProduct[]; error: string };

/** /dashboard/buy-again: what the shopper bought before that their store has now, at today's price. */
export default function BuyAgain() {
  const { status: sessionStatus, user } = useSession();
  const storeId = useShopperStore();
  const key = user && storeId ? `${user._id}@${storeId}` : '';
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!user || !storeId) return;
    const controller = new AbortController();
    fetchBuyAgain(storeId, controller.signal).then(
      (products) => setLoaded({ key, products, error: '' }),
      (err: unknown) => !controller.signal.aborted && setLoaded({ key, products: [], error: errorMessage(err) }),
    );
    return () => controller.abort();
  }, [user, storeId, key]);

  const header = <PageHeader title={BUY_AGAIN_TITLE} subtitle="What you ordered before, in stock at your store now." />;
  if (!user) {
    return (
      <section>
        {header}
        {sessionStatus === 'ready' ? <SignInRequired what="what you can buy again" /> : <Grid loading />}
      </section>
    );
  }
  if (!storeId) {
    return (
      <section>
        {header}
        <EmptyState title="Where should we deliver?" icon={<PackageIcon size={30} />}>
          Choose your delivery location at the top of the page to see what your store has.
        </EmptyState>
      </section>
    );
  }

  const current = loaded?.key === key ? loaded : null;
  return (
    <section>
      {header}
      {!current ? (
        <Grid loading />
      ) : current.error ? (
        <EmptyState title="This list could not be loaded">{current.error}</EmptyState>
      ) : current.products.length === 0 ? (
        <EmptyState title={NOTHING_TO_BUY_AGAIN_TEXT} icon={<PackageIcon size={30} />}>
          Products from your orders show here when your store has them.{' '}
          <Link to="/" className="font-semibold text-brand-700 hover:underline">
            Start shopping
          </Link>
        </EmptyState>
      ) : (
        <Grid>
          {current.products.map((p, i) => (
            <div key={p._id} data-testid="buy-again-item" className="flex flex-col gap-1">
              <ProductCard product={p} eager={i < 4} imageSizes="(min-width: 1024px) 200px, (min-width: 640px) 30vw, 45vw" />
              <p className="px-2.5 text-xs text-slate-500">{timesText(p)}</p>
            </div>
          ))}
        </Grid>
      )}
    </section>
  );
}

function Grid({ loading = false, children }: { loading?: boolean; children?: ReactNode }) {
  return (
    <div data-testid="buy-again-grid" aria-busy={loading || undefined} className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 xl:grid-cols-4">
      {loading ? Array.from({ length: 4 }, (_, i) => <ProductCardSkeleton key={i} />) : children}
    </div>
  );
}
