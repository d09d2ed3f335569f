// @ts-check
/**
 * Names, in a `<meta name="mm-covered-remote-css">` of the shell's HTML, each remote stylesheet whose
 * every rule the shell's own stylesheet already has (src/federation/covered-css.ts then keeps the
 * remote's chunk loader from fetching and parsing it again).
 *
 * Why: the shell compiles Tailwind over all of frontends/ (src/styles.css), so the storefront's
 * stylesheet, which each storefront page loads, repeats rules the page already has. Adding it still
 * costs a download, a parse and a style recalculation of the whole page (docs/benchmarks.md).
 *
 * Which files: those the remotes' built manifests (frontends/<remote>/dist/mf-manifest.json, so the
 * remotes build first) list for their exposed modules, checked selector by selector, not assumed from shared
 * sources: a remote built from other sources than the shell's (or not built yet) is simply not named
 * and loads its stylesheet as before. A remote deployed later has new file names, which are not named
 * either.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import { rspack } from '@rspack/core';
import browserslist from 'browserslist';
import { browserslistToTargets, transform } from 'lightningcss';
import { BROWSER_TARGETS } from '@minutemart/ui/rspack-base';

const NAME = 'CoveredRemoteCssPlugin';
/** As @minutemart/contracts/first-view's COVERED_CSS_META (TypeScript, which this plain Node file cannot import). */
export const COVERED_CSS_META = 'mm-covered-remote-css';

const canonicalTargets = browserslistToTargets(browserslist(BROWSER_TARGETS));
/**
 * Both sides through one Lightning CSS pass with the same targets: the shell's file went through the
 * minimizer and the remotes' did not, so selectors and shorthands are spelled differently
 * (`*, ::before` or `*,:before`; `inset` or its four longhands).
 * @param {string} css
 */
const canonical = (css) => transform({ filename: 'covered.css', code: Buffer.from(css), minify: true, targets: canonicalTargets }).code.toString();

/**
 * What each selector (or `@property` / `@keyframes` name) of a stylesheet declares: the property
 * names, by selector. Compared by name, not by text: the shell's minimizer respells values and media
 * queries (`calc(infinity * 1px)`, `not (min-width: …)`) that the remotes' files keep as Tailwind
 * wrote them. A Tailwind class name already says its variant (`max-md:grid`), and both sides compile
 * the same theme files with the same Tailwind.
 * @param {string} css
 */
function declaredBySelector(css) {
  /** @type {Map<string, Set<string>>} */
  const out = new Map();
  const add = (/** @type {string} */ key, /** @type {string[]} */ props) => {
    const set = out.get(key) ?? new Set();
    for (const p of props) set.add(p);
    out.set(key, set);
  };
  postcss.parse(canonical(css)).walk((node) => {
    if (node.type === 'atrule' && (node.name === 'property' || node.name === 'keyframes')) add(`@${node.name} ${node.params}`, []);
    if (node.type !== 'rule' || (node.parent?.type === 'atrule' && node.parent.name === 'keyframes')) return;
    add(
      node.selector,
      (node.nodes ?? []).flatMap((d) => (d.type === 'decl' ? [d.prop] : [])),
    );
  });
  return out;
}

/** What `remote` declares that `shell` does not, as `selector: property` lines. */
function uncovered(/** @type {Map<string, Set<string>>} */ remote, /** @type {Map<string, Set<string>>} */ shell) {
  const missing = [];
  for (const [key, props] of remote) {
    const has = shell.get(key);
    if (!has) missing.push(key);
    else for (const p of props) if (!has.has(p)) missing.push(`${key}: ${p}`);
  }
  return missing;
}

export class CoveredRemoteCssPlugin {
  /** @param {{ remotes: string[]; frontendsDir: string }} options */
  constructor({ remotes, frontendsDir }) {
    this.remotes = remotes;
    this.frontendsDir = frontendsDir;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const logger = compiler.getInfrastructureLogger(NAME);
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      /** @type {string | undefined} */
      let covered;
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(NAME, async (data) => {
        const shellCss = [...(compilation.entrypoints.get('main')?.getFiles() ?? [])]
          .filter((f) => f.endsWith('.css'))
          .map((f) => compilation.getAsset(f)?.source.source().toString() ?? '')
          .join('\n');
        covered ??= this.coveredFiles(shellCss, logger).join(' ');
        if (covered) data.assetTags.meta.push({ tagName: 'meta', attributes: { name: COVERED_CSS_META, content: covered }, voidTag: true });
        return data;
      });
    });
  }

  /**
   * `<remote>:<file>` for every remote stylesheet the shell's CSS covers.
   * @param {string} shellCss
   * @param {ReturnType<import('@rspack/core').Compiler['getInfrastructureLogger']>} logger
   */
  coveredFiles(shellCss, logger) {
    if (!shellCss) return [];
    const shellDeclares = declaredBySelector(shellCss);
    const out = [];
    for (const remote of this.remotes) {
      const dist = path.join(this.frontendsDir, remote, 'dist');
      const manifestFile = path.join(dist, 'mf-manifest.json');
      if (!existsSync(manifestFile)) {
        logger.info(`${remote}: no built manifest (${manifestFile}); its stylesheets load as usual`);
        continue;
      }
      /** @type {{ exposes?: { assets?: { css?: { sync?: string[]; async?: string[] } } }[] }} */
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
      const files = new Set((manifest.exposes ?? []).flatMap((e) => [...(e.assets?.css?.sync ?? []), ...(e.assets?.css?.async ?? [])]));
      for (const file of files) {
        const full = path.join(dist, file);
        if (!existsSync(full)) continue;
        const missing = uncovered(declaredBySelector(readFileSync(full, 'utf8')), shellDeclares);
        if (missing.length === 0) out.push(`${remote}:${file}`);
        else
          logger.info(
            `${remote}: ${file} has ${missing.length} rule(s) the shell's CSS lacks (first: ${missing.slice(0, 8).join(' ; ').slice(0, 600)}); it loads as usual`,
          );
      }
    }
    return out.sort();
  }
}
