import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { session, startCartSync } from '@minutemart/ui';
import { AppTree } from './routes/AppTree';
import { firstPageReady } from './first-view/first-page';

void session.load();
// The cart follows the session: fetched once it is known and again whenever the user changes.
startCartSync();

const container = document.getElementById('root');
if (!container) throw new Error('#root missing');

/** Marks the prerendered first view as React's from now on (tests wait for it). */
function TakenOver() {
  useEffect(() => container?.removeAttribute('data-first-view'), []);
  return null;
}

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppTree />
      <TakenOver />
    </BrowserRouter>
  </StrictMode>
);

// React's first render waits for the page's code when the HTML holds that page's own view (home.html,
// or a product or listing page rendered by the gateway): it hydrates it then, keeping the DOM the
// browser has already styled and laid out. Otherwise it replaces the loading page.
// As a transition, React renders in slices and yields to the browser between them (no long task
// while a phone evaluates and renders the app).
void firstPageReady(window.location.pathname).then((hydratable) => {
  startTransition(() => {
    if (hydratable) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
});
