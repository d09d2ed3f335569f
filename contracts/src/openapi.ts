import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';

// Resolved through the package, not this file's location: bundled services inline this module.
const dir = join(dirname(createRequire(import.meta.url).resolve('@minutemart/contracts/package.json')), 'openapi');

/**
 * The /api OpenAPI 3.1 document: the base file (info, components) plus every file in paths/,
 * one per owning area, so teams extend the contract without editing each other's sections.
 */
export function loadOpenApi(): Record<string, any> {
  const doc = parse(readFileSync(join(dir, 'openapi.yaml'), 'utf8')) as Record<string, any>;
  doc['paths'] = {};
  for (const file of readdirSync(join(dir, 'paths')).filter((f) => f.endsWith('.yaml')).sort()) {
    const paths = parse(readFileSync(join(dir, 'paths', file), 'utf8')) as Record<string, unknown> | null;
    for (const [path, item] of Object.entries(paths ?? {})) {
      if (doc['paths'][path]) throw new Error(`OpenAPI path ${path} defined twice (in ${file})`);
      doc['paths'][path] = item;
    }
  }
  return doc;
}
