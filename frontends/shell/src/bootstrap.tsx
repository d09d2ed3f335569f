
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { session, startCartSync, ToastHost } from '@minutemart/ui';
import { AppRoutes } from './routes/AppRoutes';
import { initRemotes, preloadPage } from './federation/remotes';

void initRemotes();
// The page's remote code and styles start downloading before React has rendered anything.
void preloadPage(window.location.pathname);
void session.load();
// The cart follows the session: fetched once it is known and again whenever the user changes.
startCartSync();

const container = document.getElementById('root');
if (!container) throw new Error('#root missing');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
      <ToastHost />
    </BrowserRouter>
  </StrictMode>,
);
