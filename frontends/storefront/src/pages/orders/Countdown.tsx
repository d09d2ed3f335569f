import { useEffect, useState } from 'react';
import { TruckIcon } from '@minutemart/ui';

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(t);
  }, [intervalMs]);
  return now;
}

/** Live countdown to the promised delivery time (`promisedAt`). */
export function Countdown({ promisedAt }: { promisedAt: string }) {
  const now = useNow(1000);
  const left = Math.max(0, Date.parse(promisedAt) - now);
  const m = Math.floor(left / 60_000);
  const s = Math.floor((left % 60_000) / 1000);
  return (
    <div data-testid="order-countdown" className="flex items-center gap-3 rounded-2xl bg-brand-600 px-4 py-3 text-white">
      <span className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-white/15">
        <TruckIcon size={22} />
      </span>
      <div className="leading-tight">
        {left > 0 ? (
          <>
            <p className="text-xs font-medium text-brand-100">Arriving in</p>
            <p className="text-xl font-extrabold tabular-nums" aria-live="off">
              {m}:{String(s).padStart(2, '0')} <span className="text-sm font-semibold">min</span>
            </p>
          </>
        ) : (
          <>
            <p className="text-xs font-medium text-brand-100">Running a little late</p>
            <p className="text-lg font-extrabold">Arriving any minute now</p>
          </>
        )}
      </div>
    </div>
  );
}
