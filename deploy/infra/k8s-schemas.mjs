// Turns the Kubernetes OpenAPI (v2) document into the JSON Schema files kubeconform reads, offline:
// one standalone file per kind and API version, $refs inlined, strict (unknown fields refused), named
// the way kubeconform's default template expects: <kind>-<group>-<version>.json (core: <kind>-<version>.json).
//   node deploy/infra/k8s-schemas.mjs <swagger.json> <output dir>
// The same conversion kubeconform's own openapi2jsonschema script does for its published schemas.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [swaggerPath, outDir] = process.argv.slice(2);
if (!swaggerPath || !outDir) {
  console.error('usage: k8s-schemas.mjs <swagger.json> <output dir>');
  process.exit(2);
}
const definitions = JSON.parse(readFileSync(swaggerPath, 'utf8')).definitions;

// Kubernetes values YAML writes either way: `port: 8080` or `port: http`, `cpu: 1` or `cpu: 500m`.
const SPECIAL = {
  'io.k8s.apimachinery.pkg.util.intstr.IntOrString': { oneOf: [{ type: 'string' }, { type: 'integer' }] },
  'io.k8s.apimachinery.pkg.api.resource.Quantity': { oneOf: [{ type: 'string' }, { type: 'number' }] },
};

/** Inline every $ref; a type already being expanded (a recursive one) accepts anything there. */
function expand(schema, stack) {
  if (Array.isArray(schema)) return schema.map((s) => expand(s, stack));
  if (!schema || typeof schema !== 'object') return schema;
  if (schema.$ref) {
    const name = schema.$ref.replace('#/definitions/', '');
    if (SPECIAL[name]) return { ...SPECIAL[name], ...(schema.description ? { description: schema.description } : {}) };
    if (stack.includes(name)) return {};
    return expand(definitions[name], [...stack, name]);
  }
  if (schema.format === 'int-or-string') return { oneOf: [{ type: 'string' }, { type: 'integer' }] };
  const out = {};
  for (const [k, v] of Object.entries(schema)) {
    if (k.startsWith('x-kubernetes-')) continue;
    out[k] = k === 'properties' ? Object.fromEntries(Object.entries(v).map(([p, s]) => [p, nullable(expand(s, stack))])) : expand(v, stack);
  }
  // Strict: an object with declared fields refuses unknown ones (a typo such as `readinessProbe.httpget`).
  if (out.properties && out.additionalProperties === undefined) out.additionalProperties = false;
  return out;
}

/** A field may be written as null (`resources: {}` rendered as `null` by some tools), as the API server accepts. */
function nullable(s) {
  if (typeof s.type === 'string') return { ...s, type: [s.type, 'null'] };
  return s;
}

mkdirSync(outDir, { recursive: true });
let count = 0;
for (const [name, def] of Object.entries(definitions)) {
  for (const gvk of def['x-kubernetes-group-version-kind'] ?? []) {
    const schema = expand(def, [name]);
    const apiVersion = gvk.group ? `${gvk.group}/${gvk.version}` : gvk.version;
    schema.properties = {
      ...schema.properties,
      apiVersion: { type: 'string', enum: [apiVersion] },
      kind: { type: 'string', enum: [gvk.kind] },
    };
    const suffix = gvk.group ? `-${gvk.group.split('.')[0].toLowerCase()}-${gvk.version}` : `-${gvk.version}`;
    writeFileSync(join(outDir, `${gvk.kind.toLowerCase()}${suffix}.json`), JSON.stringify({ $schema: 'http://json-schema.org/schema#', ...schema }));
    count++;
  }
}
console.log(`[infra] k8s schemas: ${count} kinds written to ${outDir}`);
