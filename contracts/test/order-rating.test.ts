import { z } from 'zod';
import { loadOpenApi } from '../src/openapi.js';
import { orderRatingInput } from '../src/order-rating.js';
import { DELIVERY_TAGS, ORDER_TAGS, RATING_COMMENT_MAX, canRate, ratingClosesAt, tagLabel } from '../src/rating-labels.js';

type Prop = { type?: string; maxLength?: number; maxItems?: number; minimum?: number; maximum?: number; items?: { enum?: string[] } };

describe('order ratings', () => {
  test('the OpenAPI component is the zod shape (fields, score range, tag lists, comment limit)', () => {
    const component = loadOpenApi()['components'].schemas.OrderRatingInput as { properties: Record<string, Prop>; required: string[] };
    const fromZod = z.toJSONSchema(orderRatingInput, { io: 'input' }) as { properties: Record<string, Prop>; required: string[] };
    const strip = (props: Record<string, Prop>) =>
      Object.fromEntries(
        Object.entries(props).map(([k, v]) => [
          k,
          { type: v.type, maxLength: v.maxLength, maxItems: v.maxItems, min: v.minimum, max: v.maximum, enum: v.items?.enum },
        ]),
      );
    expect(strip(component.properties)).toEqual(strip(fromZod.properties));
    expect([...component.required].sort()).toEqual([...fromZod.required].sort());
    expect(component.properties['orderTags']!.items!.enum).toEqual(ORDER_TAGS.map((t) => t.key));
    expect(component.properties['deliveryTags']!.items!.enum).toEqual(DELIVERY_TAGS.map((t) => t.key));
    expect(component.properties['comment']!.maxLength).toBe(RATING_COMMENT_MAX);
  });

  test('takes two scores, known tags once each and a trimmed comment; refuses the rest', () => {
    expect(orderRatingInput.parse({ orderScore: 5, deliveryScore: 4, deliveryTags: ['on_time'], comment: '  thanks ' })).toEqual({
      orderScore: 5,
      deliveryScore: 4,
      orderTags: [],
      deliveryTags: ['on_time'],
      comment: 'thanks',
    });
    const bad = (body: object) => orderRatingInput.safeParse(body).error?.issues[0]?.message;
    expect(bad({ orderScore: 0, deliveryScore: 3 })).toBe('orderScore must be a whole number from 1 to 5');
    expect(bad({ orderScore: 4.5, deliveryScore: 3 })).toBe('orderScore must be a whole number from 1 to 5');
    expect(bad({ orderScore: 4, deliveryScore: '5' })).toBe('deliveryScore must be a whole number from 1 to 5');
    expect(bad({ orderScore: 4, deliveryScore: 5, deliveryTags: ['fresh'] })).toMatch(/^Unknown delivery tag/);
    expect(bad({ orderScore: 4, deliveryScore: 5, orderTags: ['fresh', 'fresh'] })).toBe('Each order tag once');
    expect(bad({ orderScore: 4, deliveryScore: 5, comment: 'x'.repeat(RATING_COMMENT_MAX + 1) })).toBe('Keep the comment to 300 characters');
    expect(bad({ orderScore: 4, deliveryScore: 5, stars: 5 })).toBe('Unknown rating field: stars');
  });

  test('an order can be rated while delivered, unrated and within the window', () => {
    const deliveredAt = new Date('2030-03-04T06:30:00.000Z');
    expect(ratingClosesAt(deliveredAt).toISOString()).toBe('2030-03-11T06:30:00.000Z');
    const order = { state: 'delivered', deliveredAt, rating: null };
    expect(canRate(order, new Date('2030-03-11T06:30:00.000Z'))).toBe(true);
    expect(canRate(order, new Date('2030-03-11T06:30:00.001Z'))).toBe(false);
    expect(canRate({ ...order, rating: { orderScore: 5 } }, deliveredAt)).toBe(false);
    expect(canRate({ ...order, state: 'out_for_delivery', deliveredAt: null }, deliveredAt)).toBe(false);
    expect(tagLabel('polite_rider')).toBe('Polite rider');
  });
});
