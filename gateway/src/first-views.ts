import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { escapeHtml } from '@minutemart/kit';
import { COVERED_CSS_META, FIRST_VIEW_DATA_ID } from '@minutemart/contracts/first-view';

/**
 * The shell build's server renderer (frontends/shell/src/first-view/server-views.tsx, bundled with
 * React into dist/server/first-views.mjs): the only thing the gateway knows of the frontends' code.
 */
interface ServerViews {
  firstViewRequest(pathname: string): { page: string; path: string; body: Record<string, unknown> } | null;
  renderFirstView(pathname: string, answer: unknown, origin: string): { page: string; html: string; title: string; description: string } | null;
}

/**
 * Reads the catalogue as a guest: the public-read cache's read(). The same `body` Buffer while the
 * answer has not changed (a rendered page is kept for it).
 */
export type CatalogueRead = (path: string, body: object, res: Response) => Promise<{ status: number; body: Buffer }>;

const RENDERER = 'server/first-views.mjs';
const TEMPLATE = 'server/page.html';
/**
 * How long a page request waits for the catalogue before it is sent without the page's first view
 * (the browser then asks for the data itself): a slow catalogue must not hold the whole page back.
 */
export const FIRST_VIEW_WAIT_MS = 1_000;

/** A page with its first view, or `missing`: the product does not exist (the caller sends index.html as a 404). */
export type FirstView = { status: 200; html: string } | { status: 404 };

/**
 * Product and listing pages sent with their own first view: the gateway asks the catalogue for what
 * the page shows first, has the shell's renderer turn it into HTML, and sends it in the shell's page
 * template with the page's title and description and the answer itself (which the page then uses
 * instead of asking again). The largest paint of these pages, a product's picture, then needs no
 * script. Anything missing or failing gives undefined: the caller sends the generic index.html.
 */
export class FirstViews {
  /** The renderer and template of the shell build on disk, reloaded when a new build replaces them. */
  private readonly renderer: () => { views: Promise<ServerViews>; template: string; covered: Set<string> } | undefined;
  /** Pages rendered from an answer that has not changed since: a popular product costs one render, not one per visit. */
  private readonly rendered = new LRUCache<string, { answer: Buffer; html: string }>({
    max: 2_000,
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (e) => e.html.length + 64,
  });

  private readonly waitMs: number;
  private readonly pageStylesheets: (page: string) => RemoteStylesheet[];

  constructor(
    shellDir: string,
    private readonly read: CatalogueRead,
    private readonly logger: Logger,
    opts: {
      waitMs?: number;
      /**
       * The stylesheets the storefront loads with a page's module: linked from the page's head, so the
       * first paint already has them, instead of the whole page's style being recalculated when the
       * module brings them (the module's loader then finds them in place). Those the shell's own
       * stylesheet already holds (its template names them) are left out.
       */
      pageStylesheets?: (page: string) => RemoteStylesheet[];
    } = {},
  ) {
    this.waitMs = opts.waitMs ?? FIRST_VIEW_WAIT_MS;
    this.pageStylesheets = opts.pageStylesheets ?? (() => []);
    this.renderer = reloadedOnChange(resolve(shellDir, RENDERER), (file, mtimeMs) => {
      const template = readFileSync(resolve(shellDir, TEMPLATE), 'utf8');
      const covered = coveredStylesheets(template);
      // A new URL per build: Node evaluates the new module instead of returning the cached one.
      const views = import(`${pathToFileURL(file).href}?v=${mtimeMs}`) as Promise<ServerViews>;
      views.catch((err: Error) => this.logger.error({ err: err.message, file }, 'first-view renderer cannot be loaded'));
      this.rendered.clear();
      return { views, template, covered };
    });
  }

  async render(req: Request, res: Response): Promise<FirstView | undefined> {
    const server = this.renderer();
    if (!server) return undefined;
    try {
      const views = await server.views;
      const request = views.firstViewRequest(req.path);
      if (!request) return undefined;
      const answer = await withDeadline(this.read(request.path, request.body, res), this.waitMs);
      if (!answer) return undefined;
      // A product that does not exist is a 404 page for search engines too; the page says so itself.
      if (answer.status === 404 && request.page === 'ProductDetail') return { status: 404 };
      if (answer.status !== 200) return undefined;
      const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
      // Absolute: the storefront's loader compares a link's href with the URL it would load.
      const stylesheets = this.pageStylesheets(request.page)
        .filter((sheet) => !server.covered.has(sheet.id))
        .map((sheet) => `${origin}${sheet.href}`);
      const key = `${origin}${req.path}\n${stylesheets.join(' ')}`;
      const kept = this.rendered.get(key);
      if (kept?.answer === answer.body) return { status: 200, html: kept.html };
      const json = JSON.parse(answer.body.toString('utf8')) as unknown;
      const view = views.renderFirstView(req.path, json, origin);
      if (!view || !/^[A-Za-z]+$/.test(view.page)) return undefined;
      const html = fill(server.template, view, { path: request.path, body: request.body, answer: json }, stylesheets);
      this.rendered.set(key, { answer: answer.body, html });
      return { status: 200, html };
    } catch (err) {
      this.logger.warn({ err: (err as Error).message, url: req.originalUrl }, 'first view not rendered');
      return undefined;
    }
  }
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  return new Promise((done, fail) => {
    const timer = setTimeout(() => done(undefined), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        done(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        fail(err);
      },
    );
  });
}

/** JSON inside a script element: `<` escaped so no value can close the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The template with one page's view; a function replacement, so `$` in a product's text stays as it is. */
export function fill(
  template: string,
  view: { page: string; html: string; title: string; description: string },
  data: unknown,
  stylesheets: string[] = [],
): string {
  const values: Record<string, string> = {
    __MM_TITLE__: escapeHtml(view.title),
    __MM_DESCRIPTION__: escapeHtml(view.description),
    __MM_FIRST_VIEW_PAGE__: view.page,
    __MM_FIRST_VIEW__: view.html,
    __MM_FIRST_VIEW_DATA__: `<script type="application/json" id="${FIRST_VIEW_DATA_ID}">${scriptJson(data)}</script>`,
  };
  const filled = template.replace(/__MM_[A-Z_]+__/g, (token) => values[token] ?? token);
  if (stylesheets.length === 0) return filled;
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  return filled.replace('</head>', () => `${links}</head>`);
}

/** A remote's stylesheet: its path on this origin, and `<remote>:<file in its dist>` as the shell's build names it. */
export interface RemoteStylesheet {
  href: string;
  id: string;
}

/**
 * The remote stylesheets the shell's own already holds, as its build names them in the page template
 * (`<meta name="mm-covered-remote-css">`, frontends/shell/scripts/covered-remote-css-plugin.mjs).
 */
export function coveredStylesheets(template: string): Set<string> {
  const meta = new RegExp(`<meta\\b[^>]*\\bname="${COVERED_CSS_META}"[^>]*>`).exec(template)?.[0] ?? '';
  return new Set((/\bcontent="([^"]*)"/.exec(meta)?.[1] ?? '').split(/\s+/).filter(Boolean));
}

/**
 * `page` → the stylesheets its module loads, read from the `remote`'s mf-manifest.json in `dir`
 * (served by this gateway under `base`), re-read when a new build replaces it. Nothing when the
 * manifest is missing or unreadable.
 */
export function remoteStylesheets(dir: string, base: string, remote: string): (page: string) => RemoteStylesheet[] {
  const byPage = reloadedOnChange(resolve(dir, 'mf-manifest.json'), (file) => {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { exposes?: { name?: string; assets?: { css?: { sync?: string[] } } }[] };
    return new Map(
      (manifest.exposes ?? []).map((e) => [String(e.name), (e.assets?.css?.sync ?? []).map((css) => ({ href: `${base}${css}`, id: `${remote}:${css}` }))]),
    );
  });
  return (page) => byPage()?.get(page) ?? [];
}

/**
 * What `load` makes of `file`, made again when the file's mtime changes (a new build); undefined while
 * the file is missing or `load` fails (tried again on the next call).
 */
function reloadedOnChange<T>(file: string, load: (file: string, mtimeMs: number) => T): () => T | undefined {
  let loaded: { mtimeMs: number; value: T } | undefined;
  return () => {
    try {
      const { mtimeMs } = statSync(file);
      if (loaded?.mtimeMs !== mtimeMs) loaded = { mtimeMs, value: load(file, mtimeMs) };
      return loaded.value;
    } catch {
      return undefined;
    }
  };
}
