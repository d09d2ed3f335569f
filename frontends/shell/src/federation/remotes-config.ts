export type RemoteName = 'storefront' | 'admin';
export type RemotesConfig = Record<RemoteName, string>;

/** Used when /remotes.json is missing or unreadable: the same-origin layout the gateway serves. */
export const DEFAULT_REMOTES: RemotesConfig = {
  storefront: '/mf/storefront/mf-manifest.json',
  admin: '/mf/admin/mf-manifest.json',
};

export const REMOTE_NAMES = Object.keys(DEFAULT_REMOTES) as RemoteName[];

let config: Promise<RemotesConfig> | null = null;

function absolute(url: string): string {
  return new URL(url, window.location.href).href;
}

/**
 * /remotes.json, read once. The entry module asks for it before the shared chunks (React, the router)
 * have even arrived, so the remote's manifest is not one more round trip behind them. No `cache`
 * option: the gateway sends it `no-cache` already, and the request must match index.html's preload.
 */
export function remotesConfig(): Promise<RemotesConfig> {
  if (!config) {
    config = (async () => {
      const result: RemotesConfig = { ...DEFAULT_REMOTES };
      try {
        const res = await fetch('/remotes.json', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
        if (res.ok) {
          const json: unknown = await res.json();
          if (json && typeof json === 'object') {
            for (const name of REMOTE_NAMES) {
              const value = (json as Record<string, unknown>)[name];
              if (typeof value === 'string' && value.trim()) result[name] = value.trim();
            }
          }
        }
      } catch {
        /* no manifest: keep the defaults */
      }
      for (const name of REMOTE_NAMES) result[name] = absolute(result[name]);
      return result;
    })();
  }
  return config;
}
