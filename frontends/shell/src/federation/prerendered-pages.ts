import { createContext, type ComponentType } from 'react';

/**
 * Page components the build-time renderer hands to RemotePage by `<remote>/<module>` (there is no
 * federation runtime in Node): the prerendered home page is the app's own tree, so the browser can
 * hydrate it instead of replacing it. Empty in the browser.
 */
export const PrerenderedPages = createContext<ReadonlyMap<string, ComponentType<Record<string, unknown>>> | null>(null);
