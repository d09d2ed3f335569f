/**
 * Checks an HTTP answer against the OpenAPI document: is its status one the operation documents,
 * and do its content type, headers and body match that response. Used by the contracts' own suite
 * (every response schema compiles), the platform conformance test (real answers of the stack), every
 * service's own tests (`@minutemart/kit/testing`) and the e2e route fakes. Test code only: ajv is a
 * development dependency, and nothing a service runs imports this module.
 *
 * Schemas are JSON Schema 2020-12 (OpenAPI 3.1), validated with ajv's 2020 dialect. The document's
 * component schemas are registered once under COMPONENTS_ID; every `#/components/schemas/X` is
 * rewritten to point there, so each response schema compiles on its own.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import { HTTP_METHODS } from './openapi.js';

type Json = Record<string, any>;

export interface OperationRef {
  method: string;
  /** The path template, e.g. /api/order/details/{orderId}. */
  path: string;
  /** `POST /api/user/login`. */
  key: string;
  op: Json;
}

const COMPONENTS_ID = 'urn:minutemart:openapi:components';
const SCHEMA_REF = /^#\/components\/schemas\/([^/]+)$/;
// ajv-formats is CommonJS: the default import is its module.exports, whose `default` is the plugin.
const addFormats = addFormatsPlugin.default;

/** Every operation of the document, in document order. */
export function operationsOf(doc: Json): OperationRef[] {
  const out: OperationRef[] = [];
  for (const [path, item] of Object.entries(doc['paths'] as Record<string, Json>)) {
    for (const method of HTTP_METHODS) {
      const op = item[method] as Json | undefined;
      if (op) out.push({ method: method.toUpperCase(), path, key: `${method.toUpperCase()} ${path}`, op });
    }
  }
  return out;
}

/** The operation a concrete request line belongs to (path parameters match one segment). */
export function operationFor(doc: Json, method: string, url: string): OperationRef | undefined {
  const path = url.split('?')[0]!;
  return operationsOf(doc).find((o) => o.method === method.toUpperCase() && templateMatches(o.path, path));
}

function templateMatches(template: string, path: string): boolean {
  const re = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`);
  return re.test(path);
}

/** Follows a `$ref` to components/responses. */
export function resolveResponse(doc: Json, response: Json): Json {
  const ref = response['$ref'] as string | undefined;
  if (!ref) return response;
  const name = /^#\/components\/responses\/([^/]+)$/.exec(ref)?.[1];
  const target = name ? (doc['components']?.['responses']?.[name] as Json | undefined) : undefined;
  if (!target) throw new Error(`unresolved response ${ref}`);
  return resolveResponse(doc, target);
}

/** A deep copy with component schema refs made absolute, so the schema compiles outside the document. */
function absoluteRefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(absoluteRefs);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Json = {};
  for (const [k, v] of Object.entries(schema)) {
    const name = k === '$ref' && typeof v === 'string' ? SCHEMA_REF.exec(v)?.[1] : undefined;
    out[k] = name ? `${COMPONENTS_ID}#/$defs/${name}` : absoluteRefs(v);
  }
  return out;
}

const mediaType = (contentType: string | null | undefined) => (contentType ?? '').split(';')[0]!.trim().toLowerCase();

export interface Answer {
  status: number;
  contentType: string | null;
  headers: Record<string, string>;
  /** Parsed JSON, or the text when the answer is not JSON. */
  body: unknown;
  /** False when the body was not read (an event stream that does not end): status, type and headers are checked. */
  bodyRead?: boolean;
}

export class OpenApiAnswers {
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(readonly doc: Json) {
    // strict: a misspelt keyword in the document is an error, not a schema that accepts anything.
    this.ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
    addFormats(this.ajv);
    // OpenAPI's name for file content in multipart bodies: nothing to check in a string.
    this.ajv.addFormat('binary', true);
    // OpenAPI's own annotations on schema objects.
    for (const keyword of ['example', 'discriminator', 'xml', 'externalDocs']) this.ajv.addKeyword(keyword);
    this.ajv.addSchema({ $id: COMPONENTS_ID, $defs: absoluteRefs(doc['components']?.['schemas'] ?? {}) as Json });
  }

  /** Compiles one schema of the document (throws on an invalid schema or a dangling ref). */
  validatorFor(cacheKey: string, schema: unknown): ValidateFunction {
    let v = this.compiled.get(cacheKey);
    if (!v) {
      v = this.ajv.compile(absoluteRefs(schema) as Json);
      this.compiled.set(cacheKey, v);
    }
    return v;
  }

  /** Every schema of every operation (parameters, request bodies, responses) compiles; returns how many. */
  compileAll(): number {
    let n = 0;
    const compile = (key: string, content: unknown) => {
      for (const [type, media] of Object.entries((content ?? {}) as Record<string, Json>)) {
        if (media['schema'] === undefined) continue;
        this.validatorFor(`${key} ${type}`, media['schema']);
        n++;
      }
    };
    for (const o of operationsOf(this.doc)) {
      for (const p of (o.op['parameters'] ?? []) as Json[]) {
        if (p['schema'] !== undefined) this.validatorFor(`${o.key} parameter ${p['in']} ${p['name']}`, p['schema']);
      }
      compile(`${o.key} request`, o.op['requestBody']?.['content']);
      for (const [status, raw] of Object.entries(o.op['responses'] ?? {})) {
        const response = resolveResponse(this.doc, raw as Json);
        compile(`${o.key} ${status}`, response['content']);
        for (const [name, header] of Object.entries((response['headers'] ?? {}) as Record<string, Json>)) {
          if (header['schema'] !== undefined) this.validatorFor(`${o.key} ${status} header ${name}`, header['schema']);
        }
      }
    }
    return n;
  }

  /** What is wrong with this answer to operation `o`, in words; empty when it conforms. */
  problems(o: OperationRef, answer: Answer): string[] {
    const responses = (o.op['responses'] ?? {}) as Record<string, Json>;
    const raw = responses[String(answer.status)] ?? responses[`${String(answer.status)[0]}XX`] ?? responses['default'];
    if (!raw) return [`status ${answer.status} is not documented (documented: ${Object.keys(responses).join(', ')})`];
    const response = resolveResponse(this.doc, raw);
    const out: string[] = [];

    for (const [name, header] of Object.entries((response['headers'] ?? {}) as Record<string, Json>)) {
      const value = answer.headers[name.toLowerCase()];
      if (value === undefined) {
        if (header['required']) out.push(`header ${name} is missing`);
        continue;
      }
      const schema = header['schema'] as Json | undefined;
      if (!schema) continue;
      const typed = schema['type'] === 'integer' || schema['type'] === 'number' ? Number(value) : value;
      const v = this.validatorFor(`${o.key} ${answer.status} header ${name}`, schema);
      if (!v(typed)) out.push(`header ${name}: ${value} ${this.ajv.errorsText(v.errors)}`);
    }

    const content = (response['content'] ?? {}) as Record<string, Json>;
    const types = Object.keys(content);
    if (types.length === 0) return out;
    const type = mediaType(answer.contentType);
    const media = content[type] ?? content[types.find((t) => t.endsWith('/*') && type.startsWith(t.slice(0, -1))) ?? ''];
    if (!media) return [...out, `content type ${answer.contentType ?? '(none)'} is not documented for ${answer.status} (documented: ${types.join(', ')})`];
    if (media['schema'] !== undefined && answer.bodyRead !== false) {
      const v = this.validatorFor(`${o.key} ${answer.status} ${type}`, media['schema']);
      if (!v(answer.body)) out.push(`body does not match the ${answer.status} schema: ${this.ajv.errorsText(v.errors, { separator: '; ' })}`);
    }
    return out;
  }
}
