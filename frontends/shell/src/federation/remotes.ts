import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

export type RemoteName = 'storefront' | 'admin';
export type RemotesConfig = Record<RemoteName, string>;

/** Used when /remotes.json is missing or unreadable: the same-origin layout the gateway serves. */
export const DEFAULT_REMOTES: RemotesConfig = {
  storefront: '/mf/storefront/mf-manifest.json',
  admin: '/mf/admin/mf-manifest.json',
};

const REMOTE_NAMES = Object.keys(DEFAULT_REMOTES) as RemoteName[];
/** A remote that neither loads nor fails within this time is treated as down. */
export const REMOTE_TIMEOUT_MS = 15_000;

let ready: Promise<RemotesConfig> | null = null;

function absolute(url: string): string {
  return new URL(url, window.location.href).href;
}

async function fetchRemotesConfig(): Promise<RemotesConfig> {
  const config: RemotesConfig = { ...DEFAULT_REMOTES };
  try {
    const res = await fetch('/remotes.json', { cache: 'no-cache', credentials: 'same-origin', headers: { Accept: 'application/json' } });
    if (res.ok) {
      const json: unknown = await res.json();
      if (json && typeof json === 'object') {
        for (const name of REMOTE_NAMES) {
          const value = (json as Record<string, unknown>)[name];
          if (typeof value === 'string' && value.trim()) config[name] = value.trim();
        }
      }
    }
  } catch {
    /* no manifest: keep the defaults */
  }
  for (const name of REMOTE_NAMES) config[name] = absolute(config[name]);
  return config;
}

/** Fetches /remotes.json once and registers every remote with the federation runtime. */
export function initRemotes(): Promise<RemotesConfig> {
  if (!ready) {
    ready = fetchRemotesConfig().then((config) => {
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
