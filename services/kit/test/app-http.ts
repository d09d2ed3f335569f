import { http } from '../src/testing/index.js';

/**
 * `http` for the kit's own test apps: their routes under /api (/api/t/…) are no operation of the
 * OpenAPI document, so their answers are not held to it.
 */
export const appHttp = <T = any>(url: string, init: Parameters<typeof http>[1] = {}) => http<T>(url, { unchecked: "a kit test app's route", ...init });
