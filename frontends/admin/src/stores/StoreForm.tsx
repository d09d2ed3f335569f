import { useEffect, useState, type FormEvent } from 'react';
import { Button, Dialog, Input, errorMessage, toast, CloseIcon, useSession, userHolds } from '@minutemart/ui';
import { STORE_STATUSES, stores, type DarkStore, type ServedPincode, type StoreInput, type StoreStatus } from '../api/stores';
import { Field, Select, useFieldId } from '../components/layout';
import { PlusIcon } from '../components/icons';

interface Row {
  pincode: string;
  area: string;
  lat: string;
  lng: string;
}

interface Form {
  _id: string;
  name: string;
  city: string;
  lat: string;
  lng: string;
  open: string;
  close: string;
  pickers: string;
  status: StoreStatus;
  serves: Row[];
}

const toRow = (s: ServedPincode): Row => ({ pincode: s.pincode, area: s.area, lat: String(s.lat), lng: String(s.lng) });
const EMPTY_ROW: Row = { pincode: '', area: '', lat: '', lng: '' };

function formOf(store: DarkStore | null): Form {
  if (!store) return { _id: '', name: '', city: '', lat: '', lng: '', open: '06:00', close: '01:00', pickers: '5', status: 'open', serves: [{ ...EMPTY_ROW }] };
  return {
    _id: store._id,
    name: store.name,
    city: store.city,
    lat: String(store.location.lat),
    lng: String(store.location.lng),
    open: store.hours.open,
    close: store.hours.close,
    pickers: String(store.pickers),
    status: store.status,
    serves: store.serves.map(toRow),
  };
}

/** Numbers go as typed: the catalogue checks them and names the field that is wrong. */
const num = (v: string): number | string => (v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v);

function inputOf(f: Form): StoreInput {
  return {
    ...(f._id.trim() ? { _id: f._id.trim() } : {}),
    name: f.name,
    city: f.city,
    location: { lat: num(f.lat) as number, lng: num(f.lng) as number },
    hours: { open: f.open, close: f.close },
    pickers: num(f.pickers) as number,
    status: f.status,
    serves: f.serves
      .filter((r) => r.pincode.trim() || r.area.trim())
      .map((r) => ({ pincode: r.pincode.trim(), area: r.area, lat: num(r.lat) as number, lng: num(r.lng) as number })),
  };
}

/**
 * Add or edit a dark store: name, city, location, hours, pickers on shift, status and the pincodes it
 * serves (with their centres). A store manager (store.operate without store.manage) gets only what
 * they may change, hours, pickers and status; the rest is shown as text, not as fields.
 */
export function StoreForm({ open, store, onClose, onSaved }: { open: boolean; store: DarkStore | null; onClose: () => void; onSaved: (s: DarkStore) => void }) {
  const [form, setForm] = useState<Form>(() => formOf(store));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useFieldId('store');
  useEffect(() => {
    if (open) {
      setForm(formOf(store));
      setError(null);
    }
  }, [open, store]);

  const manages = userHolds(useSession().user, 'store.manage');
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const setRow = (i: number, patch: Partial<Row>) => setForm((f) => ({ ...f, serves: f.serves.map((r, n) => (n === i ? { ...r, ...patch } : r)) }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const input = inputOf(form);
      // A store manager runs the store (hours, status, pickers); its name, place and pincodes are the admins'.
      const patch = manages ? input : { hours: input.hours, pickers: input.pickers, status: input.status };
      const saved = store ? await stores.update({ ...patch, _id: store._id }) : await stores.create(input);
      toast.success(store ? 'Store updated' : 'Store created');
      onSaved(saved);
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setSaving(false);
    }
  }

  const footer = (
    <>
      <Button variant="outline" onClick={onClose}>
        Cancel
      </Button>
      <Button type="submit" form={`${id}-form`} loading={saving}>
        {store ? 'Save store' : 'Create store'}
      </Button>
    </>
  );

  return (
    <Dialog open={open} onClose={onClose} title={store ? `Edit ${store.name}` : 'Add store'} size="lg" footer={footer} dismissible={false}>
      <form id={`${id}-form`} onSubmit={submit} noValidate className="grid gap-4" data-testid="store-form">
        {error && (
          <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        {!manages && store && <FixedDetails store={store} />}
        <div className="grid gap-3 sm:grid-cols-2">
          {manages && (
            <>
              <Input label="Name" value={form.name} onChange={(e) => set('name', e.target.value)} placeholder="Whitefield" required />
              <Input label="City" value={form.city} onChange={(e) => set('city', e.target.value)} placeholder="Bengaluru" required />
              {!store && (
                <Input
                  label="Store id (optional)"
                  value={form._id}
                  onChange={(e) => set('_id', e.target.value.toLowerCase())}
                  placeholder="blr-whitefield"
                  hint="Lower-case letters, digits and dashes; made from city and name when empty."
                  containerClassName="sm:col-span-2"
                />
              )}
              <Input label="Latitude" inputMode="decimal" value={form.lat} onChange={(e) => set('lat', e.target.value)} placeholder="12.9698" />
              <Input label="Longitude" inputMode="decimal" value={form.lng} onChange={(e) => set('lng', e.target.value)} placeholder="77.7500" />
            </>
          )}
          <Input label="Opens at" value={form.open} onChange={(e) => set('open', e.target.value)} placeholder="06:00" />
          <Input
            label="Closes at"
            value={form.close}
            onChange={(e) => set('close', e.target.value)}
            placeholder="01:00"
            hint="Before the opening time: past midnight; 24:00 with 00:00: round the clock."
          />
          <Input label="Pickers on shift" type="number" min={0} max={500} value={form.pickers} onChange={(e) => set('pickers', e.target.value)} />
          <Field label="Status" htmlFor={`${id}-status`}>
            <Select id={`${id}-status`} value={form.status} onChange={(e) => set('status', e.target.value as StoreStatus)}>
              {STORE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s[0]!.toUpperCase() + s.slice(1)}
                </option>
              ))}
            </Select>
          </Field>
        </div>

        {manages && (
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-semibold text-slate-900">Pincodes served</legend>
            <p className="-mt-1 mb-1 text-xs text-slate-500">Each with its area name and centre: the promise counts the distance from the store to it.</p>
            {form.serves.map((r, i) => (
              <div
                key={i}
                data-testid="serves-row"
                className="grid grid-cols-[6.5rem_minmax(0,1fr)_auto] gap-2 rounded-xl bg-slate-50 p-2 sm:grid-cols-[6.5rem_minmax(0,1fr)_6.5rem_6.5rem_auto]"
              >
                <input
                  aria-label={`Pincode ${i + 1}`}
                  inputMode="numeric"
                  maxLength={6}
                  value={r.pincode}
                  onChange={(e) => setRow(i, { pincode: e.target.value.replace(/\D/g, '') })}
                  placeholder="560066"
                  className={cellClass}
                />
                <input
                  aria-label={`Area ${i + 1}`}
                  value={r.area}
                  onChange={(e) => setRow(i, { area: e.target.value })}
                  placeholder="Area"
                  className={cellClass}
                />
                <button
                  type="button"
                  aria-label={`Remove pincode ${i + 1}`}
                  onClick={() => setForm((f) => ({ ...f, serves: f.serves.filter((_, n) => n !== i) }))}
                  className="grid h-10 w-10 place-items-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-600 sm:order-last"
                >
                  <CloseIcon size={16} />
                </button>
                <input
                  aria-label={`Latitude ${i + 1}`}
                  inputMode="decimal"
                  value={r.lat}
                  onChange={(e) => setRow(i, { lat: e.target.value })}
                  placeholder="Lat"
                  className={cellClass}
                />
                <input
                  aria-label={`Longitude ${i + 1}`}
                  inputMode="decimal"
                  value={r.lng}
                  onChange={(e) => setRow(i, { lng: e.target.value })}
                  placeholder="Lng"
                  className={`${cellClass} max-sm:col-span-2`}
                />
              </div>
            ))}
            <Button
              variant="ghost"
              size="sm"
              className="justify-self-start"
              onClick={() => setForm((f) => ({ ...f, serves: [...f.serves, { ...EMPTY_ROW }] }))}
            >
              <PlusIcon size={15} />
              Add pincode
            </Button>
          </fieldset>
        )}
      </form>
    </Dialog>
  );
}

/** What a store manager sees but does not change: the store's name, place and pincodes are the admins' (store.manage). */
function FixedDetails({ store }: { store: DarkStore }) {
  return (
    <section aria-label="Set by an admin" data-testid="store-fixed" className="rounded-xl bg-slate-50 px-3 py-2 text-sm text-slate-700">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
        <dt className="font-medium text-slate-500">Name</dt>
        <dd>{store.name}</dd>
        <dt className="font-medium text-slate-500">City</dt>
        <dd>{store.city}</dd>
        <dt className="font-medium text-slate-500">Serves</dt>
        <dd className="font-mono text-xs leading-5">{store.serves.map((p) => p.pincode).join(', ') || '–'}</dd>
      </dl>
      <p className="mt-1.5 text-xs text-slate-500">Name, place and pincodes are changed by an admin.</p>
    </section>
  );
}

const cellClass =
  'h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2.5 text-sm text-slate-900 outline-none placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/20';
