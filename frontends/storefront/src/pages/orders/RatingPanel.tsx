import { canRate, ratingClosesAt, tagLabel } from '@minutemart/contracts/rating-labels';
import { Button } from '@minutemart/ui';
import { RATE_TEXT } from '../../orders/rating';
import type { Order } from '../../orders/types';
import { formatDateTime } from './orderRules';
import { StarsShown } from './Stars';

/** In the order's detail: "Rate this order" while it can be rated, then what the shopper gave. */
export function RatingPanel({ order, onRate }: { order: Order; onRate: () => void }) {
  const rating = order.rating;
  if (rating) {
    const tags = [...rating.orderTags, ...rating.deliveryTags];
    return (
      <section data-testid="rating-given" aria-label="Your rating" className="rounded-2xl border border-amber-200 bg-amber-50/60 px-4 py-3">
        <h3 className="text-sm font-bold text-slate-900">Your rating</h3>
        <dl className="mt-2 grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-600">Order</dt>
          <dd data-testid="rating-given-order">
            <StarsShown score={rating.orderScore} size={16} />
          </dd>
          <dt className="text-slate-600">Delivery</dt>
          <dd data-testid="rating-given-delivery">
            <StarsShown score={rating.deliveryScore} size={16} />
          </dd>
        </dl>
        {tags.length > 0 && (
          <ul className="mt-2.5 flex flex-wrap gap-1.5" aria-label="Tags">
            {tags.map((t) => (
              <li key={t} className="rounded-full bg-white px-2.5 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-inset ring-amber-200">
                {tagLabel(t)}
              </li>
            ))}
          </ul>
        )}
        {rating.comment && <p className="mt-2.5 break-words text-sm italic text-slate-700">“{rating.comment}”</p>}
        <p className="mt-2 text-xs text-slate-500">Rated on {formatDateTime(rating.at)}</p>
      </section>
    );
  }
  if (!canRate(order)) return null;
  return (
    <section
      data-testid="rating-prompt"
      aria-label="Rate this order"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-amber-200 bg-amber-50/60 px-4 py-3"
    >
      <div className="min-w-0">
        <p className="text-sm font-bold text-slate-900">How was your order?</p>
        <p className="text-xs text-slate-600">Rate it by {formatDateTime(ratingClosesAt(order.deliveredAt!).toISOString())}</p>
      </div>
      <Button size="sm" data-testid="rating-open" onClick={onRate}>
        {RATE_TEXT}
      </Button>
    </section>
  );
}

/** On the order's card in My Orders: the stars given, or a nudge to open it and rate. */
export function RatingLine({ order }: { order: Order }) {
  if (order.rating) {
    return (
      <p data-testid="order-rated" className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
        <span className="inline-flex items-center gap-1">
          Order <StarsShown score={order.rating.orderScore} />
        </span>
        <span className="inline-flex items-center gap-1">
          Delivery <StarsShown score={order.rating.deliveryScore} />
        </span>
      </p>
    );
  }
  if (!canRate(order)) return null;
  return (
    <p
      data-testid="order-rate"
      className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 text-xs font-semibold text-amber-800 ring-1 ring-inset ring-amber-200"
    >
      <span aria-hidden="true" className="text-sm leading-none text-amber-400">
        ★
      </span>
      {RATE_TEXT}
    </p>
  );
}
