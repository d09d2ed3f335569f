/**
 * What a shopper may say about a delivered order (ADR 0026): two scores of 1 to 5, tags from the
 * fixed lists below and a short comment, once, within RATING_WINDOW_DAYS of delivery. No zod:
 * frontends import it as `@minutemart/contracts/rating-labels`; services validate with
 * order-rating.ts, built on these lists.
 */
export const RATING_WINDOW_DAYS = 7;
export const RATING_COMMENT_MAX = 300;
export const RATING_SCORES = [1, 2, 3, 4, 5] as const;

/** Praise is offered for a score of 4 or 5, complaints below it; the server takes either with any score. */
export type TagTone = 'praise' | 'complaint';

export const ORDER_TAGS = [
  { key: 'fresh', label: 'Fresh', tone: 'praise' },
  { key: 'well_packed', label: 'Well packed', tone: 'praise' },
  { key: 'good_value', label: 'Good value', tone: 'praise' },
  { key: 'as_described', label: 'As described', tone: 'praise' },
  { key: 'missing_item', label: 'Missing item', tone: 'complaint' },
  { key: 'wrong_item', label: 'Wrong item', tone: 'complaint' },
  { key: 'not_fresh', label: 'Not fresh', tone: 'complaint' },
  { key: 'poorly_packed', label: 'Poorly packed', tone: 'complaint' },
] as const satisfies readonly { key: string; label: string; tone: TagTone }[];

export const DELIVERY_TAGS = [
  { key: 'on_time', label: 'On time', tone: 'praise' },
  { key: 'polite_rider', label: 'Polite rider', tone: 'praise' },
  { key: 'followed_instructions', label: 'Followed instructions', tone: 'praise' },
  { key: 'careful_handling', label: 'Handled with care', tone: 'praise' },
  { key: 'late', label: 'Late', tone: 'complaint' },
  { key: 'rude_rider', label: 'Rude rider', tone: 'complaint' },
  { key: 'items_damaged', label: 'Items damaged', tone: 'complaint' },
  { key: 'ignored_instructions', label: 'Ignored instructions', tone: 'complaint' },
] as const satisfies readonly { key: string; label: string; tone: TagTone }[];

export type OrderTag = (typeof ORDER_TAGS)[number]['key'];
export type DeliveryTag = (typeof DELIVERY_TAGS)[number]['key'];

export const ORDER_TAG_KEYS = ORDER_TAGS.map((t) => t.key) as [OrderTag, ...OrderTag[]];
export const DELIVERY_TAG_KEYS = DELIVERY_TAGS.map((t) => t.key) as [DeliveryTag, ...DeliveryTag[]];

const labels = new Map<string, string>([...ORDER_TAGS, ...DELIVERY_TAGS].map((t) => [t.key, t.label]));
/** A tag as screens name it (the key itself for a tag this build does not know). */
export const tagLabel = (key: string): string => labels.get(key) ?? key;

/** When the window to rate closes: RATING_WINDOW_DAYS after delivery. */
export const ratingClosesAt = (deliveredAt: Date | string): Date => new Date(new Date(deliveredAt).getTime() + RATING_WINDOW_DAYS * 86_400_000);

/** True while a delivered, unrated order can be rated. */
export const canRate = (o: { state: string; deliveredAt: Date | string | null; rating?: unknown }, now: Date = new Date()): boolean =>
  o.state === 'delivered' && o.deliveredAt != null && !o.rating && now.getTime() <= ratingClosesAt(o.deliveredAt).getTime();
