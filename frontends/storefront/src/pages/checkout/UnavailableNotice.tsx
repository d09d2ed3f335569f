import { useEffect, useRef } from 'react';
import { AlertIcon } from '@minutemart/ui';
import type { Unavailable } from '../../orders/types';

export function unavailableText(u: Unavailable): string {
  return u.available <= 0 ? `${u.name} is out of stock` : `Only ${u.available} of ${u.name} left (you asked for ${u.requested})`;
}

/** What ran out while the shopper was checking out; the cart is kept so they can change it. */
export function UnavailableNotice({ items, message }: { items: Unavailable[]; message: string }) {
  const box = useRef<HTMLDivElement>(null);
  // On a phone the notice sits below the bill, out of sight of the payment bar: bring it into view.
  useEffect(() => box.current?.scrollIntoView({ block: 'center', behavior: 'smooth' }), []);
  return (
    <div ref={box} role="alert" data-testid="checkout-unavailable" className="flex gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <AlertIcon size={20} className="mt-0.5 shrink-0 text-red-500" />
      <div className="min-w-0">
        <p className="font-semibold">{items.length ? 'Some items just ran out' : message}</p>
        {items.length > 0 && (
          <ul className="mt-1 list-disc space-y-0.5 pl-4">
            {items.map((u) => (
              <li key={u.productId}>{unavailableText(u)}</li>
            ))}
          </ul>
        )}
        <p className="mt-1.5 text-red-700/80">Your cart is kept: change the quantity or remove the item, then place the order again.</p>
      </div>
    </div>
  );
}
