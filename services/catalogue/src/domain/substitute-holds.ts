import { Types, type Model } from 'mongoose';
import { stockSubstituteHeldV1, stockSubstituteRefusedV1, type EventData, type orderSubstitutionRequestedV1 } from '@minutemart/contracts';
import { newEvent, type OutboxEntry } from '@minutemart/kit';
import type { Logger } from 'pino';
import type { ProductDoc } from '../data/product-model.js';
import type { ReservationDoc } from '../data/reservation-model.js';
import { SOURCE, type OnChange } from './changes.js';
import type { StockReservations } from './stock-reservation.js';
import { taxFields } from './products.js';

type Request = EventData<typeof orderSubstitutionRequestedV1>;
type Reason = EventData<typeof stockSubstituteRefusedV1>['reason'];
type Similarity = Pick<ProductDoc, '_id' | 'name' | 'subCategory'>;

/**
 * Holds a picker's substitute for a missing item in the order's store, with the order's other holds
 * (so cancelling releases it and delivering sells it). Only a product from the missing one's
 * sub-category qualifies, only while the order's stock is still held, and never a product the order
 * already has. Each request is answered once: the answer and its event are one write on the order's
 * reservation record, keyed by the missing product and the order's step number.
 */
export class SubstituteHolds {
  constructor(
    private readonly products: Model<ProductDoc>,
    private readonly reservations: Model<ReservationDoc>,
    private readonly stock: StockReservations,
    private readonly onChange: OnChange,
    private readonly nudge: (orderId: string) => void,
    private readonly logger: Logger,
  ) {}

  async answer(req: Request): Promise<void> {
    const key = `${req.productId}@${req.seq}`;
    const reservation = await this.reservations.findById(req.orderId).lean();
    if (!reservation) {
      this.logger.warn({ orderId: req.orderId }, 'substitute asked for an order the catalogue never held stock for');
      return;
    }
    if (reservation.substitutes?.some((s) => s.key === key)) return; // answered already
    const refuse = (reason: Reason, name: string, available = 0) =>
      this.record(
        req,
        key,
        false,
        newEvent(stockSubstituteRefusedV1, SOURCE, req.orderId, {
          orderId: req.orderId,
          storeId: req.storeId,
          forProductId: req.productId,
          substituteId: req.substituteId,
          name,
          available,
          reason,
          at: new Date().toISOString(),
        }),
      );

    const [missing, substitute] = await Promise.all([this.find(req.productId), this.find(req.substituteId)]);
    const name = substitute?.name ?? 'The substitute';
    if (reservation.state !== 'reserved') return refuse('order_closed', name);
    if (!substitute) return refuse('not_sold', name);
    if (!missing || !sameAisle(missing, substitute)) return refuse('not_similar', name);
    const inOrder =
      reservation.lines.some((l) => l.productId === req.substituteId) || reservation.substitutes?.some((s) => s.held && s.productId === req.substituteId);
    // A hold of this order on the product without an answer recorded is our own interrupted attempt: holding again is a no-op.
    if (inOrder) return refuse('in_order', name);
    const shelf = await this.stock.shelf(reservation.storeId);
    if (!shelf) return refuse('not_sold', name);

    const result = await this.stock.hold(req.orderId, shelf, { productId: req.substituteId, quantity: req.quantity });
    if (!result.held) return refuse(result.reason, result.name, result.available);
    const p = result.product;
    await this.record(
      req,
      key,
      true,
      newEvent(stockSubstituteHeldV1, SOURCE, req.orderId, {
        orderId: req.orderId,
        storeId: req.storeId,
        forProductId: req.productId,
        at: new Date().toISOString(),
        line: {
          productId: req.substituteId,
          quantity: req.quantity,
          name: p.name,
          image: p.image,
          unit: p.unit,
          price: p.price,
          discount: p.discount,
          ...taxFields(p),
        },
      }),
    );
    await this.onChange({ kind: 'products', ids: [req.substituteId] });
  }

  private async find(id: string): Promise<Similarity | null> {
    if (!Types.ObjectId.isValid(id)) return null;
    return this.products
      .findOne({ _id: new Types.ObjectId(id), deletedAt: null })
      .select('_id name subCategory')
      .lean<Similarity>();
  }

  /** A concurrent duplicate delivery loses quietly: the key is pushed once. */
  private async record(req: Request, key: string, held: boolean, event: OutboxEntry): Promise<void> {
    await this.reservations.updateOne({ _id: req.orderId, 'substitutes.key': { $ne: key } }, {
      $push: { substitutes: { key, forProductId: req.productId, productId: req.substituteId, quantity: req.quantity, held }, _outbox: event },
    } as never);
    this.nudge(req.orderId);
  }
}

/** Two products share a sub-category (a product may sit in several). */
function sameAisle(a: Similarity, b: Similarity): boolean {
  const aisles = new Set((a.subCategory ?? []).map(String));
  return (b.subCategory ?? []).some((s) => aisles.has(String(s)));
}
