import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  addresses,
  ApiError,
  BillDetails,
  BoltIcon,
  Button,
  CardIcon,
  CashIcon,
  cart,
  deliveryLocation,
  EmptyState,
  errorMessage,
  formatPaise,
  PageSpinner,
  forgetCartAvailability,
  promiseHeadline,
  toast,
  useAddresses,
  useCart,
  useCartAvailability,
  useDeliveryLocation,
  useCartMeta,
  useQuote,
  useSession,
} from '@minutemart/ui';
import { AddressDialog } from '../../components/AddressDialog';
import { PageHeader } from '../../components/PageHeader';
import { SignInRequired } from '../../components/SignInRequired';
import { answeredForOrder, placeCashOnDelivery, startCardCheckout, unavailableOf } from '../../orders/api';
import { useAttemptKey } from '../../orders/attemptKey';
import { orders } from '../../orders/store';
import type { PlaceOrderBody, Unavailable } from '../../orders/types';
import { CheckoutItems } from './CheckoutItems';
import { AddressChooser } from './AddressChooser';
import { UnavailableNotice, unavailableText } from './UnavailableNotice';
import { DeliveryPromiseCard } from './DeliveryPromiseCard';
import { RefusedNotice, STORE_SHORT_ID, StoreShortNotice } from './StoreNotices';
import { OffersPanel } from './OffersPanel';
import { OrderInstructions } from './OrderInstructions';
import { cleanInstructions, type Instructions } from '../../components/DeliveryInstructionsFields';

export const PAYMENT_LOADING_TEXT = 'Loading...';

type Submitting = null | 'cod' | 'card';

/** /checkout: address, bill, and 'Online Payment' / 'Cash on Delivery', as in the original client. */
export default function Checkout() {
  const { status: sessionStatus, user } = useSession();
  const { lines, ...totals } = useCart();
  const { status: cartStatus } = useCartMeta();
  const { status: addressStatus, list } = useAddresses();
  const navigate = useNavigate();
  const attempt = useAttemptKey();
  const [selectedId, setSelectedId] = useState<string | undefined>();
  /** Ids saved before the Add address dialog opened: the new one is the id not among them. */
  const [adding, setAdding] = useState<Set<string> | null>(null);
  const [submitting, setSubmitting] = useState<Submitting>(null);
  const [rejected, setRejected] = useState<{ items: Unavailable[]; message: string } | null>(null);
  /** The server would not take the order for this address (not served, store closed or busy). */
  const [refused, setRefused] = useState<{ message: string; addressId: string } | null>(null);
  /** The rider's instructions changed for this order, for the address they were changed on. */
  const [override, setOverride] = useState<{ addressId: string; value: Instructions } | null>(null);
  const { location, promise: shopperPromise } = useDeliveryLocation();
  const { short } = useCartAvailability(lines);
  /** The code the shopper entered: the quote says whether it applies and why not. */
  const [couponCode, setCouponCode] = useState<string | undefined>();
  const [quoteRevision, setQuoteRevision] = useState(0);
  const userId = user?._id;

  useEffect(() => {
    if (!userId) return;
    addresses.load().catch((err: unknown) => toast.error(errorMessage(err)));
  }, [userId]);

  // As in the original client, selecting an address is not enforced; the default is the shopper's chosen location, else the first one.
  const address = list.find((a) => a._id === selectedId) ?? list.find((a) => a._id === location?.addressId) ?? list[0];
  // The address being ordered to is the shopper's location: its store is the one whose shelf counts.
  const promise = location?.addressId === address?._id && address ? shopperPromise : null;
  const addressId = address?._id;
  // The order service's bill for this basket, address and code: what placement will charge.
  const { quote, loading: quoting } = useQuote({ lines, addressId, couponCode, revision: quoteRevision });
  useEffect(() => {
    const chosen = addresses.list.find((a) => a._id === addressId);
    if (chosen && deliveryLocation.state.location?.addressId !== chosen._id) void deliveryLocation.chooseAddress(chosen).catch(() => undefined);
  }, [addressId]);

  if (!user) {
    return (
      <section className="mx-auto max-w-3xl">
        <PageHeader title="Checkout" />
        {sessionStatus === 'ready' ? <SignInRequired what="your cart and place the order" /> : <PageSpinner />}
      </section>
    );
  }

  if (lines.length === 0) {
    return (
      <section className="mx-auto max-w-3xl">
        <PageHeader title="Checkout" />
        {cartStatus === 'loading' || cartStatus === 'idle' ? (
          <PageSpinner label="Loading your cart" />
        ) : (
          <EmptyState title="Your cart is empty">
            Add something to your cart first.{' '}
            <Link to="/" className="font-semibold text-brand-700 hover:underline">
              Continue shopping
            </Link>
          </EmptyState>
        )}
      </section>
    );
  }

  // Lines the store cannot fill would only be refused: they are fixed first (ADR 0015); so is a basket below the minimum order.
  const belowMinimum = quote?.canPlace === false ? quote.blocker : null;
  const canPay = Boolean(address) && !submitting && short.length === 0 && !belowMinimum;
  const grandTotalPaise = quote?.grandTotalPaise ?? totals.grandTotalPaise;

  const orderInstructions = override && override.addressId === address?._id ? override.value : null;
  const body = (): PlaceOrderBody => ({
    list_items: lines.map((l) => ({ productId: l.productId._id, quantity: l.quantity })),
    addressId: address!._id,
    // Only a code the quote applied: one it refused would only be refused again.
    ...(quote?.coupon?.applied ? { couponCode: quote.coupon.code } : {}),
    // Without a change the order copies the address's own instructions.
    ...(orderInstructions ? { instructions: cleanInstructions(orderInstructions) } : {}),
  });
  const fingerprint = (method: 'cod' | 'card') =>
    JSON.stringify([method, address?._id, lines.map((l) => [l._id, l.quantity]), quote?.coupon?.applied ? quote.coupon.code : null]);

  /** A 409 names what ran out; the cart stays and is re-read so the steppers show what is left. */
  function onRefused(err: unknown): boolean {
    // The code stopped applying meanwhile (used up, ended): the quote asks again and says why.
    const refusedCode = err instanceof ApiError ? (err.envelope?.data as { coupon?: { code?: string } } | null | undefined)?.coupon : undefined;
    if (refusedCode || (err instanceof ApiError && err.status === 422 && (err.envelope?.data as { minimumOrder?: unknown } | null)?.minimumOrder)) {
      toast.error(err instanceof Error ? err.message : 'The bill changed');
      setQuoteRevision((n) => n + 1);
      return true;
    }
    // 422 (nobody delivers to this pincode) or 409 without items (its stores cannot take orders now): the server's words, inline.
    if (err instanceof ApiError && (err.status === 422 || err.status === 409) && unavailableOf(err).length === 0 && address) {
      setRefused({ message: err.message, addressId: address._id });
      toast.error(err.message);
      void deliveryLocation.refresh();
      return true;
    }
    if (!(err instanceof ApiError) || err.status !== 409) return false;
    forgetCartAvailability();
    const items = unavailableOf(err);
    setRejected({ items, message: err.message });
    toast.error(items.length === 1 ? unavailableText(items[0]!, promise?.storeName) : err.message);
    void cart.load();
    return true;
  }

  /** No answer (network, gateway): keep the key so a retry cannot place a second order. Otherwise it was answered. */
  function onFailed(err: unknown) {
    if (answeredForOrder(err)) attempt.settle();
    if (!onRefused(err)) toast.error(errorMessage(err));
  }

  async function payOnDelivery() {
    if (!canPay) return;
    setSubmitting('cod');
    setRejected(null);
    setRefused(null);
    const lineIds = lines.map((l) => l._id);
    try {
      const order = await placeCashOnDelivery(body(), attempt.keyFor(fingerprint('cod')));
      attempt.settle();
      const pending = order?.state === 'pending';
      navigate('/success', {
        state: {
          text: 'Order',
          orderId: order?.orderId,
          pending,
          totalPaise: order?.totals?.grandTotalPaise,
          promisedMinutes: order?.promisedMinutes,
          promisedAt: order?.promisedAt,
        },
      });
      void cart.settleAfterOrder(lineIds);
      void orders.load();
    } catch (err) {
      onFailed(err);
      setSubmitting(null);
    }
  }

  async function payOnline() {
    if (!canPay) return;
    setSubmitting('card');
    setRejected(null);
    setRefused(null);
    toast.info(PAYMENT_LOADING_TEXT);
    const key = attempt.keyFor(fingerprint('card'));
    try {
      // A late stock answer (202) has no payment session yet: ask again with the same key, same order.
      let started = await startCardCheckout(body(), key);
      for (let i = 0; started.kind === 'pending' && i < 8; i++) {
        await new Promise((r) => setTimeout(r, 750));
        started = await startCardCheckout(body(), key);
      }
      void orders.load();
      if (started.kind === 'redirect') {
        attempt.settle();
        void cart.load();
        window.location.assign(started.url);
        return;
      }
      if (started.kind === 'paid') {
        attempt.settle();
        navigate('/success', { state: { text: 'Payment', orderId: started.orderId } });
        void cart.load();
        return;
      }
      toast.info('Your order is being confirmed. Please try Online Payment again in a moment.');
      setSubmitting(null);
    } catch (err) {
      onFailed(err);
      setSubmitting(null);
    }
  }

  return (
    <section className="mx-auto max-w-6xl max-lg:pb-32">
      <PageHeader
        title="Checkout"
        subtitle={
          <span className="inline-flex items-center gap-1">
            <BoltIcon size={14} className="text-accent-500" />
            {promise?.serviceable && promise.available
              ? `${promiseHeadline(promise)} to the address you choose`
              : 'Delivery in minutes to the address you choose'}
          </span>
        }
      />
      <div className="grid grid-cols-1 items-start gap-5 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-6">
        <div className="space-y-5">
          <AddressChooser
            list={list}
            loading={addressStatus !== 'ready' && list.length === 0 && addressStatus !== 'error'}
            selectedId={address?._id}
            onSelect={(id) => {
              setSelectedId(id);
              setRefused(null);
            }}
            onAdd={() => setAdding(new Set(list.map((a) => a._id)))}
          />
          {address && (
            <OrderInstructions
              address={address}
              override={orderInstructions}
              onOverride={(value) => setOverride(value ? { addressId: address._id, value } : null)}
            />
          )}
          <DeliveryPromiseCard promise={promise} pincode={address ? String(address.pincode) : undefined} />
          <CheckoutItems lines={lines} unavailable={rejected?.items ?? []} short={short} storeName={promise?.storeName} />
        </div>
        <aside className="space-y-4 lg:sticky lg:top-24">
          <OffersPanel
            coupon={quote?.coupon ?? null}
            offers={quote?.offers ?? []}
            checking={quoting && Boolean(couponCode)}
            onApply={(code) => setCouponCode(code)}
            onRemove={() => setCouponCode(undefined)}
          />
          <BillDetails totals={totals} bill={quote} pending={quoting} showQuantity />
          {belowMinimum && (
            <p role="status" data-testid="checkout-minimum" className="rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-red-700 ring-1 ring-red-200">
              {belowMinimum}
            </p>
          )}
          {rejected && <UnavailableNotice items={rejected.items} message={rejected.message} storeName={promise?.storeName} />}
          {refused && refused.addressId === address?._id && <RefusedNotice message={refused.message} />}
          {!rejected && short.length > 0 && <StoreShortNotice short={short} storeName={promise?.storeName} lines={lines} />}
          {/* Under 1024 px the payment buttons ride in a bar at the bottom of the screen, always in reach. */}
          <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70 max-lg:fixed max-lg:inset-x-0 max-lg:bottom-0 max-lg:z-30 max-lg:rounded-b-none max-lg:p-3 max-lg:pb-[max(0.75rem,env(safe-area-inset-bottom))] max-lg:shadow-[0_-6px_20px_rgba(15,23,42,0.1)] max-lg:ring-0">
            {!address && addressStatus === 'ready' && (
              <p className="mb-3 rounded-xl bg-accent-50 px-3 py-2 text-sm text-accent-600">Add a delivery address to place the order.</p>
            )}
            {!rejected && short.length > 0 && (
              // Why the buttons below are off, in reach on a phone where the notice is out of sight.
              <button
                type="button"
                data-testid="checkout-pay-blocked"
                onClick={() => document.getElementById(STORE_SHORT_ID)?.scrollIntoView({ block: 'start', behavior: 'smooth' })}
                className="mx-auto mb-2 block text-center text-xs font-semibold text-red-700 underline underline-offset-2 lg:hidden"
              >
                {short.length === 1 ? '1 item' : `${short.length} items`} can't come from {promise?.storeName ? `our ${promise.storeName} store` : 'this store'}
                : fix to pay
              </button>
            )}
            {belowMinimum && <p className="mx-auto mb-2 text-center text-xs font-semibold text-red-700 lg:hidden">{belowMinimum}</p>}
            <p className="mx-auto mb-2 flex max-w-xl items-baseline justify-between px-1 text-sm text-slate-600 lg:hidden">
              <span>
                Grand total{' '}
                <span className="text-xs text-slate-400">
                  ({totals.totalQty} {totals.totalQty === 1 ? 'item' : 'items'})
                </span>
              </span>
              <span className="text-base font-bold tabular-nums text-slate-900" data-testid="checkout-bar-total">
                {formatPaise(grandTotalPaise)}
              </span>
            </p>
            <div className="mx-auto grid max-w-xl grid-cols-2 gap-2.5 lg:grid-cols-1">
              <Button
                size="lg"
                variant="outline"
                block
                disabled={!canPay}
                loading={submitting === 'card'}
                onClick={() => void payOnline()}
                className="whitespace-nowrap max-lg:px-2 max-lg:text-sm"
              >
                {submitting !== 'card' && <CardIcon size={20} className="max-[360px]:hidden" />}
                Online Payment
              </Button>
              <Button
                size="lg"
                block
                disabled={!canPay}
                loading={submitting === 'cod'}
                onClick={() => void payOnDelivery()}
                className="whitespace-nowrap max-lg:px-2 max-lg:text-sm"
              >
                {submitting !== 'cod' && <CashIcon size={20} className="max-[360px]:hidden" />}
                Cash on Delivery
              </Button>
            </div>
            <p className="mt-3 text-center text-xs text-slate-400 max-lg:hidden">Card payments are processed securely by Stripe.</p>
          </div>
        </aside>
      </div>
      <AddressDialog
        open={Boolean(adding)}
        onClose={() => setAdding(null)}
        onSaved={() => {
          const added = addresses.list.find((a) => !adding?.has(a._id));
          if (added) setSelectedId(added._id);
        }}
      />
    </section>
  );
}
