// @ts-check
/**
 * THE Module Federation shared-dependency config of Minutemart. Every app's rspack config (shell,
 * storefront, admin) imports this module, so host and remotes always agree on what is shared and how.
 *
 * - react, react-dom and react-router are singletons: two copies of React break hooks, two copies of
 *   the router lose the shell's routing context inside remote pages.
 * - @minutemart/ui is a singleton too, so the session, toast and cart stores are the shell's ones.
 * - no shared tree-shaking (react-router in particular: the remotes use exports the shell does not).
 * - the strategy is 'loaded-first': whatever the shell loaded first wins; remotes never pull their own.
 */

/** @type {'loaded-first'} */
export const SHARE_STRATEGY = 'loaded-first';

const react = { singleton: true, requiredVersion: '^19.0.0', treeShaking: false };
const router = { singleton: true, requiredVersion: '^7.0.0', treeShaking: false };

/** @returns {Record<string, import('./shared-deps.js').SharedEntry>} */
export function sharedDependencies() {
  return {
    react: { ...react },
    'react/jsx-runtime': { ...react },
    'react/jsx-dev-runtime': { ...react },
    'react-dom': { ...react },
    'react-dom/client': { ...react },
    'react-router': { ...router },
    '@minutemart/ui': { singleton: true, requiredVersion: '^0.1.0', treeShaking: false },
  };
}
