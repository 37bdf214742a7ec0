import type { Logger } from '../../../src/application/ports/logger.port';

export type LogEntry = { readonly level: keyof Logger; readonly message: string; readonly details: readonly unknown[] };

/** Records what was logged, for assertions. */
export class RecordingLogger implements Logger {
  readonly entries: LogEntry[] = [];
  log(message: string, ...details: readonly unknown[]): void {
    this.entries.push({ level: 'log', message, details });
  }
  info(message: string, ...details: readonly unknown[]): void {
    this.entries.push({ level: 'info', message, details });
  }
  warn(message: string, ...details: readonly unknown[]): void {
    this.entries.push({ level: 'warn', message, details });
  }
  error(message: string, ...details: readonly unknown[]): void {
    this.entries.push({ level: 'error', message, details });
  }
}
