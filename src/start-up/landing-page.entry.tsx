// Starts index.html, the landing page: small on purpose.
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
