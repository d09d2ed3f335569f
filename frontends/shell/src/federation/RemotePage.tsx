import { Component, lazy, Suspense, useCallback, useState, type ComponentType, type ErrorInfo, type LazyExoticComponent, type ReactNode } from 'react';
import { Button, PageSpinner, RefreshIcon, StoreIcon } from '@minutemart/ui';
import { unavailableText } from './remote-parts';
import { PAGE_LOADING_LABEL } from './page-loading';
import { loadedRemoteModule, loadRemoteModule, resetRemote, type RemoteName } from './remotes';

type PageProps = Record<string, unknown>;
type PageModule = { default: ComponentType<PageProps> };
type Page = ComponentType<PageProps> | LazyExoticComponent<ComponentType<PageProps>>;

/**
 * One page component per (remote, module, generation), kept for good so the page never remounts. A
 * module already loaded (bootstrap loads the first page's before React's first render) is used as it
 * is: a lazy component would suspend once and swap the prerendered first view for the spinner. Others
 * are lazy; React.lazy remembers a failure forever, so a retry bumps the remote's generation and gets
 * a NEW lazy component.
 */
const generations = new Map<RemoteName, number>();
const pages = new Map<string, Page>();

function pageComponent(remote: RemoteName, module: string): Page {
  const generation = generations.get(remote) ?? 0;
  const key = `${remote}/${module}#${generation}`;
  let page = pages.get(key);
  if (!page) {
    page = loadedRemoteModule<PageModule>(remote, module)?.default ?? lazy(() => loadRemoteModule<PageModule>(remote, module));
    pages.set(key, page);
  }
  return page;
}

interface BoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
  /** What the console is told: a page's failure is an error, a part's (shown without it) a warning. */
  level?: 'error' | 'warn';
}

class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console[this.props.level ?? 'error']('[minutemart] remote failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.error ? this.props.fallback : this.props.children;
  }
}

/** Names the part that failed; header, search, cart and account menu stay around it. */
export function RemoteUnavailable({ text, onRetry, retrying }: { text: string; onRetry: () => void; retrying?: boolean }) {
  return (
    <div
      role="alert"
      data-testid="remote-unavailable"
      className="mx-auto my-10 flex max-w-md flex-col items-center rounded-2xl border border-amber-200 bg-white px-6 py-10 text-center shadow-sm"
    >
      <div className="mb-4 grid h-14 w-14 place-items-center rounded-full bg-accent-100 text-accent-600">
        <StoreIcon size={28} />
      </div>
      <h1 className="text-balance text-base font-semibold text-slate-900">{text}</h1>
      <p className="mt-1 text-balance text-sm text-slate-500">Your cart and account still work. Please try again in a moment.</p>
      <Button className="mt-5" onClick={onRetry} loading={retrying}>
        <RefreshIcon size={16} />
        Retry
      </Button>
    </div>
  );
}

/** Renders `<remote>/<module>` from a federated remote; a dead remote shows a fallback, never a blank page. */
export function RemotePage({ remote, module, props }: { remote: RemoteName; module: string; props?: PageProps }) {
  const [, setTick] = useState(0);
  const [retrying, setRetrying] = useState(false);
  const Page = pageComponent(remote, module);

  const retry = useCallback(async () => {
    setRetrying(true);
    try {
      await resetRemote(remote);
    } catch {
      /* a failing reset just leads to another fallback */
    }
    generations.set(remote, (generations.get(remote) ?? 0) + 1);
    setRetrying(false);
    setTick((t) => t + 1);
  }, [remote]);

  return (
    <RemoteErrorBoundary
      key={`${remote}/${module}#${generations.get(remote) ?? 0}`}
      fallback={<RemoteUnavailable text={unavailableText(remote, module)} onRetry={() => void retry()} retrying={retrying} />}
    >
      <Suspense fallback={<PageSpinner label={PAGE_LOADING_LABEL} />}>
        {/* eslint-disable-next-line react-hooks/static-components -- pageComponent keeps one component per remote, module and retry generation, so Page is the same component across renders */}
        <Page {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/**
 * A part of a shell screen from a remote (REMOTE_PARTS): nothing while it loads, and nothing when its
 * remote is down or does not have it (a storefront deployed before it), since the screen is complete without it.
 */
export function RemotePart({ remote, module }: { remote: RemoteName; module: string }) {
  const Part = pageComponent(remote, module);
  return (
    <RemoteErrorBoundary key={`${remote}/${module}#${generations.get(remote) ?? 0}`} fallback={null} level="warn">
      <Suspense fallback={null}>
        {/* eslint-disable-next-line react-hooks/static-components -- as in RemotePage */}
        <Part />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
