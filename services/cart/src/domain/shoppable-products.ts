import type { Logger } from 'pino';
import type { ProductSnapshot } from '@minutemart/contracts';
import type { CatalogueClient } from '@minutemart/kit';
import type { ProductCatalog, ProductView } from './product-catalog.js';
import { LOOKED_UP_VERSION } from './versions.js';

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
    const answers = await this.catalogue.sellableMany(ids.filter((id) => !found.has(id)));
    for (const [id, answer] of answers) {
      if (answer instanceof Error) {
        this.logger.warn({ productId: id, err: answer.message }, 'catalogue not reachable for a product the read model lacks');
        continue;
      }
      const product = answer && (await this.keep(answer));
      if (product) found.set(id, product);
    }
    return found;
  }

  private async lookUp(id: string): Promise<ProductView | null> {
    const snapshot = await this.catalogue.sellable(id);
    return snapshot && this.keep(snapshot);
  }

  private async keep(snapshot: ProductSnapshot): Promise<ProductView> {
    await this.catalog.apply({ kind: 'put', snapshot, version: LOOKED_UP_VERSION });
    // What the read model would answer: the snapshot without its per-store units.
    const { storeStock: _perStore, ...view } = snapshot;
    return view;
  }
}
