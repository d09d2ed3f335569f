import { cx, MapPinIcon, PhoneIcon, PlusIcon, Skeleton, type Address } from '@minutemart/ui';

/** 'Choose your address': a radio per saved address (status true), first one by default, and the dashed 'Add address' tile. */
export function AddressChooser({
  list,
  loading,
  selectedId,
  onSelect,
  onAdd,
}: {
  list: Address[];
  loading: boolean;
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  onAdd: () => void;
}) {
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70 sm:p-5" aria-labelledby="choose-address">
      <h2 id="choose-address" className="mb-3 text-base font-bold text-slate-900 sm:text-lg">
        Choose your address
      </h2>
      {loading ? (
        <div className="grid gap-3 sm:grid-cols-2" aria-busy="true">
          <Skeleton className="h-32 rounded-xl" />
          <Skeleton className="h-32 rounded-xl" />
        </div>
      ) : (
        <div role="radiogroup" aria-labelledby="choose-address" className="grid gap-3 sm:grid-cols-2">
          {list.map((a) => {
            const checked = a._id === selectedId;
            return (
              <label
                key={a._id}
                data-testid="checkout-address"
                className={cx(
                  'relative flex cursor-pointer gap-3 rounded-xl border-2 p-3.5 text-sm transition',
                  checked ? 'border-brand-600 bg-brand-50/60 shadow-sm' : 'border-slate-200 bg-white hover:border-slate-300',
                )}
              >
                <input
                  type="radio"
                  name="address"
                  value={a._id}
                  checked={checked}
                  onChange={() => onSelect(a._id)}
                  className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600"
                />
                <span className="min-w-0 flex-1 leading-relaxed text-slate-600">
                  <span className="flex items-center gap-1.5 font-semibold text-slate-900">
                    <MapPinIcon size={14} className={checked ? 'text-brand-600' : 'text-slate-400'} />
                    <span className="break-words">{a.address_line}</span>
                  </span>
                  <span className="block">
                    {a.city}, {a.state}
                  </span>
                  <span className="block">
                    {a.country} - {a.pincode}
                  </span>
                  <span className="mt-1 flex items-center gap-1.5 text-slate-700">
                    <PhoneIcon size={13} className="text-slate-400" />
                    {a.mobile}
                  </span>
                </span>
              </label>
            );
          })}
          <button
            type="button"
            onClick={onAdd}
            className="group flex min-h-28 flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-slate-300 bg-white/60 p-4 text-slate-500 transition hover:border-brand-400 hover:bg-brand-50/60 hover:text-brand-700"
          >
            <span className="grid h-10 w-10 place-items-center rounded-full bg-slate-100 transition group-hover:bg-brand-100">
              <PlusIcon size={20} />
            </span>
            <span className="font-semibold">Add address</span>
          </button>
        </div>
      )}
    </section>
  );
}
