import { flagsLine, hasInstructions } from '@minutemart/contracts/delivery-instruction-labels';
import { useEffect, useState } from 'react';
import {
  addresses,
  Button,
  errorMessage,
  MapPinIcon,
  PencilIcon,
  PhoneIcon,
  PlusIcon,
  Skeleton,
  Spinner,
  toast,
  TrashIcon,
  useAddresses,
  useSession,
  type Address,
} from '@minutemart/ui';
import { AddressDialog } from '../components/AddressDialog';
import { PageHeader } from '../components/PageHeader';
import { SignInRequired } from '../components/SignInRequired';

export const ADDRESS_REMOVED = 'Address Remove';

type DialogState = { open: false } | { open: true; address: Address | null };

/** /dashboard/address: saved addresses (status true), Add / Edit dialogs, soft remove. */
export default function AddressPage() {
  const { status: sessionStatus, user } = useSession();
  const { status, list } = useAddresses();
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const [removing, setRemoving] = useState<string | null>(null);
  const userId = user?._id;

  useEffect(() => {
    if (!userId) return;
    addresses.load().catch((err: unknown) => toast.error(errorMessage(err)));
  }, [userId]);

  if (!user) {
    return (
      <section>
        <PageHeader title="Address" />
        {sessionStatus === 'ready' ? <SignInRequired what="your saved addresses" /> : <AddressSkeleton />}
      </section>
    );
  }

  async function remove(address: Address) {
    if (removing) return;
    setRemoving(address._id);
    try {
      await addresses.remove(address._id);
      toast.success(ADDRESS_REMOVED);
      await addresses.load().catch((err: unknown) => toast.error(errorMessage(err)));
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setRemoving(null);
    }
  }

  const openAdd = () => setDialog({ open: true, address: null });
  const loading = status === 'idle' || (status === 'loading' && list.length === 0);

  return (
    <section>
      <PageHeader
        title="Address"
        subtitle="Where should we deliver? Save your addresses for a faster checkout."
        actions={
          <Button variant="outline" onClick={openAdd}>
            <PlusIcon size={16} />
            Add Address
          </Button>
        }
      />
      {loading ? (
        <AddressSkeleton />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label="Saved addresses">
          {list.map((a) => (
            <li key={a._id}>
              <AddressCard address={a} removing={removing === a._id} onEdit={() => setDialog({ open: true, address: a })} onRemove={() => void remove(a)} />
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={openAdd}
              className="group flex h-full min-h-40 w-full flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-slate-300 bg-white/60 p-5 text-slate-500 transition hover:border-brand-400 hover:bg-brand-50/60 hover:text-brand-700"
            >
              <span className="grid h-11 w-11 place-items-center rounded-full bg-slate-100 transition group-hover:bg-brand-100">
                <PlusIcon size={22} />
              </span>
              <span className="font-semibold">Add address</span>
            </button>
          </li>
        </ul>
      )}
      <AddressDialog open={dialog.open} address={dialog.open ? dialog.address : null} onClose={() => setDialog({ open: false })} />
    </section>
  );
}

function AddressCard({ address, removing, onEdit, onRemove }: { address: Address; removing: boolean; onEdit: () => void; onRemove: () => void }) {
  return (
    <article
      data-testid="address-card"
      className="flex h-full gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:shadow-md sm:p-5"
    >
      <span className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
        <MapPinIcon size={20} />
      </span>
      <div className="min-w-0 flex-1 text-sm leading-relaxed text-slate-600">
        <p className="break-words font-semibold text-slate-900">{address.address_line}</p>
        <p>{address.city}</p>
        <p>{address.state}</p>
        <p>
          {address.country} - {address.pincode}
        </p>
        <p className="mt-1 flex items-center gap-1.5 text-slate-700">
          <PhoneIcon size={14} className="text-slate-400" />
          {address.mobile}
        </p>
        {hasInstructions(address.instructions) && (
          <p data-testid="address-instructions" className="mt-1.5 break-words rounded-lg bg-slate-50 px-2 py-1 text-xs text-slate-600">
            <span className="font-semibold text-slate-700">For the rider: </span>
            {[flagsLine(address.instructions), address.instructions?.note].filter(Boolean).join(' · ')}
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-col gap-1.5">
        <button
          type="button"
          onClick={onEdit}
          aria-label="Edit address"
          title="Edit"
          className="grid h-9 w-9 place-items-center rounded-full bg-brand-50 text-brand-700 transition hover:bg-brand-100"
        >
          <PencilIcon size={16} />
        </button>
        <button
          type="button"
          onClick={onRemove}
          disabled={removing}
          aria-label="Remove address"
          title="Remove"
          className="grid h-9 w-9 place-items-center rounded-full bg-red-50 text-red-600 transition hover:bg-red-100 disabled:opacity-60"
        >
          {removing ? <Spinner size={16} label="Removing" /> : <TrashIcon size={16} />}
        </button>
      </div>
    </article>
  );
}

function AddressSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2" aria-busy="true">
      <Skeleton className="h-40 rounded-2xl" />
      <Skeleton className="h-40 rounded-2xl" />
    </div>
  );
}
