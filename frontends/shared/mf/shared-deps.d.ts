export interface SharedEntry {
  singleton?: boolean;
  strictVersion?: boolean;
  requiredVersion?: string | false;
  eager?: boolean;
  treeShaking?: boolean;
}
export declare const SHARE_STRATEGY: 'loaded-first';
export declare const UI_VERSION: string;
export declare function sameMajorAtLeast(version: string): string;
export declare function sharedDependencies(options?: { uiVersion?: string }): Record<string, SharedEntry>;
