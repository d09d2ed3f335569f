import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 812 };

export const SCREENSHOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

export interface Browser {
  context: BrowserContext;
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
  close(): Promise<void>;
}

/**
 * The system Chromium (never a downloaded one), headless, with a fresh user-data dir. Service workers
 * are blocked unless asked for: with the shell's worker controlling a page, the requests it answers
 * never reach `page.route`, so a test's fakes (a remote that is down, an API answer) would not apply.
 */
export async function launchBrowser({ serviceWorkers = 'block' }: { serviceWorkers?: 'allow' | 'block' } = {}): Promise<Browser> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-e2e-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: DESKTOP,
    serviceWorkers,
  });
  // launchPersistentContext opens a first tab; close it so each test starts clean.
  for (const p of context.pages()) await p.close();
  return {
    context,
    async newPage(viewport = DESKTOP) {
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      return page;
    },
    async close() {
      await context.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** What a suite's browser does after each test. */
export interface SuiteBrowserOptions {
  serviceWorkers?: 'allow' | 'block';
  /**
   * `fresh` (the default): the test's pages are closed and the cookies cleared; `pages`: only the pages
   * are closed (a guest session goes on to the next test); `kept`: nothing, for suites whose tests
   * follow on from one another or close their own pages.
   */
  between?: 'fresh' | 'pages' | 'kept';
  /** Each page's localStorage is cleared before it closes (a guest cart would otherwise reach the next test). */
  clearLocalStorage?: boolean;
  /**
   * A login of this browser's own (its cookies), taken once and put back before each test: session
   * cookies go with the last closed page of a persistent context.
   */
  signIn?: () => Promise<Parameters<BrowserContext['addCookies']>[0]>;
}

/** A suite's browser: its context and pages, read in hooks and tests once the suite has started. */
export type SuiteBrowser = Pick<Browser, 'context' | 'newPage'>;

/**
 * One Chromium for a describe block (call inside it): launched before its tests and closed after
 * them, reset after each test as `between` says. Its hooks run where the call stands among the
 * suite's own (jest runs a block's hooks in the order they were declared): an `afterAll` that still
 * needs the browser is declared before the call.
 */
export function browserPerSuite({ serviceWorkers, between = 'fresh', clearLocalStorage = false, signIn }: SuiteBrowserOptions = {}): SuiteBrowser {
  let browser: Browser | undefined;
  let session: Parameters<BrowserContext['addCookies']>[0] = [];
  beforeAll(async () => {
    browser = await launchBrowser({ serviceWorkers });
    if (signIn) session = await signIn();
  });
  if (signIn) {
    beforeEach(async () => {
      await browser?.context.addCookies(session);
    });
  }
  afterAll(async () => {
    await browser?.close();
  });
  if (between !== 'kept') {
    afterEach(async () => {
      if (!browser) return;
      for (const p of browser.context.pages()) {
        if (clearLocalStorage) await p.evaluate(() => localStorage.clear()).catch(() => undefined);
        await p.close();
      }
      if (between === 'fresh') await browser.context.clearCookies();
    });
  }
  const current = (): Browser => {
    if (!browser) throw new Error("the suite's browser is not launched yet");
    return browser;
  };
  return {
    get context() {
      return current().context;
    },
    newPage: (viewport) => current().newPage(viewport),
  };
}

/**
 * Resolves once every finite CSS animation and transition on the page has run its course (a colour
 * fading in, a panel sliding open), so a screenshot shows the end state; spinners that loop forever
 * are not waited for.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) =>
          a.finished.then(
            () => undefined,
            () => undefined,
          ),
        ),
    ),
  );
}

/**
 * Screenshots are for people to look at (no test compares them): taken when E2E_SCREENSHOTS=1, which
 * is the default outside CI; CI (CI set) skips them unless E2E_SCREENSHOTS=1 asks.
 */
export const TAKE_SCREENSHOTS = (process.env['E2E_SCREENSHOTS'] ?? (process.env['CI'] ? '0' : '1')) === '1';

/**
 * Screenshot into frontends/e2e/screenshots/<name>-<width>.png: the full page, or only the viewport
 * (`fullPage: false`) for overlays such as the slide-over cart, which cover the viewport, not the page.
 * Returns the file it wrote, or undefined when screenshots are off.
 */
export async function snap(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<string | undefined> {
  if (!TAKE_SCREENSHOTS) return undefined;
  await settled(page);
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const file = path.join(SCREENSHOT_DIR, `${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}

/**
 * The readable "signed in" hint the user service sets at login: a test that mocks user-details needs
 * it, or the shell (rightly) never asks who is signed in. Set as a cookie and again by a script before
 * each page's own scripts run: the real gateway clears a hint that comes without a refresh cookie on
 * every page load, and a mocked session has none.
 */
export async function addSessionHint(page: Page, url: string): Promise<void> {
  await page.context().addCookies([{ name: 'signedIn', value: '1', url: new URL(url).origin }]);
  await page.addInitScript(() => {
    document.cookie = 'signedIn=1; path=/; SameSite=Lax';
  });
}

/** Collects uncaught page errors so a test can assert the page did not blow up. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

/**
 * Waits until the element's text holds every part (it changes live). Polls through the locator, not
 * one element handle: after a reload the gateway's first view is replaced by the React tree, and a
 * handle taken on the first view's element would never change.
 */
export async function textOf(locator: Locator, parts: string[], timeout = 20_000): Promise<void> {
  const end = Date.now() + timeout;
  let seen: string | null = null;
  while (Date.now() < end) {
    seen = await locator.textContent({ timeout: Math.max(1, end - Date.now()) }).catch(() => null);
    if (seen !== null && parts.every((w) => seen!.includes(w))) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`waited ${timeout} ms for ${parts.join(', ')} in ${String(locator)}; last saw ${JSON.stringify(seen)}`);
}
