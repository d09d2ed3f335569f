import { productSnapshot, type ProductSnapshot } from '@minutemart/contracts';
import { HttpError } from '@minutemart/kit';

export const CANNOT_CHECK = 'This product cannot be checked right now. Please try again in a moment.';

/**
 * The catalogue's internal read (`GET /internal/product/:id`, from its database, not a replica's
 * cache), for a product the cart's event-fed read model has not seen yet. Not routed by the gateway.
 */
export class CatalogueClient {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
  ) {}

  /** The product as its events describe it; null when the catalogue does not sell it; throws 503 when it cannot tell. */
  async sellable(id: string): Promise<ProductSnapshot | null> {
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
}
