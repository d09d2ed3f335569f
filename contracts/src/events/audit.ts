import { z } from 'zod';
import { defineEvent } from '../define-event.js';
import { ROLES } from '../permissions.js';

/** What an audited change is about. Adding one is a new version of audit.recorded. */
export const AUDIT_ENTITIES = ['product', 'category', 'subcategory', 'store', 'stock', 'order', 'staff', 'fee', 'offer'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** A document's fields as the change found and left them (null: it did not exist, or is gone). */
const state = z.record(z.string(), z.unknown()).nullable();

/**
 * One change made by staff or an admin, published by the service that made it in the same write as
 * the change itself (its outbox), and kept append-only by the user service's audit trail (ADR 0017).
 * Key: the entity id, so one thing's changes stay in order.
 */
export const auditRecordedV1 = defineEvent({
  type: 'audit.recorded',
  version: 1,
  topic: 'audit',
  data: z.object({
    at: z.string().datetime(),
    actor: z.object({ id: z.string(), role: z.enum(ROLES), email: z.string(), stores: z.array(z.string()) }),
    /** The request that made the change (x-request-id), to find it in the logs and traces. */
    requestId: z.string(),
    service: z.string(),
    entity: z.enum(AUDIT_ENTITIES),
    entityId: z.string(),
    /** The operation in the service's words: `create`, `update`, `claim`, `markMissing`, `invite`… */
    action: z.string(),
    /** The dark store the change belongs to, when it belongs to one. */
    storeId: z.string().nullable(),
    before: state,
    after: state,
  }),
});
