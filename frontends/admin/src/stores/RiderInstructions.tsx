import type { ReactNode } from 'react';
import { DELIVERY_FLAGS, hasInstructions, type DeliveryFlag } from '@minutemart/contracts/delivery-instruction-labels';
import { AlertIcon, InfoIcon, PackageIcon, PhoneIcon } from '@minutemart/ui';
import type { Order } from '../api/orders';

const ICONS: Record<DeliveryFlag, ReactNode> = {
  leaveAtDoor: <PackageIcon size={15} />,
  doNotRing: <AlertIcon size={15} />,
  callOnArrival: <PhoneIcon size={15} />,
  pets: <InfoIcon size={15} />,
};

/**
 * What the shopper asked of the rider (the order's copy: the address's instructions or those given
 * for this order), above the address so it is read before knocking. Nothing when there are none.
 */
export function RiderInstructions({ instructions }: { instructions: NonNullable<Order['delivery_address']>['instructions'] }) {
  if (!instructions || !hasInstructions(instructions)) return null;
  const flags = DELIVERY_FLAGS.filter((f) => instructions[f.key]);
  return (
    <div data-testid="ride-instructions" className="mt-2 rounded-xl bg-amber-50 p-2.5 ring-1 ring-amber-300" aria-label="Delivery instructions">
      {flags.length > 0 && (
        <ul className="flex flex-wrap gap-1.5">
          {flags.map((f) => (
            <li
              key={f.key}
              data-flag={f.key}
              className="inline-flex items-center gap-1.5 rounded-full bg-white px-2.5 py-1 text-sm font-semibold text-amber-900 ring-1 ring-amber-300"
            >
              {ICONS[f.key]}
              {f.label}
            </li>
          ))}
        </ul>
      )}
      {instructions.note && (
        <p data-testid="ride-note" className={`${flags.length > 0 ? 'mt-2 ' : ''}break-words text-sm font-medium text-slate-900`}>
          “{instructions.note}”
        </p>
      )}
    </div>
  );
}
