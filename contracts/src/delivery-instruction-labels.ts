/**
 * The delivery instructions' flags as screens name them (storefront form, checkout, rider card).
 * No zod: frontends import it as `@minutemart/contracts/delivery-instruction-labels`; the schema
 * services validate with is delivery-instructions.ts.
 */
export const DELIVERY_NOTE_MAX = 200;

export type DeliveryFlag = 'leaveAtDoor' | 'doNotRing' | 'callOnArrival' | 'pets';

export const DELIVERY_FLAGS: readonly { key: DeliveryFlag; label: string }[] = [
  { key: 'leaveAtDoor', label: 'Leave at the door' },
  { key: 'doNotRing', label: 'Do not ring the bell' },
  { key: 'callOnArrival', label: 'Call on arrival' },
  { key: 'pets', label: 'Pets at home' },
];

type Shape = Partial<Record<DeliveryFlag, boolean>> & { note?: string };

/** True when the instructions say anything at all (no flag set and no note is the same as none). */
export const hasInstructions = (i: Shape | null | undefined): boolean => Boolean(i && (DELIVERY_FLAGS.some((f) => i[f.key]) || i.note?.trim()));

/** The flags that are on, as one line ("Leave at the door · Pets at home"); empty when none are. */
export const flagsLine = (i: Shape | null | undefined): string =>
  DELIVERY_FLAGS.filter((f) => i?.[f.key])
    .map((f) => f.label)
    .join(' · ');
