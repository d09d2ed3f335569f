import { useEffect, useState } from 'react';
import { Button, cart, Dialog, errorMessage, formatPaise, ProductThumb, Skeleton, Tag, toast, useShopperStore, type TagTone } from '@minutemart/ui';
import { fetchReorderPreview, type ReorderLine, type ReorderPreview } from '../../orders/buy-again';

export const REORDER_TEXT = 'Reorder';
export const REORDER_ADDED_TEXT = 'Added to your cart';

/** What changed on a line since the order, in the shopper's words. */
function lineNote(l: ReorderLine): { tone: TagTone; text: string } {
  if (l.status === 'out_of_stock') return { tone: 'slate', text: l.newUnitPricePaise === null ? 'No longer sold' : 'Out of stock' };
  if (l.status === 'reduced') return { tone: 'amber', text: `Only ${l.available} of ${l.quantity} available` };
  if (l.status === 'price_changed') {
    const diff = (l.newUnitPricePaise ?? 0) - l.oldUnitPricePaise;
    return diff > 0 ? { tone: 'amber', text: `Price up ${formatPaise(diff)} each` } : { tone: 'brand', text: `Price down ${formatPaise(-diff)} each` };
  }
  return { tone: 'brand', text: 'Same as before' };
}

/**
 * A past order again: each line re-checked in the shopper's store (today's price, what is left)
 * before anything joins the cart; the cart's own write adds the available units and prices them.
 */
export function ReorderDialog({ orderId, onClose }: { orderId: string | null; onClose: () => void }) {
  const storeId = useShopperStore();
  const [preview, setPreview] = useState<ReorderPreview | null>(null);
  const [error, setError] = useState('');
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    if (!orderId) return;
    let live = true;
    setPreview(null);
    setError('');
    fetchReorderPreview(orderId, storeId).then(
      (p) => live && setPreview(p),
      (err: unknown) => live && setError(errorMessage(err)),
    );
    return () => {
      live = false;
    };
  }, [orderId, storeId]);

  const addable = preview?.lines.filter((l) => l.available > 0) ?? [];
  const changed = preview?.lines.filter((l) => l.status !== 'ok').length ?? 0;
  const units = addable.reduce((n, l) => n + l.available, 0);
  const difference = preview ? preview.newTotalPaise - preview.oldTotalPaise : 0;

  async function add() {
    setAdding(true);
    try {
      const { result, notes } = await cart.addLines(addable.map((l) => ({ productId: l.productId, quantity: l.available })));
      if (result !== 'ok') return;
      toast.success(REORDER_ADDED_TEXT);
      if (notes) toast.info(`In your cart: ${notes}.`, 6000);
      onClose();
    } finally {
      setAdding(false);
    }
  }

  const footer = (
    <>
      <Button variant="outline" onClick={onClose}>
        Cancel
      </Button>
      <Button data-testid="reorder-add" loading={adding} disabled={!preview || units === 0} onClick={() => void add()}>
        {units > 0 ? `Add ${units} ${units === 1 ? 'item' : 'items'} to cart` : 'Nothing to add'}
      </Button>
    </>
  );

  return (
    <Dialog open={Boolean(orderId)} onClose={onClose} title={REORDER_TEXT} size="md" footer={footer}>
      <div data-testid="reorder-dialog" className="space-y-4">
        {error ? (
          <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-700">
            {error}
          </p>
        ) : !preview ? (
          <div className="space-y-2" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-14 rounded-xl" />
            ))}
          </div>
        ) : (
          <>
            <p data-testid="reorder-summary" className={changed ? 'rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900' : 'text-sm text-slate-600'}>
              {changed === 0
                ? 'Everything is in stock at the price you paid.'
                : `${changed} of ${preview.lines.length} ${preview.lines.length === 1 ? 'item has' : 'items have'} changed since you ordered. Check before adding.`}
            </p>
            <ul className="divide-y divide-slate-100">
              {preview.lines.map((l) => (
                <PreviewLine key={l.productId} line={l} />
              ))}
            </ul>
            <dl className="space-y-1 rounded-2xl bg-slate-50 p-3 text-sm">
              <div className="flex justify-between text-slate-600">
                <dt>At the prices you paid</dt>
                <dd className="tabular-nums">{formatPaise(preview.oldTotalPaise)}</dd>
              </div>
              {difference !== 0 && (
                <div
                  data-testid="reorder-difference"
                  className={difference > 0 ? 'flex justify-between text-amber-800' : 'flex justify-between text-brand-700'}
                >
                  <dt>{difference > 0 ? 'Prices have gone up by' : 'Prices have come down by'}</dt>
                  <dd className="font-semibold tabular-nums">
                    {difference > 0 ? '+' : '−'}
                    {formatPaise(Math.abs(difference))}
                  </dd>
                </div>
              )}
              <div className="flex justify-between border-t border-slate-200 pt-1.5 font-bold text-slate-900">
                <dt>Today</dt>
                <dd data-testid="reorder-new-total" className="tabular-nums">
                  {formatPaise(preview.newTotalPaise)}
                </dd>
              </div>
              <p className="pt-1 text-xs text-slate-500">
                For the items available now. Your cart prices them again; fees and offers are worked out at checkout.
              </p>
            </dl>
          </>
        )}
      </div>
    </Dialog>
  );
}

function PreviewLine({ line: l }: { line: ReorderLine }) {
  const note = lineNote(l);
  const gone = l.available === 0;
  const priceMoved = l.newUnitPricePaise !== null && l.newUnitPricePaise !== l.oldUnitPricePaise;
  return (
    <li data-testid="reorder-line" data-status={l.status} data-product-id={l.productId} className="flex items-center gap-3 py-2.5">
      <ProductThumb src={l.image?.[0]} alt={l.name} size={44} className={gone ? 'opacity-50 grayscale' : undefined} />
      <div className="min-w-0 flex-1">
        <p className={gone ? 'truncate text-sm text-slate-500' : 'truncate text-sm font-medium text-slate-800'}>{l.name}</p>
        <p className="text-xs text-slate-500">
          {l.unit} · {gone ? `You had ${l.quantity}` : `${l.available} × ${formatPaise(l.newUnitPricePaise)}`}
        </p>
        <Tag tone={note.tone} testId="reorder-note" className="mt-1">
          {note.text}
        </Tag>
      </div>
      <div className="shrink-0 text-right text-sm tabular-nums">
        {priceMoved && <p className="text-xs text-slate-400 line-through">{formatPaise(l.oldUnitPricePaise)}</p>}
        <p data-testid="reorder-price" className={gone ? 'text-slate-400' : 'font-semibold text-slate-900'}>
          {l.newUnitPricePaise === null ? '—' : formatPaise(l.newUnitPricePaise)}
        </p>
        <p className="text-[11px] text-slate-400">each</p>
      </div>
    </li>
  );
}
