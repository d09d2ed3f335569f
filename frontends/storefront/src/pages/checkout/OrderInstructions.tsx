import { DELIVERY_FLAGS, hasInstructions } from '@minutemart/contracts/delivery-instruction-labels';
import { Button, CheckIcon, type Address } from '@minutemart/ui';
import { DeliveryInstructionsFields, type Instructions } from '../../components/DeliveryInstructionsFields';

/**
 * 'Instructions for the rider' at checkout: the chosen address's saved ones, and a way to change
 * them for this order only (`override`; the saved address stays as it is).
 */
export function OrderInstructions({
  address,
  override,
  onOverride,
}: {
  address: Address;
  override: Instructions | null;
  onOverride: (next: Instructions | null) => void;
}) {
  const saved = address.instructions ?? {};
  const shown = override ?? saved;
  return (
    <section
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70 sm:p-5"
      aria-labelledby="rider-instructions"
      data-testid="checkout-instructions"
    >
      <div className="mb-2 flex flex-wrap items-center justify-between gap-x-2 gap-y-1.5">
        <h2 id="rider-instructions" className="text-base font-bold text-slate-900 sm:text-lg">
          Instructions for the rider
        </h2>
        {override ? (
          <Button size="sm" variant="ghost" className="whitespace-nowrap" onClick={() => onOverride(null)}>
            Use saved
          </Button>
        ) : (
          <Button size="sm" variant="outline" className="whitespace-nowrap" onClick={() => onOverride({ ...saved })}>
            Change for this order
          </Button>
        )}
      </div>
      {override ? (
        <>
          <DeliveryInstructionsFields idPrefix="order" value={override} onChange={onOverride} legendHidden />
          <p className="mt-1 text-xs text-slate-500">For this order only: the saved address keeps its own.</p>
        </>
      ) : hasInstructions(shown) ? (
        <ul className="flex flex-wrap gap-1.5 text-sm" aria-label="Saved instructions">
          {DELIVERY_FLAGS.filter((f) => shown[f.key]).map((f) => (
            <li key={f.key} className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 font-medium text-brand-800">
              <CheckIcon size={13} />
              {f.label}
            </li>
          ))}
          {shown.note && <li className="w-full break-words rounded-xl bg-slate-50 px-3 py-2 text-slate-700">“{shown.note}”</li>}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">None saved for this address.</p>
      )}
    </section>
  );
}
