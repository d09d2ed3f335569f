import type { ReactNode } from 'react';
import type { Totals } from '@minutemart/contracts/pricing';
import type { FeeLine, PriceBreakdown } from '@minutemart/contracts/price-breakdown';
import { cx, formatPaise } from '../utils/format';
import { BasketIcon, BoltIcon, ClockIcon, PackageIcon, ReceiptIcon, TagIcon, TruckIcon } from '../components/Icons';

export const DELIVERY_FREE_TEXT = 'Free';
export const SAVINGS_TEXT = 'Your total savings';

function Row({ icon, label, note, children, testId }: { icon?: ReactNode; label: ReactNode; note?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className="flex items-start justify-between gap-3 text-sm text-slate-600">
      <span className="flex min-w-0 items-start gap-2">
        {icon && <span className="mt-0.5 text-slate-400">{icon}</span>}
        <span className="min-w-0">
          {label}
          {note && <span className="block text-xs leading-snug text-slate-400">{note}</span>}
        </span>
      </span>
      <span data-testid={testId} className="flex items-baseline gap-1.5 tabular-nums">
        {children}
      </span>
    </div>
  );
}

const FEE_ICONS: Record<FeeLine['kind'], ReactNode> = {
  delivery: <TruckIcon size={16} />,
  small_cart: <BasketIcon size={16} />,
  handling: <PackageIcon size={16} />,
  late_night: <ClockIcon size={16} />,
  surge: <BoltIcon size={16} />,
};

/** One fee of the server's bill with its reason; delivery keeps the original client's 'Delivery Charge' and 'Free'. */
function FeeRow({ fee }: { fee: FeeLine }) {
  const delivery = fee.kind === 'delivery';
  return (
    <Row
      icon={FEE_ICONS[fee.kind]}
      label={delivery ? 'Delivery Charge' : fee.label}
      note={fee.reason}
      testId={delivery ? 'bill-delivery' : `bill-fee-${fee.kind}`}
    >
      {fee.amountPaise > 0 ? (
        <span className="font-medium text-slate-800">{formatPaise(fee.amountPaise)}</span>
      ) : (
        <>
          {fee.waivedPaise > 0 && <s className="text-xs text-slate-400">{formatPaise(fee.waivedPaise)}</s>}
          <span className="font-semibold text-brand-700">{DELIVERY_FREE_TEXT}</span>
        </>
      )}
    </Row>
  );
}

/**
 * 'Bill details' of the cart, checkout and an order (as the original client shows it: Items total with the struck-through
 * undiscounted and the discounted total, Delivery Charge 'Free', Grand total, 'Your total savings');
 * checkout adds the 'Quntity total' row (its text, spelling included). With the order service's `bill` (a quote or
 * an order's pricing, ADR 0018) every fee shows with its reason, each offer taken off, and the
 * nudges; without it, the cart's own totals. Amounts in paise, the order service's rule.
 */
export function BillDetails({
  totals,
  bill,
  pending = false,
  showQuantity = false,
  showNudges = true,
  className,
}: {
  totals: Totals;
  bill?: PriceBreakdown | null | undefined;
  /** A newer bill is on its way: the figures shown may change. */
  pending?: boolean;
  showQuantity?: boolean;
  showNudges?: boolean;
  className?: string;
}) {
  const subTotalPaise = bill?.itemsSubTotalPaise ?? totals.subTotalPaise;
  const itemsPaise = bill?.itemsPaise ?? totals.itemsPaise;
  const grandTotalPaise = bill?.grandTotalPaise ?? totals.grandTotalPaise;
  const savingsPaise = bill?.savingsPaise ?? totals.savingsPaise;
  const totalQty = bill?.totalQty ?? totals.totalQty;
  const nudges = showNudges ? (bill?.nudges ?? []) : [];
  return (
    <section aria-label="Bill details" aria-busy={pending} className={cx('rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70', className)}>
      <h2 className="mb-3 text-base font-bold text-slate-900">Bill details</h2>
      {nudges.length > 0 && (
        <ul className="mb-3 space-y-1.5" aria-label="How to save">
          {nudges.map((n) => (
            <li
              key={`${n.kind}:${n.offerId ?? ''}`}
              data-testid="bill-nudge"
              className={cx(
                'flex items-center gap-2 rounded-xl px-3 py-2 text-xs font-semibold',
                n.kind === 'minimum_order' ? 'bg-red-50 text-red-700' : 'bg-accent-50 text-accent-600',
              )}
            >
              <TagIcon size={14} />
              {n.message}
            </li>
          ))}
        </ul>
      )}
      <div className={cx('space-y-2.5 transition-opacity', pending && 'opacity-60')}>
        <Row icon={<ReceiptIcon size={16} />} label="Items total" testId="bill-items-total">
          {subTotalPaise > itemsPaise && <s className="text-xs text-slate-500">{formatPaise(subTotalPaise)}</s>}
          <span className="font-medium text-slate-800">{formatPaise(itemsPaise)}</span>
        </Row>
        {showQuantity && (
          <Row icon={<BasketIcon size={16} />} label="Quntity total" testId="bill-quantity">
            <span className="font-medium text-slate-800">
              {totalQty} {totalQty === 1 ? 'item' : 'items'}
            </span>
          </Row>
        )}
        {bill ? (
          bill.fees.map((f) => <FeeRow key={f.kind} fee={f} />)
        ) : (
          <Row icon={<TruckIcon size={16} />} label="Delivery Charge" testId="bill-delivery">
            {totals.deliveryPaise > 0 ? (
              <span className="font-medium text-slate-800">{formatPaise(totals.deliveryPaise)}</span>
            ) : (
              <span className="font-semibold text-brand-700">{DELIVERY_FREE_TEXT}</span>
            )}
          </Row>
        )}
        {bill?.discounts.map((d) => (
          <Row
            key={d.offerId}
            icon={<TagIcon size={16} />}
            label={d.code ? `Offer ${d.code}` : d.title}
            note={d.code ? d.title : 'Applied for you'}
            testId="bill-discount"
          >
            <span className="font-semibold text-brand-700">− {formatPaise(d.amountPaise)}</span>
          </Row>
        ))}
        <div className="border-t border-dashed border-slate-200 pt-2.5">
          <div className="flex items-center justify-between text-base font-bold text-slate-900">
            <span>Grand total</span>
            <span data-testid="bill-grand-total" className="tabular-nums">
              {formatPaise(grandTotalPaise)}
            </span>
          </div>
        </div>
      </div>
      {savingsPaise > 0 && (
        <p
          data-testid="bill-savings"
          className="mt-3 flex items-center justify-between gap-2 rounded-xl bg-sky-50 px-3 py-2 text-sm font-semibold text-sky-700"
        >
          <span className="flex items-center gap-2">
            <TagIcon size={16} />
            {SAVINGS_TEXT}
          </span>
          <span className="tabular-nums">{formatPaise(savingsPaise)}</span>
        </p>
      )}
    </section>
  );
}
