import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { session, startCartSync } from '@minutemart/ui';
import { App } from './routes/App';
import { FirstViewFrame } from './first-view/FirstViewFrame';
import { firstPageReady, hydratablePage, liftPreloads } from './first-view/first-page';

void session.load();
// The cart follows the session: fetched once it is known and again whenever the user changes.
startCartSync();

const container = document.getElementById('root');
if (!container) throw new Error('#root missing');

// React's first render waits for the page's code when the HTML shows that page (`/`, and a product or
// listing page the gateway rendered): otherwise it would swap the prerendered view for a spinner and back.
void firstPageReady(window.location.pathname).then(() => {
  const hydrate = hydratablePage(window.location.pathname);
  // As transitions React renders (or hydrates) the first tree in slices, yielding to the browser
  // between them: no long task while a phone evaluates and renders the app.
  startTransition(() => {
    if (hydrate) {
      // The HTML is the app's own tree (home.html from the build, a product or listing page from the
      // gateway), rendered from the same components: React adopts its DOM instead of
      // building the same page again and replacing it (a long commit and a full style and layout).
      liftPreloads();
      hydrateRoot(
        container,
        <StrictMode>
          <FirstViewFrame page={hydrate}>
            <BrowserRouter>
              <App />
            </BrowserRouter>
          </FirstViewFrame>
        </StrictMode>,
        {
          // A mismatch (say, a storefront deployed with another Home) is recovered by rendering afresh.
          onRecoverableError: (error) => console.warn('[minutemart] first view not hydrated; rendered afresh', error),
        },
      );
      return;
    }
    createRoot(container).render(
      <StrictMode>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </StrictMode>,
    );
  });
});
