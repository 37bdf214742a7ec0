import { onFirstUse } from './first-use';

type Target = Pick<Window, 'addEventListener' | 'removeEventListener'>;
type Go = (link: HTMLAnchorElement) => void;
const goNatively: Go = (link) => link.click();

type Boot = (beforeTakeover: () => Promise<void>) => Promise<void>;

export function bootOnFirstUse(root: HTMLElement, boot: Boot, target: Target = window, go: Go = goNatively): void {
  keepingClicks(root, boot, target, go, (run) => onFirstUse(target, run));
}

export function bootNow(root: HTMLElement, boot: Boot, target: Target = window, go: Go = goNatively): void {
  keepingClicks(root, boot, target, go, (run) => run());
}

/** How long a press may hold the takeover back: a release the page never hears must not stop the app. */
export const PRESS_WAIT_MS = 3000;

/** Resolves when no press is under way: a button replaced between its press and its release gets no click at all. */
function pressGate(target: Target): () => Promise<void> {
  let waiting: (() => void)[] | null = null;
  let cap: ReturnType<typeof setTimeout> | undefined;
  const release = () => {
    clearTimeout(cap);
    const waiters = waiting ?? [];
    waiting = null;
    for (const resume of waiters) resume();
  };
  const press = () => {
    waiting ??= [];
    clearTimeout(cap);
    cap = setTimeout(release, PRESS_WAIT_MS);
  };
  for (const name of ['pointerdown', 'keydown']) target.addEventListener(name, press, true);
  for (const name of ['click', 'auxclick', 'contextmenu', 'keyup', 'pointercancel']) target.addEventListener(name, release, true);
  return () => (waiting === null ? Promise.resolve() : new Promise<void>((resume) => waiting?.push(resume)));
}

/** How long a click made before the takeover waits for the app's element: later, a replay would come as a surprise. */
export const REPLAY_WAIT_MS = 10_000;

/** `then` gets what `find` finds in `root` as soon as it is there, at most `limitMs` from now. */
function whenThere<T>(root: HTMLElement, find: () => T | undefined, then: (found: T) => void, limitMs: number): void {
  const now = find();
  if (now !== undefined) return then(now);
  const observer = new MutationObserver(() => {
    const found = find();
    if (found === undefined) return;
    stop();
    then(found);
  });
  const timer = setTimeout(() => stop(), limitMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(root, { childList: true, subtree: true });
}

function ourLinkFollowedHere(event: Event, root: HTMLElement): HTMLAnchorElement | null {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || !root.contains(link) || event.defaultPrevented) return null;
  const mouse = event as MouseEvent;
  if (mouse.button !== 0 || mouse.ctrlKey || mouse.metaKey || mouse.shiftKey || mouse.altKey) return null;
  if ((link.target !== '' && link.target !== '_self') || link.hasAttribute('download')) return null;
  return new URL(link.href, window.location.href).origin === window.location.origin ? link : null;
}

// A click before the takeover is replayed on the app's button of the same name, or its link to our page is followed by the
// app's link (by the browser if the app is not there in time).
function keepingClicks(root: HTMLElement, boot: Boot, target: Target, go: Go, when: (run: () => void) => void): void {
  let clicked: { name: string; nth: number } | null = null;
  let followed: { href: string; fallback: ReturnType<typeof setTimeout> } | null = null;
  const nameOf = (button: HTMLButtonElement) => (button.getAttribute('aria-label') ?? button.textContent ?? '').trim();
  const named = (name: string) => [...root.querySelectorAll('button')].filter((button) => nameOf(button) === name);
  const keep = (button: HTMLButtonElement) => (clicked = { name: nameOf(button), nth: named(nameOf(button)).indexOf(button) });
  const onClick = (event: Event) => {
    const link = ourLinkFollowedHere(event, root);
    if (link) {
      event.preventDefault();
      if (followed) clearTimeout(followed.fallback);
      const fallback = setTimeout(() => {
        followed = null;
        target.removeEventListener('click', onClick, true);
        go(link);
      }, REPLAY_WAIT_MS);
      followed = { href: link.getAttribute('href') ?? '', fallback };
      return;
    }
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && root.contains(button)) keep(button);
  };
  target.addEventListener('click', onClick, true);
  // After the click handler, so the click that releases the takeover has been kept first.
  const released = pressGate(target);
  // A button tapped before this script ran (kept by the landing's inline loader) is the first use.
  const early = (target as { protectEarlyTap?: unknown }).protectEarlyTap;
  if (early instanceof HTMLButtonElement && root.contains(early)) keep(early);
  const takeOver = () => {
    void boot(released).then(() => {
      target.removeEventListener('click', onClick, true);
      const follow = followed;
      const replay = clicked;
      const find = follow
        ? () => [...root.querySelectorAll('a[href]')].find((link) => link.getAttribute('href') === follow.href) as HTMLAnchorElement | undefined
        : replay && (() => named(replay.name)[replay.nth]);
      if (!find) return;
      // Clicked once the app's effects have run: they subscribe the views to their services.
      const click = (element: HTMLElement) => {
        if (follow) clearTimeout(follow.fallback);
        setTimeout(() => element.click(), 0);
      };
      whenThere(root, find, click, REPLAY_WAIT_MS);
    });
  };
  if (clicked) takeOver();
  else when(takeOver);
}
