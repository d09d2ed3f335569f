import { useState } from 'react';
import { Button, ChargeLines, Dialog, errorMessage, formatPaise, MapPinIcon, PhoneIcon, ProductThumb, TaxDocuments, toast } from '@minutemart/ui';
import { cancelOrder } from '../../orders/api';
import { orders } from '../../orders/store';
import type { Order } from '../../orders/types';
import { Countdown } from './Countdown';
import { OrderTimeline } from './OrderTimeline';
import { ItemNotes } from './ItemNotes';
import { deliveredText, formatClock, formatDateTime, IN_PROGRESS, paymentLabel, pickProgress, refundText, SHOPPER_CANCELLABLE } from './orderRules';
import { StatusBadge } from './StatusBadge';
import { REORDER_TEXT, ReorderDialog } from './ReorderDialog';
import { RatingDialog } from './RatingDialog';
import { RatingPanel } from './RatingPanel';

/** Order detail (as the original client shows it: order id, status, date, total amount, delivery address, Close), live while it is open. */
export function OrderDialog({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const [cancelling, setCancelling] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [reordering, setReordering] = useState<string | null>(null);
  const [rating, setRating] = useState(false);
  const close = () => {
    setConfirming(false);
    setRating(false);
    onClose();
  };

  async function cancel(o: Order) {
    setCancelling(true);
    try {
      const { order: updated, message } = await cancelOrder(o.orderId);
      if (updated) orders.upsert(updated);
      else void orders.load();
      toast.success(message || 'Order cancelled');
      setConfirming(false);
    } catch (err) {
      toast.error(errorMessage(err));
      void orders.load();
    } finally {
      setCancelling(false);
    }
  }

  const cancellable = order ? SHOPPER_CANCELLABLE.includes(order.state) : false;
  const footer = order && (
    <>
      {cancellable &&
        (confirming ? (
          <Button variant="danger" loading={cancelling} onClick={() => void cancel(order)} className="mr-auto">
            Yes, cancel order
          </Button>
        ) : (
          <Button variant="ghost" onClick={() => setConfirming(true)} className="mr-auto text-red-600 hover:bg-red-50">
            Cancel order
          </Button>
        ))}
      {/* Once it is over (delivered or called off) and had items: the same basket again, checked first. */}
      {!IN_PROGRESS.includes(order.state) && order.items.length > 0 && (
        <Button variant="outline" data-testid="reorder-open" onClick={() => setReordering(order.orderId)}>
          {REORDER_TEXT}
        </Button>
      )}
      <Button variant="outline" onClick={close}>
        Close
      </Button>
    </>
  );

  return (
    <Dialog open={Boolean(order)} onClose={close} title="Order details" size="lg" footer={footer}>
      <ReorderDialog orderId={reordering} onClose={() => setReordering(null)} />
      <RatingDialog order={rating ? order : null} onClose={() => setRating(false)} onRated={orders.upsert} />
      {order && (
        <div data-testid="order-dialog" className="space-y-5">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="text-xs font-medium uppercase tracking-wide text-slate-400">Order id</p>
              <p data-testid="dialog-order-id" className="break-all font-mono text-sm font-semibold text-slate-900">
                {order.orderId}
              </p>
              <p className="mt-1 text-xs text-slate-500">Placed on {formatDateTime(order.createdAt)}</p>
            </div>
            <StatusBadge state={order.state} label={order.status} className="text-sm" />
          </div>

          {confirming && (
            <p className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-700">
              Cancel this order? Any payment made is refunded and the items go back on the shelf.
            </p>
          )}

          {order.promisedAt && IN_PROGRESS.includes(order.state) && <Countdown promisedAt={order.promisedAt} />}
          {order.state === 'delivered' && order.deliveredAt && (
            <p data-testid="dialog-delivered" className="rounded-2xl bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-800">
              Delivered at {formatDateTime(order.deliveredAt)}
              {deliveredText(order) && (
                <span className={order.onTime === false ? 'block text-amber-700' : 'block font-medium text-brand-700'}>{deliveredText(order)}</span>
              )}
            </p>
          )}
          <RatingPanel order={order} onRate={() => setRating(true)} />
          <PromiseLine order={order} />
          {order.state === 'picking' && <PickingBar order={order} />}

          <div className="grid gap-5 md:grid-cols-2">
            <section aria-label="Order progress">
              <h3 className="mb-3 text-sm font-bold text-slate-900">Order status</h3>
              <OrderTimeline order={order} />
            </section>
            <section className="space-y-4">
              <div>
                <h3 className="mb-2 text-sm font-bold text-slate-900">Items ({order.totals?.totalQty ?? order.items.length})</h3>
                <ul className="space-y-2">
                  {order.items.map((item) => (
                    <li key={item.productId} data-testid="dialog-item" data-product-id={item.productId} className="flex items-center gap-3">
                      <ProductThumb src={item.image?.[0]} alt={item.name} size={44} />
                      <span className="min-w-0 flex-1">
                        <span className="block truncate text-sm text-slate-800">{item.name}</span>
                        <span className="text-xs text-slate-500">
                          {formatPaise(item.unitPricePaise)} × {item.quantity}
                        </span>
                        <ItemNotes order={order} item={item} />
                      </span>
                      {/* Nothing of it delivered (missing or replaced): nothing charged for it. */}
                      <span className={item.missing >= item.quantity ? 'text-sm tabular-nums text-slate-400' : 'text-sm font-semibold tabular-nums'}>
                        {formatPaise(item.lineTotalPaise)}
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
              <dl className="space-y-1.5 rounded-2xl bg-slate-50 p-3 text-sm">
                <ChargeLines pricing={order.pricing} deliveryPaise={order.totals?.deliveryPaise ?? 0} rowClassName="text-slate-600" />
                {order.refunds?.map((r, i) => (
                  <div key={`${r.productId}-${i}`} data-testid="dialog-refund" className="flex justify-between gap-3 text-amber-800">
                    <dt className="min-w-0">{refundText(order, r)}</dt>
                    <dd className="shrink-0 font-semibold tabular-nums">−{formatPaise(r.amountPaise)}</dd>
                  </div>
                ))}
                {order.totals?.savingsPaise > 0 && (
                  <div className="flex justify-between text-slate-600">
                    <dt>You saved</dt>
                    <dd className="font-semibold text-sky-700">{formatPaise(order.totals.savingsPaise)}</dd>
                  </div>
                )}
                <div className="flex justify-between border-t border-slate-200 pt-1.5 font-bold text-slate-900">
                  <dt>Total amount</dt>
                  <dd data-testid="dialog-total" className="tabular-nums">
                    {formatPaise(order.totals?.grandTotalPaise ?? Math.round(order.totalAmt * 100))}
                  </dd>
                </div>
                <p className="text-xs text-slate-500">
                  {paymentLabel(order)}
                  {order.refundPaise > 0 &&
                    (order.paymentMethod === 'card'
                      ? ` · ${formatPaise(order.refundPaise)} refunded to your card`
                      : ` · ${formatPaise(order.refundPaise)} less to pay on delivery`)}
                </p>
              </dl>
              <TaxDocuments orderId={order.orderId} state={order.state} version={order.updatedAt} />
              {order.delivery_address && (
                <div>
                  <h3 className="mb-1.5 text-sm font-bold text-slate-900">Delivery address</h3>
                  <div className="flex gap-2 text-sm leading-relaxed text-slate-600">
                    <MapPinIcon size={16} className="mt-0.5 shrink-0 text-slate-400" />
                    <p>
                      {order.delivery_address.address_line}, {order.delivery_address.city}, {order.delivery_address.state}, {order.delivery_address.country} -{' '}
                      {order.delivery_address.pincode}
                      <span className="mt-0.5 flex items-center gap-1.5 text-slate-700">
                        <PhoneIcon size={13} className="text-slate-400" />
                        {order.delivery_address.mobile}
                      </span>
                    </p>
                  </div>
                </div>
              )}
            </section>
          </div>
        </div>
      )}
    </Dialog>
  );
}

/** What was promised when the order was placed, and by which store. */
function PromiseLine({ order }: { order: Order }) {
  if (order.promisedMinutes == null) return null;
  return (
    <p data-testid="dialog-promise" className="flex items-center gap-2 text-sm text-slate-600">
      <span className="rounded-lg bg-slate-100 px-2 py-0.5 text-xs font-bold text-slate-700">Promised {order.promisedMinutes} min</span>
      <span className="min-w-0">
        {order.promisedAt ? `by ${formatClock(order.promisedAt)}` : 'from confirmation'}
        {order.storeName ? ` · from our ${order.storeName} store` : ''}
      </span>
    </p>
  );
}

/** The picker's progress through the order, live from the stream. */
function PickingBar({ order }: { order: Order }) {
  const { done, total } = pickProgress(order);
  const pct = total ? Math.round((done / total) * 100) : 0;
  return (
    <div data-testid="dialog-picking" className="rounded-2xl bg-sky-50 px-4 py-3 text-sm text-sky-900">
      <p className="flex justify-between font-semibold">
        <span>{order.picker?.name ? `${order.picker.name} is picking your order` : 'Your order is being picked'}</span>
        <span className="tabular-nums">
          {done}/{total}
        </span>
      </p>
      <div
        role="progressbar"
        aria-label="Items picked"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        className="mt-2 h-2 overflow-hidden rounded-full bg-sky-100"
      >
        <div className="h-full rounded-full bg-sky-500 transition-[width] duration-500" style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}
