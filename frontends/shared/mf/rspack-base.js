// @ts-check
/**
 * Rspack config factory shared by the shell and the remotes. Each app's rspack.config.js calls
 * createAppConfig(); the federation part uses ./shared-deps.js, the single shared-dependency config.
 */
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { SHARE_STRATEGY, sharedDependencies } from './shared-deps.js';
import { PrecompressPlugin } from './precompress-plugin.js';
import { CompileHintsPlugin } from './compile-hints-plugin.js';

/** Browsers Tailwind CSS v4 supports; swc transpiles down to these. */
export const BROWSER_TARGETS = ['chrome >= 111', 'edge >= 111', 'firefox >= 128', 'safari >= 16.4'];

/**
 * @param {import('./rspack-base.js').AppConfigOptions} options
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('@rspack/core').Configuration}
 */
export function createAppConfig(options) {
  const { name, dir, port, kind, exposes = {}, extraPlugins = [] } = options;
  return (_env, argv) => {
    const mode = argv?.mode === 'development' ? 'development' : 'production';
    const dev = mode === 'development';
    const isHost = kind === 'host';
    const hash = dev ? '' : '.[contenthash:10]';

    /** @type {import('@rspack/core').Configuration} */
    const config = {
      mode,
      context: dir,
      // The host has a real entry; a remote only needs its container entry (added by the MF plugin).
      entry: isHost ? { main: './src/index.ts' } : {},
      target: 'web',
      devtool: dev ? 'cheap-module-source-map' : false,
      output: {
        path: path.join(dir, 'dist'),
        // The shell is served at / (deep links like /product/x need absolute asset URLs); remotes are
        // served under /mf/<name>/ and work out their base from the script / manifest URL.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: `minutemart_${name}`,
        filename: `static/js/[name]${hash}.js`,
        chunkFilename: `static/js/[name]${hash}.js`,
        cssFilename: `static/css/[name]${hash}.css`,
        cssChunkFilename: `static/css/[name]${hash}.css`,
        assetModuleFilename: `static/media/[name]${dev ? '' : '.[contenthash:10]'}[ext]`,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /[\\/]node_modules[\\/]/,
            loader: 'builtin:swc-loader',
            type: 'javascript/auto',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: dev, refresh: false } },
              },
              env: { targets: BROWSER_TARGETS },
            },
          },
          {
            test: /\.css$/,
            type: 'css/auto',
            use: [{ loader: 'postcss-loader', options: { postcssOptions: { plugins: ['@tailwindcss/postcss'] } } }],
          },
          { test: /\.(png|jpe?g|gif|webp|avif|svg|ico)$/i, type: 'asset' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isHost ? { remotes: {}, manifest: false } : { filename: `remoteEntry${hash}.js`, exposes, manifest: true }),
          shared: sharedDependencies(),
          shareStrategy: SHARE_STRATEGY,
          dts: false,
          // One copy of the federation runtime per page: the host's. The shell publishes it
          // (provideExternalRuntime) and each remote entry uses it instead of bundling its own (a
          // runtime less on the first load of every page). Remotes must therefore be loaded by this
          // shell (or another host that provides it); every app here is built with one MF version.
          // target 'web' drops the runtime's Node-only loaders from every bundle, which these apps never
          // use: they only run in browsers.
          experiments: { ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }), optimization: { target: 'web' } },
        }),
        new rspack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(mode),
        }),
        ...extraPlugins,
        // Functions compiled while the file downloads, off the main thread (see the plugin).
        ...(dev ? [] : [new CompileHintsPlugin()]),
        // .br and .gz copies of every text asset, served by the gateway by Accept-Encoding.
        ...(dev ? [] : [new PrecompressPlugin()]),
      ],
      optimization: {
        // Keep module ids stable between builds so unchanged chunks keep their hashes.
        moduleIds: dev ? 'named' : 'deterministic',
        chunkIds: dev ? 'named' : 'deterministic',
      },
      performance: { hints: false },
      devServer: {
        port,
        host: '127.0.0.1',
        hot: false,
        liveReload: true,
        allowedHosts: 'all',
        client: { overlay: { errors: true, warnings: false } },
        ...(isHost
          ? {
              historyApiFallback: true,
              proxy: [{ context: ['/api'], target: process.env.MM_API_TARGET ?? 'http://127.0.0.1:8080', changeOrigin: false }],
            }
          : {
              // The shell (another origin in dev) fetches the manifest, entry and chunks cross-origin.
              headers: {
                'Access-Control-Allow-Origin': '*',
                'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
                'Access-Control-Allow-Headers': '*',
              },
            }),
      },
    };
    return config;
  };
}

/**
 * A tiny plugin that emits a JSON asset (used for the shell's default remotes.json).
 * @param {string} filename
 * @param {() => unknown} getContent
 */
export function emitJsonPlugin(filename, getContent) {
  return {
    /** @param {import('@rspack/core').Compiler} compiler */
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('EmitJsonPlugin', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'EmitJsonPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          compilation.emitAsset(filename, new rspack.sources.RawSource(JSON.stringify(getContent(), null, 2) + '\n'));
        });
      });
    },
  };
}
