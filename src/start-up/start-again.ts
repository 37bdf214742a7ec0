const START_FAILED_MESSAGE = 'We could not reach Protect. Check your internet connection: we will try again as soon as you are back online.';

/** The app's code could not be fetched: the page says so and starts it again, once, when asked or back online. */
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
