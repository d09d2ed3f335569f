import { z } from 'zod';
import { defineEvent } from '../define-event.js';

const role = z.enum(['USER', 'ADMIN']);

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
