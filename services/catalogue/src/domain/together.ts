import type { Model } from 'mongoose';
import type { TogetherBasketDoc, TogetherCountsDoc } from '../data/together-model.js';
import type { CatalogueReads } from './reads.js';
import type { ProductView } from './views.js';

/** Orders remembered per product as already counted: far more than a redelivery or a retry can lag. */
export const SEEN_CAP = 500;
/** Products asked of the read side at a time while looking for ones the store has. */
const CANDIDATE_BATCH = 24;

const PRODUCT_ID = /^[0-9a-f]{24}$/;
const isDuplicateKey = (e: unknown) => (e as { code?: unknown })?.code === 11000;

/**
 * "Often bought together" (ADR 0024): co-occurrence counts of products in confirmed orders, and the
 * read that ranks a product's companions and keeps those a store can sell now.
 */
export class Together {
  constructor(
    private readonly baskets: Model<TogetherBasketDoc>,
    private readonly counts: Model<TogetherCountsDoc>,
    private readonly reads: CatalogueReads,
  ) {}

  /**
   * Count one confirmed order once, however often it is delivered: the basket ledger says which of
   * its products are counted, and each product's `seen` guard catches a write that landed before a
   * crash kept it out of the ledger.
   */
  async record(orderId: string, storeId: string, lines: readonly { productId: string }[]): Promise<void> {
    const productIds = [...new Set(lines.map((l) => l.productId).filter((id) => PRODUCT_ID.test(id)))].sort();
    // A basket of one product says nothing about what goes with what.
    if (productIds.length < 2) return;
    const basket = await this.basket(orderId, storeId, productIds);
    for (const id of basket.productIds) {
      if (basket.applied.includes(id)) continue;
      await this.countFor(id, orderId, basket.productIds);
      await this.baskets.updateOne({ _id: orderId }, { $addToSet: { applied: id } });
    }
  }

  /** The order's ledger entry; the first delivery fixes its products. */
  private async basket(orderId: string, storeId: string, productIds: string[]): Promise<Pick<TogetherBasketDoc, 'productIds' | 'applied'>> {
    try {
      const doc = await this.baskets
        .findOneAndUpdate({ _id: orderId }, { $setOnInsert: { storeId, productIds, applied: [] } }, { upsert: true, new: true })
        .lean();
      if (doc) return doc;
    } catch (e) {
      // Two deliveries inserting at once: the other one made it, read it.
      if (!isDuplicateKey(e)) throw e;
    }
    const doc = await this.baskets.findById(orderId).lean();
    if (!doc) throw new Error(`together basket ${orderId} vanished`);
    return doc;
  }

  private async countFor(id: string, orderId: string, productIds: readonly string[]): Promise<void> {
    const inc: Record<string, number> = {};
    for (const other of productIds) if (other !== id) inc[`counts.${other}`] = 1;
    const guard = { _id: id, seen: { $ne: orderId } };
    const update = { $inc: inc, $push: { seen: { $each: [orderId], $slice: -SEEN_CAP } } };
    try {
      await this.counts.updateOne(guard, update, { upsert: true });
    } catch (e) {
      if (!isDuplicateKey(e)) throw e;
      // The document exists: either this order is in its seen list already (nothing matches now), or
      // another order created it at the same moment, and this one still has to be added to it.
      await this.counts.updateOne(guard, update);
    }
  }

  /**
   * Up to `limit` products most often ordered with `productId`, each as the other reads show it on
   * `shelf`, kept only when published and with units there. Undefined when the product is not sold.
   */
  async companions(productId: string, limit: number, shelf: string | undefined): Promise<ProductView[] | undefined> {
    const [product, doc] = await Promise.all([this.reads.product(productId, false, { shelf }), this.counts.findById(productId, { counts: 1 }).lean()]);
    if (!product) return undefined;
    return this.sellable(ranked([doc], [productId]), limit, shelf);
  }

  /**
   * Up to `limit` products most often ordered with the basket's, by orders summed over its products,
   * none of the basket's own, kept as companions() keeps them. A basket product no longer sold still
   * says what went with it.
   */
  async basketCompanions(productIds: readonly string[], limit: number, shelf: string | undefined): Promise<ProductView[]> {
    const docs = await this.counts.find({ _id: { $in: productIds } }, { counts: 1 }).lean();
    return this.sellable(ranked(docs, productIds), limit, shelf);
  }

  /** The first `limit` of `ids` (in their order) published and with units on `shelf`. */
  private async sellable(ids: readonly string[], limit: number, shelf: string | undefined): Promise<ProductView[]> {
    const shown: ProductView[] = [];
    for (let i = 0; i < ids.length && shown.length < limit; i += CANDIDATE_BATCH) {
      const views = await Promise.all(ids.slice(i, i + CANDIDATE_BATCH).map((id) => this.reads.product(id, false, { shelf })));
      for (const v of views) if (v && v.stock > 0 && v.stocked !== false && shown.length < limit) shown.push(v);
    }
    return shown;
  }
}

/** Other products by orders together, summed over `docs`, most first (then by id); `exclude` left out. */
function ranked(docs: readonly (Pick<TogetherCountsDoc, 'counts'> | null)[], exclude: readonly string[]): string[] {
  const left = new Set(exclude);
  const sums = new Map<string, number>();
  for (const doc of docs) for (const [id, n] of Object.entries(doc?.counts ?? {})) if (!left.has(id) && n > 0) sums.set(id, (sums.get(id) ?? 0) + n);
  return [...sums].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)).map(([id]) => id);
}
