import {
  discountedPaise,
  orderItemSubstitutedV1,
  orderSubstitutionRequestedV1,
  toPaise,
  type EventData,
  type stockSubstituteHeldV1,
  type stockSubstituteRefusedV1,
} from '@minutemart/contracts';
import { conflict, HttpError, newEvent } from '@minutemart/kit';
import type { OrderDoc, OrderItem } from '../../data/order-model.js';
import type { Fulfilment } from './fulfilment.js';
import { repriceDelivered } from '../pricing.js';
import { lineToTick, ofCallersStore, stepBase, type StaffCaller } from './store-steps.js';
import { SOURCE, type Actor, type Transitions } from '../transitions.js';

type Held = EventData<typeof stockSubstituteHeldV1>;
type Refused = EventData<typeof stockSubstituteRefusedV1>;

const REFUSALS: Record<Refused['reason'], (r: Refused) => string> = {
  out_of_stock: (r) => (r.available > 0 ? `Only ${r.available} of ${r.name} left in this store` : `${r.name} is out of stock in this store`),
  not_sold: (r) => `${r.name} is not sold in this store`,
  not_similar: (r) => `${r.name} is not in the same aisle as the missing item`,
  in_order: (r) => `${r.name} is already in this order`,
  order_closed: () => 'The order is no longer being picked',
};

/**
 * A missing item replaced by a similar one (ADR 0007). The picker asks; the catalogue holds the
 * substitute in the order's store (or refuses) over Kafka; the answer lands here and the order is
 * re-priced. The shopper never pays more than for what they ordered: a dearer substitute is charged
 * at the original's price and discount, a cheaper one at its own, and any difference is refunded.
 */
export class Substitutions {
  constructor(
    private readonly transitions: Transitions,
    private readonly fulfilment: Fulfilment,
  ) {}

  /** The picker asks for `substituteId` in place of `quantity` unticked units (default: all) of `productId`. */
  async request(orderId: string, productId: string, substituteId: string, caller: StaffCaller, quantity?: number): Promise<OrderDoc> {
    ofCallersStore(await this.transitions.find(orderId), caller);
    const by = await this.fulfilment.staff(caller);
    return this.transitions.step(orderId, 'requestSubstitute', (order, at, seq) => {
      const { index, units } = lineToTick(order, productId, caller.id, quantity);
      const item = order.items[index]!;
      if (item.substituteFor) throw conflict(`${item.name} is already a substitute: mark it missing instead`);
      // One question to the catalogue per line at a time: a second would orphan the first's hold.
      if (item.substitution?.state === 'pending') throw conflict(`The substitute for ${item.name} is being confirmed`);
      if (substituteId === productId || order.items.some((i) => i.productId === substituteId)) {
        throw conflict('That product is already in this order: choose another one');
      }
      const substitution = { productId: substituteId, name: '', quantity: units, state: 'pending' as const };
      return {
        set: { [`items.${index}.substitution`]: substitution },
        events: [
          newEvent(orderSubstitutionRequestedV1, SOURCE, order.orderId, {
            ...stepBase(order, by, at, seq),
            productId,
            name: item.name,
            substituteId,
            quantity: units,
          }),
        ],
      };
    });
  }

  /** stock.substitute_held: the original's units go missing, the substitute joins the bag (picked). */
  async held(data: Held): Promise<OrderDoc | null> {
    return this.answer(data.orderId, data.forProductId, data.line.productId, (order, index, at, seq) => {
      const original = order.items[index]!;
      const units = original.substitution!.quantity;
      const items = order.items.map((i, n) =>
        n === index ? { ...i, missing: (i.missing ?? 0) + units, substitution: { ...i.substitution!, name: data.line.name, state: 'held' as const } } : i,
      );
      items.push(substituteLine(original, data.line, units));
      const repriced = repriceDelivered(items, order.pricing);
      const refundPaise = (order.totals?.grandTotalPaise ?? 0) - repriced.totals!.grandTotalPaise;
      const by = pickerOf(order);
      const refunds =
        refundPaise > 0
          ? [
              ...(order.refunds ?? []),
              {
                productId: original.productId,
                name: `${original.name} (replaced by ${data.line.name})`,
                substituteId: data.line.productId,
                quantity: units,
                amountPaise: refundPaise,
                at,
                by,
              },
            ]
          : (order.refunds ?? []);
      return {
        set: { ...repriced, refunds },
        events: [
          newEvent(orderItemSubstitutedV1, SOURCE, order.orderId, {
            ...stepBase(order, by, at, seq),
            productId: original.productId,
            substituteId: data.line.productId,
            name: data.line.name,
            quantity: units,
            refundPaise,
            grandTotalPaise: repriced.totals!.grandTotalPaise,
          }),
        ],
      };
    });
  }

  /** stock.substitute_refused: the units are unticked again, with the reason for the picker. */
  async refused(data: Refused): Promise<OrderDoc | null> {
    return this.answer(data.orderId, data.forProductId, data.substituteId, (order, index) => ({
      set: {
        [`items.${index}.substitution`]: { ...order.items[index]!.substitution!, name: data.name, state: 'refused', reason: REFUSALS[data.reason](data) },
      },
      events: [],
    }));
  }

  /**
   * Applies the catalogue's answer to the pending request it answers. A redelivered answer, or one
   * for an order no longer being picked (cancelled meanwhile: the catalogue released the hold with
   * the rest), finds nothing pending and changes nothing.
   */
  private async answer(
    orderId: string,
    forProductId: string,
    substituteId: string,
    plan: (order: OrderDoc, index: number, at: Date, seq: number) => { set: Record<string, unknown>; events: ReturnType<typeof newEvent>[] },
  ): Promise<OrderDoc | null> {
    const pendingIndex = (order: OrderDoc) =>
      order.items.findIndex((i) => i.productId === forProductId && i.substitution?.state === 'pending' && i.substitution.productId === substituteId);
    const current = await this.transitions.find(orderId);
    if (!current || current.state !== 'picking' || pendingIndex(current) < 0) return null;
    try {
      return await this.transitions.step(orderId, 'answerSubstitute', (order, at, seq) => {
        const index = pendingIndex(order);
        if (index < 0) throw conflict('answered already');
        return plan(order, index, at, seq);
      });
    } catch (e) {
      // Answered by a racing delivery, or the order left picking in between: nothing to apply.
      if (e instanceof HttpError && e.status === 409) return null;
      throw e;
    }
  }
}

/** The substitute's line: priced at its own price unless that is dearer than the original's. */
function substituteLine(original: OrderItem, line: Held['line'], units: number): OrderItem {
  const own = discountedPaise(toPaise(line.price), line.discount);
  const charged =
    own <= original.unitPricePaise
      ? { price: line.price, discount: line.discount, unitPricePaise: own }
      : { price: original.price, discount: original.discount, unitPricePaise: original.unitPricePaise };
  return {
    productId: line.productId,
    name: line.name,
    image: line.image,
    unit: line.unit,
    quantity: units,
    ...charged,
    lineSubTotalPaise: toPaise(charged.price) * units,
    lineTotalPaise: charged.unitPricePaise * units,
    picked: units,
    missing: 0,
    substituteFor: { productId: original.productId, name: original.name },
  };
}

/** The store step's actor: the order's picker (only they can ask for a substitute). */
function pickerOf(order: OrderDoc): Actor {
  const p = order.picker;
  return { kind: 'admin', ...(p ? { id: p.id, ...(p.name ? { name: p.name } : {}), ...(p.role ? { role: p.role } : {}) } : {}) };
}
