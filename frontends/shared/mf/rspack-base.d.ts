import type { Configuration, Compiler } from '@rspack/core';
export interface AppConfigOptions {
  /** Federation name: 'shell', 'storefront', 'admin'. */
  name: string;
  /** Absolute directory of the app (its rspack.config.js folder). */
  dir: string;
  /** Dev server port. */
  port: number;
  kind: 'host' | 'remote';
  exposes?: Record<string, string>;
  extraPlugins?: Array<{ apply(compiler: Compiler): void }>;
}
export declare const BROWSER_TARGETS: string[];
export declare function createAppConfig(options: AppConfigOptions): (env: Record<string, unknown>, argv: { mode?: string }) => Configuration;
export declare function emitJsonPlugin(filename: string, getContent: () => unknown): { apply(compiler: Compiler): void };
