import type { LateStart } from '../application/ports/late-start.port';
import { onFirstUse } from './first-use';

export const IDLE_START_DELAY_MS = 10_000;

export type SchedulerWindow = Pick<Window, 'requestAnimationFrame' | 'setTimeout' | 'addEventListener' | 'removeEventListener'> & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
};

const runAll = (work: readonly (() => Promise<void>)[]) => {
  for (const start of work) void start();
};

// rAF runs before the next paint, the timeout after it.
const afterNextPaint = (win: SchedulerWindow, run: () => void) => win.requestAnimationFrame(() => win.setTimeout(run, 0));

/** `whenReadsSettle`: runs its work once the page's own reads have settled and painted. */
export function scheduleLateStart(late: LateStart, win: SchedulerWindow, whenReadsSettle: (run: () => void) => void): void {
  if (late.afterData.length > 0) whenReadsSettle(() => runAll(late.afterData));
  if (late.atIdle.length === 0) return;
  // The first use is a tap or key the page is answering: its answer paints before any vendor starts.
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    runAll(late.atIdle);
  };
  onFirstUse(win, () => afterNextPaint(win, start));
  win.setTimeout(() => {
    if (win.requestIdleCallback) win.requestIdleCallback(start, { timeout: IDLE_START_DELAY_MS });
    else start();
  }, IDLE_START_DELAY_MS);
}
