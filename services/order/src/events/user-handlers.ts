import { topics, userRegisteredV1, userRegisteredV2, userUpdatedV1, userUpdatedV2, type EventData, type EventEnvelope } from '@minutemart/contracts';
import type { ConsumerSpec } from '@minutemart/kit';
import type { StaffNames } from '../domain/dark-store/staff-names.js';

const key = (d: { type: string; version: number }) => `${d.type}@${d.version}`;

/** Staff names for the store steps' "who" (the user service owns accounts). */
export function staffConsumer(names: StaffNames): ConsumerSpec {
  return {
    group: 'order-staff',
    topics: [topics.user.name],
    handlers: {
      [key(userRegisteredV1)]: async (e: EventEnvelope<EventData<typeof userRegisteredV1>>) => names.apply(e.data, new Date(e.data.registeredAt)),
      [key(userUpdatedV1)]: async (e: EventEnvelope<EventData<typeof userUpdatedV1>>) => names.apply(e.data, new Date(e.data.updatedAt)),
      // Version 2 names pickers, riders and the other staff roles too; both arrive for USER and ADMIN, and apply once.
      [key(userRegisteredV2)]: async (e: EventEnvelope<EventData<typeof userRegisteredV2>>) => names.apply(e.data, new Date(e.data.registeredAt)),
      [key(userUpdatedV2)]: async (e: EventEnvelope<EventData<typeof userUpdatedV2>>) => names.apply(e.data, new Date(e.data.updatedAt)),
    },
  };
}
