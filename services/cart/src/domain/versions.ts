export { productVersion } from '@minutemart/contracts';

/**
 * The version of a product the cart looked up from the catalogue itself (read model behind):
 * below every event's, so the product's own events replace it as they arrive, and a deletion
 * already recorded is never overwritten by it.
 */
export const LOOKED_UP_VERSION = '';
