import { PAGES } from '@minutemart/ui';
import type { RemoteName } from './remotes';

/** What a fallback calls a whole remote whose page is not declared (@minutemart/ui PAGES names each page). */
const WHOLE: Record<RemoteName, string> = { storefront: 'The storefront', admin: 'The admin dashboard' };

const UNAVAILABLE_SUFFIX = 'is temporarily unavailable';

/** "Checkout", "Order management", … for `<remote>/<module>`. */
export function partName(remote: RemoteName, module: string): string {
  return PAGES.find((p) => p.remote === remote && p.module === module)?.part ?? WHOLE[remote];
}

/** The fallback's headline, e.g. "The storefront is temporarily unavailable". */
export function unavailableText(remote: RemoteName, module: string): string {
  return `${partName(remote, module)} ${UNAVAILABLE_SUFFIX}`;
}
