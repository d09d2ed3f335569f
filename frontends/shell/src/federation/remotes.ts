import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { remotesConfig, REMOTE_NAMES, type RemoteName, type RemotesConfig } from './remotes-config';

export { DEFAULT_REMOTES, type RemoteName, type RemotesConfig } from './remotes-config';

/** A remote that neither loads nor fails within this time is treated as down. */
export const REMOTE_TIMEOUT_MS = 15_000;

let ready: Promise<RemotesConfig> | null = null;

/** Fetches /remotes.json once and registers every remote with the federation runtime. */
export function initRemotes(): Promise<RemotesConfig> {
  if (!ready) {
    ready = remotesConfig().then((config) => {
      registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: config[name] })));
      return config;
    });
  }
  return ready;
}

/** Drops everything the runtime cached about a remote (failed manifest, entry, modules) so it can be loaded again. */
export async function resetRemote(name: RemoteName): Promise<void> {
  const config = await initRemotes();
  registerRemotes([{ name, entry: config[name] }], { force: true });
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms} ms`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

/** Loads `<remote>/<module>` and checks it has a default export (the page component). */
export async function loadRemoteModule<T extends { default: unknown }>(remote: RemoteName, module: string): Promise<T> {
  await initRemotes();
  const id = `${remote}/${module}`;
  const mod = await withTimeout(loadRemote<T>(id), REMOTE_TIMEOUT_MS, id);
  if (!mod || !('default' in mod) || !mod.default) throw new Error(`${id} is unavailable`);
  return mod;
}

/**
 * The storefront page a path shows (the browse routes of AppRoutes), so its remote entry, code and
 * styles can be fetched while the shell is still starting. Only a head start: a path it does not
 * know simply loads when its route renders.
 */
export function storefrontModuleFor(pathname: string): string | undefined {
  if (pathname === '/') return 'Home';
  if (pathname === '/search') return 'Search';
  if (/^\/product\/[^/]+\/?$/.test(pathname)) return 'ProductDetail';
  if (/^\/(?!dashboard\/)[^/]+-[0-9a-f]{24}\/[^/]+-[0-9a-f]{24}\/?$/i.test(pathname)) return 'ProductListing';
  return undefined;
}

/** Starts fetching the storefront's entry and the page's chunks and CSS (link preloads, no execution). */
export async function preloadPage(pathname: string): Promise<void> {
  const module = storefrontModuleFor(pathname);
  if (!module) return;
  try {
    await initRemotes();
    await preloadRemote([{ nameOrAlias: 'storefront', exposes: [module], resourceCategory: 'sync', share: false }]);
  } catch {
    /* the page's own load reports a dead remote */
  }
}
