import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Router } from 'express';
import swaggerUi from 'swagger-ui-express';
import { parse } from 'yaml';

const require = createRequire(import.meta.url);

/** Swagger UI over the contracts' OpenAPI document, the one description of /api. */
export function docsRoutes(): Router {
  const specPath = require.resolve('@minutemart/contracts/openapi.yaml');
  const spec = parse(readFileSync(specPath, 'utf8')) as Record<string, unknown>;
  const r = Router();
  r.get('/openapi.json', (_req, res) => res.json(spec));
  r.use('/', swaggerUi.serve, swaggerUi.setup(spec, { customSiteTitle: 'Minutemart API' }));
  return r;
}
