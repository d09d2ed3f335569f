import { useEffect, useState } from 'react';

/** The current time, refreshed every `ms` (cards show minutes, so a coarse tick is enough). */
export function useNow(ms = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(t);
  }, [ms]);
  return now;
}
