// @ts-check
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { createAppConfig, emitJsonPlugin } from '@minutemart/ui/rspack-base';
import { StartupPreloadPlugin } from './scripts/startup-preload-plugin.mjs';
import { SERVER_TEMPLATE_FILE, ServerViewsPlugin } from './scripts/server-views-plugin.mjs';
import { CoveredRemoteCssPlugin } from './scripts/covered-remote-css-plugin.mjs';
import { ServiceWorkerPlugin } from './scripts/service-worker-plugin.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
const isDev = process.argv.includes('serve') || process.argv.includes('development');

/**
 * remotes.json shipped in dist/: where the shell finds each remote's mf-manifest.json.
 * Production default: same origin, under /mf/<name>/ (the gateway may serve its own remotes.json instead).
 * Dev default: the remotes' dev servers. Override either with MM_STOREFRONT_URL / MM_ADMIN_URL.
 */
const remotes = {
  storefront: process.env.MM_STOREFRONT_URL ?? (isDev ? 'http://127.0.0.1:3001/mf-manifest.json' : '/mf/storefront/mf-manifest.json'),
  admin: process.env.MM_ADMIN_URL ?? (isDev ? 'http://127.0.0.1:3002/mf-manifest.json' : '/mf/admin/mf-manifest.json'),
};

/**
 * The prerendered first views (src/first-view/first-views.tsx): `home` goes into home.html, served for
 * `/` (gateway/src/frontends.ts); `page` into index.html, served for every other path.
 * @type {{ home: string; page: string }}
 */
const firstViews = JSON.parse(execFileSync(process.execPath, [path.join(dir, 'scripts', 'print-first-views.mjs')], { encoding: 'utf8' }));

const HOME_TITLE = 'Minutemart | Groceries in 10 minutes';
const HOME_DESCRIPTION =
  'Minutemart delivers fresh fruit, vegetables, dairy, snacks and daily essentials to your door in 10 minutes. Over 5,000 products at the best prices.';

/**
 * @param {string} filename
 * @param {{ firstView: string; firstViewPage: string; title?: string; description?: string; firstViewData?: string }} params
 */
const html = (filename, { title = HOME_TITLE, description = HOME_DESCRIPTION, firstViewData = '', ...params }) =>
  new rspack.HtmlRspackPlugin({
    template: './index.html',
    filename,
    inject: 'body',
    scriptLoading: 'defer',
    templateParameters: { storefrontManifest: remotes.storefront, title, description, firstViewData, ...params },
  });

export default createAppConfig({
  name: 'shell',
  dir,
  port: 3000,
  kind: 'host',
  extraPlugins: [
    // index.html preloads remotes.json and the storefront's manifest: both are waited for before any page renders.
    html('index.html', { firstView: firstViews.page, firstViewPage: 'page' }),
    html('home.html', { firstView: firstViews.home, firstViewPage: 'Home' }),
    // The gateway fills this one with a product or listing page it renders (gateway/src/first-views.ts).
    html(SERVER_TEMPLATE_FILE, {
      firstView: '__MM_FIRST_VIEW__',
      firstViewPage: '__MM_FIRST_VIEW_PAGE__',
      title: '__MM_TITLE__',
      description: '__MM_DESCRIPTION__',
      firstViewData: '__MM_FIRST_VIEW_DATA__',
    }),
    new ServerViewsPlugin(),
    new StartupPreloadPlugin(),
    // Remote stylesheets the shell's own already holds, rule for rule (the remotes build first: deploy/dev/build.sh).
    ...(isDev ? [] : [new CoveredRemoteCssPlugin({ remotes: ['storefront', 'admin'], frontendsDir: path.join(dir, '..') })]),
    new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', to: '.', noErrorOnMissing: true }] }),
    emitJsonPlugin('remotes.json', () => remotes),
    // dist/sw.js, after everything above is written (production only: the dev servers are never cached).
    ...(isDev ? [] : [new ServiceWorkerPlugin()]),
  ],
});
