import { useCallback, useEffect, useState } from 'react';
import { Link, useRevalidator, useRouteError } from 'react-router-dom';
import { SupportFallback } from '../components/support-fallback';
import { useDocumentTitle } from '../components/use-document-title';
import { useServices } from '../services-context';
import { SessionUnreachable } from './guards';

/** What kept a page from loading, when it was the network or a new version rather than a bug. */
type NetworkTrouble = 'session' | 'offline' | 'new-version';

/** webpack names a script chunk it could not fetch ChunkLoadError, whether the network is down or a new deploy removed it. */
const isChunkLoadError = (error: unknown): boolean => error instanceof Error && error.name === 'ChunkLoadError';

function networkTrouble(error: unknown, online: boolean): NetworkTrouble | null {
  if (error instanceof SessionUnreachable) return 'session';
  if (isChunkLoadError(error)) return online ? 'new-version' : 'offline';
  return null;
}

/** Automatic tries after a page met no network, besides each time the browser says it is back online. */
const AUTO_RETRY_DELAYS_MS: readonly number[] = [5_000, 15_000, 45_000];

/** Calls `retry` when the browser is back online and after each of the delays, then stops. */
function useAutoRetry(retry: () => void): void {
  useEffect(() => {
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const delay = AUTO_RETRY_DELAYS_MS[attempt];
      if (delay === undefined) return;
      timer = setTimeout(() => {
        attempt += 1;
        retry();
        schedule();
      }, delay);
    };
    window.addEventListener('online', retry);
    schedule();
    return () => {
      window.removeEventListener('online', retry);
      clearTimeout(timer);
    };
  }, [retry]);
}

function NetworkTroubleView({ trouble }: { trouble: NetworkTrouble }) {
  const { revalidate, state } = useRevalidator();
  const newVersion = trouble === 'new-version';
  useDocumentTitle(newVersion ? 'A new version is ready' : 'No connection');
  // Reads the page again: its session, its code and its data.
  const retry = useCallback(() => void revalidate(), [revalidate]);
  useAutoRetry(newVersion ? NO_RETRY : retry);
  return (
    <main id="main" className="page">
      <section className="message-page" aria-labelledby="route-error-title">
        {newVersion ? (
          <>
            <h1 id="route-error-title">A new version of Protect is ready</h1>
            <p>Part of this page changed since you opened Protect. Reload the page to get the new version.</p>
            <div className="actions">
              <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
                Reload
              </button>
            </div>
          </>
        ) : (
          <>
            <h1 id="route-error-title">We could not reach Protect</h1>
            <p>Check your internet connection.{trouble === 'session' ? ' You are still signed in.' : ''} We will try again as soon as you are back online.</p>
            <div className="actions">
              <button type="button" className="button button--primary" onClick={retry} disabled={state === 'loading'}>
                Try again
              </button>
            </div>
          </>
        )}
      </section>
    </main>
  );
}

const NO_RETRY = () => undefined;

/** The raw error is reported scrubbed, never shown or logged whole: it may hold personal data. */
function UnexpectedErrorView({ error }: { error: unknown }) {
  const { supportChat, links, reportError } = useServices();
  const [fallbackShown, setFallbackShown] = useState(false);
  useDocumentTitle('Something went wrong');
  useEffect(() => {
    reportError(error, 'route error');
  }, [error, reportError]);

  const contactSupport = () => {
    if (supportChat.available) void supportChat.open();
    else setFallbackShown(true);
  };

  return (
    <main id="main" className="page">
      <section className="message-page" aria-labelledby="route-error-title">
        <h1 id="route-error-title">Something went wrong</h1>
        <p>We encountered an unexpected error while processing your request. Please try again later or contact support if the issue persists.</p>
        <div className="actions">
          <Link className="button button--primary" to="/" reloadDocument>
            Go back home
          </Link>
          <button type="button" className="button" onClick={contactSupport}>
            Contact Support
          </button>
        </div>
        {fallbackShown && <SupportFallback homeUrl={links.home} />}
      </section>
    </main>
  );
}

export function RouteErrorView() {
  const error = useRouteError();
  const trouble = networkTrouble(error, navigator.onLine);
  return trouble === null ? <UnexpectedErrorView error={error} /> : <NetworkTroubleView trouble={trouble} />;
}
