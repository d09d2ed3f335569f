import './styles.css';
import { initRemotes, preloadPage } from './federation/remotes';
import { registerServiceWorker } from './pwa/register-service-worker';

// remotes.json is asked for now (index.html preloads it too), and the page's remote entry, code and
// styles start downloading (link preloads, nothing runs) while the shared chunks below are on their way:
// no page waits for React to arrive before its own code is even requested.
void initRemotes();
void preloadPage(window.location.pathname);

// Async boundary: lets Module Federation negotiate shared singletons (react, react-router, @minutemart/ui)
// before any of them is evaluated. Each shared library is imported on its own, so it evaluates as soon
// as its chunk has arrived, in that chunk's task: through bootstrap alone all of them evaluated in one
// task after the last chunk, a long one on a phone. The chunks still download in parallel.
// Each import also runs the federation runtime's share negotiation for its library, synchronously: one
// import per task keeps main.js's start from being a single long task on a phone.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
void (async () => {
  for (const start of [() => import('react-dom/client'), () => import('react-router'), () => import('@minutemart/ui'), () => import('./bootstrap')]) {
    await nextTask();
    void start();
  }
})();

// After load, when idle: never part of the first load's work.
registerServiceWorker();
