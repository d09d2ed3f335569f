import { useState, type FormEvent } from 'react';
import { Button, Dialog, EmptyState, Input, Skeleton, errorMessage, formatPaise, toast, queryKeys } from '@minutemart/ui';
import { createOffer, listOffers, offerUsage, pauseOffer, resumeOffer, toPaiseInput, type NewOffer, type OfferUsage, type OfferView } from '../api/pricing';
import { Badge, Field, PageHeader, Select, useFieldId } from '../components/layout';
import { useResource } from '../hooks/useResource';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hour12: false });

function terms(o: OfferView): string {
  const off = o.kind === 'flat' ? `${formatPaise(o.amountPaise)} off` : `${o.percent}% off${o.capPaise !== null ? ` up to ${formatPaise(o.capPaise)}` : ''}`;
  const parts = [
    off,
    o.minBasketPaise ? `on ${formatPaise(o.minBasketPaise)} or more` : '',
    o.scope.kind === 'all' ? '' : `${o.scope.kind}: ${o.scope.ids.join(', ')}`,
    o.firstOrderOnly ? 'first order only' : '',
    o.perShopperLimit !== null ? `${o.perShopperLimit}× per shopper` : '',
    o.stackable ? 'stacks' : '',
  ];
  return parts.filter(Boolean).join(' · ');
}

/** Used and left: redemptions of the limit, paise of the budget. */
function Usage({ o }: { o: OfferView }) {
  return (
    <p className="text-xs text-slate-600" data-testid="offer-usage">
      {o.redemptions} used{o.totalLimit !== null ? ` of ${o.totalLimit}` : ''} · {formatPaise(o.spentPaise)} given
      {o.budgetPaise !== null ? ` of ${formatPaise(o.budgetPaise)}` : ''}
    </p>
  );
}

/**
 * /dashboard/offers: the offers and codes (ADR 0018), newest first, with what they have used of
 * their limit and budget; create one, pause or resume it, see who used it.
 */
export default function OffersPage() {
  const offers = useResource(
    queryKeys.offers(),
    (signal) => listOffers(signal),
    [] as OfferView[],
    (err) => toast.error(errorMessage(err)),
  );
  const [creating, setCreating] = useState(false);
  const [usage, setUsage] = useState<OfferUsage | null>(null);
  const act = async (work: () => Promise<OfferView>, done: string) => {
    try {
      const changed = await work();
      offers.set((list) => list.map((o) => (o._id === changed._id ? changed : o)));
      toast.success(done);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };

  return (
    <section className="mx-auto grid max-w-4xl grid-cols-1 gap-3">
      <PageHeader
        title="Offers"
        summary="Codes and automatic offers. A limit or budget is never exceeded; a cancelled order gives its redemption back."
        actions={
          <Button onClick={() => setCreating(true)} data-testid="offer-new">
            New offer
          </Button>
        }
      />
      {!offers.loaded ? (
        <Skeleton className="h-40 rounded-2xl" />
      ) : offers.data.length === 0 ? (
        <EmptyState title="No offers yet">Create a code or an automatic offer.</EmptyState>
      ) : (
        <ul className="grid gap-2" data-testid="offers-list">
          {offers.data.map((o) => {
            const ended = o.endsAt !== null && new Date(o.endsAt) <= new Date();
            return (
              <li key={o._id} data-testid="offer-row" data-code={o.code ?? ''} className="rounded-2xl border border-slate-200 bg-white p-3 sm:p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                      {o.title}
                      {o.code ? (
                        <span className="rounded-md border border-dashed border-slate-300 px-1.5 text-xs font-bold tracking-wide text-slate-700">{o.code}</span>
                      ) : (
                        <Badge tone="slate">Automatic</Badge>
                      )}
                    </p>
                    <p className="text-sm text-slate-600">{terms(o)}</p>
                    <p className="text-xs text-slate-500">
                      From {when(o.startsAt)}
                      {o.endsAt ? ` to ${when(o.endsAt)}` : ''}
                    </p>
                    <Usage o={o} />
                  </div>
                  <div className="flex items-center gap-2">
                    <Badge tone={ended ? 'slate' : o.status === 'active' ? 'green' : 'amber'}>
                      {ended ? 'Ended' : o.status === 'active' ? 'Running' : 'Paused'}
                    </Badge>
                    {!ended &&
                      (o.status === 'active' ? (
                        <Button size="sm" variant="outline" onClick={() => void act(() => pauseOffer(o._id), 'Offer paused')}>
                          Pause
                        </Button>
                      ) : (
                        <Button size="sm" variant="outline" onClick={() => void act(() => resumeOffer(o._id), 'Offer resumed')}>
                          Resume
                        </Button>
                      ))}
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() =>
                        offerUsage(o._id).then(setUsage, (err: unknown) => {
                          toast.error(errorMessage(err));
                        })
                      }
                    >
                      Usage
                    </Button>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Dialog open={creating} onClose={() => setCreating(false)} title="New offer" size="lg">
        <OfferForm
          onCreated={(o) => {
            offers.set((list) => [o, ...list]);
            setCreating(false);
            toast.success('Offer created');
          }}
        />
      </Dialog>
      <Dialog open={Boolean(usage)} onClose={() => setUsage(null)} title={usage ? `Usage of ${usage.offer.title}` : 'Usage'} size="md">
        {usage && (
          <div className="grid gap-3 text-sm">
            <Usage o={usage.offer} />
            <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {(['held', 'confirmed', 'released', 'refused'] as const).map((s) => (
                <div key={s} className="rounded-xl bg-slate-50 p-2">
                  <dt className="text-xs capitalize text-slate-500">{s === 'held' ? 'open orders' : s}</dt>
                  <dd className="font-semibold text-slate-900">
                    {usage.byState[s]?.count ?? 0} <span className="text-xs font-normal text-slate-500">{formatPaise(usage.byState[s]?.amountPaise ?? 0)}</span>
                  </dd>
                </div>
              ))}
            </dl>
            {usage.latest.length > 0 && (
              <ul className="grid gap-1">
                {usage.latest.map((r) => (
                  <li key={r.orderId} className="flex justify-between gap-2 text-xs text-slate-600">
                    <span className="truncate">{r.orderId}</span>
                    <span className="shrink-0">
                      {r.state} · {formatPaise(r.amountPaise)} · {when(r.at)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </Dialog>
    </section>
  );
}

function OfferForm({ onCreated }: { onCreated: (o: OfferView) => void }) {
  const id = useFieldId('offer');
  const [f, setF] = useState({
    title: '',
    description: '',
    mode: 'code',
    code: '',
    kind: 'flat',
    amount: '',
    percent: '',
    cap: '',
    min: '',
    starts: '',
    ends: '',
    firstOrderOnly: false,
    perShopper: '',
    total: '',
    budget: '',
    scopeKind: 'all',
    scopeIds: '',
    stackable: false,
  });
  const [saving, setSaving] = useState(false);
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) => setF({ ...f, [k]: e.target.value });
  const count = (s: string) => (s.trim() ? Number(s) : null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body: NewOffer = {
      title: f.title,
      description: f.description,
      automatic: f.mode === 'automatic',
      code: f.mode === 'code' ? f.code : null,
      kind: f.kind as 'flat' | 'percent',
      amountPaise: f.kind === 'flat' ? toPaiseInput(f.amount) : 0,
      percent: f.kind === 'percent' ? Number(f.percent) || 0 : 0,
      capPaise: f.kind === 'percent' && f.cap.trim() ? toPaiseInput(f.cap) : null,
      minBasketPaise: toPaiseInput(f.min),
      ...(f.starts ? { startsAt: new Date(f.starts).toISOString() } : {}),
      endsAt: f.ends ? new Date(f.ends).toISOString() : null,
      firstOrderOnly: f.firstOrderOnly,
      perShopperLimit: count(f.perShopper),
      totalLimit: count(f.total),
      budgetPaise: f.budget.trim() ? toPaiseInput(f.budget) : null,
      scope: {
        kind: f.scopeKind as 'all',
        ids: f.scopeIds
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      },
      stackable: f.stackable,
    };
    setSaving(true);
    try {
      onCreated(await createOffer(body));
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form className="grid gap-3 sm:grid-cols-2" onSubmit={(e) => void submit(e)} data-testid="offer-form">
      <Input label="Title" name="title" value={f.title} onChange={set('title')} required placeholder="₹50 off" />
      <Input label="Description" name="description" value={f.description} onChange={set('description')} />
      <Field label="Applies" htmlFor={`${id}-mode`}>
        <Select id={`${id}-mode`} value={f.mode} onChange={set('mode')}>
          <option value="code">With a code</option>
          <option value="automatic">Automatically</option>
        </Select>
      </Field>
      {f.mode === 'code' ? (
        <Input label="Code" name="code" value={f.code} onChange={(e) => setF({ ...f, code: e.target.value.toUpperCase() })} placeholder="SAVE50" />
      ) : (
        <span />
      )}
      <Field label="Kind" htmlFor={`${id}-kind`}>
        <Select id={`${id}-kind`} value={f.kind} onChange={set('kind')}>
          <option value="flat">Flat amount</option>
          <option value="percent">Percent</option>
        </Select>
      </Field>
      {f.kind === 'flat' ? (
        <Input label="Amount off (₹)" name="amount" inputMode="decimal" value={f.amount} onChange={set('amount')} />
      ) : (
        <div className="grid grid-cols-2 gap-3">
          <Input label="Percent" name="percent" inputMode="numeric" value={f.percent} onChange={set('percent')} />
          <Input label="Cap (₹)" name="cap" inputMode="decimal" value={f.cap} onChange={set('cap')} placeholder="none" />
        </div>
      )}
      <Input label="Minimum basket (₹)" name="min" inputMode="decimal" value={f.min} onChange={set('min')} placeholder="0" />
      <label className="flex items-center gap-2 self-end text-sm text-slate-700">
        <input
          type="checkbox"
          className="h-4 w-4 accent-brand-600"
          checked={f.firstOrderOnly}
          onChange={(e) => setF({ ...f, firstOrderOnly: e.target.checked })}
        />
        First order only
      </label>
      <Input label="Starts (optional)" type="datetime-local" name="starts" value={f.starts} onChange={set('starts')} />
      <Input label="Ends (optional)" type="datetime-local" name="ends" value={f.ends} onChange={set('ends')} />
      <Input label="Per shopper (times)" name="perShopper" inputMode="numeric" value={f.perShopper} onChange={set('perShopper')} placeholder="no limit" />
      <Input label="Redemptions in all" name="total" inputMode="numeric" value={f.total} onChange={set('total')} placeholder="no limit" />
      <Input label="Budget (₹)" name="budget" inputMode="decimal" value={f.budget} onChange={set('budget')} placeholder="no budget" />
      <label className="flex items-center gap-2 self-end text-sm text-slate-700">
        <input type="checkbox" className="h-4 w-4 accent-brand-600" checked={f.stackable} onChange={(e) => setF({ ...f, stackable: e.target.checked })} />
        Combines with other stackable offers
      </label>
      <Field label="For" htmlFor={`${id}-scope`}>
        <Select id={`${id}-scope`} value={f.scopeKind} onChange={set('scopeKind')}>
          <option value="all">Everything</option>
          <option value="categories">Categories</option>
          <option value="products">Products</option>
          <option value="stores">Stores</option>
          <option value="cities">Cities</option>
        </Select>
      </Field>
      {f.scopeKind !== 'all' ? <Input label="Ids or names, comma-separated" name="scopeIds" value={f.scopeIds} onChange={set('scopeIds')} /> : <span />}
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" loading={saving} data-testid="offer-create">
          Create offer
        </Button>
      </div>
    </form>
  );
}
