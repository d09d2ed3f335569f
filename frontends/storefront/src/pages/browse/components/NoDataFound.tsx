import type { ReactNode } from 'react';

export const NO_DATA_TEXT = 'No Data found';

/** Empty-bag illustration (inline SVG) for empty results. */
function EmptyBag() {
  return (
    <svg viewBox="0 0 200 170" className="h-36 w-44 md:h-44 md:w-52" aria-hidden="true" focusable="false">
      <ellipse cx="100" cy="156" rx="70" ry="9" fill="#0f172a" opacity="0.07" />
      <path d="M48 58h104l-8 88a10 10 0 0 1-10 9H66a10 10 0 0 1-10-9z" fill="#d9fbe6" />
      <path d="M48 58h104l-1.6 16H49.6z" fill="#b5f4cf" />
      <path d="M76 58V46a24 24 0 0 1 48 0v12" stroke="#0b9a4f" strokeWidth="6" fill="none" strokeLinecap="round" />
      <circle cx="84" cy="98" r="5" fill="#0c7941" />
      <circle cx="116" cy="98" r="5" fill="#0c7941" />
      <path d="M86 124c8-7 20-7 28 0" stroke="#0c7941" strokeWidth="5" fill="none" strokeLinecap="round" />
      <g transform="translate(150 28)">
        <circle r="20" fill="#fff3c4" />
        <circle cx="-3" cy="-3" r="8" stroke="#dd7d00" strokeWidth="4" fill="none" />
        <path d="M3 3l7 7" stroke="#dd7d00" strokeWidth="4" strokeLinecap="round" />
      </g>
      <g fill="#7ce8ac">
        <circle cx="30" cy="40" r="4" />
        <circle cx="176" cy="84" r="3" />
        <circle cx="22" cy="110" r="3" />
      </g>
    </svg>
  );
}

/** 'No Data found' with a friendly illustration. */
export function NoDataFound({ children }: { children?: ReactNode }) {
  return (
    <div data-testid="no-data" className="flex flex-col items-center justify-center rounded-3xl bg-white px-6 py-12 text-center ring-1 ring-slate-200">
      <EmptyBag />
      <p className="mt-4 font-display text-xl font-bold text-slate-900">{NO_DATA_TEXT}</p>
      {children && <div className="mt-1 max-w-sm text-sm text-slate-500">{children}</div>}
    </div>
  );
}
