import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { COVERED_CSS_META } from '@minutemart/contracts/first-view';

/**
 * Remote stylesheets this shell's own stylesheet already holds, by remote: named at build time in
 * `<meta name="mm-covered-remote-css">` after a selector-by-selector check (scripts/covered-remote-css-plugin.mjs).
 * A remote deployed since has other file names, none of them here, and loads its stylesheets as usual.
 */
export function coveredRemoteCss(doc: Document = document): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const content = doc.querySelector(`meta[name="${COVERED_CSS_META}"]`)?.getAttribute('content') ?? '';
  for (const entry of content.split(/\s+/)) {
    const at = entry.indexOf(':');
    if (at <= 0) continue;
    const remote = entry.slice(0, at);
    const files = out.get(remote) ?? new Set<string>();
    files.add(entry.slice(at + 1));
    out.set(remote, files);
  }
  return out;
}

/** True when `url` (absolute, as the runtime preloads it) ends in one of the remote's covered files. */
export function isCoveredUrl(covered: Map<string, Set<string>>, remote: string, url: string): boolean {
  const files = covered.get(remote);
  if (!files) return false;
  const path = url.split(/[?#]/)[0] ?? '';
  for (const file of files) if (path.endsWith(`/${file}`)) return true;
  return false;
}

/**
 * The chunk of a covered stylesheet, as the remote's chunk loader names it: Rspack writes an unnamed
 * CSS chunk to `static/css/<id>.<hash>.css` (frontends/shared/mf/rspack-base.js). A named chunk gives a
 * wrong id here, which matches no chunk: that stylesheet then loads as usual.
 */
const chunkIdOf = (file: string): string => (file.split('/').pop() ?? '').split('.')[0] ?? '';

/**
 * Marks the remote's covered stylesheets as already on the page, once its manifest is known: an empty
 * `<link rel="stylesheet" data-rspack="<uniqueName>:chunk-<id>">` is what the remote's chunk loader looks
 * for before it adds a stylesheet, so it adds none and goes on. Without it a storefront page fetched its
 * stylesheet, parsed it and restyled the whole page for rules that were already there.
 */
export function coveredCssPlugin(covered: Map<string, Set<string>>, doc: Document = document): ModuleFederationRuntimePlugin {
  const marked = new Set<string>();
  return {
    name: 'minutemart-covered-css',
    afterLoadSnapshot(args) {
      const remote = args.moduleInfo.name;
      const files = covered.get(remote);
      const snapshot = args.remoteSnapshot as { modules?: { assets?: { css?: { sync?: string[]; async?: string[] } } }[] } | undefined;
      if (!files || !snapshot?.modules) return args;
      for (const module of snapshot.modules) {
        for (const file of [...(module.assets?.css?.sync ?? []), ...(module.assets?.css?.async ?? [])]) {
          // `minutemart_<name>` is each app's output.uniqueName (frontends/shared/mf/rspack-base.js).
          const key = `minutemart_${remote}:chunk-${chunkIdOf(file)}`;
          if (!files.has(file) || marked.has(key)) continue;
          marked.add(key);
          const link = doc.createElement('link');
          link.rel = 'stylesheet';
          link.setAttribute('data-rspack', key);
          doc.head.appendChild(link);
        }
      }
      return args;
    },
  };
}
