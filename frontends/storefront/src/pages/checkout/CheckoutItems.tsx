import { cx, formatPaise, ProductThumb, QtyStepper, shortLineText, type CartLine, type ShortLine } from '@minutemart/ui';
import { discountedPaise, toPaise } from '@minutemart/contracts/pricing';
import type { Unavailable } from '../../orders/types';
import { refusedLineText } from './UnavailableNotice';

/** The cart lines being ordered, with steppers so a shopper can fix a line that ran out without leaving checkout. */
export function CheckoutItems({
  lines,
  unavailable,
  short = [],
  storeName,
}: {
  lines: CartLine[];
  unavailable: Unavailable[];
  short?: ShortLine[];
  storeName?: string;
}) {
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70 sm:p-5" aria-labelledby="checkout-items">
      <h2 id="checkout-items" className="mb-2 text-base font-bold text-slate-900 sm:text-lg">
        Items in your order
      </h2>
      <ul className="divide-y divide-slate-100">
        {lines.map((line) => {
          const p = line.productId;
          const unitPaise = discountedPaise(toPaise(p.price), p.discount ?? 0);
          const refused = unavailable.find((u) => u.productId === p._id);
          const atStore = short.find((s) => s.productId === p._id);
          return (
            <li
              key={line._id}
              data-testid="checkout-line"
              data-unavailable={refused || atStore ? true : undefined}
              className={cx('flex items-center gap-3 py-3', (refused || atStore) && '-mx-2 rounded-xl bg-red-50/70 px-2')}
            >
              <ProductThumb src={p.image?.[0]} alt={p.name} size={56} />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-slate-800">{p.name}</p>
                <p className="text-xs text-slate-500">
                  {p.unit ? `${p.unit} · ` : ''}
                  {formatPaise(unitPaise)}
                </p>
                {refused ? (
                  <p className="mt-0.5 text-xs font-semibold text-red-700">{refusedLineText(refused, storeName)}</p>
                ) : (
                  atStore && <p className="mt-0.5 text-xs font-semibold text-red-700">{shortLineText(atStore, storeName)}</p>
                )}
              </div>
              <QtyStepper line={line} />
              <span className="hidden w-20 text-right text-sm font-bold tabular-nums text-slate-900 sm:block">{formatPaise(unitPaise * line.quantity)}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
