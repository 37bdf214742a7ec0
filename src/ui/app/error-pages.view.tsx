import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link, useRevalidator, useRouteError } from 'react-router-dom';
import { MessagePage } from '../components/message-page';
import { SupportFallback } from '../components/support-button';
import { useDocumentTitle } from '../components/use-document-title';
import { LogoMark } from '../components/logo';
import { useServices } from '../services-context';
import { SessionUnreachable } from './guards';

export function NotFoundView() {
  useDocumentTitle('Page not found');
  return (
    <MessagePage title="Page not found">
      <p>The page you’re looking for doesn’t exist or has been moved.</p>
      <Link className="button button--primary" to="/">
        Go back home
      </Link>
    </MessagePage>
  );
}

function BarePage({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="site-header">
        <span className="brand">
          <LogoMark className="brand__mark" />
          Protect
        </span>
      </header>
      <main id="main" className="page">
        {children}
      </main>
    </>
  );
}

/** Every bad key, never a value. */
export function ConfigErrorView({ problems }: { problems: readonly { readonly key: string; readonly reason: string }[] }) {
  useDocumentTitle('Configuration error');
  return (
    <BarePage>
      <MessagePage title="Protect is not configured correctly">
        <p>The app cannot start because {problems.length === 1 ? 'one setting is' : `${problems.length} settings are`} missing or invalid:</p>
        <ul className="config-problems">
          {problems.map((problem) => (
            <li key={problem.key}>
              <code>{problem.key}</code> {problem.reason}
            </li>
          ))}
        </ul>
        <p>
          Check <code>.env</code> against <code>.env.example</code>, then rebuild. To try the app without any settings, run <code>npm start</code> (offline
          mode).
        </p>
      </MessagePage>
    </BarePage>
  );
}

type NetworkTrouble = 'session' | 'offline' | 'new-version';

function networkTrouble(error: unknown, online: boolean): NetworkTrouble | null {
  if (error instanceof SessionUnreachable) return 'session';
  // webpack's name for a chunk it could not fetch: the network is down, or a new deploy removed it.
  if (error instanceof Error && error.name === 'ChunkLoadError') return online ? 'new-version' : 'offline';
  return null;
}

/** Automatic tries after a page met no network (5, 15 and 45 s apart), besides each time the browser says it is back online. */
const AUTO_RETRY_AFTER_MS: readonly number[] = [5_000, 20_000, 65_000];

function useAutoRetry(retry: (() => void) | null): void {
  useEffect(() => {
    if (retry === null) return undefined;
    const timers = AUTO_RETRY_AFTER_MS.map((after) => setTimeout(retry, after));
    window.addEventListener('online', retry);
    return () => {
      window.removeEventListener('online', retry);
      timers.forEach(clearTimeout);
    };
  }, [retry]);
}

/** Reads the page again (its session, its code and its data), by a press or by itself; a new version needs a reload. */
function NetworkTroubleView({ trouble }: { trouble: NetworkTrouble }) {
  const { revalidate, state } = useRevalidator();
  const newVersion = trouble === 'new-version';
  useDocumentTitle(newVersion ? 'A new version is ready' : 'No connection');
  const retry = useCallback(() => void revalidate(), [revalidate]);
  useAutoRetry(newVersion ? null : retry);
  const action = (
    <button
      type="button"
      className="button button--primary"
      onClick={newVersion ? () => window.location.reload() : retry}
      disabled={!newVersion && state === 'loading'}
    >
      {newVersion ? 'Reload' : 'Try again'}
    </button>
  );
  return (
    <BarePage>
      <MessagePage title={newVersion ? 'A new version of Protect is ready' : 'We could not reach Protect'} actions={action}>
        <p>
          {newVersion
            ? 'Part of this page changed since you opened Protect. Reload the page to get the new version.'
            : `Check your internet connection.${trouble === 'session' ? ' You are still signed in.' : ''} We will try again as soon as you are back online.`}
        </p>
      </MessagePage>
    </BarePage>
  );
}

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
  const actions = (
    <>
      <Link className="button button--primary" to="/" reloadDocument>
        Go back home
      </Link>
      <button type="button" className="button" onClick={contactSupport}>
        Contact Support
      </button>
    </>
  );
  return (
    <BarePage>
      <MessagePage title="Something went wrong" actions={actions} after={fallbackShown && <SupportFallback homeUrl={links.home} />}>
        <p>We encountered an unexpected error while processing your request. Please try again later or contact support if the issue persists.</p>
      </MessagePage>
    </BarePage>
  );
}

export function RouteErrorView() {
  const error = useRouteError();
  const trouble = networkTrouble(error, navigator.onLine);
  return trouble === null ? <UnexpectedErrorView error={error} /> : <NetworkTroubleView trouble={trouble} />;
}
