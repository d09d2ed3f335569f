import { useEffect, useState, type FormEvent } from 'react';
import {
  addresses,
  AlertIcon,
  BoltIcon,
  Button,
  ClockIcon,
  cx,
  deliveryLocation,
  Dialog,
  errorMessage,
  Input,
  MapPinIcon,
  nearestAreaText,
  NOT_SERVED_TEXT,
  PINCODE_PATTERN,
  promiseHeadline,
  useAddresses,
  useDeliveryLocation,
  useSession,
  type DeliveryPromise,
} from '@minutemart/ui';

/** Where to deliver: one of the saved addresses (signed in) or a typed pincode, and what that means now. */
export function LocationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user } = useSession();
  const { list, status: addressStatus } = useAddresses();
  const { location, promise, status } = useDeliveryLocation();
  const [pincode, setPincode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const userId = user?._id;

  useEffect(() => {
    if (open && userId) addresses.load().catch(() => undefined);
  }, [open, userId]);
  useEffect(() => {
    if (open) {
      setError(null);
      setPincode(location && !location.addressId ? location.pincode : '');
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  /** A store that can deliver closes the chooser; anything else stays on screen to read. */
  async function choose(key: string, run: () => Promise<DeliveryPromise>) {
    setBusy(key);
    setError(null);
    try {
      const answer = await run();
      if (answer.serviceable && answer.available) onClose();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(null);
    }
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const typed = pincode.trim();
    if (!PINCODE_PATTERN.test(typed)) {
      setError('Enter a 6-digit pincode');
      return;
    }
    void choose('pincode', () => deliveryLocation.choosePincode(typed));
  }

  return (
    <Dialog open={open} onClose={onClose} title="Choose your delivery location" size="md">
      <div className="space-y-5" data-testid="location-dialog">
        {promise && location && status !== 'loading' && <Answer promise={promise} />}

        <form onSubmit={submit} noValidate className="flex items-start gap-2">
          <Input
            label="Pincode"
            name="pincode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            placeholder="e.g. 560038"
            value={pincode}
            onChange={(e) => setPincode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            error={error ?? undefined}
            containerClassName="flex-1"
          />
          <Button type="submit" size="lg" className="mt-[26px] h-11 shrink-0" loading={busy === 'pincode'} disabled={Boolean(busy)}>
            Check
          </Button>
        </form>

        {user && (
          <section aria-labelledby="saved-addresses">
            <h3 id="saved-addresses" className="mb-2 text-sm font-bold text-slate-900">
              Your saved addresses
            </h3>
            {addressStatus === 'loading' && list.length === 0 ? (
              <p className="text-sm text-slate-500">Loading…</p>
            ) : list.length === 0 ? (
              <p className="text-sm text-slate-500">No saved addresses yet. Add one under Saved Address, or type a pincode above.</p>
            ) : (
              <ul className="grid gap-2">
                {list.map((a) => {
                  const chosen = location?.addressId === a._id;
                  return (
                    <li key={a._id}>
                      <button
                        type="button"
                        data-testid="location-address"
                        aria-pressed={chosen}
                        disabled={Boolean(busy)}
                        onClick={() => void choose(a._id, () => deliveryLocation.chooseAddress(a))}
                        className={cx(
                          'flex w-full items-start gap-3 rounded-xl border-2 px-3 py-2.5 text-left text-sm transition disabled:cursor-wait',
                          chosen ? 'border-brand-600 bg-brand-50/60' : 'border-slate-200 hover:border-slate-300 hover:bg-slate-50',
                        )}
                      >
                        <MapPinIcon size={16} className={cx('mt-0.5 shrink-0', chosen ? 'text-brand-600' : 'text-slate-400')} />
                        <span className="min-w-0 flex-1">
                          <span className="block truncate font-semibold text-slate-900">{a.address_line}</span>
                          <span className="block text-slate-500">
                            {a.city} - {a.pincode}
                          </span>
                        </span>
                        {busy === a._id && <span className="text-xs text-slate-500">Checking…</span>}
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        )}
      </div>
    </Dialog>
  );
}

/** What the chosen place gets now: the promise, the clear "not yet" with the nearest area, or why the store is not taking orders. */
function Answer({ promise }: { promise: DeliveryPromise }) {
  if (!promise.serviceable) {
    const nearest = nearestAreaText(promise);
    return (
      <div
        role="status"
        data-testid="location-answer"
        data-state="not-served"
        className="flex gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
      >
        <AlertIcon size={20} className="mt-0.5 shrink-0 text-red-500" />
        <div>
          <p className="font-bold">{NOT_SERVED_TEXT}</p>
          <p className="mt-0.5">{promise.pincode} is outside our delivery areas for now.</p>
          {nearest && (
            <p className="mt-1.5 text-red-700/90">
              Nearest area we deliver to: <span className="font-semibold">{nearest}</span>
            </p>
          )}
        </div>
      </div>
    );
  }
  if (!promise.available) {
    return (
      <div
        role="status"
        data-testid="location-answer"
        data-state="unavailable"
        className="flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
      >
        <ClockIcon size={20} className="mt-0.5 shrink-0 text-amber-600" />
        <p>{promise.message}</p>
      </div>
    );
  }
  // Rider capacity on and no rider free (ADR 0027): the longer time, in amber.
  const busy = Boolean(promise.riders?.busy);
  return (
    <div
      role="status"
      data-testid="location-answer"
      data-state="serviceable"
      data-busy={busy || undefined}
      className={cx(
        'flex items-center gap-3 rounded-2xl p-4 text-sm ring-1',
        busy ? 'bg-amber-50 text-amber-900 ring-amber-200' : 'bg-brand-50 text-brand-900 ring-brand-200',
      )}
    >
      <span className={cx('grid h-10 w-10 shrink-0 place-items-center rounded-xl', busy ? 'bg-amber-100 text-amber-600' : 'bg-accent-100 text-accent-600')}>
        {busy ? <ClockIcon size={20} /> : <BoltIcon size={20} />}
      </span>
      <div>
        <p className="font-bold">{promiseHeadline(promise)}</p>
        <p className={busy ? 'text-amber-800/80' : 'text-brand-800/80'}>
          From our {promise.storeName} store{promise.area ? ` to ${promise.area}` : ''}
          {promise.city ? `, ${promise.city}` : ''}
        </p>
      </div>
    </div>
  );
}
