// @ts-check
/**
 * Puts a `<link rel="preload" as="script">` in the shell's HTML for every chunk the entry imports as
 * soon as it runs (src/index.ts: react-dom, react-router, @minutemart/ui, bootstrap and what they
 * need). Without it those chunks are only requested once main.js has arrived and evaluated: on a
 * phone's slow link the connection sits idle for that long and every page's first render (and the
 * largest paint of the product and listing pages) waits one more round trip. With it they download
 * beside main.js; they still evaluate only when the entry asks for them.
 *
 * Low priority, like main.js itself (a deferred script): at the default high priority of a script
 * preload they share the link with the stylesheet and the first paint came much later on slow 4G
 * (docs/benchmarks.md, tried and not kept).
 */
import { rspack } from '@rspack/core';

const NAME = 'StartupPreloadPlugin';

export class StartupPreloadPlugin {
  /** @param {{ entry?: string }} [options] */
  constructor({ entry = 'main' } = {}) {
    this.entry = entry;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(NAME, async (data) => {
        const entrypoint = compilation.entrypoints.get(this.entry);
        if (!entrypoint) return data;
        const initial = new Set(entrypoint.getFiles());
        const files = new Set();
        // The entry's own dynamic imports are its direct child chunk groups; deeper ones (pages) are not.
        for (const group of /** @type {{ childrenIterable?: Iterable<{ getFiles(): string[] }> }} */ (entrypoint).childrenIterable ?? []) {
          for (const file of group.getFiles()) if (file.endsWith('.js') && !initial.has(file)) files.add(file);
        }
        const links = [...files].sort().map((file) => ({
          tagName: 'link',
          attributes: { rel: 'preload', as: 'script', href: `${data.publicPath}${file}`, fetchpriority: 'low' },
          voidTag: true,
        }));
        data.assetTags.meta.push(...links);
        return data;
      });
    });
  }
}
