import { Link } from 'react-router';
import { CloseIcon } from '@minutemart/ui';

/** /cancel: the card payment was not completed. Nothing is charged and the cart stays as it was. */
export default function Cancel() {
  return (
    <section className="mx-auto my-6 max-w-md md:my-10">
      <div className="overflow-hidden rounded-3xl bg-white text-center shadow-sm ring-1 ring-slate-200/70">
        <div className="bg-gradient-to-b from-red-50 to-white px-6 pb-6 pt-10">
          <span className="animate-pop-in mx-auto grid h-20 w-20 place-items-center rounded-full bg-red-500 text-white shadow-lg shadow-red-500/30 ring-8 ring-red-100">
            <CloseIcon size={38} strokeWidth={3} />
          </span>
          <h1 className="mt-5 text-2xl font-extrabold tracking-tight text-red-700">Order Cancel</h1>
          <p className="mx-auto mt-2 max-w-xs text-sm text-slate-600">The payment was not completed, so nothing was charged. Your cart is still saved.</p>
        </div>
        <div className="grid gap-2.5 p-6">
          <Link to="/checkout" className="rounded-xl bg-brand-600 px-5 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-700">
            Back to Checkout
          </Link>
          <Link to="/" className="rounded-xl border border-slate-300 px-5 py-3 font-semibold text-slate-700 transition hover:bg-slate-50">
            Go To Home
          </Link>
        </div>
      </div>
    </section>
  );
}
