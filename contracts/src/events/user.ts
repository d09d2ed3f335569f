import { z } from 'zod';
import { defineEvent } from '../define-event.js';
import { ROLES } from '../permissions.js';

/** The roles version 1 of the account events carries, frozen (an enum value added breaks its readers). */
export const ROLES_V1 = ['USER', 'ADMIN'] as const;
export const speaksV1 = (role: string): role is (typeof ROLES_V1)[number] => (ROLES_V1 as readonly string[]).includes(role);
const role = z.enum(ROLES_V1);

export const userRegisteredV1 = defineEvent({
  type: 'user.registered',
  version: 1,
  topic: 'user',
  data: z.object({
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    role,
    registeredAt: z.string().datetime(),
  }),
});

export const userUpdatedV1 = defineEvent({
  type: 'user.updated',
  version: 1,
  topic: 'user',
  data: z.object({
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    mobile: z.string().nullable(),
    avatar: z.string(),
    role,
    status: z.string(),
    updatedAt: z.string().datetime(),
  }),
});

/**
 * Version 2 of the account events: every role of the permission table, and the dark stores a
 * store-bound role works for. Published next to version 1, which speaks only USER and ADMIN and so
 * is not published for the other roles (a version-1 reader does not hear of those accounts).
 */
const roleV2 = z.enum(ROLES);
const stores = z.array(z.string()).describe('The dark stores a PICKER, RIDER or STORE_MANAGER works for; empty for other roles');

export const userRegisteredV2 = defineEvent({
  type: 'user.registered',
  version: 2,
  topic: 'user',
  data: userRegisteredV1.data.extend({ role: roleV2, stores }),
});

export const userUpdatedV2 = defineEvent({
  type: 'user.updated',
  version: 2,
  topic: 'user',
  data: userUpdatedV1.data.extend({ role: roleV2, stores }),
});
