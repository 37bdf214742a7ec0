import type { Logger } from '../../application/ports/logger.port';

export class ConsoleLogger implements Logger {
  log(message: string, ...details: readonly unknown[]): void {
    console.log(message, ...details);
  }
  info(message: string, ...details: readonly unknown[]): void {
    console.info(message, ...details);
  }
  warn(message: string, ...details: readonly unknown[]): void {
    console.warn(message, ...details);
  }
  error(message: string, ...details: readonly unknown[]): void {
    console.error(message, ...details);
  }
}
