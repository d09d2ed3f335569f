import { speaksV1, userRegisteredV1, userRegisteredV2, userUpdatedV1, userUpdatedV2, type Role } from '@minutemart/contracts';
import { newEvent, type OutboxEntry } from '@minutemart/kit';

export const SERVICE = 'user-service';

export interface AccountFacts {
  userId: string;
  name: string;
  email: string;
  role: Role;
  stores: readonly string[];
}

/**
 * user.registered in both versions: version 2 always, version 1 (USER and ADMIN only) while its
 * readers remain. A staff account of another role is not told to version-1 readers at all.
 */
export function registeredEvents(a: AccountFacts, at: Date): OutboxEntry[] {
  const base = { userId: a.userId, name: a.name, email: a.email, registeredAt: at.toISOString() };
  const events = [newEvent(userRegisteredV2, SERVICE, a.userId, { ...base, role: a.role, stores: [...a.stores] })];
  if (speaksV1(a.role)) events.unshift(newEvent(userRegisteredV1, SERVICE, a.userId, { ...base, role: a.role }));
  return events;
}

/** user.updated in both versions, the same way. */
export function updatedEvents(a: AccountFacts & { mobile: string | null; avatar: string; status: string }, at: Date): OutboxEntry[] {
  const base = { userId: a.userId, name: a.name, email: a.email, mobile: a.mobile, avatar: a.avatar, status: a.status, updatedAt: at.toISOString() };
  const events = [newEvent(userUpdatedV2, SERVICE, a.userId, { ...base, role: a.role, stores: [...a.stores] })];
  if (speaksV1(a.role)) events.unshift(newEvent(userUpdatedV1, SERVICE, a.userId, { ...base, role: a.role }));
  return events;
}
