import { useEffect, useRef } from 'react';
import { AlertIcon } from '@minutemart/ui';
import type { Unavailable } from '../../orders/types';

/** A refused line in a few words: "Not available at Koramangala", "No longer sold", "Only 2 left"… (ADR 0015). */
export function refusedLineText(u: Unavailable, storeName?: string): string {
  const at = u.scope === 'store' ? ` at ${storeName || 'this store'}` : '';
  if (u.reason === 'not_sold') return u.scope === 'store' ? `Not available${at}` : 'No longer sold';
  return u.available > 0 ? `Only ${u.available} left${at}` : `Out of stock${at}`;
}

/** One refused line in a sentence, for the notice and the toast. */
export function unavailableText(u: Unavailable, storeName?: string): string {
  const at = u.scope === 'store' ? ` at ${storeName || 'this store'}` : '';
  if (u.reason === 'not_sold') return u.scope === 'store' ? `${u.name} is not available${at}` : `${u.name} is no longer sold`;
  return u.available <= 0 ? `${u.name} is out of stock${at}` : `Only ${u.available} of ${u.name} left${at} (you asked for ${u.requested})`;
}

/** What the catalogue would not hold while the shopper was checking out; the cart is kept so they can change it. */
export function UnavailableNotice({ items, message, storeName }: { items: Unavailable[]; message: string; storeName?: string }) {
  // "Ran out" only when that is what happened: a product the store does not carry did not run out.
  const ranOut = items.length > 0 && items.every((u) => u.reason === 'out_of_stock');
  const box = useRef<HTMLDivElement>(null);
  // On a phone the notice sits below the bill, out of sight of the payment bar: bring it into view.
  useEffect(() => box.current?.scrollIntoView({ block: 'center', behavior: 'smooth' }), []);
  return (
    <div ref={box} role="alert" data-testid="checkout-unavailable" className="flex gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <AlertIcon size={20} className="mt-0.5 shrink-0 text-red-500" />
      <div className="min-w-0">
        <p className="font-semibold">{ranOut ? 'Some items just ran out' : items.length ? "Some items can't be ordered" : message}</p>
        {items.length > 0 && (
          <ul className="mt-1 list-disc space-y-0.5 pl-4">
            {items.map((u) => (
              <li key={u.productId}>{unavailableText(u, storeName)}</li>
            ))}
          </ul>
        )}
        <p className="mt-1.5 text-red-700/80">Your cart is kept: change the quantity or remove the item, then place the order again.</p>
      </div>
    </div>
  );
}
