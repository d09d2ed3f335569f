import { loadOpenApi } from '../src/openapi.js';

describe('OpenAPI document', () => {
  const doc = loadOpenApi();

  it('is OpenAPI 3.1 with the envelope schema', () => {
    expect(doc['openapi']).toBe('3.1.0');
    expect(doc['components'].schemas.Envelope.required).toEqual(['success', 'error', 'message', 'data']);
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
});
