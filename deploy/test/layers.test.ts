// Layers point one way in every service: api -> domain -> data. A domain file that imports Express
// or one of its service's api/ modules (routers, request schemas) ties the rules to HTTP; the api
// layer adapts requests to the domain, never the other way round.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { repoRoot } from './platform/stack.js';

const services = readdirSync(join(repoRoot, 'services'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'kit')
  .map((d) => `services/${d.name}`)
  // `make test S=<name>` / `make test-changed` check only the workspaces they concern.
  .filter((w) => !process.env.MM_TEST_PARTY || process.env.MM_TEST_PARTY.split(',').includes(w));

/** Every .ts file under a `domain/` folder of the service's src/ (a module may keep its own, like order's dark-store/). */
function domainFiles(service: string): string[] {
  const out: string[] = [];
  const walk = (dir: string, inDomain: boolean) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, e.name);
      if (e.isDirectory()) walk(path, inDomain || e.name === 'domain');
      else if (inDomain && e.name.endsWith('.ts')) out.push(path);
    }
  };
  walk(join(repoRoot, service, 'src'), false);
  return out;
}

/** What a domain file at `file` (in the service whose src/ is `src`) may not import, from its text. */
export function layerViolations(file: string, src: string, text: string): string[] {
  const api = join(src, 'api') + sep;
  // The compiler's own scan: static, type-only and dynamic imports and re-exports, none in comments or strings.
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((f) => f.fileName)
    .filter((spec) => {
      if (spec === 'express' || spec.startsWith('express/')) return true;
      return spec.startsWith('.') && (resolve(dirname(file), spec) + sep).startsWith(api);
    });
}

describe('layers', () => {
  it('finds a domain file importing Express or its api/ layer, and nothing else', () => {
    const src = join(repoRoot, 'services/example/src');
    const file = join(src, 'domain/module/rules.ts');
    const text = [
      "import type { Response } from 'express';",
      "import { productCreate } from '../../api/schemas.js';",
      "export type { Patch } from '../../api/patch.js';",
      "const later = () => import('../../api/routes.js');",
      "import { model } from '../../data/model.js';",
      "import { rule } from '../other.js';",
      "import { ok } from '@minutemart/kit';",
      "// import { router } from '../../api/commented-out.js';",
    ].join('\n');
    expect(layerViolations(file, src, text)).toEqual(['express', '../../api/schemas.js', '../../api/patch.js', '../../api/routes.js']);
  });

  it.each(services)('%s: domain code imports neither Express nor the api layer', (service) => {
    const src = join(repoRoot, service, 'src');
    const files = domainFiles(service);
    expect(files.length).toBeGreaterThan(0);
    const found = files.flatMap((f) => layerViolations(f, src, readFileSync(f, 'utf8')).map((spec) => `${relative(repoRoot, f)} imports ${spec}`));
    expect(found).toEqual([]);
  });
});
