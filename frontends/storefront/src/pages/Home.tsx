import { Link } from 'react-router';
import { BasketIcon, BoltIcon, SearchIcon, TagIcon, TruckIcon } from '@minutemart/ui';

const perks = [
  {
    Icon: TruckIcon,
    title: 'Superfast delivery',
    text: 'Get your order delivered to your doorstep at the earliest from dark stores near you.',
  },
  {
    Icon: TagIcon,
    title: 'Best prices & offers',
    text: 'Best price destination with offers directly from the manufacturers.',
  },
  {
    Icon: BasketIcon,
    title: 'Wide assortment',
    text: 'Choose from 5000+ products across food, personal care, household and other categories.',
  },
];

/** Home (placeholder): promo banner and the '10 minute delivery' hero. Category tiles and rows come next. */
export default function Home() {
  return (
    <div className="grid gap-5 md:gap-8">
      {/* Banner */}
      <div
        data-testid="home-banner"
        className="flex flex-wrap items-center justify-center gap-x-6 gap-y-1 rounded-2xl bg-accent-300 px-4 py-2.5 text-center text-[13px] font-semibold text-slate-900 md:text-sm"
      >
        <span>Free delivery on every order</span>
        <span className="hidden h-1 w-1 rounded-full bg-slate-900/40 sm:block" />
        <span>5000+ products</span>
        <span className="hidden h-1 w-1 rounded-full bg-slate-900/40 sm:block" />
        <span className="hidden sm:inline">Cash on delivery available</span>
      </div>

      {/* Hero */}
      <section className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 via-brand-600 to-brand-500 px-6 py-9 text-white md:px-12 md:py-14">
        <div aria-hidden="true" className="pointer-events-none absolute -right-16 -top-20 h-72 w-72 rounded-full bg-accent-400/25 blur-2xl" />
        <div aria-hidden="true" className="pointer-events-none absolute -bottom-24 right-24 h-64 w-64 rounded-full bg-white/10" />
        <div className="relative grid items-center gap-8 md:grid-cols-[1.3fr_1fr]">
          <div>
            <span className="inline-flex items-center gap-1.5 rounded-full bg-accent-400 px-3 py-1 text-xs font-bold uppercase tracking-wider text-brand-900">
              <BoltIcon size={14} /> 10 Min
            </span>
            <h1 className="mt-4 font-display text-4xl font-extrabold leading-tight tracking-tight md:text-6xl">10 minute delivery</h1>
            <p className="mt-3 max-w-md text-base text-brand-50/90 md:text-lg">
              Fresh fruits, vegetables, dairy and daily essentials at your door before your chai gets cold.
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link
                to="/search"
                className="inline-flex items-center gap-2 rounded-xl bg-white px-5 py-3 font-semibold text-brand-800 shadow-sm transition hover:bg-accent-100"
              >
                <SearchIcon size={18} /> Start shopping
              </Link>
              <span className="inline-flex items-center rounded-xl border border-white/30 px-4 py-3 text-sm font-medium text-white/90">
                Delivery charge: Free
              </span>
            </div>
          </div>
          <div aria-hidden="true" className="relative mx-auto hidden aspect-square w-full max-w-xs md:block">
            <div className="absolute inset-6 rounded-full bg-white/10" />
            <div className="absolute inset-14 grid place-items-center rounded-full bg-accent-400 text-brand-800 shadow-2xl shadow-brand-900/40">
              <BasketIcon size={96} strokeWidth={1.6} />
            </div>
            <div className="absolute right-2 top-8 flex items-center gap-1 rounded-2xl bg-white px-3 py-2 text-sm font-bold text-brand-800 shadow-lg">
              <BoltIcon size={14} className="text-accent-500" /> 10 Min
            </div>
            <div className="absolute bottom-10 left-0 rounded-2xl bg-white px-3 py-2 text-sm font-semibold text-slate-700 shadow-lg">5000+ products</div>
          </div>
        </div>
      </section>

      {/* Why shop */}
      <section aria-labelledby="why-shop" className="grid gap-3">
        <h2 id="why-shop" className="text-lg font-bold text-slate-900 md:text-xl">
          Why shop from Minutemart?
        </h2>
        <ul className="grid gap-3 md:grid-cols-3">
          {perks.map(({ Icon, title, text }) => (
            <li key={title} className="flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4">
              <span className="grid h-11 w-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
                <Icon size={22} />
              </span>
              <span>
                <span className="block font-semibold text-slate-900">{title}</span>
                <span className="mt-0.5 block text-sm text-slate-500">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
