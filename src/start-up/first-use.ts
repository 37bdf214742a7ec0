// "The first sign of use" in one place: a pointer, a key, a touch, or focus moving into the page.
// The landing's bootstrap loads the app then, and the late vendor SDKs start then (or when idle).

export const FIRST_USE_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/** Runs `run` once, on the first of FIRST_USE_EVENTS; gives a function that starts it now instead (once). */
export function onFirstUse(target: Pick<Window, 'addEventListener' | 'removeEventListener'>, run: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    for (const name of FIRST_USE_EVENTS) target.removeEventListener(name, once, true);
    run();
  };
  for (const name of FIRST_USE_EVENTS) target.addEventListener(name, once, { capture: true, passive: true });
  return once;
}
