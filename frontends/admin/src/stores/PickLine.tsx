import { Button, ProductThumb, Spinner, cx } from '@minutemart/ui';
import { awaitingSubstitute, leftToTick, unreplaced } from '@minutemart/contracts/order-lines';
import type { Order, OrderLine } from '../api/orders';
import { floor } from '../api/stores';
import { CheckIcon } from '../components/icons';
import { SubstitutionNotes } from '../orders/SubstitutionNotes';
import type { StaffStep } from './useStaffAction';

export type Act = (key: string, run: StaffStep) => Promise<void>;

export const lineKey = (what: string, order: Order, item: OrderLine) => `${what}:${order.orderId}:${item.productId}`;

/**
 * One line of the order being picked: tick it, mark a unit missing, or (unless it is a substitute
 * itself) ask for a substitute for the units left. While the catalogue checks a substitute its
 * units are neither to tick nor ticked.
 */
export function PickLine({
  order,
  item,
  busy,
  act,
  onSubstitute,
}: {
  order: Order;
  item: OrderLine;
  busy: string | null;
  act: Act;
  onSubstitute: (item: OrderLine) => void;
}) {
  const todo = leftToTick(item);
  const waiting = awaitingSubstitute(item) > 0;
  const missing = unreplaced(order.items, item);
  // One substitute at a time per line: a second request would replace the first before it is answered.
  const canSubstitute = !item.substituteFor && !waiting;
  return (
    <li
      data-testid="pick-line"
      data-product-id={item.productId}
      data-done={(todo === 0 && !waiting) || undefined}
      data-substitution={item.substitution?.state}
      data-substitute-for={item.substituteFor?.productId}
      className="flex flex-wrap items-center gap-3 py-2.5"
    >
      <ProductThumb src={item.image?.[0]} alt={item.name} size={48} className={cx(todo === 0 && !waiting && 'opacity-60')} />
      <div className="min-w-0 flex-1">
        <p className={cx('text-sm font-semibold', todo === 0 ? 'text-slate-500' : 'text-slate-900')}>
          <span className="mr-1 rounded bg-slate-900 px-1.5 py-0.5 text-xs font-bold text-white tabular-nums">{item.quantity}×</span>
          {item.name}
        </p>
        <p className="text-xs text-slate-500">
          {item.unit}
          {item.picked > 0 && <span className="ml-1.5 font-semibold text-brand-700">{item.picked} picked</span>}
          {missing > 0 && <span className="ml-1.5 font-semibold text-amber-700">{missing} missing</span>}
        </p>
        <SubstitutionNotes order={order} item={item} className="mt-1" />
      </div>
      {todo > 0 ? (
        <div className={cx('grid w-full gap-2 sm:flex sm:w-auto', canSubstitute ? 'grid-cols-2' : 'grid-cols-3')}>
          <Button
            variant="warning"
            className="h-11 px-3"
            disabled={Boolean(busy)}
            loading={busy === lineKey('missing', order, item)}
            onClick={() => void act(lineKey('missing', order, item), () => floor.missing(order.orderId, item.productId, 1))}
            aria-label={`Mark one ${item.name} missing`}
          >
            Missing
          </Button>
          {canSubstitute && (
            <Button
              variant="outline"
              className="h-11 px-3"
              disabled={Boolean(busy)}
              loading={busy === lineKey('substitute', order, item)}
              onClick={() => onSubstitute(item)}
              aria-label={`Substitute ${item.name}`}
              aria-haspopup="dialog"
            >
              Substitute
            </Button>
          )}
          <Button
            className="col-span-2 h-11 px-3"
            disabled={Boolean(busy)}
            loading={busy === lineKey('pick', order, item)}
            onClick={() => void act(lineKey('pick', order, item), () => floor.pick(order.orderId, item.productId))}
            aria-label={`Picked ${item.name}`}
          >
            <CheckIcon size={16} />
            {todo > 1 ? `Picked all ${todo}` : 'Picked'}
          </Button>
        </div>
      ) : waiting ? (
        <span className="grid h-9 w-9 place-items-center rounded-full bg-slate-100 text-slate-600">
          <Spinner size={16} label={`Checking the substitute for ${item.name}`} />
        </span>
      ) : (
        <span className="grid h-9 w-9 place-items-center rounded-full bg-brand-600 text-white" aria-label="Ticked">
          <CheckIcon size={16} />
        </span>
      )}
    </li>
  );
}
