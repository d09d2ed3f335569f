import { z } from 'zod';
import { DELIVERY_NOTE_MAX } from './delivery-instruction-labels.js';

/**
 * What the shopper tells the rider (ADR 0024): saved on an address, copied onto the order at
 * placement and overridable for one order. Every field is optional, so addresses and orders saved
 * before it read as "no instructions". The OpenAPI component `DeliveryInstructions` describes the
 * same shape (test/delivery-instructions.test.ts keeps the two together).
 */
export const deliveryInstructions = z
  .object(
    {
      leaveAtDoor: z.boolean({ error: 'leaveAtDoor must be true or false' }).optional(),
      doNotRing: z.boolean({ error: 'doNotRing must be true or false' }).optional(),
      callOnArrival: z.boolean({ error: 'callOnArrival must be true or false' }).optional(),
      pets: z.boolean({ error: 'pets must be true or false' }).optional(),
      note: z
        .string({ error: 'The note for the rider must be text' })
        .trim()
        .max(DELIVERY_NOTE_MAX, `Keep the note for the rider to ${DELIVERY_NOTE_MAX} characters`)
        .optional(),
    },
    {
      error: (i) => (i.code === 'unrecognized_keys' ? `Unknown delivery instruction: ${i.keys.join(', ')}` : 'Delivery instructions must be an object'),
    },
  )
  .strict();

export type DeliveryInstructions = z.infer<typeof deliveryInstructions>;
