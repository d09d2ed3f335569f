/**
 * The API's shapes as TypeScript, generated from contracts/openapi (src/generated/openapi-types.ts,
 * `npm run generate-api-types -w contracts`). Frontends and e2e read an answer's shape from here
 * rather than writing it again.
 */
import type { components, paths } from './generated/openapi-types.js';

export type { components, paths };
export type ApiSchemas = components['schemas'];

export type CategoryRef = ApiSchemas['CategoryRef'];
export type Category = ApiSchemas['Category'];
export type SubCategory = ApiSchemas['SubCategory'];
export type Product = ApiSchemas['Product'];
