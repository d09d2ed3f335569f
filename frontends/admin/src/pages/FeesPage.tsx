import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { BillDetails, Button, EmptyState, Input, Skeleton, errorMessage, formatPaise, toast, queryKeys } from '@minutemart/ui';
import {
  getFees,
  previewFees,
  rupeesOf,
  setFees,
  toPaiseInput,
  type FeeRules,
  type FeeRulesPatch,
  type FeeScopeRef,
  type FeesAnswer,
  type PriceBreakdown,
} from '../api/pricing';
import { Field, PageHeader, Section, Select, useFieldId } from '../components/layout';
import { useResource } from '../hooks/useResource';

type Kind = keyof FeeRules;

const KINDS: { kind: Kind; title: string; help: string }[] = [
  { kind: 'delivery', title: 'Delivery fee', help: 'Charged below the free-delivery threshold; free at or above it (leave the threshold empty: never free).' },
  { kind: 'smallCart', title: 'Small cart fee', help: 'Charged while the basket is below the value.' },
  { kind: 'minimumOrder', title: 'Minimum order', help: 'Orders below it are refused with the amount still needed.' },
  { kind: 'handling', title: 'Handling / platform fee', help: 'A flat fee on every order, under the name you give it.' },
  { kind: 'lateNight', title: 'Late night fee', help: "Charged for orders placed inside the window, in the store's time (IST); it may cross midnight." },
  { kind: 'surge', title: 'Surge fee', help: "Charged while the store's delivery promise exceeds the minutes (its queue)." },
];

/** Form values of one kind: rupees and minutes as typed. */
type Draft = Record<Kind, { set: boolean; v: Record<string, string> }>;

function draftOf(patch: FeeRulesPatch, inherited: FeeRules): Draft {
  const values = (k: Kind): Record<string, string> => {
    const r = (patch[k] ?? inherited[k]) as unknown as Record<string, number | string | null>;
    return Object.fromEntries(Object.entries(r).map(([f, v]) => [f, f.endsWith('Paise') ? rupeesOf(v as number | null) : String(v ?? '')]));
  };
  return Object.fromEntries(KINDS.map(({ kind }) => [kind, { set: Boolean(patch[kind]), v: values(kind) }])) as Draft;
}

function patchOf(d: Draft): FeeRulesPatch {
  const p: FeeRulesPatch = {};
  const paise = (s: string | undefined) => toPaiseInput(s ?? '');
  if (d.delivery.set)
    p.delivery = {
      feePaise: paise(d.delivery.v['feePaise']),
      freeAbovePaise: d.delivery.v['freeAbovePaise']?.trim() ? paise(d.delivery.v['freeAbovePaise']) : null,
    };
  if (d.smallCart.set) p.smallCart = { feePaise: paise(d.smallCart.v['feePaise']), belowPaise: paise(d.smallCart.v['belowPaise']) };
  if (d.minimumOrder.set) p.minimumOrder = { minimumPaise: paise(d.minimumOrder.v['minimumPaise']) };
  if (d.handling.set) p.handling = { feePaise: paise(d.handling.v['feePaise']), label: d.handling.v['label'] ?? 'Handling fee' };
  if (d.lateNight.set) p.lateNight = { feePaise: paise(d.lateNight.v['feePaise']), from: d.lateNight.v['from'] ?? '23:00', to: d.lateNight.v['to'] ?? '05:00' };
  if (d.surge.set) p.surge = { feePaise: paise(d.surge.v['feePaise']), aboveMinutes: Number(d.surge.v['aboveMinutes']) || 1 };
  return p;
}

/** The settings a scope inherits: the platform's for a city, its city's (then the platform's) for a store. */
function inheritedFor(fees: FeesAnswer, ref: FeeScopeRef): FeeRules {
  const doc = (id: string) => fees.scopes.find((s) => s._id === id)?.rules ?? {};
  const merge = (...layers: FeeRulesPatch[]) => layers.reduce<FeeRules>((acc, l) => ({ ...acc, ...l }), fees.defaults);
  if (ref.scope === 'default') return fees.defaults;
  if (ref.scope === 'city') return merge(doc('default'));
  const city = fees.stores.find((s) => s.storeId === ref.storeId)?.city ?? '';
  return merge(doc('default'), doc(`city:${city.trim().toLowerCase()}`));
}

const scopeKey = (r: FeeScopeRef) => (r.scope === 'default' ? 'default' : r.scope === 'city' ? `city:${r.city.trim().toLowerCase()}` : `store:${r.storeId}`);

function summary(r: FeeRules): string {
  const parts = [
    r.delivery.feePaise
      ? `Delivery ${formatPaise(r.delivery.feePaise)}${r.delivery.freeAbovePaise !== null ? `, free from ${formatPaise(r.delivery.freeAbovePaise)}` : ''}`
      : 'Delivery free',
    r.smallCart.feePaise ? `Small cart ${formatPaise(r.smallCart.feePaise)} below ${formatPaise(r.smallCart.belowPaise)}` : '',
    r.minimumOrder.minimumPaise ? `Minimum ${formatPaise(r.minimumOrder.minimumPaise)}` : '',
    r.handling.feePaise ? `${r.handling.label} ${formatPaise(r.handling.feePaise)}` : '',
    r.lateNight.feePaise ? `Late night ${formatPaise(r.lateNight.feePaise)} (${r.lateNight.from}–${r.lateNight.to})` : '',
    r.surge.feePaise ? `Surge ${formatPaise(r.surge.feePaise)} over ${r.surge.aboveMinutes} min` : '',
  ];
  return parts.filter(Boolean).join(' · ');
}

function Inputs({ kind, draft, onChange, id }: { kind: Kind; draft: Draft[Kind]; onChange: (f: string, v: string) => void; id: string }) {
  const money = (f: string, label: string, placeholder = '0') => (
    <Input
      key={f}
      label={label}
      name={`${kind}-${f}`}
      inputMode="decimal"
      value={draft.v[f] ?? ''}
      placeholder={placeholder}
      disabled={!draft.set}
      onChange={(e) => onChange(f, e.target.value)}
    />
  );
  const fields: Record<Kind, ReactNode[]> = {
    delivery: [money('feePaise', 'Fee (₹)'), money('freeAbovePaise', 'Free from (₹)', 'never')],
    smallCart: [money('feePaise', 'Fee (₹)'), money('belowPaise', 'Below (₹)')],
    minimumOrder: [money('minimumPaise', 'Minimum (₹)')],
    handling: [
      money('feePaise', 'Fee (₹)'),
      <Input
        key="label"
        label="Name"
        name="handling-label"
        value={draft.v['label'] ?? ''}
        disabled={!draft.set}
        onChange={(e) => onChange('label', e.target.value)}
      />,
    ],
    lateNight: [
      money('feePaise', 'Fee (₹)'),
      <Input
        key="from"
        label="From (IST)"
        type="time"
        name="late-from"
        value={draft.v['from'] ?? ''}
        disabled={!draft.set}
        onChange={(e) => onChange('from', e.target.value)}
      />,
      <Input
        key="to"
        label="To (IST)"
        type="time"
        name="late-to"
        value={draft.v['to'] ?? ''}
        disabled={!draft.set}
        onChange={(e) => onChange('to', e.target.value)}
      />,
    ],
    surge: [
      money('feePaise', 'Fee (₹)'),
      <Input
        key="min"
        label="Over (minutes)"
        name="surge-minutes"
        inputMode="numeric"
        value={draft.v['aboveMinutes'] ?? ''}
        disabled={!draft.set}
        onChange={(e) => onChange('aboveMinutes', e.target.value)}
      />,
    ],
  };
  return (
    <div className="grid gap-3 sm:grid-cols-3" id={id}>
      {fields[kind]}
    </div>
  );
}

/**
 * /dashboard/fees: what the platform, a city or a store charges (ADR 0018), kind by kind: a kind
 * set here replaces the wider scope's, one left unset inherits it. Every store's settings in force
 * beside them, and the bill of a sample basket.
 */
export default function FeesPage() {
  const id = useFieldId('fees');
  const fees = useResource(
    queryKeys.fees(),
    (signal) => getFees(signal),
    null as FeesAnswer | null,
    (err) => toast.error(errorMessage(err)),
  );
  const [ref, setRef] = useState<FeeScopeRef>({ scope: 'default' });
  const [newCity, setNewCity] = useState('');
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saving, setSaving] = useState(false);
  const data = fees.data;
  const cities = useMemo(() => [...new Set((data?.stores ?? []).map((s) => s.city).filter(Boolean))].sort(), [data]);
  const stored = data?.scopes.find((s) => s._id === scopeKey(ref));

  useEffect(() => {
    if (data) setDraft(draftOf(stored?.rules ?? {}, inheritedFor(data, ref)));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, scopeKey(ref)]);

  if (!data || !draft) {
    return (
      <section className="mx-auto grid max-w-4xl gap-3">
        <PageHeader title="Fees" />
        <Skeleton className="h-64 rounded-2xl" />
      </section>
    );
  }

  const inherited = inheritedFor(data, ref);
  const save = async () => {
    setSaving(true);
    try {
      fees.set(await setFees(ref, patchOf(draft), stored?.version ?? 0));
      toast.success('Fees saved');
    } catch (err) {
      toast.error(errorMessage(err));
      fees.reload();
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="mx-auto grid max-w-4xl grid-cols-1 gap-3">
      <PageHeader title="Fees" summary="Per city and per store, in rupees. With nothing set the platform charges no fee and asks no minimum." />
      <Section
        title="Where"
        description="A store's settings come from the platform, then its city, then the store itself: the narrowest scope that sets a fee wins."
      >
        <div className="grid gap-3 sm:grid-cols-3">
          <Field label="Scope" htmlFor={`${id}-scope`}>
            <Select
              id={`${id}-scope`}
              data-testid="fees-scope"
              value={ref.scope === 'default' ? 'default' : ref.scope === 'city' ? `city:${ref.city}` : `store:${ref.storeId}`}
              onChange={(e) => {
                const v = e.target.value;
                setRef(
                  v === 'default'
                    ? { scope: 'default' }
                    : v.startsWith('city:')
                      ? { scope: 'city', city: v.slice(5) }
                      : { scope: 'store', storeId: v.slice(6) },
                );
              }}
            >
              <option value="default">Platform default</option>
              <optgroup label="Cities">
                {[...new Set([...cities, ...(ref.scope === 'city' ? [ref.city] : [])])].map((c) => (
                  <option key={c} value={`city:${c}`}>
                    {c}
                  </option>
                ))}
              </optgroup>
              <optgroup label="Stores">
                {data.stores.map((s) => (
                  <option key={s.storeId} value={`store:${s.storeId}`}>
                    {s.name} ({s.city || 'no city'})
                  </option>
                ))}
              </optgroup>
            </Select>
          </Field>
          <form
            className="flex items-end gap-2 sm:col-span-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (newCity.trim()) setRef({ scope: 'city', city: newCity.trim() });
              setNewCity('');
            }}
          >
            <Input
              label="Another city"
              name="new-city"
              value={newCity}
              onChange={(e) => setNewCity(e.target.value)}
              containerClassName="flex-1"
              placeholder="Pune"
            />
            <Button type="submit" variant="outline" disabled={!newCity.trim()}>
              Choose
            </Button>
          </form>
        </div>
      </Section>
      <Section
        title={
          ref.scope === 'default'
            ? 'Platform default'
            : ref.scope === 'city'
              ? ref.city
              : (data.stores.find((s) => s.storeId === ref.storeId)?.name ?? ref.storeId)
        }
        description={
          ref.scope === 'default'
            ? 'What every city and store charges unless it sets its own.'
            : `Unticked fees come from the wider scope: ${summary(inherited) || 'nothing charged'}.`
        }
      >
        <div className="grid gap-4" data-testid="fees-form">
          {KINDS.map(({ kind, title, help }) => (
            <fieldset key={kind} className="rounded-xl border border-slate-200 p-3">
              <legend className="px-1">
                <label className="flex items-center gap-2 text-sm font-semibold text-slate-900">
                  <input
                    type="checkbox"
                    className="h-4 w-4 accent-brand-600"
                    data-testid={`fees-set-${kind}`}
                    checked={draft[kind].set}
                    onChange={(e) => setDraft({ ...draft, [kind]: { ...draft[kind], set: e.target.checked } })}
                  />
                  {title} {ref.scope === 'default' ? '' : draft[kind].set ? '(set here)' : '(inherited)'}
                </label>
              </legend>
              <p className="mb-2 text-xs text-slate-500">{help}</p>
              <Inputs
                kind={kind}
                id={`${id}-${kind}`}
                draft={draft[kind]}
                onChange={(f, v) => setDraft({ ...draft, [kind]: { ...draft[kind], v: { ...draft[kind].v, [f]: v } } })}
              />
            </fieldset>
          ))}
          <div className="flex justify-end">
            <Button onClick={() => void save()} loading={saving} data-testid="fees-save">
              Save fees
            </Button>
          </div>
        </div>
      </Section>
      <Preview fees={data} editing={ref} cities={[...new Set([...cities, ...(ref.scope === 'city' ? [ref.city] : [])])]} />
      <Section title="In force at each store">
        {data.stores.length === 0 ? (
          <EmptyState title="No dark stores yet">One-store mode uses the platform default.</EmptyState>
        ) : (
          <ul className="grid gap-2" data-testid="fees-in-force">
            {data.stores.map((s) => (
              <li key={s.storeId} className="rounded-xl border border-slate-200 px-3 py-2 text-sm">
                <span className="font-semibold text-slate-900">{s.name}</span> <span className="text-slate-500">· {s.city || 'no city'}</span>
                <p className="text-xs text-slate-600">{summary(s.rules) || 'Nothing charged'}</p>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </section>
  );
}

/** What the preview prices for: the scope being edited (a city with no store yet included), else the first store. */
const previewTarget = (ref: FeeScopeRef, fees: FeesAnswer): string =>
  ref.scope === 'store' ? `store:${ref.storeId}` : ref.scope === 'city' ? `city:${ref.city}` : fees.stores[0] ? `store:${fees.stores[0].storeId}` : 'default';

/** The bill a sample basket gets at a store or in a city now (or at a chosen time and promise), as the server works it out. */
function Preview({ fees, editing, cities }: { fees: FeesAnswer; editing: FeeScopeRef; cities: string[] }) {
  const id = useFieldId('preview');
  const [target, setTarget] = useState(() => previewTarget(editing, fees));
  const [basket, setBasket] = useState('150');
  const [at, setAt] = useState('');
  const [minutes, setMinutes] = useState('');
  const [bill, setBill] = useState<PriceBreakdown | null>(null);
  useEffect(() => {
    setTarget(previewTarget(editing, fees));
    setBill(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scopeKey(editing)]);
  const run = async () => {
    try {
      const answer = await previewFees({
        ...(target.startsWith('store:') ? { storeId: target.slice(6) } : target.startsWith('city:') ? { city: target.slice(5) } : {}),
        basketPaise: toPaiseInput(basket),
        ...(at ? { at: new Date(at).toISOString() } : {}),
        ...(minutes ? { promisedMinutes: Number(minutes) } : {}),
      });
      setBill(answer.breakdown);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  return (
    <Section title="Preview a sample basket" description="The bill the settings in force give a basket of this value (after product discounts).">
      <form
        className="grid gap-3 sm:grid-cols-4"
        onSubmit={(e) => {
          e.preventDefault();
          void run();
        }}
      >
        <Field label="Priced for" htmlFor={`${id}-store`}>
          <Select
            id={`${id}-store`}
            data-testid="preview-for"
            value={target}
            onChange={(e) => {
              setTarget(e.target.value);
              setBill(null);
            }}
          >
            <option value="default">Platform default</option>
            <optgroup label="Stores">
              {fees.stores.map((s) => (
                <option key={s.storeId} value={`store:${s.storeId}`}>
                  {s.name}
                </option>
              ))}
            </optgroup>
            <optgroup label="Cities (a store there without its own fees)">
              {cities.map((c) => (
                <option key={c} value={`city:${c}`}>
                  {c}
                </option>
              ))}
            </optgroup>
          </Select>
        </Field>
        <Input label="Basket (₹)" name="basket" inputMode="decimal" value={basket} onChange={(e) => setBasket(e.target.value)} data-testid="preview-basket" />
        <Input label="At (optional)" type="datetime-local" name="at" value={at} onChange={(e) => setAt(e.target.value)} />
        <Input label="Promise, minutes (optional)" name="minutes" inputMode="numeric" value={minutes} onChange={(e) => setMinutes(e.target.value)} />
        <Button type="submit" variant="outline" className="sm:col-span-4 sm:justify-self-end" data-testid="preview-run">
          Preview
        </Button>
      </form>
      {bill && (
        <BillDetails
          className="mt-3 max-w-md"
          bill={bill}
          totals={{
            subTotalPaise: bill.itemsSubTotalPaise,
            itemsPaise: bill.itemsPaise,
            deliveryPaise: 0,
            grandTotalPaise: bill.grandTotalPaise,
            savingsPaise: bill.savingsPaise,
            totalQty: bill.totalQty,
          }}
        />
      )}
    </Section>
  );
}
