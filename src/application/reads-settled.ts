// Our own APIs' calls in flight, so work nobody waits for starts once the page's reads have settled and painted.
export type ReadsSettled = {
  /** `call`'s outcome, counted while it is out. */
  track<T>(call: Promise<T>): Promise<T>;
  /** Runs `run` after a paint with no call out (a call started meanwhile is waited for too). */
  whenSettled(run: () => void): void;
};

export function makeReadsSettled(afterPaint: (run: () => void) => void): ReadsSettled {
  let out = 0;
  let waiting: (() => void)[] = [];
  const check = () =>
    afterPaint(() => {
      if (out > 0) return;
      const ready = waiting;
      waiting = [];
      for (const run of ready) run();
    });
  return {
    track(call) {
      out += 1;
      return call.finally(() => {
        out -= 1;
        if (out === 0 && waiting.length > 0) check();
      });
    },
    whenSettled(run) {
      waiting.push(run);
      if (out === 0) check();
    },
  };
}
