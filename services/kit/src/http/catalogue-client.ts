import { productSnapshot, type ProductSnapshot } from '@minutemart/contracts';
import { HttpError } from './errors.js';

export const CANNOT_CHECK = 'This product cannot be checked right now. Please try again in a moment.';

/** Questions in flight at once when a caller asks about several products. */
const LOOKUPS_AT_ONCE = 8;

/** A product as the catalogue answers it now, or null when it does not sell it (deleted, unpublished, unknown). */
export type CatalogueAnswer = ProductSnapshot | null;

/**
 * The catalogue's internal read (`GET /internal/product/:id`, from its database, not a replica's
 * cache): for the cart (a product its event-fed read model has not seen yet) and the order service
 * (today's price and each store's units for a reorder). Not routed by the gateway.
 */
export class CatalogueClient {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
  ) {}

  /** The product as its events describe it; null when the catalogue does not sell it; throws 503 when it cannot tell. */
  async sellable(id: string): Promise<CatalogueAnswer> {
    let res: Response;
    try {
      res = await fetch(`${this.baseUrl}/internal/product/${encodeURIComponent(id)}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch {
      throw new HttpError(503, CANNOT_CHECK);
    }
    if (res.status === 404) return null;
    if (!res.ok) throw new HttpError(503, CANNOT_CHECK);
    const parsed = productSnapshot.safeParse(((await res.json()) as { data?: unknown }).data);
    if (!parsed.success) throw new HttpError(503, CANNOT_CHECK);
    return parsed.data;
  }

  /**
   * Several products, a few questions at a time: each id's answer, or the error that kept it from
   * one (the caller decides whether a product it could not check is left out or fails the whole).
   */
  async sellableMany(ids: readonly string[]): Promise<Map<string, CatalogueAnswer | Error>> {
    const out = new Map<string, CatalogueAnswer | Error>();
    for (let i = 0; i < ids.length; i += LOOKUPS_AT_ONCE) {
      await Promise.all(
        ids.slice(i, i + LOOKUPS_AT_ONCE).map(async (id) => {
          out.set(id, await this.sellable(id).catch((e: unknown) => (e instanceof Error ? e : new Error(String(e)))));
        }),
      );
    }
    return out;
  }
}
