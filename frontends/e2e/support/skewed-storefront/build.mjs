#!/usr/bin/env node
// @ts-check
/**
 * Builds "the next storefront release" for frontends/e2e/tests/shell-remote-newer.test.ts: a real
 * Module Federation remote named `storefront`, built by Rspack with the project's shared-dependency
 * config, but against the next @minutemart/ui minor (a copy in a temp dir with an API the current shell's
 * UI lacks). Its exposes differ from what the shell routes to: ./Search and ./Profile are gone,
 * ./ProductDetail lost its default export, ./Deals is new, ./Login stays compatible.
 *
 * Usage: node build.mjs <outDir>   (prints nothing on success; exits 1 with Rspack's errors)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { SHARE_STRATEGY, sharedDependencies } from '../../../shared/mf/shared-deps.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..', '..', '..', '..');
/** The UI version the fixture's package.json declares: one place to bump when the real UI reaches it. */
export const NEXT_UI_VERSION = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8')).dependencies['@minutemart/ui'];

/** The next UI package the next storefront is built against: same singletons, one new cart method. */
const NEXT_UI = `import { createElement } from 'react';
export function Button(props) {
  return createElement('button', { type: 'button', ...props });
}
export const cart = {
  async addMany(ids) {
    return ids.map(() => 'added');
  },
};
`;

function prepareWorkDir() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-next-storefront-'));
  fs.cpSync(path.join(here, 'src'), path.join(work, 'src'), { recursive: true });
  const ui = path.join(work, 'node_modules', '@minutemart', 'ui');
  fs.mkdirSync(ui, { recursive: true });
  fs.writeFileSync(path.join(ui, 'package.json'), JSON.stringify({ name: '@minutemart/ui', version: NEXT_UI_VERSION, type: 'module', main: 'index.js' }));
  fs.writeFileSync(path.join(ui, 'index.js'), NEXT_UI);
  // The fixture's own package.json declares the UI it is built against (the next minor, not the workspace's).
  fs.copyFileSync(path.join(here, 'package.json'), path.join(work, 'package.json'));
  return work;
}

/** @param {string} work @param {string} outDir @returns {import('@rspack/core').Configuration} */
function config(work, outDir) {
  // Exactly what the storefront's own build would declare once it is built against the next UI.
  const shared = sharedDependencies({ uiVersion: NEXT_UI_VERSION });
  return {
    mode: 'production',
    context: work,
    entry: {},
    target: 'web',
    devtool: false,
    output: {
      path: outDir,
      publicPath: 'auto',
      uniqueName: 'minutemart_storefront',
      filename: 'static/js/[name].[contenthash:10].js',
      chunkFilename: 'static/js/[name].[contenthash:10].js',
      clean: true,
    },
    // The temp dir's node_modules (the next UI) first, then the repo's React and router.
    resolve: { extensions: ['.jsx', '.js'], modules: ['node_modules', path.join(repo, 'node_modules')] },
    module: {
      rules: [
        {
          test: /\.jsx?$/,
          exclude: /[\\/]node_modules[\\/]/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: { jsc: { parser: { syntax: 'ecmascript', jsx: true }, transform: { react: { runtime: 'automatic' } } } },
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'storefront',
        filename: 'remoteEntry.[contenthash:10].js',
        exposes: {
          './Home': './src/Home.jsx',
          './Login': './src/Login.jsx',
          './ProductDetail': './src/ProductDetail.jsx',
          './Deals': './src/Deals.jsx',
        },
        manifest: true,
        shared,
        shareStrategy: SHARE_STRATEGY,
        dts: false,
      }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
    ],
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
  };
}

/** @param {string} outDir */
export async function buildNextStorefront(outDir) {
  const work = prepareWorkDir();
  try {
    const stats = await new Promise((resolve, reject) => {
      const compiler = rspack(config(work, outDir));
      compiler.run((err, result) => compiler.close(() => (err ? reject(err) : resolve(result))));
    });
    if (!stats || stats.hasErrors()) throw new Error(stats?.toString({ all: false, errors: true }) ?? 'no stats');
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const outDir = process.argv[2];
  if (!outDir) {
    console.error('usage: node build.mjs <outDir>');
    process.exit(2);
  }
  buildNextStorefront(path.resolve(outDir)).catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
