import { ROLE_LABELS } from '@minutemart/contracts/permissions';
import { Button, ChargeLines, Dialog, MapPinIcon, PhoneIcon, TaxDocuments, cx } from '@minutemart/ui';
import type { Order, OrderHistoryEntry } from '../api/orders';
import { ArrowRightIcon, BanIcon, ImageIcon } from '../components/icons';
import { AgeChip, PaymentBadge, StateBadge } from './badges';
import { SubstitutionNotes } from './SubstitutionNotes';
import { offeredActions, type OrderActions } from './OrderCard';
import { formatDateTime, formatDuration, formatPaise, formatStepTime, isPriced, itemCount, shortId, stateLabel, STATE_TONES } from './model';

const ACTOR: Record<string, string> = { shopper: 'Shopper', admin: 'Staff', system: 'System', payment: 'Payment' };

/** Who took a step: a staff member by role and name ("Picker Ravi Kumar"), anyone else by kind. */
function actorLabel(by: OrderHistoryEntry['by']): string {
  if (by.kind === 'admin') return [by.role ? ROLE_LABELS[by.role] : ACTOR['admin'], by.name].filter(Boolean).join(' ');
  return ACTOR[by.kind] ?? by.kind;
}
const dot = { green: 'bg-brand-500', amber: 'bg-accent-400', red: 'bg-red-500', slate: 'bg-slate-400', blue: 'bg-sky-500' };

/** Everything about one order: lines, totals, address and its history; it follows live changes. */
export function OrderDetailDialog({ order, now, actions, onClose }: { order: Order | null; now: number; actions: OrderActions; onClose: () => void }) {
  const { advance: step, cancel } = order ? offeredActions(order, actions) : { advance: null, cancel: null };
  const cancellable = Boolean(cancel);
  const busy = order ? actions.busy.has(order.orderId) : false;
  return (
    <Dialog
      open={order !== null}
      onClose={onClose}
      size="lg"
      title={order ? `Order #${shortId(order.orderId)}` : ''}
      footer={
        order && (
          <div className="flex w-full flex-wrap items-center justify-end gap-2">
            {/* On a phone the header's close button is enough: the footer keeps its room for the actions. */}
            <Button variant="ghost" onClick={onClose} className={cx((cancellable || step) && 'mr-auto max-sm:hidden')}>
              Close
            </Button>
            {cancellable && (
              <button
                type="button"
                disabled={busy}
                onClick={cancel!}
                className="inline-flex h-10 items-center justify-center gap-2 rounded-xl border border-red-200 bg-white px-4 text-sm font-semibold text-red-700 transition-colors hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-500 disabled:border-slate-200 disabled:text-slate-400 max-sm:flex-1"
              >
                <BanIcon size={16} />
                Cancel order
              </button>
            )}
            {step && (
              <Button loading={busy} onClick={step.run} className="max-sm:flex-1">
                {step.label}
                {!busy && <ArrowRightIcon size={16} />}
              </Button>
            )}
          </div>
        )
      }
    >
      {order && (
        <div className="grid gap-5" data-testid="order-detail">
          <div className="flex flex-wrap items-center gap-2">
            <StateBadge state={order.state} />
            <PaymentBadge order={order} />
            <AgeChip order={order} now={now} />
            <p className="w-full select-all break-all font-mono text-xs text-slate-500" data-testid="order-full-id">
              {order.orderId}
            </p>
            <p className="w-full text-sm text-slate-600">
              Placed {formatDateTime(order.createdAt)}
              {order.promisedAt && order.state !== 'delivered' && <> · promised by {formatDateTime(order.promisedAt)}</>}
              {order.deliveredAt && <> · delivered in {formatDuration((Date.parse(order.deliveredAt) || 0) - (Date.parse(order.createdAt) || 0))}</>}
            </p>
          </div>

          <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_14rem]">
            <section aria-label="Items" className="min-w-0">
              <h3 className="mb-2 text-sm font-semibold text-slate-900">
                Items <span className="font-normal text-slate-500">({itemCount(order)})</span>
              </h3>
              {!isPriced(order) && (
                <p className="rounded-xl border border-dashed border-slate-300 px-3 py-4 text-center text-sm text-slate-500">
                  {order.state === 'pending' ? 'The store is checking stock; lines and totals appear once it is held.' : 'This order was never priced.'}
                </p>
              )}
              <ul className={cx('divide-y divide-slate-100 rounded-xl border border-slate-200', !isPriced(order) && 'hidden')} data-testid="order-lines">
                {order.items.map((l) => (
                  <li key={l.productId} className="flex items-center gap-3 px-3 py-2">
                    <div className="grid h-11 w-11 shrink-0 place-items-center overflow-hidden rounded-lg bg-slate-50 ring-1 ring-slate-100">
                      {l.image[0] ? (
                        <img src={l.image[0]} alt="" className="h-full w-full object-contain p-0.5" loading="lazy" />
                      ) : (
                        <ImageIcon size={16} className="text-slate-300" />
                      )}
                    </div>
                    <div className="min-w-0 flex-1">
                      <p className="truncate text-sm font-medium text-slate-800" title={l.name}>
                        {l.name}
                      </p>
                      <p className="text-xs text-slate-500">
                        {l.unit ? `${l.unit} · ` : ''}
                        {l.quantity} × {formatPaise(l.unitPricePaise)}
                      </p>
                      <SubstitutionNotes order={order} item={l} className="mt-1" />
                    </div>
                    <div className="text-right">
                      <p className="text-sm font-semibold tabular-nums text-slate-900">{formatPaise(l.lineTotalPaise)}</p>
                      {l.lineSubTotalPaise > l.lineTotalPaise && (
                        <p className="text-[11px] tabular-nums text-slate-400 line-through">{formatPaise(l.lineSubTotalPaise)}</p>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
              {order.unavailable && order.unavailable.length > 0 && (
                <p className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-xs text-red-700">
                  Out of stock at placing: {order.unavailable.map((u) => `${u.name} (wanted ${u.requested}, ${u.available} left)`).join(', ')}
                </p>
              )}
              <dl className={cx('mt-3 grid gap-1 text-sm', !isPriced(order) && 'hidden')} data-testid="order-totals">
                <Row label="Items total (MRP)" value={formatPaise(order.totals.subTotalPaise)} />
                {/* Offers have rows of their own below: this row is the product discounts only. */}
                {(order.pricing?.productSavingsPaise ?? order.totals.savingsPaise) > 0 && (
                  <Row label="Savings" value={`− ${formatPaise(order.pricing?.productSavingsPaise ?? order.totals.savingsPaise)}`} className="text-brand-700" />
                )}
                <ChargeLines pricing={order.pricing} deliveryPaise={order.totals.deliveryPaise} rowClassName="text-slate-600" />
                <Row
                  label="Grand total"
                  value={formatPaise(order.totals.grandTotalPaise)}
                  className="mt-1 border-t border-slate-100 pt-2 text-base font-bold text-slate-900"
                />
              </dl>
            </section>

            <div className="grid content-start gap-5">
              <TaxDocuments orderId={order.orderId} state={order.state} version={order.updatedAt} />
              <section aria-label="Delivery address">
                <h3 className="mb-2 text-sm font-semibold text-slate-900">Deliver to</h3>
                {order.delivery_address ? (
                  <address className="grid gap-1 rounded-xl bg-slate-50 px-3 py-2.5 text-sm not-italic text-slate-700" data-testid="order-address">
                    <span className="flex gap-1.5">
                      <MapPinIcon size={15} className="mt-0.5 shrink-0 text-slate-400" />
                      <span>
                        {order.delivery_address.address_line}
                        <br />
                        {[order.delivery_address.city, order.delivery_address.state].filter(Boolean).join(', ')}
                        {order.delivery_address.pincode ? ` – ${order.delivery_address.pincode}` : ''}
                        {order.delivery_address.country ? <>, {order.delivery_address.country}</> : null}
                      </span>
                    </span>
                    {order.delivery_address.mobile ? (
                      <a href={`tel:${order.delivery_address.mobile}`} className="flex items-center gap-1.5 font-medium text-brand-700 hover:underline">
                        <PhoneIcon size={14} className="shrink-0" />
                        {order.delivery_address.mobile}
                      </a>
                    ) : null}
                  </address>
                ) : (
                  <p className="text-sm text-slate-500">No address on this order.</p>
                )}
              </section>

              <section aria-label="Timeline">
                <h3 className="mb-2 text-sm font-semibold text-slate-900">Timeline</h3>
                <ol className="relative grid gap-3 border-l-2 border-slate-100 pl-4" data-testid="order-timeline">
                  {order.history.map((h) => (
                    <TimelineEntry key={h.seq} entry={h} />
                  ))}
                </ol>
              </section>
            </div>
          </div>
        </div>
      )}
    </Dialog>
  );
}

function Row({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={cx('flex items-baseline justify-between gap-3 text-slate-600', className)}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

function TimelineEntry({ entry }: { entry: OrderHistoryEntry }) {
  return (
    <li className="relative">
      <span className={cx('absolute -left-[23px] top-1 h-3 w-3 rounded-full ring-4 ring-white', dot[STATE_TONES[entry.state] ?? 'slate'])} aria-hidden="true" />
      <p className="text-sm font-semibold leading-5 text-slate-800">{entry.status || stateLabel(entry.state)}</p>
      <p className="text-xs text-slate-500">
        {formatStepTime(entry.at)}
        {entry.by?.kind ? ` · ${actorLabel(entry.by)}` : ''}
      </p>
      {entry.reason && <p className="mt-0.5 text-xs italic text-slate-600">“{entry.reason}”</p>}
    </li>
  );
}
