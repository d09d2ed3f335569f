import { Spinner, Tag, cx } from '@minutemart/ui';
import { leftToTick, substitutesOf } from '@minutemart/contracts/order-lines';
import type { Order, OrderLine } from '../api/orders';
import { substituteName } from '../stores/substitutes';

/** The substitute's name while the catalogue has not answered (the answer fills it in). */
export const pendingName = (item: OrderLine): string => item.substitution?.name || substituteName(item.substitution?.productId ?? '') || 'the substitute';

/** "Replaced by Y" when it took every unit, "1 replaced by Y" when it took some. */
const replacedText = (item: OrderLine, sub: OrderLine) =>
  sub.quantity >= item.quantity ? `Replaced by ${sub.name}` : `${sub.quantity} replaced by ${sub.name}`;

/**
 * What substitution did to a line, for staff: the line it stands in for, what replaced its missing
 * units, the shelf check in progress, or why the catalogue refused (while units are left to tick).
 * Announced politely: the catalogue's answer arrives on its own a moment after the request.
 */
export function SubstitutionNotes({ order, item, className }: { order: Order; item: OrderLine; className?: string }) {
  const subs = substitutesOf(order.items, item.productId);
  const s = item.substitution;
  const refused = s?.state === 'refused' && leftToTick(item) > 0;
  return (
    <span
      aria-live="polite"
      className={cx('flex flex-wrap gap-1', !(item.substituteFor || subs.length || s?.state === 'pending' || refused) && 'hidden', className)}
    >
      {item.substituteFor && (
        <Tag tone="sky" testId="line-substitute-for">
          Substitute for {item.substituteFor.name}
        </Tag>
      )}
      {subs.map((sub) => (
        <Tag key={sub.productId} tone="brand" testId="line-replaced">
          {replacedText(item, sub)}
        </Tag>
      ))}
      {s?.state === 'pending' && (
        <Tag tone="slate" testId="line-substitution-pending">
          <span aria-hidden="true" className="contents">
            <Spinner size={12} />
          </span>
          Checking {pendingName(item)} is on the shelf…
        </Tag>
      )}
      {refused && (
        <Tag tone="amber" testId="line-substitution-refused">
          {s.reason || `${s.name || 'The substitute'} could not be held`}
        </Tag>
      )}
    </span>
  );
}

/** One line for the board's card: replacements being found and made. */
export function substitutionSummary(order: Order): string[] {
  return order.items.flatMap((i) => [
    ...(i.substitution?.state === 'pending' ? [`Finding a replacement for ${i.name}`] : []),
    ...substitutesOf(order.items, i.productId).map((sub) => `${sub.quantity} × ${i.name} replaced by ${sub.name}`),
  ]);
}
