// The entry: small on purpose. Codes and tokens leave the address bar first of all (spec §2, README
// "Personal data"); then the app (src/start.tsx, its own chunk) loads at once, except on the
// pre-rendered landing page for a visitor who is not signed in and did not come from a tracked link
// (its route must open now), where it waits for the first sign of use. Over pre-rendered content, a
// click on a button before the app has taken over is replayed once it has (adapters/browser/deferred-boot.ts).
import { bootNow, bootOnFirstUse, mayBeSignedIn } from './deferred-boot';
import { scrubVerifyCodeLink } from './verify-code-link';
import { carriesLinkData } from '../domain/deep-link/deep-link';
import '../ui/styles/app.css';

scrubVerifyCodeLink();

const rootElement = document.getElementById('root');
if (rootElement) {
  const boot = () => import(/* webpackChunkName: "start" */ './start-app').then(({ start }) => start(rootElement));
  const prerenderedLanding = window.location.pathname === '/' && rootElement.hasChildNodes();
  const canWait = !carriesLinkData(window.location.search) && !mayBeSignedIn({ local: window.localStorage, session: window.sessionStorage });
  if (prerenderedLanding && canWait) bootOnFirstUse(rootElement, boot);
  else if (prerenderedLanding) bootNow(rootElement, boot);
  else void boot();
}
