import { Router } from 'express';
import swaggerUi from 'swagger-ui-express';
import { loadOpenApi } from '@minutemart/contracts/openapi';

/** Swagger UI over the contracts' OpenAPI document, the one description of /api. */
export function docsRoutes(): Router {
  const spec = loadOpenApi();
  const r = Router();
  r.get('/openapi.json', (_req, res) => res.json(spec));
  r.use('/', swaggerUi.serve, swaggerUi.setup(spec, { customSiteTitle: 'Minutemart API' }));
  return r;
}
