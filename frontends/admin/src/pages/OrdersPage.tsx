import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { OrderState } from '@minutemart/contracts/order-states';
import { Button, EmptyState, RefreshIcon, Skeleton, AlertIcon, errorMessage, toast, useSession, userCan } from '@minutemart/ui';
import { orders as ordersApi, type Order } from '../api/orders';
import { PageHeader, SearchBox } from '../components/layout';
import { ReceiptIcon } from '../components/icons';
import { useDebounced } from '../hooks/useResource';
import { CancelOrderDialog } from '../orders/CancelOrderDialog';
import { LiveIndicator } from '../orders/LiveIndicator';
import {
  BOARD_COLUMNS,
  BOARD_STATES,
  OPEN_STATES,
  byNewest,
  matchesQuery,
  nextStep,
  normalizeOrderQuery,
  shortId,
  stateLabel,
  sumCounts,
  urgency,
} from '../orders/model';
import { OrderBoard } from '../orders/OrderBoard';
import { OrderCard, type OrderActions } from '../orders/OrderCard';
import { OrderDetailDialog } from '../orders/OrderDetailDialog';
import { StateFilter, type OrderFilter } from '../orders/StateFilter';
import { useNow } from '../orders/useNow';
import { useOrderStore } from '../orders/useOrderStore';
import { useOrderStream } from '../orders/useOrderStream';

export const SEARCH_LIMIT = 50;
/** After live changes settle, the counts are read again from the server (the live adjustment is a guess). */
const COUNTS_RECHECK_MS = 1500;
const HIGHLIGHT_MS = 4000;

/** Orders board: live columns by status, a tab per state with counts, search by order id, advance and cancel. */
export default function OrdersPage() {
  const { state, actions } = useOrderStore();
  const { user } = useSession();
  const [filter, setFilter] = useState<OrderFilter>('board');
  const [search, setSearch] = useState('');
  const q = normalizeOrderQuery(useDebounced(search, 300));
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [searchTotal, setSearchTotal] = useState(0);
  const [sync, setSync] = useState(0);
  const [loadingMore, setLoadingMore] = useState<string | null>(null);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [detailId, setDetailId] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const [cancelBusy, setCancelBusy] = useState(false);
  const now = useNow();

  // The lists of the open view; read again whenever a fresh stream connection may have missed changes.
  useEffect(() => {
    const ctrl = new AbortController();
    setLoading(true);
    setError(null);
    const load = async () => {
      if (q) {
        const page = await ordersApi.list({ q, state: filter === 'board' ? undefined : filter, limit: SEARCH_LIMIT }, ctrl.signal);
        if (ctrl.signal.aborted) return;
        actions.page(page, { takeCounts: false });
        setSearchTotal(page.totalCount);
        return;
      }
      const states: readonly OrderState[] = filter === 'board' ? BOARD_STATES : [filter];
      const pages = await Promise.all(states.map((s) => ordersApi.list({ state: s, page: 1 }, ctrl.signal)));
      if (ctrl.signal.aborted) return;
      pages.forEach((page, i) => actions.page(page, { state: states[i], pageNo: 1, takeCounts: true }));
    };
    load().then(
      () => !ctrl.signal.aborted && setLoading(false),
      (err: unknown) => {
        if (ctrl.signal.aborted) return;
        setLoading(false);
        setError(errorMessage(err));
      },
    );
    return () => ctrl.abort();
  }, [filter, q, sync, actions]);

  const recheck = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onLive = useCallback(
    (order: Order) => {
      actions.live(order);
      clearTimeout(recheck.current);
      recheck.current = setTimeout(() => {
        ordersApi.list({ limit: 1 }).then(
          (page) => page.counts && actions.counts(page.counts),
          () => undefined,
        );
      }, COUNTS_RECHECK_MS);
    },
    [actions],
  );
  useEffect(() => () => clearTimeout(recheck.current), []);
  const stream = useOrderStream(
    onLive,
    useCallback(() => setSync((n) => n + 1), []),
  );

  const recentCount = Object.keys(state.recent).length;
  useEffect(() => {
    if (!recentCount) return;
    const t = setInterval(() => actions.settle(Date.now() - HIGHLIGHT_MS), 500);
    return () => clearInterval(t);
  }, [recentCount, actions]);

  const all = useMemo(() => Object.values(state.byId), [state.byId]);

  function setOrderBusy(orderId: string, on: boolean) {
    setBusy((prev) => {
      const next = new Set(prev);
      if (on) next.add(orderId);
      else next.delete(orderId);
      return next;
    });
  }

  /** After a refused change (someone else moved the order first), show what the server has now. */
  function refreshOne(orderId: string) {
    ordersApi.details(orderId).then(
      (o) => o && actions.saved(o),
      () => undefined,
    );
  }

  async function advance(order: Order) {
    const step = nextStep(order.state);
    if (!step || busy.has(order.orderId)) return;
    setOrderBusy(order.orderId, true);
    try {
      const res = await ordersApi.advance(order.orderId, step.to);
      if (res.order) actions.saved(res.order);
      toast.success(`Order #${shortId(order.orderId)} is ${stateLabel(step.to)}`);
    } catch (err) {
      toast.error(errorMessage(err));
      refreshOne(order.orderId);
    } finally {
      setOrderBusy(order.orderId, false);
    }
  }

  async function confirmCancel(reason: string) {
    const order = cancelling;
    if (!order) return;
    setCancelBusy(true);
    setOrderBusy(order.orderId, true);
    try {
      const res = await ordersApi.cancel(order.orderId, reason);
      if (res.order) actions.saved(res.order);
      toast.success(`Order #${shortId(order.orderId)} cancelled`);
      setCancelling(null);
    } catch (err) {
      toast.error(errorMessage(err));
      refreshOne(order.orderId);
    } finally {
      setCancelBusy(false);
      setOrderBusy(order.orderId, false);
    }
  }

  function openDetail(order: Order) {
    setDetailId(order.orderId);
    refreshOne(order.orderId);
  }

  // Only what the permission table lets the caller do is offered (support reads and cancels; the steps are admins').
  const cardActions: OrderActions = {
    onOpen: openDetail,
    ...(userCan(user, 'orders.advance') ? { onAdvance: (o: Order) => void advance(o) } : {}),
    ...(userCan(user, 'orders.cancel') ? { onCancel: setCancelling } : {}),
    busy,
  };

  async function loadMore(states: readonly OrderState[], key: string) {
    setLoadingMore(key);
    try {
      const wanted = states.filter((s) => (state.counts?.[s] ?? 0) > all.filter((o) => o.state === s).length);
      const pages = await Promise.all(wanted.map((s) => ordersApi.list({ state: s, page: (state.pages[s] ?? 1) + 1 })));
      pages.forEach((page, i) => actions.page(page, { state: wanted[i], pageNo: (state.pages[wanted[i]!] ?? 1) + 1, takeCounts: true }));
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setLoadingMore(null);
    }
  }

  const openCount = sumCounts(state.counts, OPEN_STATES);
  const late = all.filter((o) => urgency(o, now) === 'late').length;
  const summary = state.counts ? (
    <>
      <span data-testid="open-count">{openCount.toLocaleString('en-IN')}</span> open {openCount === 1 ? 'order' : 'orders'}
      {late > 0 && <span className="font-semibold text-red-600"> · {late} past promised time</span>}
    </>
  ) : (
    'Loading…'
  );

  const listed = q
    ? all.filter((o) => matchesQuery(o, q) && (filter === 'board' || o.state === filter)).sort(byNewest)
    : filter === 'board'
      ? all
      : all.filter((o) => o.state === filter).sort(byNewest);
  const stateTotal = filter !== 'board' ? (state.counts?.[filter] ?? listed.length) : 0;

  return (
    <section className="grid gap-4" aria-busy={loading || undefined}>
      <PageHeader
        title="Orders"
        summary={summary}
        actions={
          <>
            <LiveIndicator status={stream} />
            <Button variant="outline" size="sm" onClick={() => setSync((n) => n + 1)} disabled={loading} aria-label="Refresh orders">
              <RefreshIcon size={15} />
              <span className="hidden sm:inline">Refresh</span>
            </Button>
          </>
        }
      >
        <div className="grid gap-3">
          <SearchBox
            value={search}
            onChange={setSearch}
            placeholder="Search order id, e.g. its last 6 characters"
            label="Search orders by id"
            className="md:max-w-md"
          />
          <StateFilter value={filter} counts={state.counts} onChange={setFilter} />
        </div>
      </PageHeader>

      {error && !loading ? (
        <div role="alert" className="flex flex-col items-center rounded-2xl border border-red-200 bg-white px-6 py-10 text-center">
          <span className="mb-3 grid h-12 w-12 place-items-center rounded-full bg-red-50 text-red-600">
            <AlertIcon size={22} />
          </span>
          <p className="font-semibold text-slate-900">Could not load orders</p>
          <p className="mt-1 max-w-sm text-sm text-slate-500">{error}</p>
          <Button className="mt-4" size="sm" onClick={() => setSync((n) => n + 1)}>
            <RefreshIcon size={15} />
            Try again
          </Button>
        </div>
      ) : filter === 'board' && !q ? (
        <OrderBoard
          orders={listed}
          counts={state.counts}
          now={now}
          actions={cardActions}
          recent={state.recent}
          loading={loading}
          loadingMore={loadingMore}
          onLoadMore={(key) => void loadMore(BOARD_COLUMNS.find((c) => c.key === key)?.states ?? [], key)}
        />
      ) : loading && listed.length === 0 ? (
        <div role="status" aria-label="Loading orders" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="rounded-xl border border-slate-200 bg-white p-3">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="mt-2 h-3 w-1/2" />
              <Skeleton className="mt-3 h-8" />
            </div>
          ))}
        </div>
      ) : listed.length === 0 ? (
        <EmptyState title="No Data" icon={<ReceiptIcon size={28} />}>
          {q
            ? `No order id ends with “${q}”${filter !== 'board' ? ` in ${stateLabel(filter)}` : ''}.`
            : `No ${stateLabel(filter as OrderState).toLowerCase()} orders.`}
        </EmptyState>
      ) : (
        <div className="grid gap-3">
          <p className="text-sm text-slate-500" data-testid="list-summary">
            {q
              ? `${listed.length.toLocaleString('en-IN')} ${listed.length === 1 ? 'order matches' : 'orders match'} “${q}”${searchTotal > listed.length ? ` (first ${SEARCH_LIMIT} shown)` : ''}`
              : `${stateLabel(filter as OrderState)} · ${stateTotal.toLocaleString('en-IN')} ${stateTotal === 1 ? 'order' : 'orders'}, newest first`}
          </p>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="order-list">
            {listed.map((o) => (
              <li key={o.orderId}>
                <OrderCard order={o} now={now} actions={cardActions} showState highlight={Boolean(state.recent[o.orderId])} />
              </li>
            ))}
          </ul>
          {!q && filter !== 'board' && stateTotal > listed.length && (
            <Button variant="outline" className="justify-self-center" loading={loadingMore === filter} onClick={() => void loadMore([filter], filter)}>
              Load more ({(stateTotal - listed.length).toLocaleString('en-IN')})
            </Button>
          )}
        </div>
      )}

      <OrderDetailDialog order={detailId ? (state.byId[detailId] ?? null) : null} now={now} actions={cardActions} onClose={() => setDetailId(null)} />
      <CancelOrderDialog order={cancelling} busy={cancelBusy} onClose={() => setCancelling(null)} onConfirm={(reason) => void confirmCancel(reason)} />
    </section>
  );
}
