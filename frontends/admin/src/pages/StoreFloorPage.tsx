import { useState } from 'react';
import { Button, EmptyState, PackageIcon, Skeleton, useSession } from '@minutemart/ui';
import { awaitingSubstitute, leftToTick } from '@minutemart/contracts/order-lines';
import type { Order, OrderLine } from '../api/orders';
import { floor } from '../api/stores';
import { PageHeader } from '../components/layout';
import { shortId } from '../orders/model';
import { pendingName } from '../orders/SubstitutionNotes';
import { useNow } from '../orders/useNow';
import { Counts, OrderTitle, StoreBar } from '../stores/FloorBits';
import { PickLine, lineKey, type Act } from '../stores/PickLine';
import { SubstituteSheet, type SubstituteChoice } from '../stores/SubstituteSheet';
import { useChosenStore } from '../stores/useChosenStore';
import { useStoreQueue } from '../stores/useStoreQueue';
import { useStaffAction } from '../stores/useStaffAction';

/** /dashboard/store-floor: a picker's phone. The store's queue oldest first; claim, tick each item (or mark it missing, or substitute it), pack. */
export default function StoreFloorPage() {
  const { stores, storeId, choose } = useChosenStore();
  const { queue, loading, error, reload, put, live } = useStoreQueue(storeId, 'pick');
  const me = useSession().user?._id;
  const now = useNow(15_000);
  const { busy, act } = useStaffAction(put, reload);

  const mine = queue.orders.filter((o) => o.state === 'picking' && o.picker?.id === me);
  const rest = queue.orders.filter((o) => !mine.includes(o));
  return (
    <section className="mx-auto grid max-w-2xl grid-cols-1 gap-3">
      <PageHeader title="Store floor" summary="Pick the oldest order first: claim it, tick every item (or substitute a missing one), pack it." />
      <StoreBar stores={stores} storeId={storeId} onChoose={choose} queue={queue} live={live}>
        <Counts
          items={[
            ['To pick', queue.counts['confirmed'] ?? 0],
            ['Picking', queue.counts['picking'] ?? 0],
            ['Packed', queue.counts['packed'] ?? 0],
          ]}
        />
      </StoreBar>
      {error ? (
        <p role="alert" className="rounded-2xl bg-red-50 p-4 text-sm text-red-700">
          {error}
        </p>
      ) : loading && queue.orders.length === 0 ? (
        <Skeleton className="h-32 rounded-2xl" />
      ) : queue.orders.length === 0 ? (
        <EmptyState title="Nothing to pick" icon={<PackageIcon size={28} />}>
          New orders for this store appear here as they are confirmed.
        </EmptyState>
      ) : (
        <ol className="grid gap-3" data-testid="pick-queue" aria-label="Orders to pick, oldest first">
          {mine.map((o) => (
            <li key={o.orderId}>
              <PickingCard order={o} now={now} busy={busy} act={act} />
            </li>
          ))}
          {rest.map((o) => (
            <li key={o.orderId}>
              <QueueCard order={o} now={now} busy={busy} act={act} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function QueueCard({ order, now, busy, act }: { order: Order; now: number; busy: string | null; act: Act }) {
  const taken = order.state === 'picking';
  return (
    <article
      data-testid="floor-order"
      data-order-id={order.orderId}
      data-state={order.state}
      className="rounded-2xl border border-slate-200 bg-white p-3 sm:p-4"
    >
      <OrderTitle order={order} now={now} />
      <p className="mt-1.5 line-clamp-2 text-sm text-slate-600">{order.items.map((i) => `${i.quantity} × ${i.name}`).join(', ')}</p>
      {taken ? (
        <p className="mt-3 rounded-xl bg-slate-50 px-3 py-2 text-sm text-slate-600">{order.picker?.name ?? 'Someone'} is picking this order</p>
      ) : (
        <Button
          size="lg"
          block
          className="mt-3"
          loading={busy === `claim:${order.orderId}`}
          disabled={Boolean(busy)}
          onClick={() => void act(`claim:${order.orderId}`, () => floor.claim(order.orderId))}
        >
          Claim #{shortId(order.orderId)}
        </Button>
      )}
    </article>
  );
}

/** What stops the pack button, in the picker's words. */
function packBlocker(order: Order, remaining: number): string | null {
  const checking = order.items.filter((i) => awaitingSubstitute(i) > 0).map(pendingName);
  const parts = [...(remaining > 0 ? [`${remaining} left to tick`] : []), ...(checking.length ? [`checking ${checking.join(', ')} is on the shelf`] : [])];
  return parts.length ? parts.join(', ') : null;
}

function PickingCard({ order, now, busy, act }: { order: Order; now: number; busy: string | null; act: Act }) {
  const remaining = order.items.reduce((n, i) => n + leftToTick(i), 0);
  const blocker = packBlocker(order, remaining);
  const [substituting, setSubstituting] = useState<string | null>(null);
  // The line as it is now (the queue changes live); closed once nothing is left to replace.
  const target = order.items.find((i) => i.productId === substituting && leftToTick(i) > 0) ?? null;
  const choose = (item: OrderLine, { product, units }: SubstituteChoice) => {
    setSubstituting(null);
    const key = lineKey('substitute', order, item);
    void act(key, () => floor.substitute(order.orderId, item.productId, product._id, units));
  };
  return (
    <article
      data-testid="floor-order"
      data-order-id={order.orderId}
      data-state="picking"
      data-mine
      className="rounded-2xl border-2 border-brand-500 bg-white p-3 shadow-sm sm:p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <OrderTitle order={order} now={now} />
      </div>
      <p className="mt-1 text-xs font-semibold text-brand-700">You are picking this order · {blocker ?? 'every item ticked'}</p>
      <ul className="mt-3 divide-y divide-slate-100" aria-label="Items to pick">
        {order.items.map((item) => (
          <PickLine key={item.productId} order={order} item={item} busy={busy} act={act} onSubstitute={(i) => setSubstituting(i.productId)} />
        ))}
      </ul>
      <Button
        size="lg"
        block
        className="mt-3 leading-tight"
        disabled={blocker !== null || Boolean(busy)}
        loading={busy === `pack:${order.orderId}`}
        onClick={() => void act(`pack:${order.orderId}`, () => floor.pack(order.orderId))}
      >
        {blocker ? `Pack (${blocker})` : `Pack #${shortId(order.orderId)}`}
      </Button>
      <SubstituteSheet
        order={order}
        item={target}
        storeName={order.storeName || 'this store'}
        onChoose={(c) => target && choose(target, c)}
        onClose={() => setSubstituting(null)}
      />
    </article>
  );
}
