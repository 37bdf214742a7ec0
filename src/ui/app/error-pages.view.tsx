import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link, useRevalidator, useRouteError } from 'react-router-dom';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { MessagePage } from '../components/message-page';
import { SupportFallback } from '../components/support-button';
import { useDocumentTitle } from '../components/use-document-title';
import { LogoMark } from '../components/logo';
import { useServices } from '../services-context';
import { SessionUnreachable } from './guards';

export function NotFoundView() {
  const { t } = useLingui();
  useDocumentTitle('Page not found');
  return (
    <MessagePage title={t`Page not found`}>
      <p>
        <Trans>The page you’re looking for doesn’t exist or has been moved.</Trans>
      </p>
      <Link className="button button--primary" to="/">
        <Trans>Go back home</Trans>
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

type ConfigProblems = { problems: readonly { readonly key: string; readonly reason: string }[] };

/** Every bad key, never a value. Start-up renders it on its own, with no provider above it: it brings the catalogue's. */
export function ConfigErrorView({ problems }: ConfigProblems) {
  return (
    <I18nProvider i18n={i18n}>
      <ConfigErrorPage problems={problems} />
    </I18nProvider>
  );
}

function ConfigErrorPage({ problems }: ConfigProblems) {
  const { t } = useLingui();
  useDocumentTitle('Configuration error');
  const count = problems.length;
  return (
    <BarePage>
      <MessagePage title={t`Protect is not configured correctly`}>
        <p>
          <Trans>
            The app cannot start because <Plural value={count} one="one setting is" other="# settings are" /> missing or invalid:
          </Trans>
        </p>
        <ul className="config-problems">
          {problems.map((problem) => (
            <li key={problem.key}>
              <code>{problem.key}</code> {problem.reason}
            </li>
          ))}
        </ul>
        <p>
          <Trans>
            Check <code>.env</code> against <code>.env.example</code>, then rebuild. To try the app without any settings, run <code>npm start</code> (offline
            mode).
          </Trans>
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
  const { t } = useLingui();
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
      {newVersion ? <Trans>Reload</Trans> : <Trans>Try again</Trans>}
    </button>
  );
  return (
    <BarePage>
      <MessagePage title={newVersion ? t`A new version of Protect is ready` : t`We could not reach Protect`} actions={action}>
        <p>
          {newVersion ? (
            <Trans>Part of this page changed since you opened Protect. Reload the page to get the new version.</Trans>
          ) : trouble === 'session' ? (
            <Trans>Check your internet connection. You are still signed in. We will try again as soon as you are back online.</Trans>
          ) : (
            <Trans>Check your internet connection. We will try again as soon as you are back online.</Trans>
          )}
        </p>
      </MessagePage>
    </BarePage>
  );
}

/** The raw error is reported scrubbed, never shown or logged whole: it may hold personal data. */
function UnexpectedErrorView({ error }: { error: unknown }) {
  const { t } = useLingui();
  const { supportChat, links, reportError } = useServices();
  const [fallbackShown, setFallbackShown] = useState(false);
  useDocumentTitle('Something went wrong');
  useEffect(() => {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the report's context, never shown
    reportError(error, 'route error');
  }, [error, reportError]);
  const contactSupport = () => {
    if (supportChat.available) void supportChat.open();
    else setFallbackShown(true);
  };
  const actions = (
    <>
      <Link className="button button--primary" to="/" reloadDocument>
        <Trans>Go back home</Trans>
      </Link>
      <button type="button" className="button" onClick={contactSupport}>
        <Trans>Contact Support</Trans>
      </button>
    </>
  );
  return (
    <BarePage>
      <MessagePage title={t`Something went wrong`} actions={actions} after={fallbackShown && <SupportFallback homeUrl={links.home} />}>
        <p>
          <Trans>We encountered an unexpected error while processing your request. Please try again later or contact support if the issue persists.</Trans>
        </p>
      </MessagePage>
    </BarePage>
  );
}

export function RouteErrorView() {
  const error = useRouteError();
  const trouble = networkTrouble(error, navigator.onLine);
  return trouble === null ? <UnexpectedErrorView error={error} /> : <NetworkTroubleView trouble={trouble} />;
}
