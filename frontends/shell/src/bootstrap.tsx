import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { session, startCartSync, ToastHost } from '@minutemart/ui';
import { AppRoutes } from './routes/AppRoutes';
import { firstPageReady } from './first-view/first-page';
import { rememberCart } from './pwa/last-cart';

void session.load();
// The cart follows the session: fetched once it is known and again whenever the user changes.
startCartSync();
// The signed-in cart is kept in this browser too: the offline page shows it.
rememberCart();

const container = document.getElementById('root');
if (!container) throw new Error('#root missing');

// React's first commit replaces the prerendered first view (index.html / home.html) as a whole, so on
// `/` it waits for the Home page's code: otherwise it would swap the hero for a spinner and back.
void firstPageReady(window.location.pathname).then(() => {
  const root = createRoot(container);
  // As a transition React renders the first tree in slices, yielding to the browser between them
  // (no long task while a phone evaluates and renders the app); the commit still swaps in one go.
  startTransition(() => {
    root.render(
      <StrictMode>
        <BrowserRouter>
          <AppRoutes />
          <ToastHost />
        </BrowserRouter>
      </StrictMode>,
    );
  });
});
