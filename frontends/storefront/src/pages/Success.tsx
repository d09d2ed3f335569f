import { Link, useLocation } from 'react-router';
import { CheckCircleIcon } from '@minutemart/ui';

/** /success: '{text or Payment} Successfully'; order placement passes { text: 'Order' } as router state. */
export default function Success() {
  const { state } = useLocation() as { state: { text?: string } | null };
  return (
    <section className="mx-auto my-8 flex max-w-md flex-col items-center gap-4 rounded-3xl bg-brand-50 px-6 py-10 text-center ring-1 ring-brand-100">
      <span className="text-brand-600">
        <CheckCircleIcon size={56} />
      </span>
      <p className="text-xl font-bold text-brand-800">{state?.text || 'Payment'} Successfully</p>
      <Link to="/" className="rounded-xl border border-brand-700 px-5 py-2.5 font-semibold text-brand-800 transition hover:bg-brand-700 hover:text-white">
        Go To Home
      </Link>
    </section>
  );
}
