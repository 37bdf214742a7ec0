// The landing page arrives pre-rendered (scripts/prerender.ts), so a visitor reads it before any of
// the app's JavaScript runs. The app itself loads on the first sign of use: a pointer, a key, a touch
// or focus moving into the page (issue 8: JavaScript before the first interaction ≤ 100 KB). A click
// on a pre-rendered button before the app is there is not lost: it is replayed on the same button
// once the app has taken over. Links are real links and work without the app.

import { onFirstUse } from './first-use';

/** Keys of a stored session: the offline user pool's, and the Cognito library's last user (real mode). */
const OFFLINE_SESSION_KEY = 'protect.offline.session';
const COGNITO_LAST_USER = /^CognitoIdentityServiceProvider\.[^.]+\.LastAuthUser$/;

/** True when someone may be signed in on this device: their landing page differs, so the app starts at once. */
export function mayBeSignedIn(storages: { readonly local: Storage; readonly session: Storage }): boolean {
  try {
    if (storages.session.getItem(OFFLINE_SESSION_KEY) !== null) return true;
    for (let i = 0; i < storages.local.length; i++) if (COGNITO_LAST_USER.test(storages.local.key(i) ?? '')) return true;
    return false;
  } catch {
    // Storage refused (privacy settings): start the app, which knows how to cope.
    return true;
  }
}

/** Starts `boot` on the first sign of use; a click on a pre-rendered button meanwhile is replayed after it. */
export function bootOnFirstUse(root: HTMLElement, boot: () => Promise<void>, target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): void {
  keepingClicks(root, boot, target, (run) => onFirstUse(target, run));
}

/**
 * Starts `boot` now over pre-rendered content (a signed-in visitor's landing page): a click on a
 * pre-rendered button before the app has taken over is replayed after it, as on the first-use path.
 */
export function bootNow(root: HTMLElement, boot: () => Promise<void>, target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): void {
  keepingClicks(root, boot, target, (run) => run());
}

/**
 * Remembers which pre-rendered button was clicked until `boot` (started by `when`) is done, then clicks
 * the app's button of the same name (the nth of that name). By name, not position: a signed-in page
 * has buttons the pre-rendered one lacks (Sign out), so positions differ.
 */
function keepingClicks(
  root: HTMLElement,
  boot: () => Promise<void>,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  when: (run: () => void) => void,
): void {
  let clicked: { name: string; nth: number } | null = null;
  const nameOf = (button: HTMLButtonElement) => (button.getAttribute('aria-label') ?? button.textContent ?? '').trim();
  const named = (name: string) => [...root.querySelectorAll('button')].filter((button) => nameOf(button) === name);
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && root.contains(button)) clicked = { name: nameOf(button), nth: named(nameOf(button)).indexOf(button) };
  };
  target.addEventListener('click', onClick, true);
  when(() => {
    void boot().then(() => {
      target.removeEventListener('click', onClick, true);
      const replay = clicked;
      // After the app's effects have run (they subscribe the views to their services).
      if (replay !== null) setTimeout(() => named(replay.name)[replay.nth]?.click(), 0);
    });
  });
}
