import { StrictMode, startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { nextTask } from '../adapters/browser/next-task';
import { resolveServices } from '../composition/resolve-services';
import { createContainer } from '../composition/create-container';
import { decodeEnv, type AppConfig } from '../composition/env';
import { mayBeSignedIn } from './stored-marks';
import { scheduleLateStart } from './late-start';
import { carriesLinkData } from '../domain/deep-link';
import { ConfigErrorView } from '../ui/app/error-pages.view';
import { AppRouter, createAppRouter } from '../ui/app/router';
import { ServicesProvider } from '../ui/services-context';
import { speak } from '../ui/i18n';

declare const __APP_ENV__: Record<string, string>;

const storages = { local: window.localStorage, session: window.sessionStorage };

async function loadModule(config: AppConfig) {
  if (__APP_MODE__ === 'offline' && config.mode === 'offline')
    return (await import(/* webpackMode: "eager" */ '../composition/modules/offline.module')).offlineModule(config, storages);
  if (__APP_MODE__ === 'real' && config.mode === 'real')
    return (await import(/* webpackMode: "eager" */ '../composition/modules/real.module')).realModule(config, storages);
  throw new Error(`The bundle was built for ${__APP_MODE__} mode but configured for ${config.mode}.`);
}

/** How long pre-rendered content stays up for the first route, before the pending page may show. */
const TAKEOVER_WAIT_MS = 3000;
/** An empty page waits this long for its first route, so a quick start renders whole and nothing shifts. */
const FIRST_RENDER_WAIT_MS = 400;

function initialized(router: ReturnType<typeof createAppRouter>, ms: number): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    const unsubscribe = router.subscribe((state) => state.initialized && done());
    function done() {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    }
  });
}

/** Starts in tasks short enough that the page answers a tap between them; unless the page is live, the first render is a transition, which React splits further. */
export async function start(rootElement: HTMLElement): Promise<void> {
  const prerendered = rootElement.hasChildNodes();
  // The landing is live (a click on it is replayed); the dashboard's frame is inert.
  const live = prerendered && !rootElement.firstElementChild?.hasAttribute('inert');
  const speaking = speak(window.localStorage, navigator.languages);
  await nextTask();
  const root = createRoot(rootElement);
  const decoded = decodeEnv(__APP_ENV__);
  if (decoded._tag === 'Left') {
    await speaking;
    root.render(<ConfigErrorView problems={decoded.left} />);
    return;
  }
  const config = decoded.right;
  const module = await loadModule(config);
  await speaking;
  await nextTask();
  const { app: services, startUp } = resolveServices(createContainer(module));
  void startUp.forgetExpiredSignIn();
  await nextTask();
  const router = createAppRouter(services);
  await initialized(router, prerendered ? TAKEOVER_WAIT_MS : FIRST_RENDER_WAIT_MS);
  const app = (
    <StrictMode>
      <ServicesProvider services={services}>
        <AppRouter router={router} />
      </ServicesProvider>
    </StrictMode>
  );
  if (live) flushSync(() => root.render(app));
  else startTransition(() => root.render(app));
  const { openDeepLink } = startUp;
  const tracked = carriesLinkData(window.location.search);
  // The link's route replaces the entry the app started on, unless the visitor has moved on by the time the link service answers.
  const landed = router.state.location;
  const openLink = async () => {
    await openDeepLink?.((path) => {
      if (router.state.location.key === landed.key) void router.navigate(path, { replace: true });
    });
  };
  if (tracked) void openLink();
  // A link followed before this visit: asked at first use, only while nobody is signed in here (the link service answers with a script).
  const deferred = async () => (mayBeSignedIn(window.localStorage) ? undefined : openLink());
  scheduleLateStart(
    openDeepLink && !tracked ? { ...startUp.lateStart, atIdle: [...startUp.lateStart.atIdle, deferred] } : startUp.lateStart,
    window,
    startUp.whenReadsSettle,
  );
}
