import { computeTotals, discountedPaise, toPaise, type EventData, type stockReservedV1 } from '@minutemart/contracts';
import type { OrderDoc, OrderItem } from '../data/order-model.js';

type ReservedLines = EventData<typeof stockReservedV1>['lines'];

/** Price the order from what the catalogue held, never from what the client sent. */
export function priceOrder(lines: ReservedLines): Pick<OrderDoc, 'items' | 'totals'> {
  const items: OrderItem[] = lines.map((l) => {
    const unit = toPaise(l.price);
    const paid = discountedPaise(unit, l.discount);
    return {
      productId: l.productId,
      name: l.name,
      image: l.image,
      unit: l.unit,
      quantity: l.quantity,
      price: l.price,
      discount: l.discount,
      unitPricePaise: paid,
      lineSubTotalPaise: unit * l.quantity,
      lineTotalPaise: paid * l.quantity,
      picked: 0,
      missing: 0,
    };
  });
  return { items, totals: computeTotals(lines) };
}

/**
 * The order re-priced for what will be delivered once some units are missing: the same prices and
 * discounts held at reservation, over quantity − missing, through the platform's one totals rule.
 */
export function repriceDelivered(items: OrderItem[]): Pick<OrderDoc, 'items' | 'totals'> {
  const delivered = items.map((i) => ({ ...i, quantity: i.quantity - (i.missing ?? 0) }));
  const repriced = items.map((i, n) => {
    const units = delivered[n]!.quantity;
    const unit = toPaise(i.price);
    return { ...i, lineSubTotalPaise: unit * units, lineTotalPaise: discountedPaise(unit, i.discount) * units };
  });
  return { items: repriced, totals: computeTotals(delivered) };
}
