export interface Clock {
  /** Epoch milliseconds. Never throws. */
  now(): number;
}
