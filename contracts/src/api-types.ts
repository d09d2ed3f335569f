/**
 * The API's shapes as TypeScript, generated from contracts/openapi (src/generated/openapi-types.ts,
 * `npm run generate-api-types -w contracts`). Frontends and e2e read an answer's shape from here
 * rather than writing it again.
 */
import type { components, paths } from './generated/openapi-types.js';

export type { components, paths };
export type ApiSchemas = components['schemas'];

/** `T` with its date-time fields `K` held as `D` (nullable ones stay nullable): how a service holds an answer before it is serialised. */
export type Dated<T, K extends keyof T, D> = Omit<T, K> & { [P in K]: null extends T[P] ? D | null : D };

export type CategoryRef = ApiSchemas['CategoryRef'];
export type Category = ApiSchemas['Category'];
export type SubCategory = ApiSchemas['SubCategory'];
export type Product = ApiSchemas['Product'];
