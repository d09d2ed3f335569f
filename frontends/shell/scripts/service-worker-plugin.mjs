// @ts-check
/**
 * Builds dist/sw.js after the shell's files are written (production builds only): esbuild bundles
 * service-worker/sw.ts with the Workbox modules it imports, then workbox-build's injectManifest puts
 * the precache list in it: the shell's hashed scripts and styles (cached by URL: their names change
 * with their content), its two page templates and icons (cached by a revision hash of their content).
 * The remotes are not in it: they are deployed on their own, and the worker keeps their files as they
 * are fetched (service-worker/routes.ts). workbox-webpack-plugin is not used: it relies on webpack
 * compilation APIs Rspack does not have.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';

const NAME = 'ServiceWorkerPlugin';
const dir = path.dirname(fileURLToPath(import.meta.url));

export const SERVICE_WORKER_FILE = 'sw.js';

export class ServiceWorkerPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise(NAME, async (compilation) => {
      const outDir = compilation.outputOptions.path;
      if (!outDir) throw new Error(`${NAME}: the compilation has no output path`);
      const bundled = path.join(dir, '..', 'node_modules', '.cache', 'service-worker', SERVICE_WORKER_FILE);
      mkdirSync(path.dirname(bundled), { recursive: true });
      await build({
        entryPoints: [path.join(dir, '..', 'service-worker', 'sw.ts')],
        outfile: bundled,
        bundle: true,
        format: 'iife',
        platform: 'browser',
        target: 'es2020',
        minify: true,
        // Workbox logs every decision in development builds only.
        define: { 'process.env.NODE_ENV': '"production"' },
        logLevel: 'error',
      });
      const { count, size, warnings } = await injectManifest({
        swSrc: bundled,
        swDest: path.join(outDir, SERVICE_WORKER_FILE),
        globDirectory: outDir,
        globPatterns: ['static/**/*.{js,css}', 'index.html', 'home.html', 'favicon.svg', 'manifest.webmanifest', 'icons/*.png'],
        globIgnores: ['server/**', '**/*.br', '**/*.gz'],
        dontCacheBustURLsMatching: /\.[0-9a-f]{8,}\.(js|css)$/,
        modifyURLPrefix: { '': '/' },
      });
      for (const w of warnings) compilation.warnings.push(new compiler.webpack.WebpackError(`${NAME}: ${w}`));
      compilation.getLogger(NAME).info(`sw.js precaches ${count} files, ${(size / 1024).toFixed(0)} KiB`);
    });
  }
}
