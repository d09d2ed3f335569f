import { Router, type RequestHandler } from 'express';
import swaggerUi from 'swagger-ui-express';
import { loadOpenApi } from '@minutemart/contracts/openapi';

/** Where clients, code generators and Swagger UI itself fetch the one description of /api. */
export const OPENAPI_JSON_PATH = '/api/openapi.json';

/**
 * Mounted at /api: the contracts' OpenAPI document as JSON at /api/openapi.json, and Swagger UI at
 * /api/docs loading that same URL, so what people read and what tools generate from cannot differ.
 * Anything else falls through to the upstream proxies.
 */
export function docsRoutes(): Router {
  const spec = loadOpenApi();
  const r = Router();
  const json: RequestHandler = (_req, res) => {
    res.setHeader('cache-control', 'no-cache');
    res.json(spec);
  };
  r.get('/openapi.json', json);
  // The address Swagger UI's document had before /api/openapi.json existed; kept for old links.
  r.get('/docs/openapi.json', json);
  r.use('/docs', swaggerUi.serve, swaggerUi.setup(undefined, { customSiteTitle: 'Minutemart API', swaggerUrl: OPENAPI_JSON_PATH }));
  return r;
}
