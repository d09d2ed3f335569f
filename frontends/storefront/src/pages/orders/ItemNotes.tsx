import { Tag } from '@minutemart/ui';
import { substitutesOf, unreplaced } from '@minutemart/contracts/order-lines';
import type { Order, OrderItem } from '../../orders/types';

/**
 * What the store did with a line, for the shopper: picked, not available, replaced by a similar
 * product (and, on that product's line, what it stands in for), or a replacement being found.
 */
export function ItemNotes({ order, item }: { order: Order; item: OrderItem }) {
  const subs = substitutesOf(order.items, item.productId);
  const notAvailable = unreplaced(order.items, item);
  const finding = item.substitution?.state === 'pending';
  const picked = order.state === 'picking' && item.missing === 0 && item.picked >= item.quantity;
  if (!item.substituteFor && subs.length === 0 && notAvailable === 0 && !finding && !picked) return null;
  return (
    <span className="mt-0.5 flex flex-wrap gap-1">
      {item.substituteFor && (
        <Tag tone="sky" testId="item-substitute-for">
          Substitute for {item.substituteFor.name}
        </Tag>
      )}
      {subs.map((s) => (
        <Tag key={s.productId} tone="brand" testId="item-replaced">
          {s.quantity} replaced by {s.name}
        </Tag>
      ))}
      {notAvailable > 0 && (
        <Tag tone="amber" testId="item-missing">
          {notAvailable === item.quantity ? 'Not available' : `${notAvailable} not available`}
        </Tag>
      )}
      {finding && (
        <Tag tone="sky" testId="item-finding">
          Finding a replacement for {item.name}
        </Tag>
      )}
      {picked && (
        <Tag tone="brand" testId="item-picked">
          Picked
        </Tag>
      )}
    </span>
  );
}
