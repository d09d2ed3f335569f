/**
 * Helpers for browser tests against the real stack (gateway + services at BASE_URL, MailDev for mail).
 *
 * The gateway rate-limits the account endpoints per IP and endpoint (gateway/README.md, shared with
 * everyone using the dev stack), and the user service locks an account after failed logins. Each test file makes only a few auth calls, and every auth
 * call (through the UI or the API) goes through a helper that waits out a 429 and tries again.
 */
import { deflateSync } from 'node:zlib';
import type { BrowserContext, Locator, Page, Response } from 'playwright-core';
import { BASE_URL } from './server.js';

export const MAILDEV_URL = (process.env.MAILDEV_URL ?? 'http://127.0.0.1:8025').replace(/\/$/, '');
const MAX_ATTEMPTS = 4;

export interface TestUser {
  name: string;
  email: string;
  password: string;
}

/** A throwaway shopper with a unique email. */
export function uniqueUser(tag: string): TestUser {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  return { name: `E2E ${tag} ${stamp.slice(-4)}`, email: `e2e.${tag}.${stamp}@example.com`, password: `Mm!${stamp}aZ` };
}

/** Seconds to wait after a 429: Retry-After, else the `t=` of the RateLimit header, else a minute. */
export function retryAfterSeconds(headers: Record<string, string>): number {
  const retry = Number(headers['retry-after']);
  if (Number.isFinite(retry) && retry > 0) return retry;
  const t = /\bt=(\d+)/.exec(headers['ratelimit'] ?? '');
  return t ? Math.max(1, Number(t[1])) : 60;
}

function log429(path: string, seconds: number) {
  console.warn(`[e2e] ${path} rate-limited (429): waiting ${seconds}s and trying again`);
}

/**
 * Clicks `button` and waits for the response to `path` (an auth endpoint). On a 429 it waits for the
 * window to reset and clicks again (the form keeps its values), up to 4 attempts.
 */
export async function clickAuth(page: Page, button: Locator, path: string): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const [res] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().method() !== 'OPTIONS', { timeout: 30_000 }),
      button.click(),
    ]);
    if (res.status() !== 429 || attempt >= MAX_ATTEMPTS) return res;
    const seconds = retryAfterSeconds(res.headers());
    log429(path, seconds);
    await button.waitFor({ state: 'visible' });
    await page.waitForTimeout(seconds * 1000 + 500);
  }
}

/** fetch() to BASE_URL that waits out a 429 on the auth endpoints. */
export async function apiCall(method: string, path: string, body?: unknown, cookie?: string): Promise<globalThis.Response> {
  for (let attempt = 1; ; attempt++) {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (cookie) headers['Cookie'] = cookie;
    const res = await fetch(BASE_URL + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    if (res.status !== 429 || attempt >= MAX_ATTEMPTS) return res;
    const seconds = retryAfterSeconds({ 'retry-after': res.headers.get('retry-after') ?? '', ratelimit: res.headers.get('ratelimit') ?? '' });
    log429(path, seconds);
    await new Promise((r) => setTimeout(r, seconds * 1000 + 500));
  }
}

async function expectOk(res: globalThis.Response, what: string): Promise<unknown> {
  const body = (await res.json().catch(() => null)) as { message?: string } | null;
  if (!res.ok) throw new Error(`${what} failed: ${res.status} ${body?.message ?? ''}`);
  return body;
}

export async function registerViaApi(user: TestUser): Promise<void> {
  await expectOk(
    await apiCall('POST', '/api/user/register', { name: user.name, email: user.email, password: user.password, confirmPassword: user.password }),
    'register',
  );
}

/** A session cookie an answer set, as a browser context takes it (for BASE_URL's host). */
export interface SessionCookie {
  name: string;
  value: string;
  domain: string;
  path: string;
  httpOnly: boolean;
  sameSite: 'Lax';
  secure: boolean;
}

/** The cookies a login answer set, for BASE_URL's host. */
export function sessionCookies(res: globalThis.Response): SessionCookie[] {
  const domain = new URL(BASE_URL).hostname;
  return res.headers.getSetCookie().map((line) => {
    const [pair = ''] = line.split(';');
    const eq = pair.indexOf('=');
    return {
      name: pair.slice(0, eq).trim(),
      value: pair.slice(eq + 1).trim(),
      domain,
      path: '/',
      httpOnly: /;\s*httponly/i.test(line),
      sameSite: 'Lax' as const,
      secure: /;\s*secure/i.test(line),
    };
  });
}

/** Logs in through the API and puts the httpOnly session cookies into the browser context. */
export async function loginViaApi(context: BrowserContext, user: TestUser): Promise<void> {
  const res = await apiCall('POST', '/api/user/login', { email: user.email, password: user.password });
  await expectOk(res, 'login');
  const cookies = sessionCookies(res);
  if (!cookies.some((c) => c.name === 'accessToken')) throw new Error('login set no accessToken cookie');
  await context.addCookies(cookies);
}

interface Mail {
  to?: Array<{ address?: string }>;
  subject?: string;
  text?: string;
  date?: string;
  time?: string;
}

/** Waits for a password-reset mail to `email` in MailDev (received after `since`) and returns its 6-digit code. */
export async function readOtpFromMail(email: string, since: number, timeoutMs = 45_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const wanted = email.toLowerCase();
  while (Date.now() < deadline) {
    const res = await fetch(`${MAILDEV_URL}/email`).catch(() => null);
    if (res?.ok) {
      const mails = (await res.json()) as Mail[];
      const mine = mails
        .filter((m) => m.to?.some((t) => t.address?.toLowerCase() === wanted))
        .filter((m) => /reset/i.test(m.subject ?? ''))
        .filter((m) => new Date(m.date ?? m.time ?? 0).getTime() >= since - 5_000);
      const last = mine[mine.length - 1];
      const code = /\b(\d{6})\b/.exec(last?.text ?? '')?.[1];
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no password reset mail for ${email} in MailDev (${MAILDEV_URL}) after ${timeoutMs} ms`);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A real PNG (8-bit RGB): yellow with a green square in the middle, written byte by byte. */
export function makePng(size = 96): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then pixels
    for (let x = 0; x < size; x++) {
      const inside = x >= size / 4 && x < (size * 3) / 4 && y >= size / 4 && y < (size * 3) / 4;
      row.set(inside ? [12, 121, 65] : [255, 197, 27], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
