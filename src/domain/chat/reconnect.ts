// Jittered so many tabs do not reconnect in step.

export const RECONNECT_BASE_MS = 500;
export const RECONNECT_CAP_MS = 15_000;

/** Between half and all of min(cap, base · 2^(failures−1)), for a jitter in [0, 1]. */
export function reconnectDelayMs(failures: number, jitter: number): number {
  if (failures <= 0) return 0;
  const ceiling = Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** Math.min(failures - 1, 30));
  const share = 0.5 + 0.5 * Math.min(Math.max(jitter, 0), 1);
  return Math.round(ceiling * share);
}
