import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';

// Resolved through the package, not this file's location: bundled services inline this module.
const dir = join(dirname(createRequire(import.meta.url).resolve('@minutemart/contracts/package.json')), 'openapi');

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

type Operation = { responses?: Record<string, unknown>; 'x-answered-by'?: string };

/**
 * The /api OpenAPI 3.1 document: the base file (info, components) plus every file in paths/,
 * one per owning area, so teams extend the contract without editing each other's sections.
 */
export function loadOpenApi(): Record<string, any> {
  const doc = parse(readFileSync(join(dir, 'openapi.yaml'), 'utf8')) as Record<string, any>;
  doc['paths'] = {};
  for (const file of readdirSync(join(dir, 'paths'))
    .filter((f) => f.endsWith('.yaml'))
    .sort()) {
    const paths = parse(readFileSync(join(dir, 'paths', file), 'utf8')) as Record<string, unknown> | null;
    for (const [path, item] of Object.entries(paths ?? {})) {
      if (doc['paths'][path]) throw new Error(`OpenAPI path ${path} defined twice (in ${file})`);
      doc['paths'][path] = item;
    }
  }
  addLayerResponses(doc);
  return doc;
}

/**
 * Every operation gets the answers of the layers in front of its handler (openapi.yaml
 * `x-layer-responses`: the gateway's rate limit, a service's body parsing and the proxy) unless it
 * describes that status itself; its responses are then listed in status order.
 */
function addLayerResponses(doc: Record<string, any>): void {
  const layers = (doc['x-layer-responses'] ?? {}) as Record<string, Record<string, unknown>>;
  for (const item of Object.values(doc['paths'] as Record<string, Record<string, Operation>>)) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op) continue;
      const added = op['x-answered-by'] === 'gateway' ? [layers['gateway']] : [layers['gateway'], layers['service']];
      // A fresh object: YAML anchors may share one response map between operations.
      const responses: Record<string, unknown> = { ...op.responses };
      for (const layer of added) for (const [status, response] of Object.entries(layer ?? {})) responses[status] ??= response;
      op.responses = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
    }
  }
}
