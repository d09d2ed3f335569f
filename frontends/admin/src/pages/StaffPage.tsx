import { useState, type FormEvent } from 'react';
import { ROLE_LABELS as LABELS, STAFF_ROLES, STORE_MANAGER_GRANTS, isStoreBound, type Role, type StaffRole } from '@minutemart/contracts/permissions';
import { Button, EmptyState, Input, Skeleton, errorMessage, toast, useSession, queryKeys } from '@minutemart/ui';
import { staff as staffApi, type StaffInvite, type StaffMember } from '../api/staff';
import { Badge, Field, PageHeader, Section, Select, useFieldId } from '../components/layout';
import { useChosenStore } from '../stores/useChosenStore';
import { useResource } from '../hooks/useResource';

const ROLE_LABELS: Record<Role, string> = { ...LABELS, USER: 'Shopper (no staff access)' };
const EMPTY = { people: [] as StaffMember[], invites: [] as StaffInvite[] };

/**
 * /dashboard/staff: invite people by e-mail, change their role and stores, deactivate them. An admin
 * gives any role; a store manager gives picker and rider for their own stores (the server decides).
 */
export default function StaffPage() {
  const { user } = useSession();
  const { stores } = useChosenStore();
  const grants: readonly StaffRole[] = user?.role === 'ADMIN' ? STAFF_ROLES : STORE_MANAGER_GRANTS;
  const list = useResource(
    queryKeys.staff(),
    (signal) => staffApi.list(signal),
    EMPTY,
    (err) => toast.error(errorMessage(err)),
  );
  const act = async (work: () => Promise<string>) => {
    try {
      toast.success(await work());
      list.reload();
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };

  return (
    <section className="mx-auto grid max-w-3xl grid-cols-1 gap-3">
      <PageHeader title="Staff" summary="Invite by email, give roles and stores, deactivate. A change applies on the person's next request." />
      <InviteForm grants={grants} stores={stores.map((s) => s._id)} onInvite={(body) => act(() => staffApi.invite(body))} />
      <Section title="People">
        {!list.loaded ? (
          <Skeleton className="h-24 rounded-2xl" />
        ) : list.data.people.length === 0 ? (
          <EmptyState title="No staff yet">Invitations you send appear below until they are used.</EmptyState>
        ) : (
          <ul className="grid gap-2" data-testid="staff-list">
            {list.data.people.map((p) => (
              <li key={p._id} data-testid="staff-member" data-email={p.email} className="rounded-xl border border-slate-200 p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="min-w-0">
                    <p className="truncate font-semibold text-slate-900">{p.name}</p>
                    <p className="truncate text-sm text-slate-600">{p.email}</p>
                  </div>
                  <div className="flex items-center gap-2">
                    <Badge tone={p.status === 'Active' ? 'green' : 'slate'}>{p.status}</Badge>
                    <Badge tone="slate">
                      {ROLE_LABELS[p.role]}
                      {p.stores.length ? ` · ${p.stores.join(', ')}` : ''}
                    </Badge>
                  </div>
                </div>
                {p._id !== user?._id && (
                  <div className="mt-2 flex flex-wrap gap-2">
                    <Button size="sm" variant="outline" onClick={() => void act(() => staffApi.setActive(p._id, p.status !== 'Active'))}>
                      {p.status === 'Active' ? 'Deactivate' : 'Reactivate'}
                    </Button>
                    {user?.role === 'ADMIN' && p.role !== 'USER' && (
                      <Button size="sm" variant="ghost" onClick={() => void act(() => staffApi.assign(p._id, 'USER', []))}>
                        Remove staff role
                      </Button>
                    )}
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        {list.data.invites.length > 0 && (
          <ul className="mt-3 grid gap-1 text-sm text-slate-600" aria-label="Pending invitations">
            {list.data.invites.map((i) => (
              <li key={i.email}>
                Invited: {i.name} &lt;{i.email}&gt;, {ROLE_LABELS[i.role]}
                {i.stores.length ? ` at ${i.stores.join(', ')}` : ''}, until {new Date(i.expiresAt).toLocaleString('en-IN')}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </section>
  );
}

function InviteForm({
  grants,
  stores,
  onInvite,
}: {
  grants: readonly StaffRole[];
  stores: string[];
  onInvite: (body: { email: string; name: string; role: StaffRole; stores: string[] }) => Promise<void>;
}) {
  const id = useFieldId('invite');
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>(grants.includes('PICKER') ? 'PICKER' : grants[0]!);
  const [store, setStore] = useState('');
  const [busy, setBusy] = useState(false);
  const bound = isStoreBound(role);
  const chosen = store || stores[0] || '';

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    await onInvite({ email: email.trim(), name: name.trim(), role, stores: bound && chosen ? [chosen] : [] });
    setBusy(false);
    setEmail('');
    setName('');
  }

  return (
    <Section title="Invite">
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" data-testid="staff-invite">
        <Input label="Name" name="name" value={name} onChange={(e) => setName(e.target.value)} required />
        <Input label="Email" type="email" name="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
        <Field label="Role" htmlFor={`${id}-role`}>
          <Select id={`${id}-role`} value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
            {grants.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </Select>
        </Field>
        {bound && (
          <Field label="Store" htmlFor={`${id}-store`}>
            <Select id={`${id}-store`} value={chosen} onChange={(e) => setStore(e.target.value)}>
              {stores.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <Button type="submit" loading={busy} disabled={!email.trim() || !name.trim() || (bound && !chosen)} className="sm:col-span-2">
          Send invitation
        </Button>
      </form>
    </Section>
  );
}
