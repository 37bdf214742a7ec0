import { onFirstUse } from './first-use';

// No vendor SDK on the critical path: error reporting starts after first paint, the rest on first use
// or when idle, so a page that is only looked at makes no third-party request while it loads.

export type LateStart = {
  readonly afterFirstPaint: readonly (() => Promise<void>)[];
  readonly atIdle: readonly (() => Promise<void>)[];
};

export const NOTHING_LATE: LateStart = { afterFirstPaint: [], atIdle: [] };

export const IDLE_START_DELAY_MS = 10_000;


export type SchedulerWindow = Pick<Window, 'requestAnimationFrame' | 'setTimeout' | 'addEventListener' | 'removeEventListener'> & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
};

const runAll = (work: readonly (() => Promise<void>)[]) => {
  for (const start of work) void start();
};

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
