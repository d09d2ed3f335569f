import { useEffect } from 'react';
import { Button, cx, errorMessage, toast, userCan, useSession } from '@minutemart/ui';
import { shiftKey, shifts, type ShiftState, type StoreRiders } from '../api/shifts';
import { useResource } from '../hooks/useResource';
import { useStaffAction } from './useStaffAction';

const timeOf = (iso: string | null) => (iso ? new Date(iso).toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Kolkata' }) : '');

/** A write of these screens with a message to show and no order in its answer. */
const noOrder = async (run: () => Promise<{ message: string }>) => ({ order: null, message: (await run()).message });
const noPut = () => undefined;

/**
 * The rider's shift at the chosen store (ADR 0027): sign in to be counted as a free rider in the
 * store's promise, sign out at the end. Admins also see who is on shift and switch rider capacity on
 * or off for the store. `changes` moves whenever the store's queue does, so the counts follow.
 */
export function ShiftBar({ storeId, storeName, changes }: { storeId: string; storeName: string; changes: string }) {
  const { user } = useSession();
  const mine = useResource(
    shiftKey(storeId),
    (signal): Promise<ShiftState | null> => (storeId ? shifts.mine(storeId, signal) : Promise.resolve(null)),
    null,
    (err) => toast.error(errorMessage(err)),
  );
  const { reload } = mine;
  useEffect(() => reload(), [changes, reload]);
  const { busy, act } = useStaffAction(noPut, reload);
  const state = mine.data;
  if (!storeId || !state) return null;
  const { shift, store } = state;
  const here = shift.onShift && shift.storeId === storeId;
  const elsewhere = shift.onShift && !here;

  return (
    <div
      data-testid="rider-shift"
      data-on-shift={here || undefined}
      className={cx('grid gap-2 rounded-2xl border bg-white p-3 sm:p-4', here ? 'border-emerald-300' : 'border-slate-200')}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex min-w-0 items-center gap-2 text-sm">
          <span aria-hidden className={cx('h-2.5 w-2.5 shrink-0 rounded-full', here ? 'bg-emerald-500' : 'bg-slate-300')} />
          <span data-testid="rider-shift-state" className="font-semibold text-slate-900">
            {here ? `On shift since ${timeOf(shift.since)}` : elsewhere ? 'On shift at another store' : 'Off shift'}
          </span>
        </p>
        {here ? (
          <Button
            variant="outline"
            size="sm"
            loading={Boolean(busy)}
            disabled={Boolean(busy)}
            onClick={() => void act('shift', () => noOrder(() => shifts.end(storeId)))}
          >
            Sign out
          </Button>
        ) : (
          <Button
            size="sm"
            loading={Boolean(busy)}
            disabled={Boolean(busy) || elsewhere}
            onClick={() => void act('shift', () => noOrder(() => shifts.start(storeId)))}
          >
            Sign in at {storeName}
          </Button>
        )}
      </div>
      {elsewhere && <p className="text-xs text-slate-600">Sign out there first to take this store&apos;s orders into your shift.</p>}
      <RidersLine store={store} />
      {userCan(user, 'store.dashboard', storeId) && <OnShiftList storeId={storeId} changes={`${changes}:${shift.onShift}:${store.riders?.onShift ?? ''}`} />}
      {userCan(user, 'store.operate', storeId) && storeId !== 'default' && <CapacitySwitch store={store} onChanged={reload} />}
    </div>
  );
}

/** What the store's promise counts of its riders now. */
function RidersLine({ store }: { store: StoreRiders }) {
  const r = store.riders;
  if (!store.riderCapacity || !r) return null;
  return (
    <p data-testid="rider-shift-riders" className={cx('text-xs', r.busy ? 'font-semibold text-amber-700' : 'text-slate-600')}>
      {r.onShift} on shift · {r.delivering} on the road ·{' '}
      {r.busy ? `no rider free: shoppers see "Busy", ~${store.minutes ?? '?'} min` : 'a rider is free for the next order'}
    </p>
  );
}

function OnShiftList({ storeId, changes }: { storeId: string; changes: string }) {
  const list = useResource([...shiftKey(storeId), 'list'], (signal) => shifts.onShift(storeId, signal), []);
  const { reload } = list;
  useEffect(() => reload(), [changes, reload]);
  return (
    <p data-testid="riders-on-shift" className="text-xs text-slate-600">
      <span className="font-semibold text-slate-700">On shift here: </span>
      {list.data.length === 0 ? 'nobody' : list.data.map((r) => `${r.name || 'a rider'}${r.delivering ? ` (${r.delivering} out)` : ''}`).join(', ')}
    </p>
  );
}

/** Admins: whether the store's riders on shift join its promise (off until switched on). */
function CapacitySwitch({ store, onChanged }: { store: StoreRiders; onChanged: () => void }) {
  const { busy: saving, act } = useStaffAction(noPut, onChanged);
  const on = store.riderCapacity;
  const flip = () => act('capacity', () => noOrder(() => shifts.setCapacity(store.storeId, !on)));
  return (
    <div className="flex items-center justify-between gap-3 border-t border-slate-100 pt-2 text-xs text-slate-700">
      <span>Riders on shift count in this store&apos;s promise</span>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-label="Rider capacity in the promise"
        data-testid="rider-capacity"
        disabled={Boolean(saving)}
        onClick={() => void flip()}
        className={cx('relative h-6 w-11 shrink-0 rounded-full transition', on ? 'bg-brand-600' : 'bg-slate-300', saving && 'opacity-60')}
      >
        <span className={cx('absolute top-0.5 h-5 w-5 rounded-full bg-white shadow transition-all', on ? 'left-[22px]' : 'left-0.5')} />
      </button>
    </div>
  );
}
