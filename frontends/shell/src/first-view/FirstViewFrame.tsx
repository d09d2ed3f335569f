import { useEffect, useState, type ReactNode } from 'react';

/**
 * The prerendered view's own wrapper (index.html: `<div inert data-first-view>`), kept by hydration:
 * inert while React hydrates (a click on the prerendered markup could not reach the app yet), then
 * an ordinary element. React does not patch attributes while hydrating, so the first render must
 * carry them as the HTML does, and an effect drops them.
 */
export function FirstViewFrame({ page, children }: { page: string; children: ReactNode }) {
  const [live, setLive] = useState(false);
  useEffect(() => {
    setLive(true);
  }, []);
  return (
    <div inert={!live} data-first-view={live ? undefined : page}>
      {children}
    </div>
  );
}
