import { Types, type Model } from 'mongoose';
import { auditEntries, conflict, notFound } from '@minutemart/kit';
import type { ProductDoc } from '../data/product-model.js';
import { SOURCE, type OnChange } from './changes.js';
import type { DarkStores } from './dark-stores.js';
import { productUpdatedEvent } from './products.js';
import { casPause, MAX_CAS_ATTEMPTS, revGuard, storeStockPath, storeUnits } from './shelves.js';
import type { TaxonomyNames } from './products.js';

/** Units to put on one store's shelf, product by product (each product once). */
export interface StoreStockInput {
  storeId: string;
  items: { productId: string; stock: number }[];
}

export interface StoreStockLine {
  productId: string;
  /** Units now on the store's shelf. */
  stock: number;
  /** Units on every shelf together (the product's `stock`). */
  total: number;
}

/**
 * Admins set how many units one dark store has of a product. "Set" is applied as a difference from
 * what was read, in one compare-and-set on the product's snapshot revision, so a reservation that
 * lands in between is never overwritten: the write retries on the new numbers instead.
 */
export class StoreStock {
  constructor(
    private readonly products: Model<ProductDoc>,
    private readonly stores: DarkStores,
    private readonly taxonomy: TaxonomyNames,
    private readonly onChange: OnChange,
  ) {}

  async set(input: StoreStockInput): Promise<{ storeId: string; items: StoreStockLine[] }> {
    if (!(await this.stores.exists(input.storeId))) throw notFound('Store not found');
    const ids = input.items.map((i) => i.productId);
    const live = new Set(
      (
        await this.products
          .find({ _id: { $in: ids.map((id) => new Types.ObjectId(id)) }, deletedAt: null })
          .select('_id')
          .lean()
      ).map((p) => String(p._id)),
    );
    const missing = ids.filter((id) => !live.has(id));
    if (missing.length > 0) throw notFound(missing.length === 1 ? `Product ${missing[0]} not found` : `Products not found: ${missing.join(', ')}`);
    const items: StoreStockLine[] = [];
    try {
      for (const item of input.items) items.push(await this.setOne(input.storeId, item.productId, item.stock));
    } finally {
      if (items.length > 0) await this.onChange({ kind: 'products', ids: items.map((i) => i.productId) });
    }
    return { storeId: input.storeId, items };
  }

  private async setOne(storeId: string, productId: string, units: number): Promise<StoreStockLine> {
    const _id = new Types.ObjectId(productId);
    for (let attempt = 0; attempt < MAX_CAS_ATTEMPTS; attempt++) {
      const p = await this.products.findOne({ _id, deletedAt: null }).lean();
      if (!p) throw notFound(`Product ${productId} not found`);
      const before = storeUnits(p, storeId);
      if (before === units) return { productId, stock: units, total: p.stock };
      const change = units - (before ?? 0);
      const next = { ...p, stock: p.stock + change, storeStock: { ...p.storeStock, [storeId]: units } };
      const res = await this.products.updateOne(
        { _id, deletedAt: null, ...revGuard(p.rev) },
        {
          $set: { [storeStockPath(storeId)]: units },
          $inc: { stock: change, rev: 1 },
          $push: {
            _outbox: {
              $each: [
                await productUpdatedEvent(this.taxonomy, next),
                ...auditEntries(SOURCE, {
                  entity: 'stock',
                  entityId: productId,
                  action: 'set',
                  storeId,
                  before: { name: p.name, stock: before ?? 0 },
                  after: { name: p.name, stock: units },
                }),
              ],
            },
          },
        },
      );
      if (res.matchedCount === 1) return { productId, stock: units, total: next.stock };
      await casPause(attempt);
    }
    throw conflict(`The stock of product ${productId} kept changing; try again`);
  }
}
