import { z } from 'zod';
import { loadOpenApi } from '../src/openapi.js';
import { deliveryInstructions } from '../src/delivery-instructions.js';
import { DELIVERY_FLAGS, DELIVERY_NOTE_MAX, hasInstructions } from '../src/delivery-instruction-labels.js';

describe('delivery instructions', () => {
  test('the OpenAPI component is the zod shape (same fields, types and note limit)', () => {
    const component = loadOpenApi()['components'].schemas.DeliveryInstructions;
    const fromZod = z.toJSONSchema(deliveryInstructions, { io: 'input' }) as { properties: Record<string, { type: string; maxLength?: number }> };
    const strip = (props: Record<string, { type: string; maxLength?: number }>) =>
      Object.fromEntries(Object.entries(props).map(([k, v]) => [k, { type: v.type, maxLength: v.maxLength }]));
    expect(strip(component.properties)).toEqual(strip(fromZod.properties));
    expect(component.properties.note.maxLength).toBe(DELIVERY_NOTE_MAX);
    expect(DELIVERY_FLAGS.map((f) => f.key).sort()).toEqual(
      Object.keys(component.properties)
        .filter((k) => k !== 'note')
        .sort(),
    );
  });

  test('trims the note and refuses a longer one, wrong types and unknown fields', () => {
    expect(deliveryInstructions.parse({ note: '  gate 2  ', pets: true })).toEqual({ note: 'gate 2', pets: true });
    expect(deliveryInstructions.safeParse({ note: 'x'.repeat(200) }).success).toBe(true);
    expect(deliveryInstructions.safeParse({ note: ` ${'x'.repeat(200)} ` }).success).toBe(true);
    expect(deliveryInstructions.safeParse({ note: 'x'.repeat(201) }).success).toBe(false);
    expect(deliveryInstructions.safeParse({ leaveAtDoor: 'yes' }).success).toBe(false);
    expect(deliveryInstructions.safeParse({ ring: true }).success).toBe(false);
    expect(deliveryInstructions.parse({})).toEqual({});
  });

  test('no flag and a blank note say nothing', () => {
    expect(hasInstructions(undefined)).toBe(false);
    expect(hasInstructions({ leaveAtDoor: false, note: ' ' })).toBe(false);
    expect(hasInstructions({ doNotRing: true })).toBe(true);
  });
});
