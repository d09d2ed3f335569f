import type { Model } from 'mongoose';
import type { AuditEntity, EventData, EventEnvelope, auditRecordedV1 } from '@minutemart/contracts';
import type { AuditDoc } from '../data/audit-model.js';

export interface AuditQuery {
  /** A person: their user id, or (part of) their email. */
  actor?: string;
  store?: string;
  entity?: AuditEntity;
  entityId?: string;
  from?: Date;
  to?: Date;
  page: number;
  limit: number;
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const storesIn = (state: Record<string, unknown> | null): string[] =>
  Array.isArray(state?.['stores']) ? (state['stores'] as unknown[]).filter((s): s is string => typeof s === 'string') : [];

/**
 * The audit trail: every change staff and admins make, from every service's audit.recorded events,
 * kept append-only. Read with filters by person, store, entity and time, newest first.
 */
export class AuditTrail {
  constructor(private readonly entries: Model<AuditDoc>) {}

  /** Idempotent: a repeated event inserts nothing and changes nothing. */
  async record(e: EventEnvelope<EventData<typeof auditRecordedV1>>): Promise<void> {
    const d = e.data;
    const stores = [...new Set([d.storeId, ...storesIn(d.before), ...storesIn(d.after)].filter((s): s is string => Boolean(s)))];
    const entry: AuditDoc = { _id: e.id, ...d, at: new Date(d.at), stores, receivedAt: new Date() };
    await this.entries.updateOne({ _id: e.id }, { $setOnInsert: entry }, { upsert: true });
  }

  async search(q: AuditQuery) {
    const filter: Record<string, unknown> = {};
    if (q.actor) filter['$or'] = [{ 'actor.id': q.actor }, { 'actor.email': { $regex: escapeRegex(q.actor.toLowerCase()) } }];
    if (q.store) filter['stores'] = q.store;
    if (q.entity) filter['entity'] = q.entity;
    if (q.entityId) filter['entityId'] = q.entityId;
    if (q.from || q.to) filter['at'] = { ...(q.from ? { $gte: q.from } : {}), ...(q.to ? { $lt: q.to } : {}) };
    const [items, totalCount] = await Promise.all([
      this.entries
        .find(filter)
        .sort({ at: -1, _id: -1 })
        .skip((q.page - 1) * q.limit)
        .limit(q.limit)
        .lean<AuditDoc[]>(),
      this.entries.countDocuments(filter),
    ]);
    return { items: items.map(({ receivedAt: _r, ...entry }) => entry), totalCount };
  }
}
