import { auditRecordedV1, isStaff, type AuditEntity } from '@minutemart/contracts';
import { requestContext } from './context.js';
import { newEvent, type OutboxEntry } from './kafka/events.js';

export interface AuditedChange {
  entity: AuditEntity;
  entityId: string;
  action: string;
  storeId?: string | null;
  /** The fields the change found and left (null: created, or deleted). Keep to what the change is about. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * The audit entries of a change, to go into the same outbox write as the change itself, so there is
 * no change without its entry (and no entry for a change that did not happen). Only changes staff
 * and admins make are audited: who and which request come from the request being served; a
 * shopper's own change or one made by the system (a consumer, a timer) gives none.
 */
export function auditEntries(service: string, change: AuditedChange): OutboxEntry[] {
  const ctx = requestContext.getStore();
  const actor = ctx?.auth;
  if (!ctx || !actor || !isStaff(actor.role)) return [];
  return [
    newEvent(auditRecordedV1, service, change.entityId, {
      at: new Date().toISOString(),
      actor: { id: actor.sub, role: actor.role, email: actor.email, stores: actor.stores ?? [] },
      requestId: ctx.requestId,
      service,
      entity: change.entity,
      entityId: change.entityId,
      action: change.action,
      storeId: change.storeId ?? null,
      before: change.before,
      after: change.after,
    }),
  ];
}

/** A document's fields for an audit entry, as plain JSON (dates as ISO strings, ids as text, the outbox left out). */
export function auditState(doc: object | null | undefined, fields?: readonly string[]): Record<string, unknown> | null {
  if (!doc) return null;
  const source = doc as Record<string, unknown>;
  const picked = fields ? Object.fromEntries(fields.filter((f) => f in source).map((f) => [f, source[f]])) : { ...source };
  delete picked['_outbox'];
  delete picked['__v'];
  return JSON.parse(JSON.stringify(picked)) as Record<string, unknown>;
}
