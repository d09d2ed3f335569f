import { useEffect, useState } from 'react';
import { cx } from '@minutemart/ui';
import type { Order } from '../api/orders';
import { BanIcon } from '../components/icons';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { Field, TextArea } from '../components/layout';
import { formatPaise, shortId } from './model';

export const CANCEL_ORDER_TITLE = 'Cancel Order';
export const CANCEL_ORDER_TEXT = 'Are you sure you want to cancel this order ?';
export const CANCEL_REASONS = ['Customer requested', 'Item out of stock', 'Address not serviceable', 'Delivery attempt failed'] as const;
const REASON_MAX = 200;

/** The admin's confirmation dialog with a required reason (it is kept in the order's history). */
export function CancelOrderDialog({
  order,
  busy,
  onClose,
  onConfirm,
}: {
  order: Order | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const orderId = order?.orderId;
  useEffect(() => setReason(''), [orderId]);
  const trimmed = reason.trim();
  return (
    <ConfirmDialog
      open={order !== null}
      title={CANCEL_ORDER_TITLE}
      message={CANCEL_ORDER_TEXT}
      subject={order ? `#${shortId(order.orderId)} · ${formatPaise(order.totals.grandTotalPaise)}` : undefined}
      icon={<BanIcon size={18} />}
      note="Its stock is released; the reason is kept in the order's timeline."
      confirmLabel="Confirm"
      confirmDisabled={!trimmed}
      busy={busy}
      onClose={onClose}
      onConfirm={() => trimmed && onConfirm(trimmed)}
    >
      <Field label="Reason" htmlFor="cancel-reason" required hint={`${trimmed.length}/${REASON_MAX}`}>
        <div className="flex flex-wrap gap-1.5" role="group" aria-label="Common reasons">
          {CANCEL_REASONS.map((r) => (
            <button
              key={r}
              type="button"
              onClick={() => setReason(r)}
              aria-pressed={trimmed === r}
              className={cx(
                'rounded-full px-2.5 py-1 text-xs font-medium ring-1 transition-colors',
                trimmed === r ? 'bg-red-600 text-white ring-red-600' : 'bg-white text-slate-700 ring-slate-200 hover:bg-slate-50',
              )}
            >
              {r}
            </button>
          ))}
        </div>
        <TextArea
          id="cancel-reason"
          name="reason"
          value={reason}
          maxLength={REASON_MAX}
          onChange={(e) => setReason(e.target.value)}
          placeholder="Why is this order being cancelled?"
        />
      </Field>
    </ConfirmDialog>
  );
}
