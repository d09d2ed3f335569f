import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { pageFor } from '@minutemart/ui/pages';
import { STAFF_INVITE_PATH } from '@minutemart/contracts/staff-invite';
import { coveredCssPlugin, coveredRemoteCss, isCoveredUrl } from './covered-css';
import { remotesConfig, REMOTE_NAMES, type RemoteName, type RemotesConfig } from './remotes-config';

export { DEFAULT_REMOTES, type RemoteName, type RemotesConfig } from './remotes-config';

/** The shell's own pages with a path a declared page's parameters would also match. */
const SHELL_OWN_PATHS = [STAFF_INVITE_PATH];

/** A remote that neither loads nor fails within this time is treated as down. */
export const REMOTE_TIMEOUT_MS = 15_000;

let ready: Promise<RemotesConfig> | null = null;
/**
 * The remote stylesheets this shell's own already holds (see covered-css.ts), read from the page when
 * first needed: not on import, which the build-time renderers do in Node.
 */
let coveredCss: ReturnType<typeof coveredRemoteCss> | undefined;
const covered = () => (coveredCss ??= coveredRemoteCss());
/** Modules loaded so far, by `<remote>/<module>`: a page whose code is here renders without suspending. */
const loaded = new Map<string, unknown>();
/**
 * Each module's one load until its remote is reset: bootstrap starts the first page's before React
 * renders, and the page then gets that same outcome (a refusal keeps its own error for the fallback's log).
 */
const loads = new Map<string, Promise<unknown>>();

/** Fetches /remotes.json once and registers every remote with the federation runtime. */
export function initRemotes(): Promise<RemotesConfig> {
  if (!ready) {
    registerPlugins([coveredCssPlugin(covered())]);
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
  for (const cache of [loaded, loads]) for (const id of cache.keys()) if (id.startsWith(`${name}/`)) cache.delete(id);
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

/** Loads `<remote>/<module>` (once until the remote is reset) and checks it has a default export (the page component). */
export function loadRemoteModule<T extends { default: unknown }>(remote: RemoteName, module: string): Promise<T> {
  const id = `${remote}/${module}`;
  let load = loads.get(id) as Promise<T> | undefined;
  if (!load) {
    load = (async () => {
      await initRemotes();
      const mod = await withTimeout(loadRemote<T>(id), REMOTE_TIMEOUT_MS, id);
      if (!mod || !('default' in mod) || !mod.default) throw new Error(`${id} is unavailable`);
      loaded.set(id, mod);
      return mod;
    })();
    loads.set(id, load);
  }
  return load;
}

/** `<remote>/<module>` if loadRemoteModule has loaded it (since the remote was last reset). */
export function loadedRemoteModule<T extends { default: unknown }>(remote: RemoteName, module: string): T | undefined {
  return loaded.get(`${remote}/${module}`) as T | undefined;
}

/**
 * The storefront page a path shows (as declared in PAGES), so its remote entry, code and styles can be
 * fetched while the shell is still starting. Only a head start: a path it does not know simply loads
 * when its route renders. PAGES comes from its own entry point, not the shared `@minutemart/ui`: this
 * runs in the shell's entry, before the shared libraries have been negotiated.
 */
export function storefrontModuleFor(pathname: string): string | undefined {
  const page = pageFor(pathname, SHELL_OWN_PATHS);
  return page?.remote === 'storefront' ? page.module : undefined;
}

/** Starts fetching the storefront's entry and the page's chunks and CSS (link preloads, no execution). */
export async function preloadPage(pathname: string): Promise<void> {
  const module = storefrontModuleFor(pathname);
  if (!module) return;
  try {
    await initRemotes();
    await preloadRemote([
      { nameOrAlias: 'storefront', exposes: [module], resourceCategory: 'sync', share: false, filter: (url) => !isCoveredUrl(covered(), 'storefront', url) },
    ]);
  } catch {
    /* the page's own load reports a dead remote */
  }
}
