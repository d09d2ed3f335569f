/**
 * Holds a service's real answers to the /api OpenAPI document (contracts/openapi) in its own tests:
 * `http()` and `checkedFetch()` check every answer to a path under /api against the operation it
 * belongs to (its status is documented; content type, documented headers and body match that
 * status's response) and throw with what does not conform, so a test fails where the service and
 * the document part. A request under /api that is no operation of the document fails the same way.
 *
 * The document is loaded and its schemas compiled once per test file, on first use. With
 * MM_API_COVERAGE=<file> every checked answer is appended to that file as a JSON line
 * (`{ "op": "GET /api/…", "status": 200 }`); `npm run api-coverage -w contracts -- <file>` lists the
 * operations no test exercised.
 */
import { appendFileSync } from 'node:fs';
import { loadOpenApi } from '@minutemart/contracts/openapi';
import { OpenApiAnswers, operationFor, type Answer } from '@minutemart/contracts/openapi-answers';

let contract: OpenApiAnswers | undefined;
const answers = (): OpenApiAnswers => (contract ??= new OpenApiAnswers(loadOpenApi()));

/** Per request: why its answer is deliberately not held to the document (a route the document does not have, on purpose). */
export interface ConformanceOptions {
  unchecked?: string;
}

export class NonConformingAnswer extends Error {
  constructor(
    readonly request: string,
    readonly problems: string[],
  ) {
    super(`${request}: the answer does not conform to contracts/openapi:\n  ${problems.join('\n  ')}`);
    this.name = 'NonConformingAnswer';
  }
}

/**
 * What is wrong with `answer` as the answer to `method url`; empty when it conforms or the path is
 * not under /api (health probes, /internal, /media are outside the document).
 */
export function answerProblems(method: string, url: string, answer: Answer): string[] {
  // Express routes without strict trailing slashes: /api/user/staff/ is the operation /api/user/staff.
  const path = new URL(url, 'http://x').pathname.replace(/(.)\/$/, '$1');
  if (!path.startsWith('/api/') && path !== '/api') return [];
  const m = method.toUpperCase();
  // A CORS preflight is the gateway's answer for any path, not an operation the document describes.
  if (m === 'OPTIONS') return [];
  const o = operationFor(answers().doc, m, path);
  if (!o) return [`${m} ${path} is not an operation of contracts/openapi`];
  if (process.env['MM_API_COVERAGE']) appendFileSync(process.env['MM_API_COVERAGE'], `${JSON.stringify({ op: o.key, status: answer.status })}\n`);
  return answers().problems(o, answer);
}

/** Throws NonConformingAnswer unless `answer` is one the document allows for `method url`. */
export function expectConforms(method: string, url: string, answer: Answer): void {
  const problems = answerProblems(method, url, answer);
  if (problems.length > 0) throw new NonConformingAnswer(`${method.toUpperCase()} ${new URL(url, 'http://x').pathname} -> ${answer.status}`, problems);
}

export const headerRecord = (headers: Headers): Record<string, string> => Object.fromEntries(headers.entries());

/**
 * fetch, with the answer checked like `http()` checks it; the Response comes back unread. An event
 * stream is checked without its body (it does not end); any other body is read from a clone.
 */
export async function checkedFetch(url: string | URL, init: RequestInit & ConformanceOptions = {}): Promise<Response> {
  const { unchecked, ...rest } = init;
  const res = await fetch(url, rest);
  if (unchecked) return res;
  const contentType = res.headers.get('content-type');
  const stream = contentType?.startsWith('text/event-stream') === true;
  let body: unknown = undefined;
  if (!stream) {
    const text = await res.clone().text();
    body = text;
    if (contentType?.includes('json')) {
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        /* the text, which a JSON schema refuses */
      }
    }
  }
  expectConforms(rest.method ?? 'GET', String(url), { status: res.status, contentType, headers: headerRecord(res.headers), body, bodyRead: !stream });
  return res;
}
