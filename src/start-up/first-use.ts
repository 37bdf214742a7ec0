export const FIRST_USE_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

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
