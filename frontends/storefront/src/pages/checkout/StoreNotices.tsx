import { AlertIcon, cart, shortLineText, type CartLine, type ShortLine } from '@minutemart/ui';

/** The notice's element id: the payment bar's hint scrolls to it. */
export const STORE_SHORT_ID = 'checkout-store-short';

/** Takes a line the store cannot fill out of the cart, or down to what the store has. */
function fitLine(line: CartLine, s: ShortLine) {
  return s.available > 0 ? cart.setQty(line, s.available) : cart.remove(line);
}

/**
 * Cart lines the store serving this address cannot fill as asked, flagged before the order is
 * placed: payment waits until each is removed or lowered (the order would be refused otherwise).
 */
export function StoreShortNotice({ short, storeName, lines }: { short: ShortLine[]; storeName: string | undefined; lines: CartLine[] }) {
  return (
    <div
      role="status"
      id={STORE_SHORT_ID}
      data-testid="checkout-store-short"
      className="flex scroll-mt-40 gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <AlertIcon size={20} className="mt-0.5 shrink-0 text-amber-600" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">
          {short.length === 1 ? '1 item' : `${short.length} items`} can't come from {storeName ? `our ${storeName} store` : 'the store near this address'}
        </p>
        <ul className="mt-2 space-y-2">
          {short.map((s) => {
            const line = lines.find((l) => l.productId._id === s.productId);
            return (
              <li key={s.productId} data-testid="checkout-short-line" className="flex items-center justify-between gap-3">
                <span className="min-w-0">
                  <span className="block truncate font-medium text-amber-950">{s.name}</span>
                  <span className="block text-xs text-amber-800">{shortLineText(s, storeName)}</span>
                </span>
                {line && (
                  <button
                    type="button"
                    onClick={() => void fitLine(line, s)}
                    className="shrink-0 rounded-lg border border-amber-300 bg-white px-2.5 py-1 text-xs font-bold text-amber-900 transition hover:bg-amber-100"
                  >
                    {s.available > 0 ? `Keep ${s.available}` : 'Remove'}
                    <span className="sr-only"> {s.name}</span>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
        <p className="mt-2 text-amber-800/80">
          Payment starts once {short.length === 1 ? 'it is' : 'they are'} {short.every((s) => s.available <= 0) ? 'removed' : 'removed or lowered'}.
        </p>
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
