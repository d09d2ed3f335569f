import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AlertIcon, Button, cart, CardIcon, errorMessage, formatPaise, LockIcon, PageSpinner, ProductThumb, toast, useSession } from '@minutemart/ui';
import { SignInRequired } from '../../components/SignInRequired';
import { devPay, fetchOrder } from '../../orders/api';
import { orders } from '../../orders/store';
import type { Order } from '../../orders/types';
import { StatusBadge } from '../orders/StatusBadge';

export const TEST_PAYMENT_TEXT = 'Test payment page';

type Load = { status: 'loading' } | { status: 'ready'; order: Order } | { status: 'error'; message: string };

/**
 * /pay/mock?order=…&session=…: the page the order service hands out as the checkout `url` when it runs
 * against stripe-mock (which has no hosted checkout and cannot call webhooks). Paying or cancelling asks
 * the service to sign the matching Stripe event and deliver it to its own webhook (POST /api/order/dev/pay).
 */
export default function MockPay() {
  const { status: sessionStatus, user } = useSession();
  const [params] = useSearchParams();
  const orderId = params.get('order') ?? '';
  const sessionId = params.get('session') ?? '';
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [busy, setBusy] = useState<null | 'paid' | 'failed'>(null);
  const userId = user?._id;

  useEffect(() => {
    if (!userId) return;
    if (!orderId) {
      setLoad({ status: 'error', message: 'This payment link has no order.' });
      return;
    }
    let live = true;
    fetchOrder(orderId)
      .then((order) => live && setLoad({ status: 'ready', order }))
      .catch((err: unknown) => live && setLoad({ status: 'error', message: errorMessage(err) }));
    return () => {
      live = false;
    };
  }, [userId, orderId]);

  async function finish(outcome: 'paid' | 'failed', order: Order) {
    if (busy) return;
    setBusy(outcome);
    try {
      await devPay(order.orderId, outcome);
      if (outcome === 'paid') {
        const ordered = new Set(order.items.map((i) => i.productId));
        void cart.settleAfterOrder(
          cart.store
            .get()
            .filter((l) => ordered.has(l.productId._id))
            .map((l) => l._id),
        );
        void orders.load();
        navigate(`/success?text=Payment&order=${encodeURIComponent(order.orderId)}`, {
          replace: true,
          state: { text: 'Payment', orderId: order.orderId, totalPaise: order.totals.grandTotalPaise },
        });
      } else {
        void orders.load();
        navigate('/cancel', { replace: true });
      }
    } catch (err) {
      toast.error(errorMessage(err));
      setBusy(null);
    }
  }

  if (!user) return sessionStatus === 'ready' ? <SignInRequired what="this payment" /> : <PageSpinner />;

  return (
    <section className="mx-auto max-w-lg">
      <div
        role="note"
        data-testid="test-payment-banner"
        className="mb-4 flex items-start gap-3 rounded-2xl border border-accent-300 bg-accent-50 p-3.5 text-sm text-slate-800"
      >
        <AlertIcon size={20} className="mt-0.5 shrink-0 text-accent-600" />
        <p>
          <strong className="font-bold">{TEST_PAYMENT_TEXT}.</strong> Development only: the store runs against stripe-mock, so no card is asked for and no money
          moves. Choose how this payment should end.
        </p>
      </div>

      {load.status === 'loading' && <PageSpinner label="Loading the order" />}
      {load.status === 'error' && (
        <div role="alert" className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200/70">
          <p className="font-semibold text-slate-900">{load.message}</p>
          <Link to="/" className="mt-4 inline-flex rounded-xl bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
            Go To Home
          </Link>
        </div>
      )}
      {load.status === 'ready' && <PaymentCard order={load.order} sessionId={sessionId} busy={busy} onFinish={(o) => void finish(o, load.order)} />}
    </section>
  );
}

function PaymentCard({
  order,
  sessionId,
  busy,
  onFinish,
}: {
  order: Order;
  sessionId: string;
  busy: null | 'paid' | 'failed';
  onFinish: (outcome: 'paid' | 'failed') => void;
}) {
  const payable = order.state === 'awaiting_payment';
  const total = formatPaise(order.totals.grandTotalPaise);
  return (
    <article className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200/70">
      <header className="flex items-center justify-between gap-3 bg-slate-900 px-5 py-4 text-white">
        <div className="min-w-0">
          <p className="text-xs uppercase tracking-wider text-slate-400">Pay Minutemart</p>
          <p data-testid="pay-total" className="text-2xl font-extrabold tabular-nums">
            {total}
          </p>
        </div>
        <span className="grid h-11 w-11 place-items-center rounded-xl bg-white/10">
          <CardIcon size={24} />
        </span>
      </header>
      <div className="space-y-4 p-5">
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="font-mono text-slate-600">{order.orderId}</span>
          <StatusBadge state={order.state} label={order.status} />
        </div>
        <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-100" aria-label="Items">
          {order.items.map((item) => (
            <li key={item.productId} className="flex items-center gap-3 p-3">
              <ProductThumb src={item.image?.[0]} alt={item.name} size={44} />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-slate-800">{item.name}</span>
                <span className="text-xs text-slate-500">
                  {formatPaise(item.unitPricePaise)} × {item.quantity}
                </span>
              </span>
              <span className="text-sm font-semibold tabular-nums text-slate-900">{formatPaise(item.lineTotalPaise)}</span>
            </li>
          ))}
        </ul>
        {payable ? (
          <div className="grid gap-2.5">
            <Button size="lg" block loading={busy === 'paid'} disabled={Boolean(busy)} onClick={() => onFinish('paid')}>
              <LockIcon size={18} />
              Pay {total}
            </Button>
            <Button size="lg" variant="ghost" block loading={busy === 'failed'} disabled={Boolean(busy)} onClick={() => onFinish('failed')}>
              Cancel payment
            </Button>
          </div>
        ) : (
          <div className="rounded-2xl bg-slate-50 p-4 text-center text-sm text-slate-600">
            <p>This order is no longer waiting for a payment.</p>
            <Link to="/dashboard/myorders" className="mt-2 inline-flex font-semibold text-brand-700 hover:underline">
              See it in My Orders
            </Link>
          </div>
        )}
        {sessionId && <p className="truncate text-center text-[11px] text-slate-400">Checkout session {sessionId}</p>}
      </div>
    </article>
  );
}
