import type { PriceBreakdown } from '@minutemart/contracts/price-breakdown';
import { cx, formatPaise } from '../utils/format';

/**
 * What an order was charged besides its items and what offers took off, as rows of a `<dl>`
 * (My Orders' detail, the admin's order detail): each fee with its reason, 'Free' delivery, each
 * offer. An order placed before fees existed (no pricing) shows its delivery charge as before.
 */
export function ChargeLines({
  pricing,
  deliveryPaise,
  rowClassName,
}: {
  pricing: PriceBreakdown | null | undefined;
  deliveryPaise: number;
  rowClassName?: string;
}) {
  const row = cx('flex justify-between gap-3', rowClassName);
  if (!pricing) {
    return (
      <div className={row}>
        <dt>Delivery Charge</dt>
        <dd className="font-semibold text-brand-700">{deliveryPaise ? formatPaise(deliveryPaise) : 'Free'}</dd>
      </div>
    );
  }
  return (
    <>
      {pricing.fees.map((f) => (
        <div key={f.kind} className={row} data-testid={`charge-${f.kind}`}>
          <dt className="min-w-0">
            {f.kind === 'delivery' ? 'Delivery Charge' : f.label}
            <span className="block text-xs text-slate-400">{f.reason}</span>
          </dt>
          <dd className={cx('shrink-0 tabular-nums', f.amountPaise > 0 ? 'font-semibold text-slate-800' : 'font-semibold text-brand-700')}>
            {f.amountPaise > 0 ? formatPaise(f.amountPaise) : 'Free'}
          </dd>
        </div>
      ))}
      {pricing.discounts.map((d) => (
        <div key={d.offerId} className={row} data-testid="charge-discount">
          <dt className="min-w-0">{d.code ? `Offer ${d.code}` : d.title}</dt>
          <dd className="shrink-0 font-semibold tabular-nums text-brand-700">− {formatPaise(d.amountPaise)}</dd>
        </div>
      ))}
    </>
  );
}
