export interface SharedEntry {
  singleton?: boolean;
  requiredVersion?: string | false;
  eager?: boolean;
  treeShaking?: boolean;
}
export declare const SHARE_STRATEGY: 'loaded-first';
export declare function sharedDependencies(): Record<string, SharedEntry>;
