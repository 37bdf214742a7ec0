import { onFirstUse } from './first-use';

// No vendor SDK on the critical path (issue 7 "Loading", issue 8 budgets): the composition root lists
// what to start late, and this schedules it. Error reporting starts right after first paint (it sends
// nothing until something fails). Analytics and the support chat start on the first sign of use
// (adapters/browser/first-use.ts), or once the page has been idle for a while, so a page that is only
// looked at makes no third-party request while it loads; their events are queued until then.

/** Work to start late, each item never rejecting. */
export type LateStart = {
  readonly afterFirstPaint: readonly (() => Promise<void>)[];
  readonly atIdle: readonly (() => Promise<void>)[];
};

export const NOTHING_LATE: LateStart = { afterFirstPaint: [], atIdle: [] };

/** How long a page with no interaction waits before the idle work starts anyway. */
export const IDLE_START_DELAY_MS = 10_000;


/** The part of `window` the scheduler uses. */
export type SchedulerWindow = Pick<Window, 'requestAnimationFrame' | 'setTimeout' | 'addEventListener' | 'removeEventListener'> & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
};

const runAll = (work: readonly (() => Promise<void>)[]) => {
  for (const start of work) void start();
};

/** Schedules the late work once; returns nothing to wait for. */
export function scheduleLateStart(late: LateStart, win: SchedulerWindow): void {
  if (late.afterFirstPaint.length > 0) {
    // The frame after the first paint: rAF runs before it, the timeout after it.
    win.requestAnimationFrame(() => win.setTimeout(() => runAll(late.afterFirstPaint), 0));
  }
  if (late.atIdle.length === 0) return;
  const startIdle = onFirstUse(win, () => runAll(late.atIdle));
  win.setTimeout(() => {
    if (win.requestIdleCallback) win.requestIdleCallback(startIdle, { timeout: IDLE_START_DELAY_MS });
    else startIdle();
  }, IDLE_START_DELAY_MS);
}
