import { Schema, type Connection, type Model } from 'mongoose';
import { AUDIT_ENTITIES, ROLES, type AuditEntity, type Role } from '@minutemart/contracts';

/**
 * One entry of the audit trail (ADR 0017): an audit.recorded event as received, keyed by the
 * event's id so a repeated delivery stores it once. Written only by inserting; this service has no
 * code path that updates or deletes an entry, and no route that would.
 */
export interface AuditDoc {
  _id: string;
  at: Date;
  actor: { id: string; role: Role; email: string; stores: string[] };
  requestId: string;
  service: string;
  entity: AuditEntity;
  entityId: string;
  action: string;
  storeId: string | null;
  /** Every store the entry concerns (its store, and the stores a staff change gave or took), for the store filter. */
  stores: string[];
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  receivedAt: Date;
}

const schema = new Schema<AuditDoc>(
  {
    _id: { type: String, required: true },
    at: { type: Date, required: true, index: true },
    actor: {
      id: { type: String, required: true, index: true },
      role: { type: String, enum: ROLES, required: true },
      email: { type: String, default: '' },
      stores: { type: [String], default: [] },
    },
    requestId: { type: String, default: '' },
    service: { type: String, required: true },
    entity: { type: String, enum: AUDIT_ENTITIES, required: true, index: true },
    entityId: { type: String, required: true, index: true },
    action: { type: String, required: true },
    storeId: { type: String, default: null },
    stores: { type: [String], default: [], index: true },
    before: { type: Schema.Types.Mixed, default: null },
    after: { type: Schema.Types.Mixed, default: null },
    receivedAt: { type: Date, required: true },
  },
  { versionKey: false, minimize: false },
);

export const auditModel = (db: Connection): Model<AuditDoc> =>
  (db.models['audit_entry'] as Model<AuditDoc>) ?? db.model<AuditDoc>('audit_entry', schema, 'audit_entries');
