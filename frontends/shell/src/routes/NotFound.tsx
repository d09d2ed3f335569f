import { Link } from 'react-router';

export function NotFound() {
  return (
    <section className="mx-auto max-w-3xl py-10 text-center">
      <p className="text-6xl font-extrabold text-brand-600">404</p>
      <h1 className="mt-2 text-xl font-bold text-slate-900">Page not found</h1>
      <p className="mt-1 text-slate-500">The page you are looking for does not exist.</p>
      <Link to="/" className="mt-6 inline-flex rounded-xl bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
        Go To Home
      </Link>
    </section>
  );
}
