// @ts-check

/**
 * V8's explicit compile hint (Chrome 136+): a script whose first line is this comment has all its
 * functions compiled eagerly, on the background thread that already parses it while it downloads.
 * Without it V8 compiles each function lazily, on the main thread, the first time it is called: on a
 * first visit that is most of what "evaluating" react-dom, the federation runtime or a page module costs,
 * and it lands in the long tasks that make up Total Blocking Time. Other engines read a comment.
 * Measured when it was added: ADR 0013 and `git show 070212c:docs/benchmarks.md`.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts the compile hint on the first line of every JavaScript file of a production build.
 *
 * Every file, not a chosen few: each one here is a chunk the page asked for because it is about to run it
 * (entry, shared library, remote entry, exposed page), and a chunk that turns out mostly unused costs
 * background compile time and memory, not main-thread time. Runs right after minification (which
 * would drop the comment) and before the real content hash, so file names still follow their bytes.
 */
export class CompileHintsPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const asset of compilation.getAssets()) {
          if (!/\.m?js$/.test(asset.name) || asset.info.development) continue;
          compilation.updateAsset(asset.name, new sources.ConcatSource(COMPILE_HINT, asset.source));
        }
      });
    });
  }
}
