import { useState } from 'react';
import { Button, EmptyState, Input, Skeleton, errorMessage, toast, queryKeys } from '@minutemart/ui';
import { AUDIT_PAGE_SIZE, auditTrail, type AuditEntry, type AuditFilter } from '../api/audit';
import { Field, PageHeader, Section, Select, useFieldId } from '../components/layout';
import { useResource } from '../hooks/useResource';

const ENTITIES = ['product', 'category', 'subcategory', 'store', 'stock', 'order', 'staff', 'fee', 'offer'] as const;
const EMPTY = { items: [] as AuditEntry[], totalCount: 0 };

/** A local datetime-local value as the instant the API reads. */
const instant = (local: string) => (local ? new Date(local).toISOString() : undefined);

/** What changed, field by field: before → after. */
function Changes({ before, after }: Pick<AuditEntry, 'before' | 'after'>) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    (k) => JSON.stringify(before?.[k]) !== JSON.stringify(after?.[k]),
  );
  const show = (v: unknown) => (v === undefined ? '–' : typeof v === 'string' ? v : JSON.stringify(v));
  if (keys.length === 0) return null;
  return (
    <dl className="mt-2 grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-3 gap-y-1 text-xs">
      {keys.map((k) => (
        <div key={k} className="contents">
          <dt className="font-medium text-slate-500">{k}</dt>
          <dd className="break-all text-slate-800">
            <span className="text-red-700 line-through">{show(before?.[k])}</span> → <span className="text-emerald-700">{show(after?.[k])}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /dashboard/audit: every change staff and admins made, newest first, by person, store, entity and
 * time. Read-only: nothing here (or in the API) edits or deletes an entry.
 */
export default function AuditPage() {
  const id = useFieldId('audit');
  const [draft, setDraft] = useState({ actor: '', store: '', entity: '', from: '', to: '' });
  const [filter, setFilter] = useState<AuditFilter>({ page: 1 });
  const trail = useResource(
    queryKeys.audit(filter),
    (signal) => auditTrail(filter, signal),
    EMPTY,
    (err) => toast.error(errorMessage(err)),
  );
  const pages = Math.max(1, Math.ceil(trail.data.totalCount / AUDIT_PAGE_SIZE));
  const page = filter.page ?? 1;
  const set = (k: keyof typeof draft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [k]: e.target.value }));

  return (
    <section className="mx-auto grid max-w-4xl grid-cols-1 gap-3">
      <PageHeader title="Audit" summary={`${trail.data.totalCount} change${trail.data.totalCount === 1 ? '' : 's'} by staff and admins, newest first`} />
      <Section title="Filter">
        <form
          className="grid gap-3 sm:grid-cols-3"
          data-testid="audit-filter"
          onSubmit={(e) => {
            e.preventDefault();
            setFilter({
              actor: draft.actor.trim(),
              store: draft.store.trim(),
              entity: draft.entity,
              from: instant(draft.from),
              to: instant(draft.to),
              page: 1,
            });
          }}
        >
          <Input label="Person (email or id)" name="actor" value={draft.actor} onChange={set('actor')} />
          <Input label="Store" name="store" value={draft.store} onChange={set('store')} placeholder="blr-indiranagar" />
          <Field label="Entity" htmlFor={`${id}-entity`}>
            <Select id={`${id}-entity`} value={draft.entity} onChange={set('entity')}>
              <option value="">Everything</option>
              {ENTITIES.map((e) => (
                <option key={e} value={e}>
                  {e}
                </option>
              ))}
            </Select>
          </Field>
          <Input label="From" type="datetime-local" name="from" value={draft.from} onChange={set('from')} />
          <Input label="To" type="datetime-local" name="to" value={draft.to} onChange={set('to')} />
          <Button type="submit" className="self-end">
            Show
          </Button>
        </form>
      </Section>
      {!trail.loaded ? (
        <Skeleton className="h-32 rounded-2xl" />
      ) : trail.data.items.length === 0 ? (
        <EmptyState title="No changes found">Try a wider time range or fewer filters.</EmptyState>
      ) : (
        <ol className="grid gap-2" data-testid="audit-list">
          {trail.data.items.map((e) => (
            <li key={e._id} data-testid="audit-entry" data-entity={e.entity} className="rounded-xl border border-slate-200 bg-white p-3 text-sm">
              <p className="font-semibold text-slate-900">
                {e.entity} {e.entityId} · {e.action}
                {e.storeId ? ` · ${e.storeId}` : ''}
              </p>
              <p className="text-slate-600">
                {new Date(e.at).toLocaleString('en-IN')} by {e.actor.email || e.actor.id} ({e.actor.role}) · request {e.requestId}
              </p>
              <Changes before={e.before} after={e.after} />
            </li>
          ))}
        </ol>
      )}
      {pages > 1 && (
        <div className="flex items-center justify-center gap-2">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setFilter((f) => ({ ...f, page: page - 1 }))}>
            Newer
          </Button>
          <span className="text-sm text-slate-600">
            Page {page} of {pages}
          </span>
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setFilter((f) => ({ ...f, page: page + 1 }))}>
            Older
          </Button>
        </div>
      )}
    </section>
  );
}
