import { useState } from 'react';
import {
  Button,
  EmptyState,
  MapPinIcon,
  RefreshIcon,
  Skeleton,
  StoreIcon,
  cx,
  errorMessage,
  storesOf,
  toast,
  useSession,
  userHolds,
  queryKeys,
} from '@minutemart/ui';
import { stores as storesApi, type DarkStore, type StoreLoad } from '../api/stores';
import { PageHeader } from '../components/layout';
import { PencilIcon, PlusIcon } from '../components/icons';
import { useResource } from '../hooks/useResource';
import { StoreForm } from '../stores/StoreForm';
import { StoreStockPanel } from '../stores/StoreStockPanel';
import { StoreStatusBadge } from '../stores/StoreStatusBadge';

/**
 * /dashboard/stores: every dark store with its load now, add and edit, and the stock of one store.
 * A store manager sees and runs their own stores only, and adds none.
 */
export default function StoresPage() {
  const { user } = useSession();
  const mine = storesOf(user);
  const all = useResource(
    queryKeys.storeList(),
    (signal) => storesApi.list(signal),
    [] as DarkStore[],
    (err) => toast.error(errorMessage(err)),
  );
  const list = { ...all, data: mine ? all.data.filter((s) => mine.includes(s._id)) : all.data };
  const loads = useResource(
    queryKeys.storeLoads(),
    (signal) => storesApi.loads(signal),
    [] as StoreLoad[],
    () => undefined,
  );
  const [editing, setEditing] = useState<DarkStore | null>(null);
  const [adding, setAdding] = useState(false);
  const reload = () => {
    list.reload();
    loads.reload();
  };

  const cities = [...new Set(list.data.map((s) => s.city))];
  return (
    <section className="grid grid-cols-1 gap-4">
      <PageHeader
        title="Stores"
        summary={
          list.loaded
            ? `${list.data.length} dark ${list.data.length === 1 ? 'store' : 'stores'} in ${cities.length} ${cities.length === 1 ? 'city' : 'cities'}`
            : 'Loading…'
        }
        actions={
          <>
            <Button variant="outline" size="sm" onClick={reload} aria-label="Refresh stores">
              <RefreshIcon size={15} />
              <span className="hidden sm:inline">Refresh</span>
            </Button>
            {userHolds(user, 'store.manage') && (
              <Button size="sm" onClick={() => setAdding(true)}>
                <PlusIcon size={15} />
                Add store
              </Button>
            )}
          </>
        }
      />
      {list.loading && list.data.length === 0 ? (
        <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-44 rounded-2xl" />
          ))}
        </div>
      ) : list.data.length === 0 ? (
        <EmptyState title="No stores yet" icon={<StoreIcon size={28} />}>
          Until the first dark store exists every order is served from one shelf (one-store mode).
        </EmptyState>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" data-testid="store-list">
          {list.data.map((s) => (
            <li key={s._id}>
              <StoreCard store={s} load={loads.data.find((l) => l.storeId === s._id)} onEdit={() => setEditing(s)} />
            </li>
          ))}
        </ul>
      )}
      {list.data.length > 0 && <StoreStockPanel stores={list.data} />}
      <StoreForm open={adding || Boolean(editing)} store={editing} onClose={() => (setAdding(false), setEditing(null))} onSaved={reload} />
    </section>
  );
}

function StoreCard({ store, load, onEdit }: { store: DarkStore; load: StoreLoad | undefined; onEdit: () => void }) {
  const roundTheClock = store.hours.open === '00:00' && store.hours.close === '24:00';
  return (
    <article data-testid="store-card" data-store-id={store._id} className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="truncate text-base font-bold text-slate-900">{store.name}</h2>
          <p className="flex items-center gap-1 text-xs text-slate-500">
            <MapPinIcon size={12} />
            {store.city} · <span className="font-mono">{store._id}</span>
          </p>
        </div>
        <StoreStatusBadge status={store.status} pausedByLoad={load?.pausedByLoad} openNow={load?.openNow} />
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
        <Stat label="Promise" value={load?.minutes != null ? `${load.minutes} min` : '–'} />
        <Stat label="Queue" value={load ? String(load.queue) : '–'} />
        <Stat label="Pickers" value={String(store.pickers)} />
      </dl>
      <p className="mt-3 text-xs text-slate-600">
        <span className="font-semibold text-slate-800">Hours</span> {roundTheClock ? 'round the clock' : `${store.hours.open}–${store.hours.close}`}
      </p>
      <p className="mt-1.5 text-xs text-slate-600">
        <span className="font-semibold text-slate-800">Serves</span>{' '}
        {store.serves.map((p) => (
          <span key={p.pincode} title={p.area} className="mr-1 inline-block rounded-md bg-slate-100 px-1.5 py-0.5 font-mono text-[11px] text-slate-700">
            {p.pincode}
          </span>
        ))}
      </p>
      <div className="mt-auto flex justify-end pt-3">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${store.name}`}>
          <PencilIcon size={14} />
          Edit
        </Button>
      </div>
    </article>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className={cx('rounded-xl bg-slate-50 px-2 py-1.5')}>
      <dt className="text-[10px] font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="text-sm font-bold tabular-nums text-slate-900">{value}</dd>
    </div>
  );
}
