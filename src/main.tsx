// Start-up: decode the configuration, build the container for the compiled mode, render the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { scrubVerifyCodeLink } from './adapters/browser/verify-code-link';
import { installConsoleCapture } from './adapters/logging/console-capture';
import { resolveAppServices } from './composition/app-services';
import { createContainer } from './composition/create-container';
import { decodeEnv, type AppConfig } from './composition/env';
import { scheduleLateStart } from './composition/late-start';
import { carriesLinkData } from './domain/deep-link/deep-link';
import { App } from './ui/app/app';
import { ConfigErrorView } from './ui/app/config-error.view';
import { createAppRouter } from './ui/app/router';

declare const __APP_MODE__: 'offline' | 'real';
declare const __APP_ENV__: Record<string, string>;

const storages = { local: window.localStorage, session: window.sessionStorage };

/** `__APP_MODE__` is a build constant, so the other mode's module is not in the bundle. */
async function loadModule(config: AppConfig) {
  if (__APP_MODE__ === 'offline' && config.mode === 'offline') {
    const { offlineModule } = await import(/* webpackMode: "eager" */ './composition/modules/offline.module');
    return offlineModule(config, storages);
  }
  if (__APP_MODE__ === 'real' && config.mode === 'real') {
    const { realModule } = await import(/* webpackMode: "eager" */ './composition/modules/real.module');
    return realModule(config, storages);
  }
  throw new Error(`The bundle was built for ${__APP_MODE__} mode but configured for ${config.mode}.`);
}

async function start(rootElement: HTMLElement) {
  // First of all: codes and tokens must not stay in the address bar (spec §2, README "Personal data").
  scrubVerifyCodeLink();
  const root = createRoot(rootElement);
  const decoded = decodeEnv(__APP_ENV__);
  if (decoded._tag === 'Left') {
    root.render(<ConfigErrorView problems={decoded.left} />);
    return;
  }
  const config = decoded.right;
  installConsoleCapture(config.logLevel);
  const services = resolveAppServices(createContainer(await loadModule(config)));
  const router = createAppRouter(services);
  root.render(
    <StrictMode>
      <App services={services} router={router} />
    </StrictMode>,
  );
  scheduleLateStart(services.lateStart, window);
  // A visit from a tracked link (spec §2): its SDK loads only then. The link's route replaces the entry
  // the visitor landed on, unless they have already moved on by the time the link service answers.
  if (services.openDeepLink && carriesLinkData(window.location.search)) {
    const landed = router.state.location;
    void services.openDeepLink({
      replace: (path) => {
        if (router.state.location.key === landed.key) void router.navigate(path, { replace: true });
      },
    });
  }
}

const rootElement = document.getElementById('root');
if (rootElement) void start(rootElement);
