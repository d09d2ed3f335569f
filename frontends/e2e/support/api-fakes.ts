/**
 * Route fakes of our own services, held to the contract: every fake answer is checked against the
 * /api OpenAPI document (contracts/openapi, the schemas the platform conformance test holds the real
 * services to) before the browser gets it, so a fake cannot drift from what the services answer.
 * The answer is still given (the test's own steps go on); what did not conform is kept, and
 * `expectFakesConform()` (run after each test) fails the test with it.
 */
import type { Page, Route } from 'playwright-core';
import { addSessionHint } from './browser.js';
import { loadOpenApi } from '@minutemart/contracts/openapi';
import { OpenApiAnswers, operationFor } from '@minutemart/contracts/openapi-answers';

let answers: OpenApiAnswers | undefined;
const contract = () => (answers ??= new OpenApiAnswers(loadOpenApi()));

const drifted: string[] = [];

/** What is wrong with `body` as the answer `status` to this request; empty when it conforms. */
export function fakeProblems(method: string, url: string, status: number, body: unknown, headers: Record<string, string> = {}): string[] {
  const { doc } = contract();
  const path = new URL(url).pathname;
  const o = operationFor(doc, method, path);
  if (!o) return [`${method} ${path} is not an operation of contracts/openapi`];
  return contract()
    .problems(o, { status, contentType: 'application/json', headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])), body })
    .map((p) => `${o.key} ${status}: ${p}`);
}

/** Fulfils the route with a JSON answer, noting where it departs from the contract. */
export function fakeJson(route: Route, status: number, body: unknown, headers?: Record<string, string>): Promise<void> {
  const req = route.request();
  drifted.push(...fakeProblems(req.method(), req.url(), status, body, headers));
  return route.fulfill({ status, contentType: 'application/json', headers, body: JSON.stringify(body) });
}

/** Fails with every fake answer given since the last call that the contract does not allow. */
export function expectFakesConform(): void {
  const seen = drifted.splice(0);
  expect(seen).toEqual([]);
}

/** The /api envelope of a success, and of a refusal. */
export const ok = (message: string, data: unknown = null) => ({ success: true, error: false, message, data });
export const fail = (message: string) => ({ success: false, error: true, message, data: null });

/**
 * The user service faked for one page: `user` signed in (the readable session hint, and user-details
 * answering them) or nobody (`null`: user-details refuses). refresh-token refuses either way: a faked
 * session has no refresh cookie. `origin` is where the hint cookie goes (cookies are per host, not per port).
 */
export async function fakeSession(page: Page, user: object | null, origin: string): Promise<void> {
  if (user) await addSessionHint(page, origin);
  await page.route('**/api/user/user-details', (route) =>
    user ? fakeJson(route, 200, ok('user details', user)) : fakeJson(route, 401, fail('Please login to continue')),
  );
  await page.route('**/api/user/refresh-token', (route) => fakeJson(route, 401, fail('Please login to continue')));
}
