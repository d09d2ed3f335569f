import { request } from 'node:http';
import { loadOpenApi } from '@minutemart/contracts/openapi';
import { OpenApiAnswers, operationFor, type Answer, type OperationRef } from '@minutemart/contracts/openapi-answers';
import { gatewayUrl } from '../stack.js';

/** The document the gateway serves (the suite checks that it is this one). */
export const doc = loadOpenApi();
export const answers = new OpenApiAnswers(doc);

/** One request to one operation, and the statuses it must get. */
export interface Call {
  /** What the request shows, for the failure message. */
  why: string;
  /** The concrete path (path parameters filled in); the operation's path when it has none. */
  path?: string;
  query?: Record<string, string | undefined>;
  headers?: Record<string, string | undefined>;
  /** A JSON body. */
  json?: unknown;
  /** A body sent as it is (set the content type in `headers`), or a multipart form. */
  raw?: string | Buffer | FormData;
  /** The statuses this request may get: the valid ones succeed, the invalid ones fail as they should. */
  expect: number | number[];
}

export const expected = (c: Call): number[] => (Array.isArray(c.expect) ? c.expect : [c.expect]);

const STREAM_READ_MS = 3_000;

/** Sends `call` to operation `o` through the gateway and reads the answer (an event stream only up to its first chunk). */
export async function send(o: OperationRef, call: Call): Promise<Answer> {
  const path = call.path ?? o.path;
  if (operationFor(doc, o.method, path)?.key !== o.key) throw new Error(`${call.why}: ${o.method} ${path} is not ${o.key}`);
  const url = new URL(path, gatewayUrl);
  for (const [k, v] of Object.entries(call.query ?? {})) if (v !== undefined) url.searchParams.set(k, v);
  const headers = Object.fromEntries(Object.entries(call.headers ?? {}).filter((e): e is [string, string] => e[1] !== undefined));
  let body: string | Buffer | FormData | undefined = call.raw;
  if (call.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(call.json);
  }
  if (body !== undefined && o.method === 'GET') return getWithBody(url, headers, body);
  const abort = new AbortController();
  const res = await fetch(url, { method: o.method, headers, body, redirect: 'manual', signal: abort.signal });
  const contentType = res.headers.get('content-type');
  const answerHeaders = Object.fromEntries(res.headers.entries());
  if (contentType?.startsWith('text/event-stream')) {
    const reader = res.body!.getReader();
    const first = await Promise.race([reader.read(), new Promise<undefined>((r) => setTimeout(() => r(undefined), STREAM_READ_MS))]);
    abort.abort();
    return { status: res.status, contentType, headers: answerHeaders, body: first?.value ? Buffer.from(first.value).toString('utf8') : '' };
  }
  const text = await res.text();
  let parsed: unknown = text;
  if (contentType?.includes('json')) {
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON after all: the text, which the JSON schema will refuse */
    }
  }
  return { status: res.status, contentType, headers: answerHeaders, body: parsed };
}

/** fetch sends no body with a GET, but clients can, and the services parse what comes. */
function getWithBody(url: URL, headers: Record<string, string>, body: string | Buffer | FormData): Promise<Answer> {
  if (body instanceof FormData) throw new Error('a GET with a form body is not supported here');
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const contentType = res.headers['content-type'] ?? null;
        let parsed: unknown = text;
        try {
          parsed = contentType?.includes('json') && text ? JSON.parse(text) : text;
        } catch {
          /* the text, which the JSON schema will refuse */
        }
        const answerHeaders = Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : String(v)]));
        resolve({ status: res.statusCode ?? 0, contentType, headers: answerHeaders, body: parsed });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** What is wrong with the answer to `call`: an undocumented status or shape, or a status it must not get. */
export async function check(o: OperationRef, call: Call): Promise<{ answer: Answer; problems: string[] }> {
  const answer = await send(o, call);
  const problems = answers.problems(o, answer);
  if (!expected(call).includes(answer.status)) {
    const message = (answer.body as { message?: unknown } | null)?.message;
    problems.push(`expected ${expected(call).join(' or ')}, got ${answer.status}${message ? ` '${String(message)}'` : ''}`);
  }
  return { answer, problems: problems.map((p) => `${o.key} (${call.why}): ${p}`) };
}
