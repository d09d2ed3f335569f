import { Button, EmptyState, MapPinIcon, PhoneIcon, Skeleton, TruckIcon, formatPaise, useSession } from '@minutemart/ui';
import type { Order } from '../api/orders';
import { floor } from '../api/stores';
import { PageHeader } from '../components/layout';
import { shortId } from '../orders/model';
import { useNow } from '../orders/useNow';
import { Counts, OrderTitle, StoreBar } from '../stores/FloorBits';
import { RiderInstructions } from '../stores/RiderInstructions';
import { ShiftBar } from '../stores/ShiftBar';
import { useChosenStore } from '../stores/useChosenStore';
import { useStoreQueue } from '../stores/useStoreQueue';
import { useStaffAction } from '../stores/useStaffAction';

/**
 * /dashboard/rider: a rider's phone. Their shift at the store (sign in, sign out), then the store's
 * packed orders, oldest first: take one, leave with it, deliver it.
 */
export default function RiderPage() {
  const { stores, storeId, choose } = useChosenStore();
  const { queue, loading, error, reload, put, live } = useStoreQueue(storeId, 'deliver');
  const me = useSession().user?._id;
  const now = useNow(15_000);
  const { busy, act } = useStaffAction(put, reload);

  // My runs first, then what is waiting for a rider; someone else's runs last.
  const rank = (o: Order) => (o.rider?.id === me ? 0 : o.rider ? 2 : 1);
  const list = [...queue.orders].sort((a, b) => rank(a) - rank(b));
  return (
    <section className="mx-auto grid max-w-2xl grid-cols-1 gap-3">
      <PageHeader title="Rider" summary="Take a packed order, leave with it, hand it over." />
      <StoreBar stores={stores} storeId={storeId} onChoose={choose} queue={queue} live={live}>
        <Counts
          items={[
            ['Packed', queue.counts['packed'] ?? 0],
            ['On the road', queue.counts['out_for_delivery'] ?? 0],
          ]}
        />
      </StoreBar>
      <ShiftBar
        storeId={storeId}
        storeName={stores.find((s) => s._id === storeId)?.name ?? queue.store?.name ?? 'this store'}
        changes={JSON.stringify(queue.counts)}
      />
      {error ? (
        <p role="alert" className="rounded-2xl bg-red-50 p-4 text-sm text-red-700">
          {error}
        </p>
      ) : loading && queue.orders.length === 0 ? (
        <Skeleton className="h-32 rounded-2xl" />
      ) : list.length === 0 ? (
        <EmptyState title="No packed orders" icon={<TruckIcon size={28} />}>
          Packed orders of this store appear here, oldest first.
        </EmptyState>
      ) : (
        <ol className="grid gap-3" data-testid="ride-queue" aria-label="Packed orders, oldest first">
          {list.map((o) => (
            <li key={o.orderId}>
              <RideCard order={o} mine={o.rider?.id === me} now={now} busy={busy} act={act} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function RideCard({
  order,
  mine,
  now,
  busy,
  act,
}: {
  order: Order;
  mine: boolean;
  now: number;
  busy: string | null;
  act: (key: string, run: () => Promise<{ order: Order | null; message: string }>) => Promise<void>;
}) {
  const a = order.delivery_address;
  const id = order.orderId;
  const cod = order.paymentMethod === 'cod';
  const key = (what: string) => `${what}:${id}`;
  let action: { label: string; what: string; run: () => Promise<{ order: Order | null; message: string }> } | null = null;
  if (order.state === 'packed' && !order.rider) action = { label: `Take #${shortId(id)}`, what: 'take', run: () => floor.take(id) };
  else if (order.state === 'packed' && mine) action = { label: 'Out for delivery', what: 'dispatch', run: () => floor.dispatch(id) };
  else if (order.state === 'out_for_delivery' && mine)
    action = { label: cod ? `Delivered · collected ${formatPaise(order.totals.grandTotalPaise)}` : 'Delivered', what: 'deliver', run: () => floor.deliver(id) };

  return (
    <article
      data-testid="ride-order"
      data-order-id={id}
      data-state={order.state}
      data-mine={mine || undefined}
      className={mine ? 'rounded-2xl border-2 border-brand-500 bg-white p-3 shadow-sm sm:p-4' : 'rounded-2xl border border-slate-200 bg-white p-3 sm:p-4'}
    >
      <OrderTitle order={order} now={now} />
      <RiderInstructions instructions={a?.instructions} />
      {a && (
        <div className="mt-2 grid gap-1 text-sm text-slate-700">
          <p className="flex gap-1.5">
            <MapPinIcon size={15} className="mt-0.5 shrink-0 text-slate-400" />
            <span>
              {a.address_line}, {a.city} - {a.pincode}
              {order.distanceKm != null && <span className="text-slate-500"> · {order.distanceKm} km</span>}
            </span>
          </p>
          <a href={`tel:${a.mobile}`} className="flex w-fit items-center gap-1.5 font-medium text-brand-700 hover:underline">
            <PhoneIcon size={14} />
            {a.mobile}
          </a>
        </div>
      )}
      <p className="mt-2 text-xs font-semibold text-slate-600">
        {cod ? `Collect ${formatPaise(order.totals.grandTotalPaise)} in cash` : 'Paid online: nothing to collect'}
      </p>
      {order.rider && !mine && (
        <p className="mt-2 rounded-xl bg-slate-50 px-3 py-2 text-sm text-slate-600">{order.rider.name ?? 'Another rider'} has this order</p>
      )}
      {action && (
        <Button
          size="lg"
          block
          className="mt-3"
          disabled={Boolean(busy)}
          loading={busy === key(action.what)}
          onClick={() => void act(key(action.what), action.run)}
        >
          {action.label}
        </Button>
      )}
    </article>
  );
}
