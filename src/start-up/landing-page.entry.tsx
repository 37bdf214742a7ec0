// Starts index.html, the landing page: small on purpose.
import { bootNow, bootOnFirstUse } from './deferred-boot';
import { backFromHostedSignOut, mayBeSignedIn } from './stored-marks';
import { scrubVerifyCodeLink } from './verify-code-link';
import { carriesLinkData } from '../domain/deep-link';
import { LANGUAGE_KEY } from '../domain/language';
import '../ui/styles/app.css';

/** The app's code could not be fetched: the page says so, in the words its pre-render holds, and starts it again, once, when asked or back online. */
function offerStartAgain(start: () => void): void {
  const words = document.querySelector<HTMLElement>('[data-start-failed]')?.dataset;
  const notice = document.createElement('div');
  notice.className = 'start-failed';
  notice.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = words?.startFailed ?? 'We could not reach Protect.';
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button button--small';
  button.textContent = words?.tryAgain ?? 'Try again';
  notice.append(text, button);
  document.body.append(notice);
  const again = () => {
    window.removeEventListener('online', again);
    notice.remove();
    start();
  };
  button.addEventListener('click', again, { once: true });
  window.addEventListener('online', again);
}

scrubVerifyCodeLink();

// The pre-rendered footer's language menu works before the app has started: the choice is kept and the page shown in it.
document.addEventListener('change', ({ target }) => {
  if (!(target instanceof HTMLSelectElement) || !target.closest('.site-footer__language')) return;
  window.localStorage.setItem(LANGUAGE_KEY, target.value);
  window.location.reload();
});

const rootElement = document.getElementById('root');
if (rootElement) {
  // Code the network did not deliver is asked for again (webpack forgets a chunk that failed), never left as a page error.
  const boot = (beforeTakeover: () => Promise<void> = () => Promise.resolve()): Promise<void> =>
    import(/* webpackChunkName: "start" */ './start-app').then(
      ({ start }) => beforeTakeover().then(() => start(rootElement)),
      () => offerStartAgain(() => void boot(beforeTakeover)),
    );
  const prerenderedLanding = window.location.pathname === '/' && rootElement.hasChildNodes();
  const canWait = !carriesLinkData(window.location.search) && !mayBeSignedIn(window.localStorage) && !backFromHostedSignOut(window.sessionStorage);
  if (prerenderedLanding && canWait) bootOnFirstUse(rootElement, boot);
  else if (prerenderedLanding) bootNow(rootElement, boot);
  else void boot();
}
