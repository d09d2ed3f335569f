import type { Logger } from 'pino';
import type { CatalogueClient } from './catalogue-client.js';
import type { ProductCatalog, ProductView } from './product-catalog.js';
import { LOOKED_UP_VERSION } from './versions.js';

/** Lookups at once when a cart or a merge names several products the read model lacks. */
const LOOKUPS_AT_ONCE = 8;

/**
 * What a shopper may put in a cart: the read model first, the catalogue itself for what it lacks
 * (the product's event has not arrived yet, so a product an admin just created is never refused).
 * An answer from the catalogue is kept in the read model below every event's version: the events
 * replace it when they come, and a deletion the cart has already seen is never undone by it.
 */
export class ShoppableProducts {
  constructor(
    private readonly catalog: ProductCatalog,
    private readonly catalogue: CatalogueClient,
    private readonly logger: Logger,
  ) {}

  /** Throws 503 when the read model lacks the product and the catalogue cannot be asked. */
  async available(id: string): Promise<ProductView | null> {
    return (await this.catalog.available(id)) ?? this.lookUp(id);
  }

  /** Products the catalogue cannot be asked about right now are left out (a cart still reads). */
  async availableMany(ids: string[]): Promise<Map<string, ProductView>> {
    const found = await this.catalog.availableMany(ids);
    const missing = ids.filter((id) => !found.has(id));
    for (let i = 0; i < missing.length; i += LOOKUPS_AT_ONCE) {
      await Promise.all(
        missing.slice(i, i + LOOKUPS_AT_ONCE).map(async (id) => {
          const product = await this.lookUp(id).catch((e: unknown) => {
            this.logger.warn({ productId: id, err: (e as Error).message }, 'catalogue not reachable for a product the read model lacks');
            return null;
          });
          if (product) found.set(id, product);
        }),
      );
    }
    return found;
  }

  private async lookUp(id: string): Promise<ProductView | null> {
    const snapshot = await this.catalogue.sellable(id);
    if (!snapshot) return null;
    await this.catalog.apply({ kind: 'put', snapshot, version: LOOKED_UP_VERSION });
    // What the read model would answer: the snapshot without its per-store units.
    const { storeStock: _perStore, ...view } = snapshot;
    return view;
  }
}
