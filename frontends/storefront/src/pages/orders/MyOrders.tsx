import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { cx, EmptyState, PackageIcon, Skeleton, useSession } from '@minutemart/ui';
import { PageHeader } from '../../components/PageHeader';
import { SignInRequired } from '../../components/SignInRequired';
import { orders, useOrders } from '../../orders/store';
import { useOrderStream, type StreamStatus } from '../../orders/useOrderStream';
import { OrderCard } from './OrderCard';
import { OrderDialog } from './OrderDialog';

export const NO_ORDERS_TEXT = 'No Data';

/** /dashboard/myorders: the shopper's orders, updated live from the order stream. */
export default function MyOrders() {
  const { status: sessionStatus, user } = useSession();
  const { status, list, error } = useOrders();
  const [openId, setOpenId] = useState<string | null>(null);
  const userId = user?._id;
  const live = useOrderStream(Boolean(userId), orders.upsert, () => void orders.load());

  useEffect(() => {
    if (userId) void orders.load();
  }, [userId]);

  if (!user) {
    return (
      <section>
        <PageHeader title="My Orders" />
        {sessionStatus === 'ready' ? <SignInRequired what="your orders" /> : <ListSkeleton />}
      </section>
    );
  }

  // The dialog shows the list's copy, so a live change shows in it too.
  const open = list.find((o) => o.orderId === openId) ?? null;

  return (
    <section>
      <PageHeader title="My Orders" subtitle="Track your orders live, from the store to your door." actions={<LiveBadge status={live} />} />
      {status === 'error' && list.length === 0 ? (
        <EmptyState title="Your orders could not be loaded">{error}</EmptyState>
      ) : (status === 'idle' || status === 'loading') && list.length === 0 ? (
        <ListSkeleton />
      ) : list.length === 0 ? (
        <EmptyState title={NO_ORDERS_TEXT} icon={<PackageIcon size={30} />}>
          You have not placed an order yet.{' '}
          <Link to="/" className="font-semibold text-brand-700 hover:underline">
            Start shopping
          </Link>
        </EmptyState>
      ) : (
        <ul className="grid max-w-3xl grid-cols-1 gap-3" aria-label="Orders">
          {list.map((o) => (
            <li key={o.orderId}>
              <OrderCard order={o} onOpen={() => setOpenId(o.orderId)} />
            </li>
          ))}
        </ul>
      )}
      <OrderDialog order={open} onClose={() => setOpenId(null)} />
    </section>
  );
}

function LiveBadge({ status }: { status: StreamStatus }) {
  const label = status === 'live' ? 'Live' : status === 'offline' ? 'Offline' : 'Connecting';
  return (
    <span
      data-testid="orders-live"
      data-status={status}
      title={status === 'live' ? 'Order changes appear here as they happen' : 'Reconnecting to live updates'}
      className={cx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset',
        status === 'live' ? 'bg-brand-50 text-brand-700 ring-brand-200' : 'bg-slate-100 text-slate-500 ring-slate-200',
      )}
    >
      <span className="relative flex h-2 w-2">
        {status === 'live' && <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-brand-500 opacity-60" />}
        <span className={cx('relative inline-flex h-2 w-2 rounded-full', status === 'live' ? 'bg-brand-600' : 'bg-slate-400')} />
      </span>
      {label}
    </span>
  );
}

function ListSkeleton() {
  return (
    <div className="grid max-w-3xl grid-cols-1 gap-3" aria-busy="true">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-32 rounded-2xl" />
      ))}
    </div>
  );
}
