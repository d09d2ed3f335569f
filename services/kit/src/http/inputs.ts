import { z } from 'zod';
import { idOf, isObjectId } from '../mongo/ids.js';

/**
 * An id field as clients send it: "24hex" or a whole `{ _id }` object. Anything else — an operator
 * object such as `{ "$ne": null }`, an array, a number, a UUID — is refused before any query runs.
 * Missing → `Provide <label>`; present but unusable → `Provide a valid <label>`.
 */
export const objectIdInput = (label: string) =>
  z.unknown().transform((v, ctx) => {
    if (v === undefined || v === null) {
      ctx.addIssue({ code: 'custom', message: `Provide ${label}` });
      return z.NEVER;
    }
    const id = Array.isArray(v) ? undefined : idOf(v);
    if (!isObjectId(id)) {
      ctx.addIssue({ code: 'custom', message: `Provide a valid ${label}` });
      return z.NEVER;
    }
    return id.toLowerCase();
  });
