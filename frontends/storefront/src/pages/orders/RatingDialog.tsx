import { useEffect, useState } from 'react';
import { DELIVERY_TAGS, ORDER_TAGS, RATING_COMMENT_MAX, type DeliveryTag, type OrderTag, type TagTone } from '@minutemart/contracts/rating-labels';
import { Button, cx, Dialog, errorMessage, fieldClass, toast } from '@minutemart/ui';
import { rateOrder, RATE_TEXT, RATED_TEXT } from '../../orders/rating';
import type { Order } from '../../orders/types';
import { StarsInput } from './Stars';

type TagList<K extends string = string> = readonly { key: K; label: string; tone: TagTone }[];

/** Praise for 4 and 5 stars, what went wrong below: the chips a score offers. */
const toneOf = (score: number): TagTone => (score >= 4 ? 'praise' : 'complaint');

function TagChips<K extends string>({
  tags,
  score,
  chosen,
  onToggle,
  testId,
}: {
  tags: TagList<K>;
  score: number;
  chosen: K[];
  onToggle: (key: K) => void;
  testId: string;
}) {
  if (!score) return null;
  const tone = toneOf(score);
  return (
    <div className="mt-2.5">
      <p className="text-xs font-medium text-slate-500">{tone === 'praise' ? 'What went well?' : 'What went wrong?'}</p>
      <div data-testid={testId} className="mt-1.5 flex flex-wrap gap-2">
        {tags
          .filter((t) => t.tone === tone)
          .map((t) => {
            const on = chosen.includes(t.key);
            return (
              <button
                key={t.key}
                type="button"
                aria-pressed={on}
                data-tag={t.key}
                onClick={() => onToggle(t.key)}
                className={cx(
                  'rounded-full px-3 py-1.5 text-sm font-medium ring-1 ring-inset transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                  on
                    ? tone === 'praise'
                      ? 'bg-brand-600 text-white ring-brand-600'
                      : 'bg-amber-100 text-amber-900 ring-2 ring-amber-500'
                    : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
                )}
              >
                {t.label}
              </button>
            );
          })}
      </div>
    </div>
  );
}

/** Keeps the tags of the tone the new score offers; a tag of the other tone would not be on screen to untick. */
const keepTone = <K extends string>(tags: TagList<K>, chosen: K[], score: number): K[] =>
  chosen.filter((k) => tags.find((t) => t.key === k)?.tone === toneOf(score));

/**
 * Rate a delivered order, once (ADR 0026): the order and its items, and the delivery and its rider,
 * 1 to 5 stars each, chips for what went well or wrong, and a short comment.
 */
export function RatingDialog({ order, onClose, onRated }: { order: Order | null; onClose: () => void; onRated: (o: Order) => void }) {
  const [orderScore, setOrderScore] = useState(0);
  const [deliveryScore, setDeliveryScore] = useState(0);
  const [orderTags, setOrderTags] = useState<OrderTag[]>([]);
  const [deliveryTags, setDeliveryTags] = useState<DeliveryTag[]>([]);
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  const orderId = order?.orderId;

  useEffect(() => {
    setOrderScore(0);
    setDeliveryScore(0);
    setOrderTags([]);
    setDeliveryTags([]);
    setComment('');
  }, [orderId]);

  const toggle = <K extends string>(list: K[], key: K): K[] => (list.includes(key) ? list.filter((k) => k !== key) : [...list, key]);

  async function send() {
    if (!orderId) return;
    setSending(true);
    try {
      const { order: rated, message } = await rateOrder({
        orderId,
        orderScore,
        deliveryScore,
        orderTags,
        deliveryTags,
        ...(comment.trim() ? { comment: comment.trim() } : {}),
      });
      onRated(rated);
      toast.success(message || RATED_TEXT);
      onClose();
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setSending(false);
    }
  }

  const ready = orderScore > 0 && deliveryScore > 0;
  return (
    <Dialog
      open={Boolean(order)}
      onClose={onClose}
      title={RATE_TEXT}
      size="md"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Not now
          </Button>
          <Button data-testid="rating-submit" loading={sending} disabled={!ready} onClick={() => void send()}>
            Submit rating
          </Button>
        </>
      }
    >
      {order && (
        <div data-testid="rating-dialog" className="space-y-5">
          <p className="text-sm text-slate-500">Your order from {order.storeName}. You can rate it once, within 7 days of delivery.</p>
          <section className="rounded-2xl bg-slate-50 p-4">
            <StarsInput
              label="Your order and its items"
              value={orderScore}
              testId="rating-order-stars"
              onChange={(s) => {
                setOrderScore(s);
                setOrderTags((t) => keepTone(ORDER_TAGS, t, s));
              }}
            />
            <TagChips tags={ORDER_TAGS} score={orderScore} chosen={orderTags} testId="rating-order-tags" onToggle={(k) => setOrderTags((t) => toggle(t, k))} />
          </section>
          <section className="rounded-2xl bg-slate-50 p-4">
            <StarsInput
              label={order.rider?.name ? `The delivery, by ${order.rider.name}` : 'The delivery'}
              value={deliveryScore}
              testId="rating-delivery-stars"
              onChange={(s) => {
                setDeliveryScore(s);
                setDeliveryTags((t) => keepTone(DELIVERY_TAGS, t, s));
              }}
            />
            <TagChips
              tags={DELIVERY_TAGS}
              score={deliveryScore}
              chosen={deliveryTags}
              testId="rating-delivery-tags"
              onToggle={(k) => setDeliveryTags((t) => toggle(t, k))}
            />
          </section>
          <label className="block">
            <span className="flex justify-between text-sm font-bold text-slate-900">
              Anything else? <span className="font-normal text-slate-400">Optional</span>
            </span>
            <textarea
              data-testid="rating-comment"
              value={comment}
              maxLength={RATING_COMMENT_MAX}
              rows={3}
              onChange={(e) => setComment(e.target.value)}
              placeholder="Tell the store what to keep doing or do better"
              className={cx(fieldClass, 'mt-1.5 resize-none bg-white')}
            />
            <span className="mt-1 block text-right text-xs tabular-nums text-slate-400">
              {comment.length}/{RATING_COMMENT_MAX}
            </span>
          </label>
        </div>
      )}
    </Dialog>
  );
}
