import { useState } from 'react';
import { Dialog, EmptyState, ProductThumb, Skeleton, errorMessage, queryKeys } from '@minutemart/ui';
import { leftToTick } from '@minutemart/contracts/order-lines';
import { toPaise } from '@minutemart/contracts/pricing';
import type { Product } from '../api/catalogue';
import type { Order, OrderLine } from '../api/orders';
import { ChevronRightIcon } from '../components/icons';
import { useResource } from '../hooks/useResource';
import { formatPaise } from '../orders/model';
import { findSubstitutes, unitPaise, type Aisle } from './substitutes';

export interface SubstituteChoice {
  product: Product;
  /** Units it replaces: the line's units left, or fewer when the shelf holds fewer. */
  units: number;
}

const NONE: Aisle = { names: [], candidates: [] };

/**
 * The picker's choice of a stand-in for a line's units left: a bottom sheet on a phone, a dialog on
 * a wider screen (the shared Dialog: focus kept inside, Escape closes, focus goes back to the line).
 */
export function SubstituteSheet({
  order,
  item,
  storeName,
  onChoose,
  onClose,
}: {
  order: Order;
  item: OrderLine | null;
  storeName: string;
  onChoose: (choice: SubstituteChoice) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={item !== null} onClose={onClose} size="md" title={item ? `Substitute ${item.name}` : ''}>
      {item && <Candidates key={`${order.orderId}:${item.productId}`} order={order} item={item} storeName={storeName} onChoose={onChoose} />}
    </Dialog>
  );
}

function Candidates({ order, item, storeName, onChoose }: { order: Order; item: OrderLine; storeName: string; onChoose: (choice: SubstituteChoice) => void }) {
  const [error, setError] = useState<string | null>(null);
  // The queue re-renders with every live change: the aisle is read once per line opened.
  const aisle = useResource(
    queryKeys.substitutes(order.orderId, item.productId),
    (signal) => findSubstitutes(order, item, signal),
    NONE,
    (err) => setError(errorMessage(err)),
  );
  const units = leftToTick(item);
  return (
    <div className="grid gap-3" data-testid="substitute-sheet">
      <p className="text-sm text-slate-600">
        Replacing {units} {units === 1 ? 'unit' : 'units'} ({item.unit}, {formatPaise(item.unitPricePaise)} each).{' '}
        {aisle.data.names.length > 0 ? `From ${aisle.data.names.join(', ')}, ` : 'From the same aisle, '}
        in stock at {storeName}. The shopper never pays more than they ordered at.
      </p>
      {error ? (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      ) : aisle.loading && !aisle.loaded ? (
        <div className="grid gap-2" aria-busy="true" aria-label="Finding similar products">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-16 rounded-xl" />
          ))}
        </div>
      ) : aisle.data.candidates.length === 0 ? (
        <EmptyState title="Nothing similar in stock">Mark {item.name} missing instead: the shopper gets the refund.</EmptyState>
      ) : (
        <ul className="grid gap-2" aria-label={`Similar products in stock at ${storeName}`}>
          {aisle.data.candidates.map((p) => (
            <li key={p._id}>
              <CandidateButton product={p} item={item} units={Math.min(units, p.stock)} wanted={units} onChoose={onChoose} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function CandidateButton({
  product: p,
  item,
  units,
  wanted,
  onChoose,
}: {
  product: Product;
  item: OrderLine;
  units: number;
  wanted: number;
  onChoose: (choice: SubstituteChoice) => void;
}) {
  const price = unitPaise(p);
  const dearer = price > item.unitPricePaise;
  const short = units < wanted;
  return (
    <button
      type="button"
      data-testid="substitute-candidate"
      data-product-id={p._id}
      onClick={() => onChoose({ product: p, units })}
      className="flex w-full items-center gap-3 rounded-xl border border-slate-200 bg-white px-2.5 py-2 text-left transition-colors hover:border-brand-400 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
    >
      <ProductThumb src={p.image?.[0]} alt="" size={48} />
      <span className="min-w-0 flex-1">
        <span className="line-clamp-2 text-sm font-semibold text-slate-900">{p.name}</span>
        <span className="mt-0.5 flex flex-wrap items-baseline gap-x-1.5 text-xs text-slate-600">
          <span>{p.unit}</span>
          <span aria-hidden="true">·</span>
          <span className="font-semibold tabular-nums text-slate-900">{formatPaise(price)}</span>
          {p.discount > 0 && <span className="tabular-nums text-slate-400 line-through">{formatPaise(toPaise(p.price))}</span>}
          {dearer && <span className="text-slate-500">(billed at {formatPaise(item.unitPricePaise)})</span>}
        </span>
        <span className={short ? 'text-xs font-semibold text-amber-700' : 'text-xs font-medium text-brand-700'}>
          {p.stock} on the shelf{short ? `: replaces ${units} of ${wanted}` : ''}
        </span>
      </span>
      <span className="flex shrink-0 items-center gap-0.5 text-sm font-semibold text-brand-700">
        Use
        <ChevronRightIcon size={16} />
      </span>
    </button>
  );
}
