// @ts-check
/**
 * THE Module Federation shared-dependency config of Minutemart. Every app's rspack config (shell,
 * storefront, admin) imports this module, so host and remotes always agree on what is shared and how.
 *
 * - react, react-dom and react-router are singletons: two copies of React break hooks, two copies of
 *   the router lose the shell's routing context inside remote pages.
 * - @minutemart/ui is a singleton too, so the session, toast and cart stores are the shell's ones.
 * - every singleton is strictVersion: a remote deployed ahead of the shell (built against a UI the
 *   shell does not have yet) must fail to load, so the shell shows its fallback. Without it the MF
 *   runtime only warns and hands the remote the shell's older copy: the page renders, then breaks on
 *   the first click that calls something the older copy lacks.
 * - @minutemart/ui's requirement is "the version this app was built with, or newer within the same
 *   major": additions keep older remotes working under a newer shell; a breaking UI change bumps the
 *   major, and remotes built before it then fall back instead of running against it.
 * - no shared tree-shaking (react-router in particular: the remotes use exports the shell does not).
 * - @tanstack/react-query is a singleton: the one QueryClient (in @minutemart/ui) and the hooks the
 *   remotes import must be one copy, or a remote's useQuery would not see the shell's cache.
 * - the strategy is 'loaded-first': whatever the shell loaded first wins; remotes never pull their own.
 */
import { readFileSync } from 'node:fs';

/** @type {'loaded-first'} */
export const SHARE_STRATEGY = 'loaded-first';

/** The @minutemart/ui version every app of this checkout is built with. */
export const UI_VERSION = /** @type {{ version: string }} */ (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))).version;

/**
 * `version` or newer, same major: what a build needs from a shared package it was built against.
 * @param {string} version
 */
export function sameMajorAtLeast(version) {
  const major = Number(version.split('.')[0]);
  if (!Number.isInteger(major)) throw new Error(`not a semver version: ${version}`);
  return `>=${version} <${major + 1}.0.0`;
}

const react = { singleton: true, strictVersion: true, requiredVersion: '^19.0.0', treeShaking: false };
const router = { singleton: true, strictVersion: true, requiredVersion: '^7.0.0', treeShaking: false };

/**
 * @param {{ uiVersion?: string }} [options] the @minutemart/ui version the app is built against
 * @returns {Record<string, import('./shared-deps.js').SharedEntry>}
 */
export function sharedDependencies({ uiVersion = UI_VERSION } = {}) {
  return {
    react: { ...react },
    'react/jsx-runtime': { ...react },
    'react/jsx-dev-runtime': { ...react },
    'react-dom': { ...react },
    'react-dom/client': { ...react },
    'react-router': { ...router },
    '@tanstack/react-query': { singleton: true, strictVersion: true, requiredVersion: '^5.0.0', treeShaking: false },
    '@minutemart/ui': { singleton: true, strictVersion: true, requiredVersion: sameMajorAtLeast(uiVersion), treeShaking: false },
  };
}
