// @ts-check
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const dir = path.dirname(fileURLToPath(import.meta.url));

/** Where in dist/ the gateway finds the renderer and the page template (gateway/src/first-views.ts). */
export const SERVER_VIEWS_FILE = 'server/first-views.mjs';
export const SERVER_TEMPLATE_FILE = 'server/page.html';

/**
 * Bundles src/first-view/server-views.tsx, with React, react-dom/server, react-router and the
 * storefront's pages inside it, into dist/server/first-views.mjs: the gateway imports it to render a
 * product or listing page's first view from the catalogue's answer, and needs no frontend packages
 * of its own. Written after the build's own files (so output.clean does not remove it), not as an
 * asset: the browser never loads it, so it is neither minified nor precompressed.
 */
export class ServerViewsPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('ServerViewsPlugin', async (compilation) => {
      const outfile = path.join(compilation.outputOptions.path ?? path.join(dir, '..', 'dist'), SERVER_VIEWS_FILE);
      const result = await build({
        entryPoints: [path.join(dir, '..', 'src', 'first-view', 'server-views.tsx')],
        bundle: true,
        write: false,
        platform: 'node',
        format: 'esm',
        jsx: 'automatic',
        target: 'node20',
        define: { 'process.env.NODE_ENV': '"production"' },
        // react-dom/server is CommonJS that requires node's own modules.
        banner: { js: "import { createRequire as __mmCreateRequire } from 'node:module'; const require = __mmCreateRequire(import.meta.url);" },
        logLevel: 'error',
      });
      await mkdir(path.dirname(outfile), { recursive: true });
      await writeFile(outfile, result.outputFiles[0].contents);
    });
  }
}
