import type { z } from 'zod';
import { badRequest } from './errors.js';

/**
 * Parse untrusted input against a schema. The first problem becomes a sentence a shopper can act
 * on ("Provide email"), the full list travels in `data` for developers.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  throw badRequest(issues[0]?.message ?? 'Invalid request', { issues });
}
