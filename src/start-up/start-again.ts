// The landing page's app code could not be fetched (no network): the page says so, in the page's own
// words, and starts the app again when asked or as soon as the browser is back online.

const START_FAILED_MESSAGE = 'We could not reach Protect. Check your internet connection: we will try again as soon as you are back online.';

/** Shows the notice; `start` runs at most once more from it (a new failure shows a new notice). */
export function offerStartAgain(start: () => void, doc: Document = document, target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): void {
  const notice = doc.createElement('div');
  notice.className = 'start-failed';
  notice.setAttribute('role', 'alert');
  const text = doc.createElement('p');
  text.textContent = START_FAILED_MESSAGE;
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'button button--small';
  button.textContent = 'Try again';
  notice.append(text, button);
  doc.body.append(notice);
  const again = () => {
    target.removeEventListener('online', again);
    notice.remove();
    start();
  };
  button.addEventListener('click', again, { once: true });
  target.addEventListener('online', again);
}
