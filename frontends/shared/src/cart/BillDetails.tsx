import type { ReactNode } from 'react';
import type { Totals } from '@minutemart/contracts/pricing';
import { cx, formatPaise } from '../utils/format';
import { BasketIcon, ReceiptIcon, TagIcon, TruckIcon } from '../components/Icons';

export const DELIVERY_FREE_TEXT = 'Free';
export const SAVINGS_TEXT = 'Your total savings';

function Row({ icon, label, children, testId }: { icon?: ReactNode; label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className="flex items-center justify-between gap-3 text-sm text-slate-600">
      <span className="flex items-center gap-2">
        {icon && <span className="text-slate-400">{icon}</span>}
        {label}
      </span>
      <span data-testid={testId} className="flex items-baseline gap-1.5 tabular-nums">
        {children}
      </span>
    </div>
  );
}

/**
 * 'Bill details' of the cart and checkout (spec: Items total with the struck-through undiscounted and the
 * discounted total, Delivery Charge 'Free', Grand total, 'Your total savings'); checkout adds the
 * 'Quntity total' row (spec text). Amounts in paise, the order service's rule.
 */
export function BillDetails({ totals, showQuantity = false, className }: { totals: Totals; showQuantity?: boolean; className?: string }) {
  const saved = totals.savingsPaise > 0;
  return (
    <section aria-label="Bill details" className={cx('rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70', className)}>
      <h2 className="mb-3 text-base font-bold text-slate-900">Bill details</h2>
      <div className="space-y-2.5">
        <Row icon={<ReceiptIcon size={16} />} label="Items total" testId="bill-items-total">
          {saved && <s className="text-xs text-slate-500">{formatPaise(totals.subTotalPaise)}</s>}
          <span className="font-medium text-slate-800">{formatPaise(totals.itemsPaise)}</span>
        </Row>
        {showQuantity && (
          <Row icon={<BasketIcon size={16} />} label="Quntity total" testId="bill-quantity">
            <span className="font-medium text-slate-800">
              {totals.totalQty} {totals.totalQty === 1 ? 'item' : 'items'}
            </span>
          </Row>
        )}
        <Row icon={<TruckIcon size={16} />} label="Delivery Charge" testId="bill-delivery">
          {totals.deliveryPaise > 0 ? (
            <span className="font-medium text-slate-800">{formatPaise(totals.deliveryPaise)}</span>
          ) : (
            <span className="font-semibold text-brand-700">{DELIVERY_FREE_TEXT}</span>
          )}
        </Row>
        <div className="border-t border-dashed border-slate-200 pt-2.5">
          <div className="flex items-center justify-between text-base font-bold text-slate-900">
            <span>Grand total</span>
            <span data-testid="bill-grand-total" className="tabular-nums">
              {formatPaise(totals.grandTotalPaise)}
            </span>
          </div>
        </div>
      </div>
      {saved && (
        <p data-testid="bill-savings" className="mt-3 flex items-center justify-between gap-2 rounded-xl bg-sky-50 px-3 py-2 text-sm font-semibold text-sky-700">
          <span className="flex items-center gap-2">
            <TagIcon size={16} />
            {SAVINGS_TEXT}
          </span>
          <span className="tabular-nums">{formatPaise(totals.savingsPaise)}</span>
        </p>
      )}
    </section>
  );
}
