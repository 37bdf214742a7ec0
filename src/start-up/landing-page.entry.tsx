// Starts index.html, the landing page: small on purpose.
import { backFromHostedSignOut, bootNow, bootOnFirstUse, mayBeSignedIn } from './deferred-boot';
import { offerStartAgain } from './start-again';
import { scrubVerifyCodeLink } from './verify-code-link';
import { carriesLinkData } from '../domain/deep-link';
import '../ui/styles/app.css';

scrubVerifyCodeLink();

const rootElement = document.getElementById('root');
if (rootElement) {
  // Code the network did not deliver is asked for again (webpack forgets a chunk that failed), never left as a page error.
  const boot = (beforeTakeover: () => Promise<void> = () => Promise.resolve()): Promise<void> =>
    import(/* webpackChunkName: "start" */ './start-app').then(
      ({ start }) => beforeTakeover().then(() => start(rootElement)),
      () => offerStartAgain(() => void boot(beforeTakeover)),
    );
  const prerenderedLanding = window.location.pathname === '/' && rootElement.hasChildNodes();
  const canWait =
    !carriesLinkData(window.location.search) &&
    !mayBeSignedIn({ local: window.localStorage, session: window.sessionStorage }) &&
    !backFromHostedSignOut(window.sessionStorage);
  if (prerenderedLanding && canWait) bootOnFirstUse(rootElement, boot);
  else if (prerenderedLanding) bootNow(rootElement, boot);
  else void boot();
}
