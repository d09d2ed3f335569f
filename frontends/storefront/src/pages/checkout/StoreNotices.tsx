import { AlertIcon, shortLineText, type ShortLine } from '@minutemart/ui';

/** Cart lines the store serving this address cannot fill as asked, flagged before the order is placed. */
export function StoreShortNotice({ short, storeName }: { short: ShortLine[]; storeName: string | undefined }) {
  return (
    <div role="status" data-testid="checkout-store-short" className="flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
      <AlertIcon size={20} className="mt-0.5 shrink-0 text-amber-600" />
      <div className="min-w-0">
        <p className="font-semibold">
          {short.length === 1 ? '1 item' : `${short.length} items`} can't come from {storeName ? `our ${storeName} store` : 'the store near this address'} as asked
        </p>
        <ul className="mt-1 list-disc space-y-0.5 pl-4">
          {short.map((s) => (
            <li key={s.productId}>
              {s.name}: {shortLineText(s).toLowerCase()}
            </li>
          ))}
        </ul>
        <p className="mt-1.5 text-amber-800/80">Remove {short.length === 1 ? 'it' : 'them'} or lower the quantity, or the order will be refused.</p>
      </div>
    </div>
  );
}

/** The server would not take the order for this address: its message, as it said it. */
export function RefusedNotice({ message }: { message: string }) {
  return (
    <div role="alert" data-testid="checkout-refused" className="flex gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <AlertIcon size={20} className="mt-0.5 shrink-0 text-red-500" />
      <div className="min-w-0">
        <p className="font-semibold">{message}</p>
        <p className="mt-1 text-red-700/80">Your cart is kept. Choose an address we deliver to and place the order again.</p>
      </div>
    </div>
  );
}
