export declare const DEFAULT_ROOTS: { shell: string; storefront: string; admin: string };
export interface StartServerOptions {
  port?: number;
  host?: string;
  api?: string;
  remotes?: Record<string, string>;
  roots?: Partial<typeof DEFAULT_ROOTS>;
}
export declare function startServer(options?: StartServerOptions): Promise<{ url: string; port: number; close: () => Promise<void> }>;
