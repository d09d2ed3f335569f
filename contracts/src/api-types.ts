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
export type User = ApiSchemas['User'];
export type Address = ApiSchemas['Address'];
export type StaffMember = ApiSchemas['StaffMember'];
export type StaffInvite = ApiSchemas['StaffInvite'];
export type AuditEntry = ApiSchemas['AuditEntry'];

type JsonOf<C> = C extends { content: { 'application/json': infer B } } ? B : never;

/** The JSON request body operation `M` of path `P` takes. */
export type RequestBody<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { requestBody?: infer R } ? JsonOf<NonNullable<R>> : never;

/** The whole JSON answer (the envelope and what it carries beside `data`) of operation `M` of path `P` with status `S`. */
export type AnswerBody<P extends keyof paths, M extends keyof paths[P], S extends number = 200> = paths[P][M] extends {
  responses: { [K in S]: infer R };
}
  ? JsonOf<R>
  : never;

/** The `data` of operation `M` of path `P`'s answer with status `S`. */
export type AnswerData<P extends keyof paths, M extends keyof paths[P], S extends number = 200> = paths[P][M] extends {
  responses: { [K in S]: infer R };
}
  ? JsonOf<R> extends { data?: infer D }
    ? NonNullable<D>
    : never
  : never;
export type DarkStore = ApiSchemas['DarkStore'];
