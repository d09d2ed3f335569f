import { Link } from 'react-router';
import { AlertIcon } from '@minutemart/ui';

export default function Cancel() {
  return (
    <section className="mx-auto my-8 flex max-w-md flex-col items-center gap-4 rounded-3xl bg-red-50 px-6 py-10 text-center ring-1 ring-red-100">
      <span className="text-red-500">
        <AlertIcon size={56} />
      </span>
      <p className="text-xl font-bold text-red-800">Order Cancel</p>
      <Link to="/" className="rounded-xl border border-red-700 px-5 py-2.5 font-semibold text-red-800 transition hover:bg-red-700 hover:text-white">
        Go To Home
      </Link>
    </section>
  );
}
