import { useState } from 'react';
import type { CouponAnswer, OfferChoice } from '@minutemart/contracts/price-breakdown';
import { Button, CheckCircleIcon, cx, Dialog, formatPaise, TagIcon } from '@minutemart/ui';

export interface OffersPanelProps {
  /** The code the shopper entered, as the server answered it (null: none entered). */
  coupon: CouponAnswer | null;
  offers: OfferChoice[];
  /** A code is being checked. */
  checking: boolean;
  onApply(code: string): void;
  onRemove(): void;
}

/**
 * Checkout's offers: a code field with the server's answer in words ('Add ₹50 more to use this
 * offer', 'This offer ended on 4 Mar, 11:00'), the code applied with what it saves, and an Offers
 * sheet listing every offer with why the others do not apply yet. The discount itself is the
 * order service's: nothing here adds anything up.
 */
export function OffersPanel({ coupon, offers, checking, onApply, onRemove }: OffersPanelProps) {
  const [draft, setDraft] = useState('');
  const [sheet, setSheet] = useState(false);
  const applied = offers.filter((o) => o.applied);
  const available = offers.filter((o) => o.applicable).length;
  const apply = (code: string) => {
    const c = code.trim().toUpperCase();
    if (!c) return;
    setDraft(c);
    onApply(c);
  };

  return (
    <section aria-label="Offers" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70" data-testid="offers-panel">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-base font-bold text-slate-900">
          <TagIcon size={18} className="text-brand-600" />
          Offers
        </h2>
        <button type="button" data-testid="offers-open" onClick={() => setSheet(true)} className="text-sm font-semibold text-brand-700 hover:underline">
          {offers.length === 0 ? 'None right now' : `View ${offers.length} offer${offers.length === 1 ? '' : 's'}`}
          {available > 0 && <span className="ml-1 rounded-full bg-brand-50 px-1.5 py-0.5 text-xs">{available} for you</span>}
        </button>
      </div>
      {coupon?.applied ? (
        <div className="flex items-center justify-between gap-3 rounded-xl bg-brand-50 px-3 py-2.5" data-testid="coupon-applied">
          <p className="flex min-w-0 items-center gap-2 text-sm font-semibold text-brand-800">
            <CheckCircleIcon size={18} className="shrink-0" />
            {/* Wrapped, never cut: the amount saved is at the end of the message. */}
            <span className="min-w-0 break-words">{coupon.message}</span>
          </p>
          <button type="button" onClick={onRemove} className="shrink-0 text-sm font-semibold text-slate-600 hover:text-red-700" data-testid="coupon-remove">
            Remove
          </button>
        </div>
      ) : (
        <form
          className="flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            apply(draft);
          }}
        >
          <label className="sr-only" htmlFor="coupon-code">
            Offer code
          </label>
          <input
            id="coupon-code"
            data-testid="coupon-input"
            value={draft}
            onChange={(e) => setDraft(e.target.value.toUpperCase())}
            placeholder="Enter code"
            autoComplete="off"
            maxLength={20}
            aria-invalid={Boolean(coupon && !coupon.applied)}
            aria-describedby={coupon && !coupon.applied ? 'coupon-message' : undefined}
            className={cx(
              'min-w-0 flex-1 rounded-xl border bg-slate-50 px-3 py-2.5 text-[15px] font-semibold uppercase tracking-wide text-slate-900 placeholder:font-normal placeholder:normal-case placeholder:tracking-normal placeholder:text-slate-400 focus:bg-white focus:outline-none focus:ring-2 focus:ring-brand-500',
              coupon && !coupon.applied ? 'border-red-300' : 'border-slate-300',
            )}
          />
          <Button type="submit" variant="outline" loading={checking} disabled={!draft.trim()} data-testid="coupon-apply">
            Apply
          </Button>
        </form>
      )}
      {coupon && !coupon.applied && (
        <p id="coupon-message" role="alert" data-testid="coupon-message" className="mt-2 text-sm font-medium text-red-700">
          {coupon.message}
        </p>
      )}
      {!coupon && applied.length > 0 && (
        <p className="mt-2 text-sm text-brand-700" data-testid="offer-auto">
          {applied.map((o) => `${o.title} applied for you`).join(' · ')}
        </p>
      )}
      <Dialog open={sheet} onClose={() => setSheet(false)} title="Offers" size="md">
        {offers.length === 0 ? (
          <p className="text-sm text-slate-500">No offers are running right now.</p>
        ) : (
          <ul className="space-y-2.5" data-testid="offers-sheet">
            {offers.map((o) => (
              <li key={o.offerId} className={cx('rounded-xl p-3 ring-1', o.applicable ? 'ring-brand-200' : 'bg-slate-50 ring-slate-200')}>
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900">{o.title}</p>
                    {o.description && <p className="text-xs text-slate-500">{o.description}</p>}
                    {o.code && (
                      <p className="mt-1 inline-block rounded-md border border-dashed border-slate-300 px-1.5 py-0.5 text-xs font-bold tracking-wide text-slate-700">
                        {o.code}
                      </p>
                    )}
                  </div>
                  {o.applied ? (
                    <span className="shrink-0 text-sm font-semibold text-brand-700">Applied</span>
                  ) : o.applicable && o.code ? (
                    <Button
                      size="sm"
                      onClick={() => {
                        apply(o.code!);
                        setSheet(false);
                      }}
                    >
                      Apply
                    </Button>
                  ) : null}
                </div>
                <p className={cx('mt-1.5 text-xs font-medium', o.applicable ? 'text-brand-700' : 'text-slate-500')} data-testid="offer-reason">
                  {o.applicable ? `Saves ${formatPaise(o.savesPaise)}${o.automatic && !o.applied ? ' (applied when it saves you most)' : ''}` : o.reason}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Dialog>
    </section>
  );
}
