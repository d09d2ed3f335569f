import { Link } from 'react-router';
import { BoltIcon, SearchIcon } from '@minutemart/ui';

/** Drawn grocery bag (inline SVG, no external image): greens, baguette, milk, fruit and a '10' timer. */
function BagIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 320 280" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="mm-bag" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#f3c98b" />
          <stop offset="1" stopColor="#d99a4e" />
        </linearGradient>
        <linearGradient id="mm-milk" x1="0" x2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#e6eef5" />
        </linearGradient>
      </defs>
      {/* speed lines */}
      <g stroke="#ffffff" strokeOpacity="0.55" strokeWidth="7" strokeLinecap="round">
        <path d="M8 150h46" />
        <path d="M22 178h40" />
        <path d="M0 206h58" />
      </g>
      {/* ground shadow */}
      <ellipse cx="178" cy="262" rx="112" ry="12" fill="#022c18" opacity="0.18" />
      {/* leafy greens */}
      <g>
        <path d="M120 112c-26-30-22-70 6-86 6 30 16 54 14 86z" fill="#3dd383" />
        <path d="M132 114c-6-40 14-74 46-80-4 32-20 58-46 80z" fill="#16b962" />
        <path d="M128 116c2-24-2-46-10-64" stroke="#0c7941" strokeWidth="3" fill="none" strokeLinecap="round" />
      </g>
      {/* baguette */}
      <g transform="rotate(18 210 80)">
        <rect x="196" y="10" width="34" height="140" rx="17" fill="#e9a552" />
        <g stroke="#b86f22" strokeWidth="4" strokeLinecap="round">
          <path d="M204 36l18 -8" />
          <path d="M204 64l18 -8" />
          <path d="M204 92l18 -8" />
        </g>
      </g>
      {/* milk bottle */}
      <g>
        <rect x="152" y="40" width="44" height="96" rx="10" fill="url(#mm-milk)" />
        <rect x="160" y="26" width="28" height="18" rx="4" fill="#38bdf8" />
        <rect x="152" y="74" width="44" height="26" fill="#0ea5e9" opacity="0.85" />
        <path d="M166 87h16" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      </g>
      {/* bag */}
      <path d="M86 118h196l-14 132a14 14 0 0 1-14 12H114a14 14 0 0 1-14-12z" fill="url(#mm-bag)" />
      <path d="M86 118h196l-3 22H89z" fill="#c98539" />
      <path d="M150 150c0 20 14 30 34 30s34-10 34-30" stroke="#9a5d1d" strokeWidth="6" fill="none" strokeLinecap="round" />
      {/* apple */}
      <g>
        <circle cx="100" cy="226" r="30" fill="#ef4444" />
        <circle cx="90" cy="216" r="8" fill="#fff" opacity="0.35" />
        <path d="M100 198c0-8 4-14 10-16" stroke="#7c2d12" strokeWidth="4" fill="none" strokeLinecap="round" />
        <path d="M104 192c10-10 22-8 26-4-8 8-18 8-26 4z" fill="#16b962" />
      </g>
      {/* orange */}
      <g>
        <circle cx="272" cy="232" r="26" fill="#fb923c" />
        <circle cx="264" cy="224" r="7" fill="#fff" opacity="0.35" />
        <path d="M272 206l4 -8" stroke="#0c7941" strokeWidth="4" strokeLinecap="round" />
      </g>
      {/* 10-minute timer badge */}
      <g transform="translate(252 36)">
        <circle r="34" fill="#ffc51b" />
        <circle r="34" fill="none" stroke="#fff" strokeWidth="4" strokeDasharray="160 60" transform="rotate(-90)" />
        <text y="6" textAnchor="middle" fontSize="22" fontWeight="800" fill="#0e4e2f" fontFamily="Poppins, Inter, system-ui, sans-serif">
          10
        </text>
        <text y="20" textAnchor="middle" fontSize="9" fontWeight="700" fill="#0e4e2f" fontFamily="Inter, system-ui, sans-serif">
          MIN
        </text>
      </g>
    </svg>
  );
}

/** Home banner: the 10-minute promise over a drawn illustration. */
export function HeroBanner() {
  return (
    <section
      data-testid="home-banner"
      aria-labelledby="home-hero-title"
      className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-brand-800 via-brand-700 to-brand-500 px-5 py-6 text-white shadow-sm md:px-10 md:py-8"
    >
      <div aria-hidden="true" className="absolute -right-20 -top-24 -z-10 h-72 w-72 rounded-full bg-accent-400/25 blur-3xl" />
      <div aria-hidden="true" className="absolute -bottom-28 left-1/3 -z-10 h-64 w-64 rounded-full bg-white/10 blur-2xl" />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 opacity-[0.07] [background-image:radial-gradient(#fff_1.2px,transparent_1.2px)] [background-size:18px_18px]"
      />
      <div className="grid items-center gap-4 md:grid-cols-[1.25fr_1fr]">
        <div className="max-w-xl pr-[38%] sm:pr-0">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-accent-400 px-2.5 py-1 text-xs font-bold text-brand-900 shadow-sm">
            <BoltIcon size={13} /> 10 Min
          </span>
          <h1 id="home-hero-title" className="mt-3 font-display text-[28px] font-extrabold leading-[1.1] tracking-tight md:text-5xl">
            10 minute delivery
          </h1>
          <p className="mt-2 text-sm text-brand-50/90 md:mt-3 md:text-lg">Fresh fruits, dairy and daily essentials at your door before your chai gets cold.</p>
          <ul className="mt-4 flex flex-wrap gap-2 text-xs font-semibold md:text-sm">
            <li className="rounded-full bg-white/15 px-3 py-1 ring-1 ring-white/20">Free delivery</li>
            <li className="rounded-full bg-white/15 px-3 py-1 ring-1 ring-white/20">5000+ products</li>
            <li className="hidden rounded-full bg-white/15 px-3 py-1 ring-1 ring-white/20 sm:block">Cash on delivery</li>
          </ul>
          <Link
            to="/search"
            className="mt-5 hidden items-center gap-2 rounded-xl bg-white px-5 py-3 font-semibold text-brand-800 shadow-sm transition hover:bg-accent-100 md:inline-flex"
          >
            <SearchIcon size={18} /> Start shopping
          </Link>
        </div>
        <BagIllustration className="pointer-events-none absolute bottom-2 right-1 w-[42%] max-w-[200px] md:static md:ml-auto md:w-full md:max-w-[320px]" />
      </div>
    </section>
  );
}
