import { auditRecordedV1, topics, type EventData, type EventEnvelope } from '@minutemart/contracts';
import type { ConsumerSpec } from '@minutemart/kit';
import type { AuditTrail } from '../domain/audit-trail.js';

/** Every service's audit.recorded events into the trail. */
export function auditConsumer(trail: AuditTrail): ConsumerSpec {
  return {
    group: 'user-audit',
    topics: [topics.audit.name],
    handlers: {
      [`${auditRecordedV1.type}@${auditRecordedV1.version}`]: async (e: EventEnvelope<EventData<typeof auditRecordedV1>>) => trail.record(e),
    },
  };
}
