/** Which levels reach the console is the adapter's business. Never throws; never given tokens, codes or passwords. */
export interface Logger {
  log(message: string, ...details: readonly unknown[]): void;
  info(message: string, ...details: readonly unknown[]): void;
  warn(message: string, ...details: readonly unknown[]): void;
  error(message: string, ...details: readonly unknown[]): void;
}
