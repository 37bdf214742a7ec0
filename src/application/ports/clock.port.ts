/** Wall-clock time. The only way the app's logic learns the time. */
export interface Clock {
  /** Epoch milliseconds. Never throws. */
  now(): number;
}
