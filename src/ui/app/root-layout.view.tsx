import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toUserMessage } from '../../domain/user-message';
import { Outlet, ScrollRestoration, useLocation, useNavigate, useNavigation, useRevalidator, useRouteLoaderData } from 'react-router-dom';
import { Footer } from '../components/footer';
import { chooseLanguage } from '../i18n';
import { IntentLink } from '../components/intent-link';
import { LogoMark } from '../components/logo';
import { SupportButton } from '../components/support-button';
import { useServices } from '../services-context';
import { sessionEnded, type SignedInData } from './guards';
import { OfflineBadge, OfflineTools } from './offline-tools.view';
import { PendingView, useDelayedFlag } from './pending.view';
import { preload } from './preload';
import { PreloadContext } from './preload-context';

const OFFLINE_BUILD = __APP_MODE__ === 'offline';

/** Navigations quicker than this never flash the pending page. */
const PENDING_SHOW_DELAY_MS = 400;

/** True on the page a person lands on when their session ended here or in another tab; in memory only, so a reload never repeats it. */
function useSignedOutNotice(signedIn: boolean, locationKey: string): boolean {
  const wasSignedIn = useRef(signedIn);
  const [shownAt, setShownAt] = useState<string | null>(null);
  useEffect(() => {
    if (wasSignedIn.current && !signedIn) setShownAt(locationKey);
    else setShownAt((at) => (!signedIn && at === locationKey ? at : null));
    wasSignedIn.current = signedIn;
  }, [signedIn, locationKey]);
  return shownAt === locationKey;
}

export function RootLayout() {
  const services = useServices();
  const { i18n, t } = useLingui();
  const { links, now, supportChat, mode, outbox, devtools, session } = services;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const data = useRouteLoaderData('root') as SignedInData | undefined;
  const navigation = useNavigation();
  const pending = useDelayedFlag(navigation.state === 'loading', PENDING_SHOW_DELAY_MS);
  const signedIn = data?.signedIn ?? false;
  const user = data?.user ?? null;
  const reachable = data?.reachable ?? true;
  const location = useLocation();
  const signedOutNotice = useSignedOutNotice(signedIn, location.key);
  // The hosted sign-in pages' sign-out: failed here, or on their side (the page was left and came back).
  const [hostedSignOutFailedAt, setHostedSignOutFailedAt] = useState<string | null>(() => (services.hostedSignOutReturn === 'failed' ? location.key : null));
  const hostedSignOutReturnedAt = useState<string | null>(() => (services.hostedSignOutReturn === 'done' ? location.key : null))[0];
  const ended = useSyncExternalStore(sessionEnded.subscribe, () => sessionEnded.on(location.key));
  // In the commit, before any click: a support chat opened at once must come after a lapsed session's chat is reset.
  useLayoutEffect(() => {
    if (reachable) void session.follow(user);
  }, [session, user, reachable]);
  const preloadForVisitor = useCallback((path: string, state?: unknown) => preload(path, services, signedIn, state), [signedIn, services]);
  // The service's answer can take a moment: the button says so and ignores further presses, keeping its focus.
  const [signingOut, setSigningOut] = useState(false);
  const signOut = async () => {
    if (signingOut) return;
    setSigningOut(true);
    try {
      const result = await session.signOut();
      await navigate('/', { replace: true });
      setHostedSignOutFailedAt(result._tag === 'Left' ? '/' : null);
      await revalidator.revalidate();
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <PreloadContext.Provider value={preloadForVisitor}>
      {/* The landing's start script reads these if the app's code cannot be fetched, before any catalogue has loaded. */}
      <div
        className="app"
        data-start-failed={t`We could not reach Protect. Check your internet connection: we will try again as soon as you are back online.`}
        data-try-again={t`Try again`}
      >
        {/* A new page opens at its top; Back and Forward return to where the person was. */}
        <ScrollRestoration />
        <a className="skip-link" href="#main">
          <Trans>Skip to content</Trans>
        </a>
        <header className="site-header">
          <IntentLink to="/" className="brand" aria-label={t`Protect home`}>
            <LogoMark className="brand__mark" />
            <span className="brand__name" aria-hidden="true">
              Protect
            </span>
          </IntentLink>
          <div className="site-header__actions">
            {signedIn && (
              <button type="button" className="button button--small" aria-disabled={signingOut} aria-busy={signingOut} onClick={() => void signOut()}>
                {signingOut ? <Trans>Signing out…</Trans> : <Trans>Sign out</Trans>}
              </button>
            )}
            {OFFLINE_BUILD && mode === 'offline' && <OfflineBadge />}
          </div>
        </header>
        <main id="main" className="page" tabIndex={-1}>
          {/* Always in the page, so screen readers announce the words when they appear. */}
          <div role="status" className="signed-out-status">
            {ended ? (
              <p className="signed-out-notice">
                <Trans>Your session has ended. Please sign in again.</Trans>
              </p>
            ) : hostedSignOutFailedAt !== null && !signedIn && (hostedSignOutFailedAt === location.key || location.pathname === hostedSignOutFailedAt) ? (
              <p className="signed-out-notice">
                {toUserMessage({ kind: 'OAuthSignOutFailed' })} <Trans>You are signed out of Protect on this device.</Trans>
              </p>
            ) : (
              (signedOutNotice || (hostedSignOutReturnedAt === location.key && !signedIn)) && (
                <p className="signed-out-notice">
                  <Trans>You are signed out.</Trans>
                </p>
              )
            )}
          </div>
          {pending ? <PendingView /> : <Outlet />}
        </main>
        {OFFLINE_BUILD && (outbox || devtools) && <OfflineTools outbox={outbox} devtools={devtools} identityId={session.identityId} />}
        <SupportButton supportChat={supportChat} homeUrl={links.home} />
        <Footer
          links={links}
          signedIn={signedIn}
          year={new Date(now()).getFullYear()}
          language={i18n.locale === 'de' ? 'de' : 'en'}
          onLanguage={(language) => chooseLanguage(window.localStorage, language)}
        />
      </div>
    </PreloadContext.Provider>
  );
}
